import { defineMessages } from '../i18n/messages';

/** Messages of the shared request layer and the platform. */
export const commonMessages = defineMessages({
  'common.success': { 'zh-CN': '操作成功', 'zh-HK': '操作成功', 'en-US': 'Operation succeeded' },
  'common.unknownError': {
    'zh-CN': '未知的系统错误，请反馈给管理员',
    'zh-HK': '未知的系統錯誤，請反饋給管理員',
    'en-US': 'Unknown system error, please tell the administrator',
  },
  'common.systemError': {
    'zh-CN': '系统错误，请稍后重试',
    'zh-HK': '系統錯誤，請稍後重試',
    'en-US': 'System error, please retry later',
  },
  'common.databaseUnavailable': {
    'zh-CN': '数据库暂时不可用，请稍后重试',
    'zh-HK': '數據庫暫時不可用，請稍後重試',
    'en-US': 'The database is unavailable for now; please retry later',
  },
  'common.unauthorized': {
    'zh-CN': '认证失败，无法访问系统资源',
    'zh-HK': '認證失敗，無法訪問系統資源',
    'en-US': 'Authentication failed, cannot access system resources',
  },
  'common.forbidden': { 'zh-CN': '当前操作没有权限', 'zh-HK': '當前操作沒有權限', 'en-US': 'No permission' },
  'common.notFound': { 'zh-CN': '访问资源不存在', 'zh-HK': '訪問資源不存在', 'en-US': 'Resource not found' },
  'common.routeNotFound': {
    'zh-CN': '接口 {method} {url} 不存在',
    'zh-HK': '接口 {method} {url} 不存在',
    'en-US': 'No API at {method} {url}',
  },
  'common.rateLimited': {
    'zh-CN': '请求频率过高，已被拦截',
    'zh-HK': '請求頻率過高，已被攔截',
    'en-US': 'Request rate too high; the request was blocked',
  },
  'common.repeatSubmit': {
    'zh-CN': '不允许重复提交，请稍候再试',
    'zh-HK': '不允許重複提交，請稍候再試',
    'en-US': 'Repeated submission refused; please wait a moment and retry',
  },
  'common.invalidField': {
    'zh-CN': '字段 {field} 无效：{reason}',
    'zh-HK': '欄位 {field} 無效：{reason}',
    'en-US': 'Field {field} is invalid: {reason}',
  },
  'common.invalidBody': {
    'zh-CN': '请求内容格式错误',
    'zh-HK': '請求內容格式錯誤',
    'en-US': 'The request body is malformed',
  },
  'common.required': { 'zh-CN': '必填！', 'zh-HK': '必填！', 'en-US': 'Required!' },
  'common.tooLong': {
    'zh-CN': '超出长度（最多 {max} 个字符）',
    'zh-HK': '超出長度（最多 {max} 個字元）',
    'en-US': 'Too long (at most {max} characters)',
  },
  'common.tooShort': {
    'zh-CN': '长度不足（至少 {min} 个字符）',
    'zh-HK': '長度不足（至少 {min} 個字元）',
    'en-US': 'Too short (at least {min} characters)',
  },
  'common.atLeastOneItem': {
    'zh-CN': '至少需要一项',
    'zh-HK': '至少需要一項',
    'en-US': 'At least one item is required',
  },
  'common.tooFewItems': {
    'zh-CN': '至少需要 {min} 项',
    'zh-HK': '至少需要 {min} 項',
    'en-US': 'At least {min} items are required',
  },
  'common.tooManyItems': {
    'zh-CN': '最多 {max} 项',
    'zh-HK': '最多 {max} 項',
    'en-US': 'At most {max} items are allowed',
  },
  'common.atLeast': {
    'zh-CN': '不能小于 {min}',
    'zh-HK': '不能小於 {min}',
    'en-US': 'Must be at least {min}',
  },
  'common.greaterThan': {
    'zh-CN': '必须大于 {min}',
    'zh-HK': '必須大於 {min}',
    'en-US': 'Must be greater than {min}',
  },
  'common.atMost': { 'zh-CN': '不能大于 {max}', 'zh-HK': '不能大於 {max}', 'en-US': 'Must be at most {max}' },
  'common.lessThan': {
    'zh-CN': '必须小于 {max}',
    'zh-HK': '必須小於 {max}',
    'en-US': 'Must be less than {max}',
  },
  'common.type.object': { 'zh-CN': '对象', 'zh-HK': '物件', 'en-US': 'an object' },
  'common.type.array': { 'zh-CN': '列表', 'zh-HK': '列表', 'en-US': 'a list' },
  'common.type.string': { 'zh-CN': '文本', 'zh-HK': '文字', 'en-US': 'text' },
  'common.type.number': { 'zh-CN': '数字', 'zh-HK': '數字', 'en-US': 'a number' },
  'common.type.boolean': { 'zh-CN': '是/否', 'zh-HK': '是/否', 'en-US': 'true or false' },
  'common.type.date': { 'zh-CN': '日期', 'zh-HK': '日期', 'en-US': 'a date' },
  'common.invalidType': {
    'zh-CN': '类型错误，应为 {expected}',
    'zh-HK': '類型錯誤，應為 {expected}',
    'en-US': 'Wrong type, expected {expected}',
  },
  'common.invalidNumber': { 'zh-CN': '无效的数字', 'zh-HK': '無效的數字', 'en-US': 'Invalid number' },
  'common.integerOnly': { 'zh-CN': '只能输入整数', 'zh-HK': '只能輸入整數', 'en-US': 'Integers only' },
  'common.outOfRange': {
    'zh-CN': '取值范围为 {min} 到 {max}',
    'zh-HK': '取值範圍為 {min} 到 {max}',
    'en-US': 'Must be between {min} and {max}',
  },
  'common.invalidEnum': {
    'zh-CN': '取值必须是 {options} 之一',
    'zh-HK': '取值必須是 {options} 之一',
    'en-US': 'Must be one of {options}',
  },
  'common.invalidFormat': { 'zh-CN': '格式不正确', 'zh-HK': '格式不正確', 'en-US': 'Invalid format' },
  'common.invalidEmail': {
    'zh-CN': '邮箱格式不正确',
    'zh-HK': '郵箱格式不正確',
    'en-US': 'Invalid email address',
  },
  'common.invalidMobile': {
    'zh-CN': '手机号格式不正确',
    'zh-HK': '手機號格式不正確',
    'en-US': 'Invalid mobile number',
  },
  'common.maskedValue': {
    'zh-CN': '{field} 是脱敏显示的号码（{value}），不能保存，请输入完整号码',
    'zh-HK': '{field} 是已遮蔽的號碼（{value}），不能儲存，請輸入完整號碼',
    'en-US': '{field} holds a masked number ({value}), which cannot be saved: enter the whole number',
  },
  'common.invalidCode': {
    'zh-CN': '编码只能包含字母、数字、下划线和中划线',
    'zh-HK': '編碼只能包含字母、數字、底線和連字號',
    'en-US': 'Codes may contain only letters, digits, underscores and hyphens',
  },
  'common.invalidPublicCode': {
    'zh-CN': '只能包含英文字母、数字和下划线',
    'zh-HK': '只能包含英文字母、數字和底線',
    'en-US': 'Only English letters, digits and underscores',
  },
  'common.recordNotFound': {
    'zh-CN': '记录不存在或已被删除',
    'zh-HK': '記錄不存在或已被刪除',
    'en-US': 'The record does not exist or was deleted',
  },
  'common.alreadyEnabled': {
    'zh-CN': '记录已是生效状态，无需重复生效',
    'zh-HK': '記錄已是生效狀態，無需重複生效',
    'en-US': 'The record is already effective',
  },
  'common.alreadyDisabled': {
    'zh-CN': '记录已是失效状态，无需重复失效',
    'zh-HK': '記錄已是失效狀態，無需重複失效',
    'en-US': 'The record is already inactive',
  },
  'common.duplicate': {
    'zh-CN': '{field}“{value}”已存在',
    'zh-HK': '{field}「{value}」已存在',
    'en-US': '{field} "{value}" already exists',
  },
  'common.getIdError': { 'zh-CN': '获取ID错误', 'zh-HK': '獲取ID錯誤', 'en-US': 'Get ID error' },
  'common.selectColumnFirst': {
    'zh-CN': '请先勾选列再操作',
    'zh-HK': '請先勾選列再操作',
    'en-US': 'Check a column before operating',
  },
  'common.fileTooLarge': {
    'zh-CN': '文件过大，最大 {max}',
    'zh-HK': '文件過大，最大 {max}',
    'en-US': 'File too large (max {max})',
  },
  'common.fileTypeNotAllowed': {
    'zh-CN': '文件类型不允许，只能上传 {types}',
    'zh-HK': '文件類型不允許，只能上傳 {types}',
    'en-US': 'File type not allowed; only {types}',
  },
  'common.dataScopeDenied': {
    'zh-CN': '没有权限访问该调度中心的数据',
    'zh-HK': '沒有權限訪問該調度中心的數據',
    'en-US': 'No access to data of that dispatch center',
  },
  'common.encryptKeyInvalid': {
    'zh-CN': '加密公钥无效',
    'zh-HK': '加密公鑰無效',
    'en-US': 'The encryption public key is invalid',
  },
  'common.nulNotAllowed': {
    'zh-CN': '不能包含空字符（\\u0000）',
    'zh-HK': '不能包含空字元（\\u0000）',
    'en-US': 'must not contain the NUL character (\\u0000)',
  },
  'common.tooDeep': {
    'zh-CN': '请求内容嵌套过深（最多 {max} 层）',
    'zh-HK': '請求內容嵌套過深（最多 {max} 層）',
    'en-US': 'The request body is nested too deeply (at most {max} levels)',
  },
  'common.multipartNotAccepted': {
    'zh-CN': '此接口不接受 multipart/form-data 请求',
    'zh-HK': '此接口不接受 multipart/form-data 請求',
    'en-US': 'This call does not take multipart/form-data',
  },
  'common.badUrl': {
    'zh-CN': '请求地址格式错误',
    'zh-HK': '請求地址格式錯誤',
    'en-US': 'The request address is malformed',
  },
  'common.invalidValue': {
    'zh-CN': '请求中含有无法处理的取值，请检查后重试',
    'zh-HK': '請求中含有無法處理的取值，請檢查後重試',
    'en-US': 'The request holds a value that cannot be processed; check it and retry',
  },
  'common.requestTimeout': {
    'zh-CN': '请求处理超时，请稍后重试',
    'zh-HK': '請求處理逾時，請稍後重試',
    'en-US': 'The request took too long; please retry later',
  },
  'common.eventStreamOnly': {
    'zh-CN': '此地址只提供推送流（Accept: text/event-stream）',
    'zh-HK': '此地址只提供推送流（Accept: text/event-stream）',
    'en-US': 'This address only serves a push stream (Accept: text/event-stream)',
  },
});
