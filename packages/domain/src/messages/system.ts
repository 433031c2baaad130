import { defineMessages } from '../i18n/messages';

/** System administration messages (users, roles, menus, departments, dictionaries, ...). */
export const systemMessages = defineMessages({
  'system.user.loginNameTaken': {
    'zh-CN': '登录账号“{value}”已存在',
    'zh-HK': '登入賬號「{value}」已存在',
    'en-US': 'Login name "{value}" already exists',
  },
  'system.user.cannotChangeSuper': {
    'zh-CN': '不允许操作超级管理员用户',
    'zh-HK': '不允許操作超級管理員用戶',
    'en-US': 'The super administrator cannot be changed this way',
  },
  'system.user.defaultCenterRequired': {
    'zh-CN': '请在所选调度中心中指定一个默认调度中心',
    'zh-HK': '請在所選調度中心中指定一個默認調度中心',
    'en-US': 'Choose a default among the selected dispatch centers',
  },
  'system.role.keyTaken': {
    'zh-CN': '角色权限字符“{value}”已存在',
    'zh-HK': '角色權限字符「{value}」已存在',
    'en-US': 'Role key "{value}" already exists',
  },
  'system.role.menuRequired': {
    'zh-CN': '请至少选择一个菜单权限',
    'zh-HK': '請至少選擇一個菜單權限',
    'en-US': 'Select at least one menu permission',
  },
  'system.role.inUse': {
    'zh-CN': '角色“{value}”已分配用户，不能删除',
    'zh-HK': '角色「{value}」已分配用戶，不能刪除',
    'en-US': 'Role "{value}" still has users and cannot be deleted',
  },
  'system.menu.selfParent': {
    'zh-CN': '上级菜单不能选择自己',
    'zh-HK': '上級菜單不能選擇自己',
    'en-US': 'A menu cannot be its own parent',
  },
  'system.menu.hasChildren': {
    'zh-CN': '存在子菜单，不允许删除',
    'zh-HK': '存在子菜單，不允許刪除',
    'en-US': 'The menu has children and cannot be deleted',
  },
  'system.dept.selfParent': {
    'zh-CN': '上级部门不能是自己',
    'zh-HK': '上級部門不能是自己',
    'en-US': 'A department cannot be its own parent',
  },
  'system.dept.hasChildren': {
    'zh-CN': '存在下级部门，不允许删除',
    'zh-HK': '存在下級部門，不允許刪除',
    'en-US': 'The department has sub-departments and cannot be deleted',
  },
  'system.dept.hasUsers': {
    'zh-CN': '部门存在用户，不允许删除',
    'zh-HK': '部門存在用戶，不允許刪除',
    'en-US': 'The department has users and cannot be deleted',
  },
  'system.dict.typeTaken': {
    'zh-CN': '字典类型“{value}”已存在',
    'zh-HK': '字典類型「{value}」已存在',
    'en-US': 'Dictionary type "{value}" already exists',
  },
  'system.config.keyTaken': {
    'zh-CN': '参数键名“{value}”已存在',
    'zh-HK': '參數鍵名「{value}」已存在',
    'en-US': 'Parameter key "{value}" already exists',
  },
  'system.config.builtIn': {
    'zh-CN': '内置参数“{value}”不能删除',
    'zh-HK': '內置參數「{value}」不能刪除',
    'en-US': 'Built-in parameter "{value}" cannot be deleted',
  },
  'system.import.badRows': {
    'zh-CN': '导入失败：{count} 行数据有误，未导入任何数据',
    'zh-HK': '導入失敗：{count} 行數據有誤，未導入任何數據',
    'en-US': 'Import failed: {count} rows have errors; nothing was imported',
  },
  'system.import.rowError': {
    'zh-CN': '第 {row} 行 {field}：{reason}',
    'zh-HK': '第 {row} 行 {field}：{reason}',
    'en-US': 'Row {row}, {field}: {reason}',
  },
  'system.import.empty': {
    'zh-CN': '导入文件中没有数据',
    'zh-HK': '導入文件中沒有數據',
    'en-US': 'The import file has no rows',
  },
  'system.import.success': {
    'zh-CN': '成功导入 {count} 条数据',
    'zh-HK': '成功導入 {count} 條數據',
    'en-US': 'Imported {count} rows',
  },
  'system.task.notReady': {
    'zh-CN': '任务尚未完成，不能下载',
    'zh-HK': '任務尚未完成，不能下載',
    'en-US': 'The task is not finished yet',
  },
  'system.task.fileMissing': {
    'zh-CN': '文件不存在',
    'zh-HK': '文件不存在',
    'en-US': 'The file does not exist',
  },
  'system.task.userExport': { 'zh-CN': '用户导出', 'zh-HK': '用戶導出', 'en-US': 'User export' },
  'system.task.status.WAIT': { 'zh-CN': '等待中', 'zh-HK': '等待中', 'en-US': 'Waiting' },
  'system.task.status.RUNNING': { 'zh-CN': '处理中', 'zh-HK': '處理中', 'en-US': 'Running' },
  'system.task.status.FINISH': { 'zh-CN': '已完成', 'zh-HK': '已完成', 'en-US': 'Finished' },
  'system.task.status.FAIL': { 'zh-CN': '失败', 'zh-HK': '失敗', 'en-US': 'Failed' },
});
