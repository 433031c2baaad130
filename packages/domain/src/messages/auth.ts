import { defineMessages } from '../i18n/messages';

export const authMessages = defineMessages({
  'auth.badCredentials': {
    'zh-CN': '用户名或密码错误（还可尝试 {left} 次）',
    'zh-HK': '用戶名或密碼錯誤（還可嘗試 {left} 次）',
    'en-US': 'Wrong user name or password ({left} attempts left)',
  },
  'auth.locked': {
    'zh-CN': '密码错误次数过多，账号已锁定 {minutes} 分钟',
    'zh-HK': '密碼錯誤次數過多，賬號已鎖定 {minutes} 分鐘',
    'en-US': 'Too many wrong passwords; the account is locked for {minutes} minutes',
  },
  'auth.disabled': {
    'zh-CN': '账号已停用，请联系管理员',
    'zh-HK': '賬號已停用，請聯繫管理員',
    'en-US': 'The account is disabled; contact the administrator',
  },
  'auth.captchaRequired': {
    'zh-CN': '请先完成滑块验证',
    'zh-HK': '請先完成滑塊驗證',
    'en-US': 'Please complete the slide verification first',
  },
  'auth.captchaFailed': {
    'zh-CN': '验证失败，请重新拖动滑块',
    'zh-HK': '驗證失敗，請重新拖動滑塊',
    'en-US': 'Verification failed; drag the slider again',
  },
  'auth.captchaExpired': {
    'zh-CN': '验证码已失效，请刷新',
    'zh-HK': '驗證碼已失效，請刷新',
    'en-US': 'The verification has expired; refresh it',
  },
  'auth.loginExpired': {
    'zh-CN': '登录已过期，请重新登录',
    'zh-HK': '登入已過期，請重新登入',
    'en-US': 'Login expired, please retry',
  },
  'auth.codeInvalid': {
    'zh-CN': '授权码无效或已使用',
    'zh-HK': '授權碼無效或已使用',
    'en-US': 'The access code is invalid or already used',
  },
  'auth.clientInvalid': {
    'zh-CN': '授权客户端不存在或已停用',
    'zh-HK': '授權客戶端不存在或已停用',
    'en-US': 'The auth client does not exist or is disabled',
  },
  'auth.passwordLength': {
    'zh-CN': '密码长度必须在 6 到 16 个字符之间',
    'zh-HK': '密碼長度必須在 6 到 16 個字元之間',
    'en-US': 'Passwords are 6 to 16 characters',
  },
  'auth.oldPasswordWrong': {
    'zh-CN': '原密码错误',
    'zh-HK': '原密碼錯誤',
    'en-US': 'The current password is wrong',
  },
  'auth.rolesMissing': {
    'zh-CN': 'getInfo: roles must be a non-null array',
    'zh-HK': 'getInfo: roles must be a non-null array',
    'en-US': 'getInfo: roles must be a non-null array',
  },
  'auth.forceLogout': {
    'zh-CN': '您已被管理员强制下线',
    'zh-HK': '您已被管理員強制下線',
    'en-US': 'You were signed out by an administrator',
  },
  'auth.dispatchCenterNotAssigned': {
    'zh-CN': '您未被分配该调度中心',
    'zh-HK': '您未被分配該調度中心',
    'en-US': 'You are not assigned to that dispatch center',
  },
  'auth.smsNotConfigured': {
    'zh-CN': '未配置短信网关，无法发送短信验证码，请联系管理员',
    'zh-HK': '未配置短訊網關，無法發送短訊驗證碼，請聯繫管理員',
    'en-US': 'No SMS gateway is configured, so no SMS code can be sent; contact the administrator',
  },
  'auth.smsSendFailed': {
    'zh-CN': '短信网关发送失败，请稍后重试',
    'zh-HK': '短訊網關發送失敗，請稍後重試',
    'en-US': 'The SMS gateway did not accept the message; please retry later',
  },
  'auth.smsTooSoon': {
    'zh-CN': '验证码发送过于频繁，请{seconds}秒后再试',
    'zh-HK': '驗證碼發送過於頻繁，請{seconds}秒後再試',
    'en-US': 'A code was sent to this number just now; try again in {seconds} s',
  },
  'auth.smsCodeExpired': {
    'zh-CN': '验证码已过期或不存在，请重新获取',
    'zh-HK': '驗證碼已過期或不存在，請重新獲取',
    'en-US': 'The code has expired or was never sent; request a new one',
  },
  'auth.smsCodeWrong': {
    'zh-CN': '验证码错误，还可尝试{left}次',
    'zh-HK': '驗證碼錯誤，還可嘗試{left}次',
    'en-US': 'Wrong code; {left} tries left',
  },
  'auth.smsCodeAttempts': {
    'zh-CN': '验证码错误次数过多，请重新获取',
    'zh-HK': '驗證碼錯誤次數過多，請重新獲取',
    'en-US': 'Too many wrong codes; request a new one',
  },
  'auth.smsNoUser': {
    'zh-CN': '该手机号未绑定任何用户',
    'zh-HK': '該手機號未綁定任何用戶',
    'en-US': 'No user has this mobile number',
  },
  'auth.smsCodeFormat': {
    'zh-CN': '验证码为6位数字',
    'zh-HK': '驗證碼為6位數字',
    'en-US': 'The code has 6 digits',
  },
  'auth.smsSent': {
    'zh-CN': '验证码已发送',
    'zh-HK': '驗證碼已發送',
    'en-US': 'The code has been sent',
  },
  'auth.encryptKeyInvalid': {
    'zh-CN': '请求头 x-encrypt-pubkey 不是有效的 RSA 公钥（SPKI，至少 2048 位）',
    'zh-HK': '請求頭 x-encrypt-pubkey 不是有效的 RSA 公鑰（SPKI，至少 2048 位）',
    'en-US': 'Header x-encrypt-pubkey is not a valid RSA public key (SPKI, at least 2048 bits)',
  },
});
