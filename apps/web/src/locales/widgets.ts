import { defineMessages } from '@tms/domain';

/** Shared widgets in src/components. */
export const widgetsLocale = defineMessages({
  'widget.yes': { 'zh-CN': '是', 'zh-HK': '是', 'en-US': 'Yes' },
  'widget.no': { 'zh-CN': '否', 'zh-HK': '否', 'en-US': 'No' },
  'widget.range.start': { 'zh-CN': '开始日期', 'zh-HK': '開始日期', 'en-US': 'Start date' },
  'widget.range.end': { 'zh-CN': '结束日期', 'zh-HK': '結束日期', 'en-US': 'End date' },
  'widget.json.copy': { 'zh-CN': '复制', 'zh-HK': '複製', 'en-US': 'Copy' },
  'widget.json.copied': { 'zh-CN': '复制成功', 'zh-HK': '複製成功', 'en-US': 'Copied' },
  'widget.json.copyFailed': { 'zh-CN': '复制失败', 'zh-HK': '複製失敗', 'en-US': 'Copy failed' },
  'widget.json.invalid': { 'zh-CN': '非 JSON', 'zh-HK': '非 JSON', 'en-US': 'Not JSON' },
  'widget.gallery.more': { 'zh-CN': '+{{count}} 张', 'zh-HK': '+{{count}} 張', 'en-US': '+{{count}} more' },
  'widget.gallery.empty': { 'zh-CN': '暂无图片', 'zh-HK': '暫無圖片', 'en-US': 'No images' },
  'widget.tree.search': { 'zh-CN': '搜索', 'zh-HK': '搜尋', 'en-US': 'Search' },
  'widget.tree.empty': { 'zh-CN': '没有匹配的节点', 'zh-HK': '沒有相符的節點', 'en-US': 'Nothing matches' },
  'import.importDrag': {
    'zh-CN': '将文件拖到此处，或点击选择',
    'zh-HK': '將文件拖到此處，或點擊選擇',
    'en-US': 'Drop the file here, or click to choose',
  },
  'import.importHint': {
    'zh-CN': '仅允许导入 xls、xlsx 格式文件，大小不超过 5MB；任一行有误时不导入任何数据',
    'zh-HK': '僅允許導入 xls、xlsx 格式文件，大小不超過 5MB；任一行有誤時不導入任何數據',
    'en-US': 'xls or xlsx only, at most 5 MB; if any row is wrong nothing is imported',
  },
  'import.downloadTemplate': { 'zh-CN': '下载模板', 'zh-HK': '下載模板', 'en-US': 'Download template' },
  'import.importStart': { 'zh-CN': '开始导入', 'zh-HK': '開始導入', 'en-US': 'Import' },
  'import.importBadType': {
    'zh-CN': '只能上传 xls、xlsx 格式的文件',
    'zh-HK': '只能上傳 xls、xlsx 格式的文件',
    'en-US': 'Only xls or xlsx files',
  },
  'import.importTooLarge': {
    'zh-CN': '文件大小不能超过 5MB',
    'zh-HK': '文件大小不能超過 5MB',
    'en-US': 'The file must not exceed 5 MB',
  },
  'import.importErrors': {
    'zh-CN': '以下数据有误，未导入任何数据，请修改后重新导入',
    'zh-HK': '以下數據有誤，未導入任何數據，請修改後重新導入',
    'en-US': 'These rows are wrong; nothing was imported. Fix them and import again',
  },
  'import.importRow': { 'zh-CN': '行号', 'zh-HK': '行號', 'en-US': 'Row' },
  'import.importField': { 'zh-CN': '字段', 'zh-HK': '欄位', 'en-US': 'Field' },
  'import.importMessage': { 'zh-CN': '错误信息', 'zh-HK': '錯誤信息', 'en-US': 'Problem' },
  'import.stage.uploading': {
    'zh-CN': '正在上传文件',
    'zh-HK': '正在上傳文件',
    'en-US': 'Uploading the file',
  },
  'import.stage.queued': {
    'zh-CN': '正在打开文件…',
    'zh-HK': '正在打開文件…',
    'en-US': 'Opening the file…',
  },
  'import.stage.reading': {
    'zh-CN': '正在读取：{{rows}} / {{total}} 行',
    'zh-HK': '正在讀取：{{rows}} / {{total}} 行',
    'en-US': 'Reading rows: {{rows}} of {{total}}',
  },
  'import.stage.readingRows': {
    'zh-CN': '正在读取：已读 {{rows}} 行',
    'zh-HK': '正在讀取：已讀 {{rows}} 行',
    'en-US': 'Reading rows: {{rows}} so far',
  },
  'import.stage.checking': {
    'zh-CN': '正在校验并保存 {{rows}} 行数据',
    'zh-HK': '正在校驗並保存 {{rows}} 行數據',
    'en-US': 'Checking and saving {{rows}} rows',
  },
});
