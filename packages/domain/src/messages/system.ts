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
  'system.user.noDataScope': {
    'zh-CN': '没有权限访问该用户的数据',
    'zh-HK': '沒有權限訪問該用戶的數據',
    'en-US': 'No access to that user',
  },
  'system.user.cannotRemoveSelf': {
    'zh-CN': '当前用户不能删除',
    'zh-HK': '當前用戶不能刪除',
    'en-US': 'You cannot delete yourself',
  },
  'system.user.phoneTaken': {
    'zh-CN': '手机号码“{value}”已存在',
    'zh-HK': '手機號碼「{value}」已存在',
    'en-US': 'Mobile number "{value}" already exists',
  },
  'system.user.emailTaken': {
    'zh-CN': '邮箱账号“{value}”已存在',
    'zh-HK': '郵箱賬號「{value}」已存在',
    'en-US': 'Email "{value}" already exists',
  },
  'system.user.samePassword': {
    'zh-CN': '新密码不能与旧密码相同',
    'zh-HK': '新密碼不能與舊密碼相同',
    'en-US': 'The new password must differ from the current one',
  },
  'system.user.dispatchCenterUnknown': {
    'zh-CN': '调度中心“{value}”不存在',
    'zh-HK': '調度中心「{value}」不存在',
    'en-US': 'Dispatch center "{value}" does not exist',
  },
  'system.user.roleUnknown': {
    'zh-CN': '角色“{value}”不存在',
    'zh-HK': '角色「{value}」不存在',
    'en-US': 'Role "{value}" does not exist',
  },
  'system.user.deptUnknown': {
    'zh-CN': '部门“{value}”不存在',
    'zh-HK': '部門「{value}」不存在',
    'en-US': 'Department "{value}" does not exist',
  },
  'system.user.duplicateInFile': {
    'zh-CN': '与第 {row} 行重复',
    'zh-HK': '與第 {row} 行重複',
    'en-US': 'Same as row {row}',
  },
  'system.user.column.userName': { 'zh-CN': '登录账号', 'zh-HK': '登入賬號', 'en-US': 'Login name' },
  'system.user.column.nickName': { 'zh-CN': '用户昵称', 'zh-HK': '用戶暱稱', 'en-US': 'Nickname' },
  'system.user.column.deptId': { 'zh-CN': '部门编号', 'zh-HK': '部門編號', 'en-US': 'Department ID' },
  'system.user.column.deptName': { 'zh-CN': '部门名称', 'zh-HK': '部門名稱', 'en-US': 'Department' },
  'system.user.column.phonenumber': { 'zh-CN': '手机号码', 'zh-HK': '手機號碼', 'en-US': 'Mobile' },
  'system.user.column.email': { 'zh-CN': '邮箱', 'zh-HK': '郵箱', 'en-US': 'Email' },
  'system.user.column.sex': { 'zh-CN': '性别', 'zh-HK': '性別', 'en-US': 'Sex' },
  'system.user.column.status': { 'zh-CN': '账号状态', 'zh-HK': '賬號狀態', 'en-US': 'Status' },
  'system.user.column.roleKeys': {
    'zh-CN': '角色权限字符（逗号分隔）',
    'zh-HK': '角色權限字符（逗號分隔）',
    'en-US': 'Role keys (comma separated)',
  },
  'system.user.column.dispatchCenters': {
    'zh-CN': '调度中心编码（逗号分隔，首个为默认）',
    'zh-HK': '調度中心編碼（逗號分隔，首個為默認）',
    'en-US': 'Dispatch center codes (comma separated, first is default)',
  },
  'system.user.column.password': {
    'zh-CN': '初始密码（可空）',
    'zh-HK': '初始密碼（可空）',
    'en-US': 'Initial password (optional)',
  },
  'system.user.column.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'system.user.templateSheet': { 'zh-CN': '用户数据', 'zh-HK': '用戶數據', 'en-US': 'Users' },
  'system.user.templateFile': {
    'zh-CN': '用户导入模板',
    'zh-HK': '用戶導入模板',
    'en-US': 'User import template',
  },
  'system.user.templateHint': {
    'zh-CN': '性别填 男/女/未知，状态填 正常/停用；部门编号见部门管理；初始密码为空时使用系统默认密码',
    'zh-HK': '性別填 男/女/未知，狀態填 正常/停用；部門編號見部門管理；初始密碼為空時使用系統默認密碼',
    'en-US':
      'Sex: Male/Female/Unknown; status: Normal/Disabled; department IDs are on the department screen; an empty password uses the default',
  },
  'system.role.nameTaken': {
    'zh-CN': '角色名称“{value}”已存在',
    'zh-HK': '角色名稱「{value}」已存在',
    'en-US': 'Role name "{value}" already exists',
  },
  'system.role.adminLocked': {
    'zh-CN': '不允许操作超级管理员角色',
    'zh-HK': '不允許操作超級管理員角色',
    'en-US': 'The administrator role cannot be changed',
  },
  'system.menu.nameTaken': {
    'zh-CN': '同一上级下菜单名称“{value}”已存在',
    'zh-HK': '同一上級下菜單名稱「{value}」已存在',
    'en-US': 'A menu named "{value}" already exists under that parent',
  },
  'system.menu.parentNotFound': {
    'zh-CN': '上级菜单不存在',
    'zh-HK': '上級菜單不存在',
    'en-US': 'The parent menu does not exist',
  },
  'system.menu.buttonParent': {
    'zh-CN': '按钮不能作为上级菜单',
    'zh-HK': '按鈕不能作為上級菜單',
    'en-US': 'A button cannot be a parent',
  },
  'system.dept.nameTaken': {
    'zh-CN': '同一上级下部门名称“{value}”已存在',
    'zh-HK': '同一上級下部門名稱「{value}」已存在',
    'en-US': 'A department named "{value}" already exists under that parent',
  },
  'system.dept.parentNotFound': {
    'zh-CN': '上级部门不存在',
    'zh-HK': '上級部門不存在',
    'en-US': 'The parent department does not exist',
  },
  'system.dept.parentDisabled': {
    'zh-CN': '上级部门已停用，不允许新增',
    'zh-HK': '上級部門已停用，不允許新增',
    'en-US': 'The parent department is disabled',
  },
  'system.dept.hasEnabledChildren': {
    'zh-CN': '该部门包含未停用的下级部门',
    'zh-HK': '該部門包含未停用的下級部門',
    'en-US': 'The department has enabled sub-departments',
  },
  'system.dept.noDataScope': {
    'zh-CN': '没有权限访问该部门的数据',
    'zh-HK': '沒有權限訪問該部門的數據',
    'en-US': 'No access to that department',
  },
  'system.import.unreadable': {
    'zh-CN': '无法读取文件，请使用导入模板并另存为 .xlsx',
    'zh-HK': '無法讀取文件，請使用導入模板並另存為 .xlsx',
    'en-US': 'The file cannot be read; use the template and save it as .xlsx',
  },
  'system.import.fileRequired': {
    'zh-CN': '请选择要导入的文件',
    'zh-HK': '請選擇要導入的文件',
    'en-US': 'Choose a file to import',
  },
  'system.import.tooManyRows': {
    'zh-CN': '单次最多导入 {max} 行',
    'zh-HK': '單次最多導入 {max} 行',
    'en-US': 'At most {max} rows per import',
  },
  'system.import.tooLarge': {
    'zh-CN': '文件解压后超过 {max}，请拆分为多个文件后分批导入',
    'zh-HK': '文件解壓後超過 {max}，請拆分為多個文件後分批導入',
    'en-US': 'The file unpacks to more than {max}; split it into smaller files and import them one by one',
  },
  'system.import.timeout': {
    'zh-CN': '读取文件超时，请拆分为多个文件后分批导入',
    'zh-HK': '讀取文件超時，請拆分為多個文件後分批導入',
    'en-US': 'Reading the file took too long; split it into smaller files and import them one by one',
  },
  'system.import.busy': {
    'zh-CN': '正在处理其他导入，请稍后再试',
    'zh-HK': '正在處理其他導入，請稍後再試',
    'en-US': 'Other imports are being read; try again in a moment',
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
