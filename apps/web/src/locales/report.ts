import { defineMessages } from '@tms/domain';

/**
 * The shipment report (rpt_shipment) and the dashboard. The report's column titles come from the domain
 * catalog (report.shipment.*), shared with the server's export.
 */
export const reportLocale = defineMessages({
  'rpt.heading': { 'zh-CN': '运输报表', 'zh-HK': '運輸報表', 'en-US': 'Shipment report' },
  'rpt.dateRange': { 'zh-CN': '日期范围', 'zh-HK': '日期範圍', 'en-US': 'Date range' },
  'rpt.dispatchCenter': { 'zh-CN': '调度中心', 'zh-HK': '調度中心', 'en-US': 'Dispatch center' },
  'rpt.carrier': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'rpt.lineType': { 'zh-CN': '线路类型', 'zh-HK': '線路類型', 'en-US': 'Line type' },
  'rpt.client': { 'zh-CN': '客户', 'zh-HK': '客戶', 'en-US': 'Client' },
  'rpt.groupBy': { 'zh-CN': '汇总维度', 'zh-HK': '匯總維度', 'en-US': 'Group by' },
  'rpt.group.day': { 'zh-CN': '日期', 'zh-HK': '日期', 'en-US': 'Day' },
  'rpt.group.dispatchCenter': { 'zh-CN': '调度中心', 'zh-HK': '調度中心', 'en-US': 'Dispatch center' },
  'rpt.group.carrier': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'rpt.group.lineType': { 'zh-CN': '线路类型', 'zh-HK': '線路類型', 'en-US': 'Line type' },
  'rpt.group.client': { 'zh-CN': '客户', 'zh-HK': '客戶', 'en-US': 'Client' },
  'rpt.total': { 'zh-CN': '合计', 'zh-HK': '合計', 'en-US': 'Total' },
  'rpt.none': { 'zh-CN': '（无）', 'zh-HK': '（無）', 'en-US': '(none)' },
  'rpt.refresh': { 'zh-CN': '刷新报表数据', 'zh-HK': '刷新報表數據', 'en-US': 'Refresh report data' },
  'rpt.alertsByType': { 'zh-CN': '告警类型统计', 'zh-HK': '告警類型統計', 'en-US': 'Alerts by type' },
  'rpt.alertType': { 'zh-CN': '告警类型', 'zh-HK': '告警類型', 'en-US': 'Alert type' },
  'rpt.handled': { 'zh-CN': '已处理', 'zh-HK': '已處理', 'en-US': 'Handled' },
  'rpt.meanHandleMinutes': {
    'zh-CN': '平均处理时长(分钟)',
    'zh-HK': '平均處理時長(分鐘)',
    'en-US': 'Mean minutes to handle',
  },
  'rpt.dateRequired': {
    'zh-CN': '请选择日期范围',
    'zh-HK': '請選擇日期範圍',
    'en-US': 'Choose a date range',
  },
  'dashboard.heading': { 'zh-CN': '数据看板', 'zh-HK': '數據看板', 'en-US': 'Dashboard' },
  'dashboard.allCenters': {
    'zh-CN': '全部调度中心',
    'zh-HK': '全部調度中心',
    'en-US': 'All dispatch centers',
  },
  'dashboard.inTransit': { 'zh-CN': '在途调度单', 'zh-HK': '在途調度單', 'en-US': 'Shipments in transit' },
  'dashboard.shipments': { 'zh-CN': '调度单数', 'zh-HK': '調度單數', 'en-US': 'Shipments' },
  'dashboard.onTimeRate': { 'zh-CN': '准时到达率', 'zh-HK': '準時到達率', 'en-US': 'On-time arrival' },
  'dashboard.tempComplianceRate': {
    'zh-CN': '温度达标率',
    'zh-HK': '溫度達標率',
    'en-US': 'Temperature compliance',
  },
  'dashboard.kmPerWaybill': { 'zh-CN': '单均里程(km)', 'zh-HK': '單均里程(km)', 'en-US': 'Km per waybill' },
  'dashboard.exceptions': { 'zh-CN': '到达异常', 'zh-HK': '到達異常', 'en-US': 'ETA exceptions' },
  'dashboard.openAlerts': { 'zh-CN': '未处理告警', 'zh-HK': '未處理告警', 'en-US': 'Open alerts' },
  'dashboard.loadFactor': { 'zh-CN': '温层装载率', 'zh-HK': '溫層裝載率', 'en-US': 'Load factor per layer' },
  'dashboard.daily': { 'zh-CN': '每日趋势', 'zh-HK': '每日趨勢', 'en-US': 'Day by day' },
  'dashboard.series.shipments': { 'zh-CN': '调度单数', 'zh-HK': '調度單數', 'en-US': 'Shipments' },
  'dashboard.series.onTime': { 'zh-CN': '准时率 %', 'zh-HK': '準時率 %', 'en-US': 'On time %' },
  'dashboard.series.temp': { 'zh-CN': '温度达标 %', 'zh-HK': '溫度達標 %', 'en-US': 'Temperature %' },
  'dashboard.noData': { 'zh-CN': '暂无数据', 'zh-HK': '暫無數據', 'en-US': 'No data' },
  'dashboard.drill': {
    'zh-CN': '点击查看运输报表',
    'zh-HK': '點擊查看運輸報表',
    'en-US': 'Open the shipment report',
  },
  // --- the daily chart's legend: the day a point is
  'dashboard.series.day': { 'zh-CN': '日期', 'zh-HK': '日期', 'en-US': 'Day' },
});
