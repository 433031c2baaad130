import { defineMessages } from '../i18n/messages';

/** Messages of a user's kept work: line drafts and saved list views. */
export const userWorkMessages = defineMessages({
  'lineDraft.tooLarge': {
    'zh-CN': '排线草稿过大（最多{max}KB），请先提交部分线路',
    'zh-HK': '排線草稿過大（最多{max}KB），請先提交部分線路',
    'en-US': 'The line draft is too large (at most {max} KB); submit some lines first',
  },
  'savedView.nameTaken': {
    'zh-CN': '视图名称“{name}”已存在',
    'zh-HK': '視圖名稱「{name}」已存在',
    'en-US': 'A view named "{name}" already exists',
  },
  'savedView.limit': {
    'zh-CN': '每个列表最多保存{max}个视图',
    'zh-HK': '每個列表最多保存{max}個視圖',
    'en-US': 'At most {max} views can be saved per list',
  },
  'savedView.tooLarge': {
    'zh-CN': '视图内容过大（最多{max}KB）',
    'zh-HK': '視圖內容過大（最多{max}KB）',
    'en-US': 'The view is too large (at most {max} KB)',
  },
});
