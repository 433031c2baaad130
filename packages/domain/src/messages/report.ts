import { defineMessages } from '../i18n/messages';

/** Asynchronous report tasks (download center) and the column labels of the files they write. */
export const reportMessages = defineMessages({
  'report.task.queued': {
    'zh-CN': '导出任务已提交，请稍后到下载中心下载',
    'zh-HK': '導出任務已提交，請稍後到下載中心下載',
    'en-US': 'The export has been queued; download it from the download center when it is finished',
  },
  'report.task.rows': {
    'zh-CN': '共 {count} 条数据',
    'zh-HK': '共 {count} 條數據',
    'en-US': '{count} rows',
  },
  'report.task.interrupted': {
    'zh-CN': '任务多次中断，已停止，请重新导出',
    'zh-HK': '任務多次中斷，已停止，請重新導出',
    'en-US': 'The task was interrupted too many times; please export again',
  },
  'report.task.unknownKind': {
    'zh-CN': '不支持的任务类型：{kind}',
    'zh-HK': '不支持的任務類型：{kind}',
    'en-US': 'Unsupported task type: {kind}',
  },
  'report.user.sheet': { 'zh-CN': '用户', 'zh-HK': '用戶', 'en-US': 'Users' },
  'report.user.userId': { 'zh-CN': '用户编号', 'zh-HK': '用戶編號', 'en-US': 'User ID' },
  'report.user.userName': { 'zh-CN': '登录账号', 'zh-HK': '登入賬號', 'en-US': 'Login name' },
  'report.user.nickName': { 'zh-CN': '用户昵称', 'zh-HK': '用戶暱稱', 'en-US': 'Nickname' },
  'report.user.dept': { 'zh-CN': '部门', 'zh-HK': '部門', 'en-US': 'Department' },
  'report.user.phone': { 'zh-CN': '手机号码', 'zh-HK': '手機號碼', 'en-US': 'Mobile' },
  'report.user.email': { 'zh-CN': '邮箱', 'zh-HK': '郵箱', 'en-US': 'Email' },
  'report.user.status': { 'zh-CN': '状态', 'zh-HK': '狀態', 'en-US': 'Status' },
  'report.user.createTime': { 'zh-CN': '创建时间', 'zh-HK': '創建時間', 'en-US': 'Created' },
  'report.user.status.0': { 'zh-CN': '正常', 'zh-HK': '正常', 'en-US': 'Active' },
  'report.user.status.1': { 'zh-CN': '停用', 'zh-HK': '停用', 'en-US': 'Disabled' },
});
