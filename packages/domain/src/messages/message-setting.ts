import { defineMessages } from '../i18n/messages';

/** Message settings: extra recipients per message type and the e-mail and webhook channels. */
export const messageSettingMessages = defineMessages({
  'messageSetting.webhookUrlRequired': {
    'zh-CN': '开启 Webhook 时请填写 Webhook 地址',
    'zh-HK': '開啟 Webhook 時請填寫 Webhook 地址',
    'en-US': 'Enter the webhook URL to turn the webhook on',
  },
  'messageSetting.webhookUrlInvalid': {
    'zh-CN': 'Webhook 地址必须是 http:// 或 https:// 开头的完整网址',
    'zh-HK': 'Webhook 地址必須是 http:// 或 https:// 開頭的完整網址',
    'en-US': 'The webhook URL must be a full http:// or https:// address',
  },
  'messageSetting.webhookUrlTooLong': {
    'zh-CN': 'Webhook 地址不能超过{max}个字符',
    'zh-HK': 'Webhook 地址不能超過{max}個字元',
    'en-US': 'The webhook URL may have at most {max} characters',
  },
  'messageSetting.unknownRoles': {
    'zh-CN': '角色不存在或已停用：{value}',
    'zh-HK': '角色不存在或已停用：{value}',
    'en-US': 'Unknown or disabled roles: {value}',
  },
  'messageSetting.unknownUsers': {
    'zh-CN': '用户不存在或已停用：{value}',
    'zh-HK': '用戶不存在或已停用：{value}',
    'en-US': 'Unknown or disabled users: {value}',
  },
  'messageSetting.emailUnavailable': {
    'zh-CN': '服务器未配置邮件发送（SMTP_URL），不能开启邮件通知',
    'zh-HK': '伺服器未配置郵件發送（SMTP_URL），不能開啟郵件通知',
    'en-US': 'The server has no mail transport (SMTP_URL): e-mail cannot be turned on',
  },
  'messageSetting.noWebhookSecret': {
    'zh-CN': '请先保存 Webhook 设置以生成签名密钥',
    'zh-HK': '請先儲存 Webhook 設定以生成簽名密鑰',
    'en-US': 'Save the webhook settings first, which generates the signing secret',
  },
  'messageSetting.webhookTimeout': {
    'zh-CN': 'Webhook 地址在{seconds}秒内没有应答',
    'zh-HK': 'Webhook 地址在{seconds}秒內沒有應答',
    'en-US': 'The webhook URL did not answer within {seconds} seconds',
  },
  'messageSetting.webhookUnreachable': {
    'zh-CN': '无法连接 Webhook 地址：{reason}',
    'zh-HK': '無法連接 Webhook 地址：{reason}',
    'en-US': 'Could not reach the webhook URL: {reason}',
  },
});
