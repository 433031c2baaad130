import { defineMessages } from '@tms/domain';

/** Shipment exports (toolbar) and the annexes tab of the shipment detail. */
export const shipmentExportLocale = defineMessages({
  'shipmentExport.button': { 'zh-CN': '导出', 'zh-HK': '匯出', 'en-US': 'Export' },
  'shipmentExport.shipments': { 'zh-CN': '导出调度单', 'zh-HK': '匯出調度單', 'en-US': 'Export shipments' },
  'shipmentExport.goods': { 'zh-CN': '导出货物明细', 'zh-HK': '匯出貨物明細', 'en-US': 'Export goods lines' },
  'shipmentExport.stops': {
    'zh-CN': '导出调度单及站点',
    'zh-HK': '匯出調度單及站點',
    'en-US': 'Export shipments with stops',
  },
  'shipmentExport.selectedHint': {
    'zh-CN': '已勾选 {{count}} 张调度单：只导出勾选的；未勾选时按查询条件导出全部',
    'zh-HK': '已勾選 {{count}} 張調度單：只匯出勾選的；未勾選時按查詢條件匯出全部',
    'en-US': '{{count}} ticked: only those are exported; with none ticked, everything matching the filters',
  },
  'annex.tab': { 'zh-CN': '附件', 'zh-HK': '附件', 'en-US': 'Annexes' },
  'annex.stopsTab': { 'zh-CN': '站点与运单', 'zh-HK': '站點與運單', 'en-US': 'Stops and waybills' },
  'annex.upload': { 'zh-CN': '上传附件', 'zh-HK': '上傳附件', 'en-US': 'Upload annex' },
  'annex.fileName': { 'zh-CN': '文件名', 'zh-HK': '文件名', 'en-US': 'File' },
  'annex.size': { 'zh-CN': '大小', 'zh-HK': '大小', 'en-US': 'Size' },
  'annex.createBy': { 'zh-CN': '上传人', 'zh-HK': '上傳人', 'en-US': 'Uploaded by' },
  'annex.createTime': { 'zh-CN': '上传时间', 'zh-HK': '上傳時間', 'en-US': 'Uploaded' },
  'annex.download': { 'zh-CN': '下载', 'zh-HK': '下載', 'en-US': 'Download' },
  'annex.remove': { 'zh-CN': '删除', 'zh-HK': '刪除', 'en-US': 'Remove' },
  'annex.removeConfirm': {
    'zh-CN': '确定删除附件“{{name}}”吗？',
    'zh-HK': '確定刪除附件「{{name}}」嗎？',
    'en-US': 'Remove the annex "{{name}}"?',
  },
  'annex.empty': { 'zh-CN': '暂无附件', 'zh-HK': '暫無附件', 'en-US': 'No annexes yet' },
  'annex.hint': {
    'zh-CN': '支持图片、PDF、Office 文档等，单个文件不超过 20 MB',
    'zh-HK': '支持圖片、PDF、Office 文檔等，單個文件不超過 20 MB',
    'en-US': 'Images, PDF and Office documents, 20 MB at most per file',
  },
});
