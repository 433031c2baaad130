import { defineMessages } from '../i18n/messages';

/** User messages: the inbox, the outbox and the draft box. */
export const messagingMessages = defineMessages({
  'message.titleRequired': {
    'zh-CN': '请填写消息标题',
    'zh-HK': '請填寫消息標題',
    'en-US': 'The message needs a title',
  },
  'message.titleTooLong': {
    'zh-CN': '消息标题不能超过{max}个字符',
    'zh-HK': '消息標題不能超過{max}個字元',
    'en-US': 'The message title may have at most {max} characters',
  },
  'message.bodyTooLong': {
    'zh-CN': '消息内容不能超过{max}个字符',
    'zh-HK': '消息內容不能超過{max}個字元',
    'en-US': 'The message body may have at most {max} characters',
  },
  'message.tooManyAttachments': {
    'zh-CN': '附件不能超过{max}个',
    'zh-HK': '附件不能超過{max}個',
    'en-US': 'A message may carry at most {max} attachments',
  },
  'message.unknownType': {
    'zh-CN': '消息类型“{value}”不存在',
    'zh-HK': '消息類型「{value}」不存在',
    'en-US': 'Message type "{value}" does not exist',
  },
  'message.unknownAttachments': {
    'zh-CN': '附件不存在：{value}',
    'zh-HK': '附件不存在：{value}',
    'en-US': 'Unknown attachments: {value}',
  },
  'message.recipientsRequired': {
    'zh-CN': '请选择收件人（用户、调度中心或角色）',
    'zh-HK': '請選擇收件人（用戶、調度中心或角色）',
    'en-US': 'Choose the recipients (users, dispatch centers or roles)',
  },
  'message.unknownUsers': {
    'zh-CN': '收件人不存在或已停用：{value}',
    'zh-HK': '收件人不存在或已停用：{value}',
    'en-US': 'Unknown or disabled recipients: {value}',
  },
  'message.unknownCenters': {
    'zh-CN': '调度中心不存在或已停用：{value}',
    'zh-HK': '調度中心不存在或已停用：{value}',
    'en-US': 'Unknown or disabled dispatch centers: {value}',
  },
  'message.unknownRoles': {
    'zh-CN': '角色不存在或已停用：{value}',
    'zh-HK': '角色不存在或已停用：{value}',
    'en-US': 'Unknown or disabled roles: {value}',
  },
  'message.noRecipients': {
    'zh-CN': '所选调度中心和角色下没有可接收消息的用户',
    'zh-HK': '所選調度中心和角色下沒有可接收消息的用戶',
    'en-US': 'The chosen dispatch centers and roles have no enabled users to receive the message',
  },
  'message.notDraft': {
    'zh-CN': '消息“{title}”已发送，不是草稿',
    'zh-HK': '消息「{title}」已發送，不是草稿',
    'en-US': 'Message "{title}" has been sent already; it is not a draft',
  },
  'message.selectionRequired': {
    'zh-CN': '请选择消息',
    'zh-HK': '請選擇消息',
    'en-US': 'Select the messages first',
  },
});
