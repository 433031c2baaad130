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
  'base.column.code': { 'zh-CN': '编码', 'zh-HK': '編碼', 'en-US': 'Code' },
  'base.column.name': { 'zh-CN': '名称', 'zh-HK': '名稱', 'en-US': 'Name' },
  'base.column.client': { 'zh-CN': '客户', 'zh-HK': '客戶', 'en-US': 'Client' },
  'base.column.dispatchCenter': { 'zh-CN': '调度中心', 'zh-HK': '調度中心', 'en-US': 'Dispatch center' },
  'base.column.enableFlag': { 'zh-CN': '启用', 'zh-HK': '啟用', 'en-US': 'Enabled' },
  'base.column.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'common.invalidSortField': {
    'zh-CN': '不支持按“{value}”排序',
    'zh-HK': '不支援按「{value}」排序',
    'en-US': 'Sorting by "{value}" is not supported',
  },
});
