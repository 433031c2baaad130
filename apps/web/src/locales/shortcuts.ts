import { defineMessages } from '@tms/domain';

/** The keyboard shortcuts and their help ("?"). */
export const shortcutsLocale = defineMessages({
  'shortcuts.title': { 'zh-CN': '键盘快捷键', 'zh-HK': '鍵盤快捷鍵', 'en-US': 'Keyboard shortcuts' },
  'shortcuts.hint': {
    'zh-CN': '在输入框中输入时快捷键不生效，按 Esc 离开输入框。',
    'zh-HK': '在輸入框中輸入時快捷鍵不生效，按 Esc 離開輸入框。',
    'en-US': 'Shortcuts do not act while you type in a field; Esc leaves the field.',
  },
  'shortcuts.keys': { 'zh-CN': '按键', 'zh-HK': '按鍵', 'en-US': 'Keys' },
  'shortcuts.action': { 'zh-CN': '操作', 'zh-HK': '操作', 'en-US': 'Action' },
  'shortcuts.search': { 'zh-CN': '定位到查询条件', 'zh-HK': '定位到查詢條件', 'en-US': 'Go to the search' },
  'shortcuts.runSearch': {
    'zh-CN': '查询（在查询条件中）',
    'zh-HK': '查詢（在查詢條件中）',
    'en-US': 'Run the search (in the search form)',
  },
  'shortcuts.leaveField': { 'zh-CN': '离开输入框', 'zh-HK': '離開輸入框', 'en-US': 'Leave the field' },
  'shortcuts.selectAll': {
    'zh-CN': '全选 / 取消全选本页',
    'zh-HK': '全選 / 取消全選本頁',
    'en-US': 'Select or unselect all rows of the page',
  },
  'shortcuts.nextPage': { 'zh-CN': '下一页', 'zh-HK': '下一頁', 'en-US': 'Next page' },
  'shortcuts.prevPage': { 'zh-CN': '上一页', 'zh-HK': '上一頁', 'en-US': 'Previous page' },
  'shortcuts.refresh': { 'zh-CN': '刷新', 'zh-HK': '重新整理', 'en-US': 'Refresh' },
  'shortcuts.submit': { 'zh-CN': '提交', 'zh-HK': '提交', 'en-US': 'Submit' },
  'shortcuts.help': { 'zh-CN': '显示快捷键', 'zh-HK': '顯示快捷鍵', 'en-US': 'Show the shortcuts' },
});
