import { defineMessages } from '@tms/domain';

/** A user's kept work: the line adjustment screen's draft and the lists' saved views. */
export const userWorkLocale = defineMessages({
  'lineDraft.restored': {
    'zh-CN': '已恢复 {{time}} 保存的排线草稿',
    'zh-HK': '已恢復 {{time}} 保存的排線草稿',
    'en-US': 'Draft restored from {{time}}',
  },
  'lineDraft.gone': {
    'zh-CN': '{{count}} 张运单已不在订单池中（已被他人提交、取消或占用），未恢复：{{codes}}',
    'zh-HK': '{{count}} 張運單已不在訂單池中（已被他人提交、取消或佔用），未恢復：{{codes}}',
    'en-US':
      '{{count}} waybill(s) are no longer in the pool (submitted by someone else, cancelled or held) and were left out: {{codes}}',
  },
  'lineDraft.discard': { 'zh-CN': '丢弃草稿', 'zh-HK': '丟棄草稿', 'en-US': 'Discard draft' },
  'lineDraft.discard.confirm': {
    'zh-CN': '丢弃草稿？线路将被清空，运单退回订单池。',
    'zh-HK': '丟棄草稿？線路將被清空，運單退回訂單池。',
    'en-US': 'Discard the draft? The lines are cleared and their waybills go back to the pool.',
  },
  'lineDraft.discarded': { 'zh-CN': '草稿已丢弃', 'zh-HK': '草稿已丟棄', 'en-US': 'Draft discarded' },
  'lineDraft.saveFailed': {
    'zh-CN': '排线草稿保存失败，请勿关闭页面',
    'zh-HK': '排線草稿保存失敗，請勿關閉頁面',
    'en-US': 'The line draft could not be saved; keep the page open',
  },
  'lineDraft.closeTab': {
    'zh-CN': '还有未提交的线路，确认关闭？线路会保存为草稿，下次打开时恢复。',
    'zh-HK': '還有未提交的線路，確認關閉？線路會保存為草稿，下次打開時恢復。',
    'en-US':
      'Some lines are not submitted yet. Close anyway? They are kept as a draft and come back next time.',
  },
  'savedViews.button': { 'zh-CN': '视图', 'zh-HK': '視圖', 'en-US': 'Views' },
  'savedViews.saveCurrent': {
    'zh-CN': '保存当前视图',
    'zh-HK': '保存當前視圖',
    'en-US': 'Save current view',
  },
  'savedViews.manage': { 'zh-CN': '管理视图', 'zh-HK': '管理視圖', 'en-US': 'Manage views' },
  'savedViews.none': { 'zh-CN': '暂无保存的视图', 'zh-HK': '暫無保存的視圖', 'en-US': 'No saved views' },
  'savedViews.name': { 'zh-CN': '视图名称', 'zh-HK': '視圖名稱', 'en-US': 'View name' },
  'savedViews.default': { 'zh-CN': '默认', 'zh-HK': '默認', 'en-US': 'Default' },
  'savedViews.setDefault': {
    'zh-CN': '设为默认（打开列表时应用）',
    'zh-HK': '設為默認（打開列表時應用）',
    'en-US': 'Default (applied when the list opens)',
  },
  'savedViews.unsetDefault': { 'zh-CN': '取消默认', 'zh-HK': '取消默認', 'en-US': 'Remove default' },
  'savedViews.makeDefault': { 'zh-CN': '设为默认', 'zh-HK': '設為默認', 'en-US': 'Make default' },
  'savedViews.rename': { 'zh-CN': '重命名', 'zh-HK': '重命名', 'en-US': 'Rename' },
  'savedViews.overwrite': {
    'zh-CN': '用当前筛选覆盖',
    'zh-HK': '用當前篩選覆蓋',
    'en-US': 'Overwrite with current filters',
  },
  'savedViews.remove.confirm': {
    'zh-CN': '删除视图“{{name}}”？',
    'zh-HK': '刪除視圖「{{name}}」？',
    'en-US': 'Remove view "{{name}}"?',
  },
  'savedViews.saved': { 'zh-CN': '视图已保存', 'zh-HK': '視圖已保存', 'en-US': 'View saved' },
  'savedViews.applied': {
    'zh-CN': '已应用视图“{{name}}”',
    'zh-HK': '已應用視圖「{{name}}」',
    'en-US': 'View "{{name}}" applied',
  },
  'savedViews.withColumns': {
    'zh-CN': '同时保存显示的列',
    'zh-HK': '同時保存顯示的列',
    'en-US': 'Also keep the visible columns',
  },
});
