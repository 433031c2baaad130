import { defineMessages } from '@tms/domain';

export const welcomeLocale = defineMessages({
  'welcome.greeting.morning': { 'zh-CN': '早上好', 'zh-HK': '早晨', 'en-US': 'Good morning' },
  'welcome.greeting.forenoon': { 'zh-CN': '上午好', 'zh-HK': '上午好', 'en-US': 'Good morning' },
  'welcome.greeting.noon': { 'zh-CN': '中午好', 'zh-HK': '中午好', 'en-US': 'Good noon' },
  'welcome.greeting.afternoon': { 'zh-CN': '下午好', 'zh-HK': '下午好', 'en-US': 'Good afternoon' },
  'welcome.greeting.evening': { 'zh-CN': '晚上好', 'zh-HK': '晚上好', 'en-US': 'Good evening' },
  'welcome.hello': {
    'zh-CN': '{{greeting}}，{{name}}',
    'zh-HK': '{{greeting}}，{{name}}',
    'en-US': '{{greeting}}, {{name}}',
  },
  'welcome.today': { 'zh-CN': '今天是 {{date}}', 'zh-HK': '今天是 {{date}}', 'en-US': 'Today is {{date}}' },
  'welcome.dispatchCenter': {
    'zh-CN': '当前调度中心：',
    'zh-HK': '當前調度中心：',
    'en-US': 'Dispatch center: ',
  },
  'welcome.noDispatchCenter': { 'zh-CN': '未选择', 'zh-HK': '未選擇', 'en-US': 'none selected' },
  'welcome.shortcuts': { 'zh-CN': '快捷入口', 'zh-HK': '快捷入口', 'en-US': 'Shortcuts' },
  'welcome.noShortcuts': {
    'zh-CN': '暂无可用菜单',
    'zh-HK': '暫無可用選單',
    'en-US': 'No screens available',
  },
});
