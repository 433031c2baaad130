import { defineMessages } from '@tms/domain';

/** The control-room wall (system/dataScreen): live fleet map, open alerts and today's KPIs. */
export const dataScreenLocale = defineMessages({
  'dataScreen.title': {
    'zh-CN': '冷链运输监控中心',
    'zh-HK': '冷鏈運輸監控中心',
    'en-US': 'Cold-chain control room',
  },
  'dataScreen.allCenters': {
    'zh-CN': '全部调度中心',
    'zh-HK': '全部調度中心',
    'en-US': 'All dispatch centers',
  },
  'dataScreen.fullscreen': { 'zh-CN': '全屏', 'zh-HK': '全螢幕', 'en-US': 'Full screen' },
  'dataScreen.exitFullscreen': { 'zh-CN': '退出全屏', 'zh-HK': '退出全螢幕', 'en-US': 'Exit full screen' },
  'dataScreen.live': { 'zh-CN': '实时推送', 'zh-HK': '實時推送', 'en-US': 'Live' },
  'dataScreen.polling': { 'zh-CN': '定时刷新', 'zh-HK': '定時刷新', 'en-US': 'Polling' },
  'dataScreen.kpi.inTransit': { 'zh-CN': '在途车次', 'zh-HK': '在途車次', 'en-US': 'In transit' },
  'dataScreen.kpi.shipments': { 'zh-CN': '今日调度单', 'zh-HK': '今日調度單', 'en-US': 'Shipments today' },
  'dataScreen.kpi.waybills': { 'zh-CN': '今日运单', 'zh-HK': '今日運單', 'en-US': 'Waybills today' },
  'dataScreen.kpi.onTimeRate': { 'zh-CN': '准时率', 'zh-HK': '準時率', 'en-US': 'On time' },
  'dataScreen.kpi.tempComplianceRate': {
    'zh-CN': '温度达标率',
    'zh-HK': '溫度達標率',
    'en-US': 'Temperature compliance',
  },
  'dataScreen.kpi.openAlerts': { 'zh-CN': '未关闭告警', 'zh-HK': '未關閉告警', 'en-US': 'Open alerts' },
  'dataScreen.kpi.exceptions': { 'zh-CN': '时效异常', 'zh-HK': '時效異常', 'en-US': 'ETA exceptions' },
  'dataScreen.kpi.kmPerWaybill': {
    'zh-CN': '单均里程(km)',
    'zh-HK': '單均里程(km)',
    'en-US': 'km per waybill',
  },
  'dataScreen.loadFactor': { 'zh-CN': '温层装载率', 'zh-HK': '溫層裝載率', 'en-US': 'Load factor by layer' },
  'dataScreen.alerts': { 'zh-CN': '最新告警', 'zh-HK': '最新告警', 'en-US': 'Latest alerts' },
  'dataScreen.noAlerts': { 'zh-CN': '暂无未处理告警', 'zh-HK': '暫無未處理告警', 'en-US': 'No open alerts' },
  'dataScreen.vehicles': {
    'zh-CN': '在途车辆 {{count}}',
    'zh-HK': '在途車輛 {{count}}',
    'en-US': '{{count}} vehicles on the road',
  },
  'dataScreen.noData': { 'zh-CN': '暂无数据', 'zh-HK': '暫無數據', 'en-US': 'No data' },
  'dataScreen.kpiFailed': {
    'zh-CN': '指标暂不可用',
    'zh-HK': '指標暫不可用',
    'en-US': 'The figures are not available right now',
  },
  'dataScreen.layer.FROZEN': { 'zh-CN': '冷冻', 'zh-HK': '冷凍', 'en-US': 'Frozen' },
  'dataScreen.layer.CHILLED': { 'zh-CN': '冷藏', 'zh-HK': '冷藏', 'en-US': 'Chilled' },
  'dataScreen.layer.AMBIENT': { 'zh-CN': '常温', 'zh-HK': '常溫', 'en-US': 'Ambient' },
});
