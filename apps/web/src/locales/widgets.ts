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
  'widget.mask.show': { 'zh-CN': '显示完整内容', 'zh-HK': '顯示完整內容', 'en-US': 'Show in full' },
  'widget.mask.hide': { 'zh-CN': '隐藏', 'zh-HK': '隱藏', 'en-US': 'Hide' },
});
