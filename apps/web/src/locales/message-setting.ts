import { defineMessages } from '@tms/domain';

/** 消息设置: per message type, extra recipients and the e-mail and webhook channels. */
export const messageSettingLocale = defineMessages({
  'msgSetting.heading': { 'zh-CN': '消息设置', 'zh-HK': '訊息設定', 'en-US': 'Message settings' },
  'msgSetting.type': { 'zh-CN': '消息类型', 'zh-HK': '消息類型', 'en-US': 'Message type' },
  'msgSetting.recipients': { 'zh-CN': '附加收件人', 'zh-HK': '附加收件人', 'en-US': 'Extra recipients' },
  'msgSetting.recipientsHint': {
    'zh-CN': '该类型的系统消息还会发送给这些角色下的启用用户和这些用户',
    'zh-HK': '該類型的系統消息還會發送給這些角色下的啟用用戶和這些用戶',
    'en-US': 'System messages of this type also go to the enabled users of these roles and to these users',
  },
  'msgSetting.roles': { 'zh-CN': '角色', 'zh-HK': '角色', 'en-US': 'Roles' },
  'msgSetting.users': { 'zh-CN': '用户', 'zh-HK': '用戶', 'en-US': 'Users' },
  'msgSetting.none': { 'zh-CN': '无', 'zh-HK': '無', 'en-US': 'None' },
  'msgSetting.inApp': { 'zh-CN': '站内消息', 'zh-HK': '站內訊息', 'en-US': 'In-app' },
  'msgSetting.inAppHint': {
    'zh-CN': '消息始终进入收件人的收件箱',
    'zh-HK': '消息始終進入收件人的收件箱',
    'en-US': 'Messages always reach the recipients\u2019 inbox',
  },
  'msgSetting.email': { 'zh-CN': '邮件', 'zh-HK': '郵件', 'en-US': 'E-mail' },
  'msgSetting.emailHint': {
    'zh-CN': '发送给有邮箱地址的收件人（密送）',
    'zh-HK': '發送給有郵箱地址的收件人（密送）',
    'en-US': 'Mailed to the recipients that have an address (as BCC)',
  },
  'msgSetting.emailUnavailable': {
    'zh-CN': '服务器未配置邮件发送（SMTP_URL），不能开启',
    'zh-HK': '伺服器未配置郵件發送（SMTP_URL），不能開啟',
    'en-US': 'The server has no mail transport (SMTP_URL): e-mail cannot be turned on',
  },
  'msgSetting.webhook': { 'zh-CN': 'Webhook', 'zh-HK': 'Webhook', 'en-US': 'Webhook' },
  'msgSetting.webhookUrl': { 'zh-CN': 'Webhook 地址', 'zh-HK': 'Webhook 地址', 'en-US': 'Webhook URL' },
  'msgSetting.webhookUrlHint': {
    'zh-CN': '每条消息以签名的 JSON POST 到此地址，失败会自动重试',
    'zh-HK': '每條消息以簽名的 JSON POST 到此地址，失敗會自動重試',
    'en-US': 'Each message is POSTed here as signed JSON; failures are retried',
  },
  'msgSetting.secret': { 'zh-CN': '签名密钥', 'zh-HK': '簽名密鑰', 'en-US': 'Signing secret' },
  'msgSetting.secretSet': { 'zh-CN': '已设置', 'zh-HK': '已設定', 'en-US': 'Set' },
  'msgSetting.secretNotSet': { 'zh-CN': '未设置', 'zh-HK': '未設定', 'en-US': 'Not set' },
  'msgSetting.generateSecret': { 'zh-CN': '生成密钥', 'zh-HK': '生成密鑰', 'en-US': 'New secret' },
  'msgSetting.generateSecretConfirm': {
    'zh-CN': '生成新的签名密钥？旧密钥立即失效，接收方需要更换。',
    'zh-HK': '生成新的簽名密鑰？舊密鑰立即失效，接收方需要更換。',
    'en-US':
      'Make a new signing secret? The old one stops working at once; the receiver must switch to the new one.',
  },
  'msgSetting.secretTitle': {
    'zh-CN': 'Webhook 签名密钥',
    'zh-HK': 'Webhook 簽名密鑰',
    'en-US': 'Webhook signing secret',
  },
  'msgSetting.secretOnce': {
    'zh-CN': '密钥只显示这一次，系统不会再次显示。请立即复制并交给接收方，用于校验 X-TMS-Signature。',
    'zh-HK': '密鑰只顯示這一次，系統不會再次顯示。請立即複製並交給接收方，用於校驗 X-TMS-Signature。',
    'en-US':
      'The secret is shown only this once. Copy it now and give it to the receiver, who checks X-TMS-Signature with it.',
  },
  'msgSetting.secretSaved': { 'zh-CN': '我已保存', 'zh-HK': '我已保存', 'en-US': 'I have saved it' },
  'msgSetting.test': { 'zh-CN': '测试', 'zh-HK': '測試', 'en-US': 'Test' },
  'msgSetting.testOk': {
    'zh-CN': 'Webhook 应答 HTTP {{status}}',
    'zh-HK': 'Webhook 應答 HTTP {{status}}',
    'en-US': 'The webhook answered HTTP {{status}}',
  },
  'msgSetting.testFailed': {
    'zh-CN': 'Webhook 应答 HTTP {{status}}，视为发送失败',
    'zh-HK': 'Webhook 應答 HTTP {{status}}，視為發送失敗',
    'en-US': 'The webhook answered HTTP {{status}}, which counts as not delivered',
  },
  'msgSetting.testNeedsSecret': {
    'zh-CN': '先保存以生成签名密钥',
    'zh-HK': '先儲存以生成簽名密鑰',
    'en-US': 'Save first, which makes the signing secret',
  },
  'msgSetting.edit': {
    'zh-CN': '编辑消息设置：{{type}}',
    'zh-HK': '編輯訊息設定：{{type}}',
    'en-US': 'Message settings: {{type}}',
  },
  'msgSetting.updateBy': { 'zh-CN': '更新人', 'zh-HK': '更新人', 'en-US': 'Updated by' },
  'msgSetting.updateTime': { 'zh-CN': '更新时间', 'zh-HK': '更新時間', 'en-US': 'Updated at' },
});
