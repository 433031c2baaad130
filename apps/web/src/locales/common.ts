import { defineMessages } from '@tms/domain';

/** UI strings shared by every screen. */
export const commonLocale = defineMessages({
  'app.title': { 'zh-CN': 'TMS', 'zh-HK': 'TMS', 'en-US': 'TMS' },
  'app.loading': { 'zh-CN': '加载中…', 'zh-HK': '載入中…', 'en-US': 'Loading…' },
  'action.search': { 'zh-CN': '查询', 'zh-HK': '查詢', 'en-US': 'Search' },
  'action.reset': { 'zh-CN': '重置', 'zh-HK': '重置', 'en-US': 'Reset' },
  'action.add': { 'zh-CN': '新增', 'zh-HK': '新增', 'en-US': 'Add' },
  'action.edit': { 'zh-CN': '修改', 'zh-HK': '修改', 'en-US': 'Edit' },
  'action.delete': { 'zh-CN': '删除', 'zh-HK': '刪除', 'en-US': 'Delete' },
  'action.save': { 'zh-CN': '保存', 'zh-HK': '保存', 'en-US': 'Save' },
  'action.cancel': { 'zh-CN': '取消', 'zh-HK': '取消', 'en-US': 'Cancel' },
  'action.confirm': { 'zh-CN': '确定', 'zh-HK': '確定', 'en-US': 'OK' },
  'action.export': { 'zh-CN': '导出', 'zh-HK': '匯出', 'en-US': 'Export' },
  'action.import': { 'zh-CN': '导入', 'zh-HK': '匯入', 'en-US': 'Import' },
  'action.enable': { 'zh-CN': '启用', 'zh-HK': '啟用', 'en-US': 'Enable' },
  'action.disable': { 'zh-CN': '停用', 'zh-HK': '停用', 'en-US': 'Disable' },
  'action.operation': { 'zh-CN': '操作', 'zh-HK': '操作', 'en-US': 'Actions' },
  'confirm.delete': {
    'zh-CN': '确定删除所选记录吗？',
    'zh-HK': '確定刪除所選記錄嗎？',
    'en-US': 'Delete the selected records?',
  },
  'request.unknownError': {
    'zh-CN': '未知的系统错误，请反馈给管理员',
    'zh-HK': '未知的系統錯誤，請反饋給管理員',
    'en-US': 'Unknown system error, please tell the administrator',
  },
  'request.authFailed': {
    'zh-CN': '认证失败，无法访问系统资源',
    'zh-HK': '認證失敗，無法訪問系統資源',
    'en-US': 'Authentication failed, cannot access system resources',
  },
  'request.noPermission': {
    'zh-CN': '当前操作没有权限',
    'zh-HK': '當前操作沒有權限',
    'en-US': 'No permission',
  },
  'request.notFound': { 'zh-CN': '访问资源不存在', 'zh-HK': '訪問資源不存在', 'en-US': 'Resource not found' },
  'request.loginExpired': {
    'zh-CN': '登录已过期，请重试',
    'zh-HK': '登入已過期，請重試',
    'en-US': 'Login expired, please retry',
  },
  'request.rateLimited': {
    'zh-CN': '请求频率过高，已被拦截',
    'zh-HK': '請求頻率過高，已被攔截',
    'en-US': 'Request rate too high; the request was blocked',
  },
  'request.networkError': {
    'zh-CN': '后端接口连接异常',
    'zh-HK': '後端接口連接異常',
    'en-US': 'Backend connection abnormal',
  },
  'request.timeout': {
    'zh-CN': '系统接口请求超时',
    'zh-HK': '系統接口請求超時',
    'en-US': 'Request timed out',
  },
  'request.httpError': {
    'zh-CN': '系统接口 {{status}} 异常',
    'zh-HK': '系統接口 {{status}} 異常',
    'en-US': 'Interface error {{status}}',
  },
  'request.notice': { 'zh-CN': '错误', 'zh-HK': '錯誤', 'en-US': 'Error' },
  'startup.userInfoFailed': {
    'zh-CN': '请求用户信息失败，请重试',
    'zh-HK': '請求用戶信息失敗，請重試',
    'en-US': 'Failed to load user information, please retry',
  },
  'startup.moduleMissing': {
    'zh-CN': '页面模块不存在：{{name}}',
    'zh-HK': '頁面模塊不存在：{{name}}',
    'en-US': 'Missing page module: {{name}}',
  },
  'startup.chunkTimeout': {
    'zh-CN': '页面加载超时，请刷新重试',
    'zh-HK': '頁面載入超時，請刷新重試',
    'en-US': 'The page took too long to load; refresh to retry',
  },
});
