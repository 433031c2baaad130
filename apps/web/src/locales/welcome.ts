import { defineMessages } from '@tms/domain';

export const welcomeLocale = defineMessages({
  'welcome.greeting.morning': { 'zh-CN': '早上好', 'zh-HK': '早晨', 'en-US': 'Good morning' },
  'welcome.greeting.forenoon': { 'zh-CN': '上午好', 'zh-HK': '上午好', 'en-US': 'Good morning' },
  'welcome.greeting.noon': { 'zh-CN': '中午好', 'zh-HK': '中午好', 'en-US': 'Good noon' },
  'welcome.greeting.afternoon': { 'zh-CN': '下午好', 'zh-HK': '下午好', 'en-US': 'Good afternoon' },
  'welcome.greeting.evening': { 'zh-CN': '晚上好', 'zh-HK': '晚上好', 'en-US': 'Good evening' },
});
