import { defineMessages } from '../i18n/messages';

/**
 * Reference data and configuration: dictionaries, districts, menu languages, auth clients,
 * file storage, app versions, dispatch centers, column settings.
 */
export const referenceMessages = defineMessages({
  'system.dict.typeInUse': {
    'zh-CN': '字典类型“{value}”下存在字典数据，不能删除',
    'zh-HK': '字典類型「{value}」下存在字典數據，不能刪除',
    'en-US': 'Dictionary type "{value}" still has entries and cannot be deleted',
  },
  'system.dict.valueTaken': {
    'zh-CN': '字典“{type}”中已存在键值“{value}”',
    'zh-HK': '字典「{type}」中已存在鍵值「{value}」',
    'en-US': 'Dictionary "{type}" already has the value "{value}"',
  },
  'system.dict.typeMissing': {
    'zh-CN': '字典类型“{value}”不存在',
    'zh-HK': '字典類型「{value}」不存在',
    'en-US': 'Dictionary type "{value}" does not exist',
  },
  'system.district.codeTaken': {
    'zh-CN': '区划编码“{value}”已存在',
    'zh-HK': '區劃編碼「{value}」已存在',
    'en-US': 'District code "{value}" already exists',
  },
  'system.district.levelMismatch': {
    'zh-CN': '区划级别必须比上级区划低一级',
    'zh-HK': '區劃級別必須比上級區劃低一級',
    'en-US': 'A district must be exactly one level below its parent',
  },
  'system.district.selfParent': {
    'zh-CN': '上级区划不能是自己',
    'zh-HK': '上級區劃不能是自己',
    'en-US': 'A district cannot be its own parent',
  },
  'system.district.hasChildren': {
    'zh-CN': '区划“{value}”存在下级区划，不允许删除',
    'zh-HK': '區劃「{value}」存在下級區劃，不允許刪除',
    'en-US': 'District "{value}" has sub-districts and cannot be deleted',
  },
  'system.menuLanguage.taken': {
    'zh-CN': '该菜单已存在 {lang} 名称',
    'zh-HK': '該菜單已存在 {lang} 名稱',
    'en-US': 'The menu already has a {lang} name',
  },
  'system.menuLanguage.menuMissing': {
    'zh-CN': '菜单 {value} 不存在',
    'zh-HK': '菜單 {value} 不存在',
    'en-US': 'Menu {value} does not exist',
  },
  'system.authClient.clientIdTaken': {
    'zh-CN': '客户端标识“{value}”已存在',
    'zh-HK': '客戶端標識「{value}」已存在',
    'en-US': 'Client id "{value}" already exists',
  },
  'system.authClient.userInvalid': {
    'zh-CN': '用户“{value}”不存在或已停用',
    'zh-HK': '用戶「{value}」不存在或已停用',
    'en-US': 'User "{value}" does not exist or is disabled',
  },
  'system.oss.fileRequired': {
    'zh-CN': '请选择要上传的文件',
    'zh-HK': '請選擇要上傳的文件',
    'en-US': 'Choose a file to upload',
  },
  'system.oss.imagesOnly': {
    'zh-CN': '只能上传图片',
    'zh-HK': '只能上傳圖片',
    'en-US': 'Images only',
  },
  'system.oss.configIncomplete': {
    'zh-CN': '存储“{value}”缺少端点、存储桶或访问密钥，不能启用',
    'zh-HK': '存儲「{value}」缺少端點、存儲桶或訪問密鑰，不能啟用',
    'en-US': 'Storage "{value}" needs an endpoint, a bucket and both access keys before it can be put in use',
  },
  'system.oss.serviceUnavailable': {
    'zh-CN': '存储“{value}”不可用：配置不存在或不完整（需要端点、存储桶和访问密钥）',
    'zh-HK': '存儲「{value}」不可用：配置不存在或不完整（需要端點、存儲桶和訪問密鑰）',
    'en-US':
      'Storage "{value}" cannot be opened: its configuration is missing or incomplete (endpoint, bucket and access keys)',
  },
  'system.oss.configKeyTaken': {
    'zh-CN': '存储配置“{value}”已存在',
    'zh-HK': '存儲配置「{value}」已存在',
    'en-US': 'Storage configuration "{value}" already exists',
  },
  'system.oss.configInUse': {
    'zh-CN': '存储配置“{value}”正在使用或为本地存储，不能删除',
    'zh-HK': '存儲配置「{value}」正在使用或為本地存儲，不能刪除',
    'en-US': 'Storage configuration "{value}" is in use or is the local storage and cannot be deleted',
  },
  'system.oss.fileMissing': {
    'zh-CN': '文件不存在或已被删除',
    'zh-HK': '文件不存在或已被刪除',
    'en-US': 'The file does not exist or was deleted',
  },
  'system.dispatchCenter.codeTaken': {
    'zh-CN': '调度中心编码“{value}”已存在',
    'zh-HK': '調度中心編碼「{value}」已存在',
    'en-US': 'Dispatch center code "{value}" already exists',
  },
  'system.dispatchCenter.inUse': {
    'zh-CN': '调度中心“{value}”已分配给用户，不能删除',
    'zh-HK': '調度中心「{value}」已分配給用戶，不能刪除',
    'en-US': 'Dispatch center "{value}" is assigned to users and cannot be deleted',
  },
  'system.colSet.modularRequired': {
    'zh-CN': '请指定列设置所属模块（modular）',
    'zh-HK': '請指定列設置所屬模塊（modular）',
    'en-US': 'Name the module (modular) of the column settings',
  },
  'system.colSet.mixedModular': {
    'zh-CN': '一次只能保存一个模块的列设置',
    'zh-HK': '一次只能保存一個模塊的列設置',
    'en-US': 'Save the column settings of one module at a time',
  },
});
