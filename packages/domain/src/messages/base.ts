import { defineMessages } from '../i18n/messages';

/** Messages shared by every base-data area (stations, clients, fleet, items, routes). */
export const baseMessages = defineMessages({
  'base.alreadyEnabled': {
    'zh-CN': '“{value}”已是启用状态，不能重复启用',
    'zh-HK': '「{value}」已是啟用狀態，不能重複啟用',
    'en-US': '"{value}" is already enabled',
  },
  'base.alreadyDisabled': {
    'zh-CN': '“{value}”已是停用状态，不能重复停用',
    'zh-HK': '「{value}」已是停用狀態，不能重複停用',
    'en-US': '"{value}" is already disabled',
  },
  'base.codeTaken': {
    'zh-CN': '编码“{value}”已存在',
    'zh-HK': '編碼「{value}」已存在',
    'en-US': 'Code "{value}" already exists',
  },
  'base.export.queued': {
    'zh-CN': '导出数据较多，已转入下载中心处理，完成后请在下载中心下载',
    'zh-HK': '匯出數據較多，已轉入下載中心處理，完成後請在下載中心下載',
    'en-US': 'This export is large; it is being prepared in the download center',
  },
  'common.invalidSortField': {
    'zh-CN': '不支持按“{value}”排序',
    'zh-HK': '不支援按「{value}」排序',
    'en-US': 'Sorting by "{value}" is not supported',
  },
});
