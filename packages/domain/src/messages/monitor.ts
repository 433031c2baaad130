import { defineMessages } from '../i18n/messages';

/** System monitoring: operation, login and request logs, online users. */
export const monitorMessages = defineMessages({
  'monitor.userNotFound': {
    'zh-CN': '用户 {userName} 不存在',
    'zh-HK': '用戶 {userName} 不存在',
    'en-US': 'User {userName} does not exist',
  },
  'monitor.sessionGone': {
    'zh-CN': '该会话已下线或已过期',
    'zh-HK': '該會話已下線或已過期',
    'en-US': 'That session has already ended or expired',
  },
  'monitor.invalidTime': {
    'zh-CN': '时间格式不正确',
    'zh-HK': '時間格式不正確',
    'en-US': 'Invalid date or time',
  },
});
