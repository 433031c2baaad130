import { defineMessages } from '@tms/domain';

/**
 * The ETA exception screen. Column titles and handling statuses come from the domain catalog
 * (exceptionEta.field.*, exceptionEta.dealStatus.*), shared with the server's export.
 */
export const exceptionEtaLocale = defineMessages({
  'messageBadge.alert': { 'zh-CN': '未处理告警', 'zh-HK': '未處理告警', 'en-US': 'Open alerts' },
  'messageBadge.exceptionEta': {
    'zh-CN': '未处理到达异常',
    'zh-HK': '未處理到達異常',
    'en-US': 'Open ETA exceptions',
  },
  'etaList.heading': { 'zh-CN': '到达异常', 'zh-HK': '到達異常', 'en-US': 'ETA exceptions' },
  'etaList.dispatchCenter': { 'zh-CN': '调度中心', 'zh-HK': '調度中心', 'en-US': 'Dispatch center' },
  'etaList.driverName': { 'zh-CN': '司机', 'zh-HK': '司機', 'en-US': 'Driver' },
  'etaList.timeRange': { 'zh-CN': '发现时间', 'zh-HK': '發現時間', 'en-US': 'Raised between' },
  'etaList.deal': { 'zh-CN': '处理', 'zh-HK': '處理', 'en-US': 'Deal with' },
  'etaList.dealTicked': { 'zh-CN': '批量处理', 'zh-HK': '批量處理', 'en-US': 'Deal with ticked' },
  'etaList.dealTitle': {
    'zh-CN': '处理到达异常 {{code}}',
    'zh-HK': '處理到達異常 {{code}}',
    'en-US': 'Deal with ETA exception {{code}}',
  },
  'etaList.dealMany': {
    'zh-CN': '处理 {{count}} 条到达异常',
    'zh-HK': '處理 {{count}} 條到達異常',
    'en-US': 'Deal with {{count}} ETA exceptions',
  },
});
