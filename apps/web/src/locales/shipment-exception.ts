import { defineMessages } from '@tms/domain';

/** The shipment exception screen (运输异常): kinds, statuses, the detail in words, handling. */
export const shipmentExceptionLocale = defineMessages({
  'messageBadge.exception': {
    'zh-CN': '未处理运输异常',
    'zh-HK': '未處理運輸異常',
    'en-US': 'Open shipment exceptions',
  },
  'expage.heading': { 'zh-CN': '运输异常', 'zh-HK': '運輸異常', 'en-US': 'Shipment exceptions' },
  'expage.field.shipmentCode': { 'zh-CN': '调度单号', 'zh-HK': '調度單號', 'en-US': 'Shipment' },
  'expage.field.kind': { 'zh-CN': '异常类型', 'zh-HK': '異常類型', 'en-US': 'Kind' },
  'expage.field.detail': { 'zh-CN': '异常内容', 'zh-HK': '異常內容', 'en-US': 'What happened' },
  'expage.field.carrierName': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'expage.field.plate': { 'zh-CN': '车牌号', 'zh-HK': '車牌號', 'en-US': 'Plate' },
  'expage.field.driverName': { 'zh-CN': '司机', 'zh-HK': '司機', 'en-US': 'Driver' },
  'expage.field.status': { 'zh-CN': '处理状态', 'zh-HK': '處理狀態', 'en-US': 'Status' },
  'expage.field.createTime': { 'zh-CN': '发现时间', 'zh-HK': '發現時間', 'en-US': 'Found at' },
  'expage.field.timeRange': { 'zh-CN': '发现时间', 'zh-HK': '發現時間', 'en-US': 'Found between' },
  'expage.field.handleRemark': { 'zh-CN': '处理备注', 'zh-HK': '處理備註', 'en-US': 'Handling remark' },
  'expage.field.handleBy': { 'zh-CN': '处理人', 'zh-HK': '處理人', 'en-US': 'Handled by' },
  'expage.field.handleTime': { 'zh-CN': '处理时间', 'zh-HK': '處理時間', 'en-US': 'Handled at' },
  'expage.field.dispatchCenter': { 'zh-CN': '调度中心', 'zh-HK': '調度中心', 'en-US': 'Dispatch center' },
  'expage.kind.HANDOVER_TEMP': {
    'zh-CN': '交接温度异常',
    'zh-HK': '交接溫度異常',
    'en-US': 'Handover temperature',
  },
  'expage.kind.QUANTITY_MISMATCH': {
    'zh-CN': '签收数量不符',
    'zh-HK': '簽收數量不符',
    'en-US': 'Quantity mismatch',
  },
  'expage.kind.STOP_MISSED': { 'zh-CN': '站点未到达', 'zh-HK': '站點未到達', 'en-US': 'Stop missed' },
  'expage.kind.OVERDUE_FINISH': { 'zh-CN': '超时未完成', 'zh-HK': '超時未完成', 'en-US': 'Overdue finish' },
  'expage.status.U': { 'zh-CN': '未处理', 'zh-HK': '未處理', 'en-US': 'Unhandled' },
  'expage.status.H': { 'zh-CN': '已处理', 'zh-HK': '已處理', 'en-US': 'Handled' },
  'expage.detail.tempIn': {
    'zh-CN': '到达第 {{sequence}} 站 {{station}} 时温度 {{temperature}} °C，要求 {{band}}',
    'zh-HK': '到達第 {{sequence}} 站 {{station}} 時溫度 {{temperature}} °C，要求 {{band}}',
    'en-US': 'Read {{temperature}} °C arriving at stop {{sequence}} {{station}} (required {{band}})',
  },
  'expage.detail.tempOut': {
    'zh-CN': '离开第 {{sequence}} 站 {{station}} 时温度 {{temperature}} °C，要求 {{band}}',
    'zh-HK': '離開第 {{sequence}} 站 {{station}} 時溫度 {{temperature}} °C，要求 {{band}}',
    'en-US': 'Read {{temperature}} °C leaving stop {{sequence}} {{station}} (required {{band}})',
  },
  'expage.detail.bandBetween': {
    'zh-CN': '{{min}} 至 {{max}} °C',
    'zh-HK': '{{min}} 至 {{max}} °C',
    'en-US': '{{min}} to {{max}} °C',
  },
  'expage.detail.bandAtMost': {
    'zh-CN': '不高于 {{max}} °C',
    'zh-HK': '不高於 {{max}} °C',
    'en-US': 'at most {{max}} °C',
  },
  'expage.detail.bandAtLeast': {
    'zh-CN': '不低于 {{min}} °C',
    'zh-HK': '不低於 {{min}} °C',
    'en-US': 'at least {{min}} °C',
  },
  'expage.detail.quantity': {
    'zh-CN': '应收 {{expected}}，实收 {{actual}}',
    'zh-HK': '應收 {{expected}}，實收 {{actual}}',
    'en-US': 'Received {{actual}} of {{expected}}',
  },
  'expage.detail.stopMissed': {
    'zh-CN': '第 {{sequence}} 站 {{station}} 未到达',
    'zh-HK': '第 {{sequence}} 站 {{station}} 未到達',
    'en-US': 'Stop {{sequence}} {{station}} was never arrived at',
  },
  'expage.detail.overdue': {
    'zh-CN': '计划完成 {{plannedFinish}}，已超时 {{minutes}} 分钟未完成',
    'zh-HK': '計劃完成 {{plannedFinish}}，已超時 {{minutes}} 分鐘未完成',
    'en-US': 'Not finished {{minutes}} min after the planned finish {{plannedFinish}}',
  },
  'expage.handle': { 'zh-CN': '处理', 'zh-HK': '處理', 'en-US': 'Handle' },
  'expage.handleTicked': { 'zh-CN': '批量处理', 'zh-HK': '批量處理', 'en-US': 'Handle ticked' },
  'expage.handleTitle': {
    'zh-CN': '处理运输异常 {{code}}',
    'zh-HK': '處理運輸異常 {{code}}',
    'en-US': 'Handle shipment exception {{code}}',
  },
  'expage.handleMany': {
    'zh-CN': '处理 {{count}} 条运输异常',
    'zh-HK': '處理 {{count}} 條運輸異常',
    'en-US': 'Handle {{count}} shipment exceptions',
  },
  'expage.handled': {
    'zh-CN': '已处理 {{count}} 条',
    'zh-HK': '已處理 {{count}} 條',
    'en-US': '{{count}} handled',
  },
});
