import { defineMessages } from '../i18n/messages';

/**
 * The texts of the messages the system sends (title and body of each kind), in each reader's language.
 * Parameters are plain text; the server escapes them before they become the body's HTML.
 */
export const systemMessageMessages = defineMessages({
  'systemMessage.sender': { 'zh-CN': '系统', 'zh-HK': '系統', 'en-US': 'System' },
  'systemMessage.alert.title': {
    'zh-CN': '告警：{shipmentCode} {alertType}',
    'zh-HK': '告警：{shipmentCode} {alertType}',
    'en-US': 'Alert: {shipmentCode} {alertType}',
  },
  'systemMessage.alert.body': {
    'zh-CN': '调度单 {shipmentCode}（车牌 {plate}）发生{level}告警：{content}。开始时间 {startTime}。',
    'zh-HK': '調度單 {shipmentCode}（車牌 {plate}）發生{level}告警：{content}。開始時間 {startTime}。',
    'en-US':
      'Shipment {shipmentCode} (plate {plate}) raised a {level} alert: {content}. Started {startTime}.',
  },
  'systemMessage.exceptionEta.title': {
    'zh-CN': 'ETA异常：{shipmentCode} 预计晚到{lateMinutes}分钟',
    'zh-HK': 'ETA異常：{shipmentCode} 預計晚到{lateMinutes}分鐘',
    'en-US': 'ETA exception: {shipmentCode} expected {lateMinutes} min late',
  },
  'systemMessage.exceptionEta.body': {
    'zh-CN':
      '调度单 {shipmentCode} 到达 {stationName} 的预计时间 {predictedEta} 晚于计划 {plannedEta}，请处理。',
    'zh-HK':
      '調度單 {shipmentCode} 到達 {stationName} 的預計時間 {predictedEta} 晚於計劃 {plannedEta}，請處理。',
    'en-US':
      'Shipment {shipmentCode} is now expected at {stationName} at {predictedEta}, later than the planned {plannedEta}. Please deal with it.',
  },
  'systemMessage.review.approved.title': {
    'zh-CN': '调度单 {shipmentCode} 已审核通过',
    'zh-HK': '調度單 {shipmentCode} 已審核通過',
    'en-US': 'Shipment {shipmentCode} approved',
  },
  'systemMessage.review.approved.body': {
    'zh-CN': '您申请的调度单 {shipmentCode} 已由 {by} 审核通过，可以发运。',
    'zh-HK': '您申請的調度單 {shipmentCode} 已由 {by} 審核通過，可以發運。',
    'en-US': 'The shipment {shipmentCode} you applied for was approved by {by} and may ship.',
  },
  'systemMessage.review.rejected.title': {
    'zh-CN': '调度单 {shipmentCode} 被驳回',
    'zh-HK': '調度單 {shipmentCode} 被駁回',
    'en-US': 'Shipment {shipmentCode} rejected',
  },
  'systemMessage.review.rejected.body': {
    'zh-CN': '您申请的调度单 {shipmentCode} 被 {by} 驳回，请修改调度后重新申请。',
    'zh-HK': '您申請的調度單 {shipmentCode} 被 {by} 駁回，請修改調度後重新申請。',
    'en-US':
      'The shipment {shipmentCode} you applied for was rejected by {by}. Change its scheduling and apply again.',
  },
  'systemMessage.export.finished.title': {
    'zh-CN': '导出完成：{name}',
    'zh-HK': '匯出完成：{name}',
    'en-US': 'Export finished: {name}',
  },
  'systemMessage.export.finished.body': {
    'zh-CN': '您的导出“{name}”已完成，可在下载中心下载。',
    'zh-HK': '您的匯出「{name}」已完成，可在下載中心下載。',
    'en-US': 'Your export "{name}" is ready in the download center.',
  },
  'systemMessage.export.failed.title': {
    'zh-CN': '导出失败：{name}',
    'zh-HK': '匯出失敗：{name}',
    'en-US': 'Export failed: {name}',
  },
  'systemMessage.export.failed.body': {
    'zh-CN': '您的导出“{name}”失败：{reason}',
    'zh-HK': '您的匯出「{name}」失敗：{reason}',
    'en-US': 'Your export "{name}" failed: {reason}',
  },
  'systemMessage.import.succeeded.title': {
    'zh-CN': '导入完成：{module}',
    'zh-HK': '匯入完成：{module}',
    'en-US': 'Import finished: {module}',
  },
  'systemMessage.import.failed.title': {
    'zh-CN': '导入失败：{module}',
    'zh-HK': '匯入失敗：{module}',
    'en-US': 'Import failed: {module}',
  },
  'systemMessage.import.succeeded.body': {
    'zh-CN': '{time} 的导入结果：{result}',
    'zh-HK': '{time} 的匯入結果：{result}',
    'en-US': 'The import of {time}: {result}',
  },
  'systemMessage.import.failed.body': {
    'zh-CN': '{time} 的导入结果：{result}',
    'zh-HK': '{time} 的匯入結果：{result}',
    'en-US': 'The import of {time}: {result}',
  },
  'systemMessage.insurance.title': {
    'zh-CN': '车辆 {plate} 的保险将于 {insuranceEnd} 到期',
    'zh-HK': '車輛 {plate} 的保險將於 {insuranceEnd} 到期',
    'en-US': 'Insurance of vehicle {plate} ends on {insuranceEnd}',
  },
  'systemMessage.insurance.body': {
    'zh-CN': '车辆 {plate} 的保险还有 {daysLeft} 天到期（{insuranceEnd}），请及时续保并更新车辆资料。',
    'zh-HK': '車輛 {plate} 的保險還有 {daysLeft} 天到期（{insuranceEnd}），請及時續保並更新車輛資料。',
    'en-US':
      'The insurance of vehicle {plate} ends in {daysLeft} days ({insuranceEnd}). Renew it and update the vehicle.',
  },
});
