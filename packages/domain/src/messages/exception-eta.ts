import { defineMessages } from '../i18n/messages';

/**
 * Messages of the ETA exceptions: stops predicted to arrive later than planned (or than their window)
 * by more than the delay rule allows. Handling reuses the generic common.required and common.tooLong.
 */
export const exceptionEtaMessages = defineMessages({
  'exceptionEta.deal.alreadyDealt': {
    'zh-CN': '该到达异常已处理，不能重复处理',
    'zh-HK': '該到達異常已處理，不能重複處理',
    'en-US': 'This ETA exception has already been dealt with',
  },
  'exceptionEta.deal.idsRequired': {
    'zh-CN': '请选择要处理的到达异常',
    'zh-HK': '請選擇要處理的到達異常',
    'en-US': 'Choose the ETA exceptions to deal with',
  },
  'exceptionEta.export.title': { 'zh-CN': '到达异常', 'zh-HK': '到達異常', 'en-US': 'ETA exceptions' },
  'exceptionEta.export.sheet': { 'zh-CN': '到达异常', 'zh-HK': '到達異常', 'en-US': 'ETA exceptions' },
  'exceptionEta.field.shipmentCode': { 'zh-CN': '调度单号', 'zh-HK': '調度單號', 'en-US': 'Shipment' },
  'exceptionEta.field.stationName': { 'zh-CN': '站点', 'zh-HK': '站點', 'en-US': 'Stop' },
  'exceptionEta.field.carrierName': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'exceptionEta.field.plate': { 'zh-CN': '车牌号', 'zh-HK': '車牌號', 'en-US': 'Plate' },
  'exceptionEta.field.plannedEta': {
    'zh-CN': '计划到达时间',
    'zh-HK': '計劃到達時間',
    'en-US': 'Planned arrival',
  },
  'exceptionEta.field.windowEnd': {
    'zh-CN': '时间窗结束',
    'zh-HK': '時間窗結束',
    'en-US': 'Window end',
  },
  'exceptionEta.field.predictedEta': {
    'zh-CN': '预计到达时间',
    'zh-HK': '預計到達時間',
    'en-US': 'Predicted arrival',
  },
  'exceptionEta.field.lateMinutes': {
    'zh-CN': '延误(分钟)',
    'zh-HK': '延誤(分鐘)',
    'en-US': 'Late (minutes)',
  },
  'exceptionEta.field.dealStatus': { 'zh-CN': '处理状态', 'zh-HK': '處理狀態', 'en-US': 'Handling' },
  'exceptionEta.field.dealReason': { 'zh-CN': '处理原因', 'zh-HK': '處理原因', 'en-US': 'Reason' },
  'exceptionEta.field.dealRemark': { 'zh-CN': '处理备注', 'zh-HK': '處理備註', 'en-US': 'Remark' },
  'exceptionEta.field.dealBy': { 'zh-CN': '处理人', 'zh-HK': '處理人', 'en-US': 'Dealt by' },
  'exceptionEta.field.dealTime': { 'zh-CN': '处理时间', 'zh-HK': '處理時間', 'en-US': 'Dealt at' },
  'exceptionEta.field.createTime': { 'zh-CN': '发现时间', 'zh-HK': '發現時間', 'en-US': 'Raised at' },
  'exceptionEta.dealStatus.N': { 'zh-CN': '未处理', 'zh-HK': '未處理', 'en-US': 'Open' },
  'exceptionEta.dealStatus.Y': { 'zh-CN': '已处理', 'zh-HK': '已處理', 'en-US': 'Dealt with' },
});

export type ExceptionEtaMessageKey = keyof typeof exceptionEtaMessages;
