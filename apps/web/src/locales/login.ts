import { defineMessages } from '@tms/domain';

/** Sign-in page, user layout, slide captcha and the registration pages. */
export const loginLocale = defineMessages({
  'login.subtitle': {
    'zh-CN': '冷链运输管理系统',
    'zh-HK': '凍鏈運輸管理系統',
    'en-US': 'Cold-chain transport management',
  },
  'login.heading': { 'zh-CN': '账号登录', 'zh-HK': '賬號登入', 'en-US': 'Sign in' },
  'login.username': { 'zh-CN': '用户名', 'zh-HK': '用戶名', 'en-US': 'User name' },
  'login.username.required': {
    'zh-CN': '请输入用户名',
    'zh-HK': '請輸入用戶名',
    'en-US': 'Enter your user name',
  },
  'login.password': { 'zh-CN': '密码', 'zh-HK': '密碼', 'en-US': 'Password' },
  'login.password.required': { 'zh-CN': '请输入密码', 'zh-HK': '請輸入密碼', 'en-US': 'Enter your password' },
  'login.password.length': {
    'zh-CN': '密码长度为 6 到 16 个字符',
    'zh-HK': '密碼長度為 6 到 16 個字元',
    'en-US': 'Passwords are 6 to 16 characters',
  },
  'login.remember': { 'zh-CN': '记住用户名', 'zh-HK': '記住用戶名', 'en-US': 'Remember user name' },
  'login.submit': { 'zh-CN': '登录', 'zh-HK': '登入', 'en-US': 'Sign in' },
  'login.success': { 'zh-CN': '登录成功', 'zh-HK': '登入成功', 'en-US': 'Signed in' },
  'login.forgot': {
    'zh-CN': '忘记密码请联系管理员重置',
    'zh-HK': '忘記密碼請聯繫管理員重設',
    'en-US': 'Forgot your password? Ask an administrator to reset it',
  },
  'login.forgotShort': { 'zh-CN': '忘记密码？', 'zh-HK': '忘記密碼？', 'en-US': 'Forgot password?' },
  'login.noAccount': { 'zh-CN': '如何开通账号', 'zh-HK': '如何開通賬號', 'en-US': 'How to get an account' },
  'login.lang': { 'zh-CN': '语言', 'zh-HK': '語言', 'en-US': 'Language' },
  'login.copyright': {
    'zh-CN': '© {{year}} TMS 冷链运输管理系统',
    'zh-HK': '© {{year}} TMS 凍鏈運輸管理系統',
    'en-US': '© {{year}} TMS cold-chain transport management',
  },
  'login.footer.help': { 'zh-CN': '帮助', 'zh-HK': '幫助', 'en-US': 'Help' },
  'login.footer.privacy': { 'zh-CN': '隐私', 'zh-HK': '私隱', 'en-US': 'Privacy' },
  'login.footer.terms': { 'zh-CN': '条款', 'zh-HK': '條款', 'en-US': 'Terms' },
  'login.help.title': { 'zh-CN': '登录帮助', 'zh-HK': '登入幫助', 'en-US': 'Signing in' },
  'login.help.body': {
    'zh-CN':
      '使用管理员为您创建的用户名和密码登录。提交后请将拼图滑块拖到缺口处完成安全验证。连续输错密码 5 次，账号将锁定 10 分钟；如需提前解锁或重置密码，请联系系统管理员。',
    'zh-HK':
      '使用管理員為您建立的用戶名和密碼登入。提交後請將拼圖滑塊拖到缺口處完成安全驗證。連續輸錯密碼 5 次，賬號將鎖定 10 分鐘；如需提前解鎖或重設密碼，請聯繫系統管理員。',
    'en-US':
      'Sign in with the user name and password your administrator created for you. After submitting, drag the puzzle piece into its gap to pass the security check. Five wrong passwords in a row lock the account for 10 minutes; to unlock it sooner or to reset your password, contact your system administrator.',
  },
  'login.privacy.title': { 'zh-CN': '隐私说明', 'zh-HK': '私隱說明', 'en-US': 'Privacy' },
  'login.privacy.body': {
    'zh-CN':
      '本系统仅为提供运输管理服务而处理您的账号、登录记录（时间、IP 地址、浏览器）以及业务数据。密码与登录令牌只以不可逆的摘要形式保存；日志中的手机号和证件号会被脱敏。数据不会用于其他目的。',
    'zh-HK':
      '本系統僅為提供運輸管理服務而處理您的賬號、登入記錄（時間、IP 地址、瀏覽器）以及業務資料。密碼與登入令牌只以不可逆的摘要形式保存；日誌中的手機號和證件號會被遮蔽。資料不會用於其他目的。',
    'en-US':
      'The system processes your account, your sign-in records (time, IP address, browser) and business data only to provide transport management. Passwords and sign-in tokens are stored only as one-way hashes; phone and ID numbers are masked in the logs. The data is not used for anything else.',
  },
  'login.terms.title': { 'zh-CN': '使用条款', 'zh-HK': '使用條款', 'en-US': 'Terms of use' },
  'login.terms.body': {
    'zh-CN':
      '本系统仅供授权人员处理本单位的运输业务使用。请妥善保管账号和密码，不得转借他人；所有操作均记录在操作日志中。离开时请退出登录。',
    'zh-HK':
      '本系統僅供授權人員處理本單位的運輸業務使用。請妥善保管賬號和密碼，不得轉借他人；所有操作均記錄在操作日誌中。離開時請登出。',
    'en-US':
      'The system is for authorised staff handling their organisation’s transport business. Keep your user name and password to yourself and never share them; every change is recorded in the operation log. Sign out when you leave.',
  },
  'captcha.title': { 'zh-CN': '请完成安全验证', 'zh-HK': '請完成安全驗證', 'en-US': 'Security check' },
  'captcha.hint': {
    'zh-CN': '向右拖动滑块填充拼图',
    'zh-HK': '向右拖動滑塊填充拼圖',
    'en-US': 'Drag the slider to fit the piece',
  },
  'captcha.keyboardHint': {
    'zh-CN': '也可用 ← → 键移动，回车确认',
    'zh-HK': '亦可用 ← → 鍵移動，Enter 確認',
    'en-US': 'Or use ← → and press Enter',
  },
  'captcha.success': { 'zh-CN': '验证通过', 'zh-HK': '驗證通過', 'en-US': 'Verified' },
  'captcha.fail': {
    'zh-CN': '验证失败，请重试',
    'zh-HK': '驗證失敗，請重試',
    'en-US': 'Not quite; try again',
  },
  'captcha.refresh': { 'zh-CN': '换一张', 'zh-HK': '換一張', 'en-US': 'New puzzle' },
  'captcha.sliderLabel': { 'zh-CN': '拼图滑块', 'zh-HK': '拼圖滑塊', 'en-US': 'Puzzle slider' },
  'captcha.imageAlt': { 'zh-CN': '拼图背景', 'zh-HK': '拼圖背景', 'en-US': 'Puzzle picture' },
  'captcha.pieceAlt': { 'zh-CN': '拼图块', 'zh-HK': '拼圖塊', 'en-US': 'Puzzle piece' },
  'register.title': {
    'zh-CN': '暂不提供自助注册',
    'zh-HK': '暫不提供自助註冊',
    'en-US': 'Self-registration is not offered',
  },
  'register.desc': {
    'zh-CN': '系统账号由管理员统一创建并分配权限。如需开通账号，请联系您所在单位的系统管理员。',
    'zh-HK': '系統賬號由管理員統一建立並分配權限。如需開通賬號，請聯繫您所在單位的系統管理員。',
    'en-US':
      'Accounts are created by administrators, who also grant their permissions. To get an account, contact your organisation’s system administrator.',
  },
  'registerResult.title': {
    'zh-CN': '未进行注册',
    'zh-HK': '未進行註冊',
    'en-US': 'No account was registered',
  },
  'register.back': { 'zh-CN': '返回登录', 'zh-HK': '返回登入', 'en-US': 'Back to sign-in' },
});
