import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, id, ts } from './columns';

/** Status columns follow RuoYi: '0' normal, '1' disabled. del_flag '0' present, '2' deleted. */
export const departments = pgTable('sys_dept', {
  id: id(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
  ancestors: text('ancestors').notNull().default('0'),
  deptName: text('dept_name').notNull(),
  orderNum: integer('order_num').notNull().default(0),
  leader: text('leader'),
  phone: text('phone'),
  email: text('email'),
  status: text('status').notNull().default('0'),
  delFlag: text('del_flag').notNull().default('0'),
  ...audit,
});

export const users = pgTable(
  'sys_user',
  {
    id: id(),
    deptId: bigint('dept_id', { mode: 'number' }),
    userName: text('user_name').notNull(),
    nickName: text('nick_name').notNull(),
    email: text('email'),
    phonenumber: text('phonenumber'),
    sex: text('sex').notNull().default('2'),
    avatar: text('avatar'),
    password: text('password').notNull(),
    status: text('status').notNull().default('0'),
    delFlag: text('del_flag').notNull().default('0'),
    loginIp: text('login_ip'),
    loginDate: ts('login_date'),
    dateStyle: text('date_style').notNull().default('YYYY-MM-DD HH:mm:ss'),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [
    uniqueIndex('sys_user_user_name_uq').on(t.userName),
    // Covers the user list's count (department subtree + status + not deleted) as an index-only scan.
    index('sys_user_dept_status_idx').on(t.deptId, t.status, t.delFlag),
    index('sys_user_create_time_idx').on(t.createTime),
  ],
);

export const roles = pgTable(
  'sys_role',
  {
    id: id(),
    roleName: text('role_name').notNull(),
    roleKey: text('role_key').notNull(),
    roleSort: integer('role_sort').notNull().default(0),
    /** 1 all, 2 custom departments, 3 own department, 4 department and below, 5 self. */
    dataScope: text('data_scope').notNull().default('1'),
    status: text('status').notNull().default('0'),
    delFlag: text('del_flag').notNull().default('0'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_role_key_uq').on(t.roleKey)],
);

export const menus = pgTable(
  'sys_menu',
  {
    id: id(),
    menuName: text('menu_name').notNull(),
    /** Stable key used for routes and translations (sys_menu_language). */
    menuKey: text('menu_key'),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: text('path'),
    component: text('component'),
    query: text('query'),
    redirect: text('redirect'),
    /** M directory, C menu, F button. */
    menuType: text('menu_type').notNull(),
    /** '0' shown, '1' hidden. */
    visible: text('visible').notNull().default('0'),
    status: text('status').notNull().default('0'),
    perms: text('perms'),
    icon: text('icon'),
    /** _blank opens an external link in a new window. */
    target: text('target'),
    hideChildren: boolean('hide_children').notNull().default(false),
    hideHeader: boolean('hide_header').notNull().default(false),
    affix: boolean('affix').notNull().default(false),
    systemCode: text('system_code').notNull().default('TMS'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId)],
);

export const menuLanguages = pgTable(
  'sys_menu_language',
  {
    id: id(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    ...audit,
  },
  (t) => [uniqueIndex('sys_menu_language_uq').on(t.menuId, t.lang)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const roleMenus = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    menuId: bigint('menu_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleDepts = pgTable(
  'sys_role_dept',
  {
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export type LabelTranslations = { 'zh-HK'?: string; 'en-US'?: string };

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    id: id(),
    /** zh-CN name; other languages in labels. */
    dictName: text('dict_name').notNull(),
    labels: jsonb('labels').$type<LabelTranslations>().notNull().default({}),
    dictType: text('dict_type').notNull(),
    status: text('status').notNull().default('0'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_dict_type_uq').on(t.dictType)],
);

export const dictData = pgTable(
  'sys_dict_data',
  {
    id: id(),
    dictSort: integer('dict_sort').notNull().default(0),
    /** zh-CN label; other languages in labels. */
    dictLabel: text('dict_label').notNull(),
    labels: jsonb('labels').$type<LabelTranslations>().notNull().default({}),
    dictValue: text('dict_value').notNull(),
    dictType: text('dict_type').notNull(),
    cssClass: text('css_class'),
    listClass: text('list_class'),
    isDefault: text('is_default').notNull().default('N'),
    status: text('status').notNull().default('0'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_dict_data_uq').on(t.dictType, t.dictValue)],
);

export const configs = pgTable(
  'sys_config',
  {
    id: id(),
    configName: text('config_name').notNull(),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull(),
    /** Y built-in (cannot be deleted), N user-defined. */
    configType: text('config_type').notNull().default('N'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);

export const districts = pgTable(
  'sys_district',
  {
    id: id(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 1 province, 2 city, 3 area, 4 street. */
    level: smallint('level').notNull(),
    ...audit,
  },
  (t) => [uniqueIndex('sys_district_code_uq').on(t.code), index('sys_district_parent_idx').on(t.parentId)],
);

export const authClients = pgTable(
  'sys_auth_client',
  {
    id: id(),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    /** Stored as a hash; shown once when created. */
    clientSecretHash: text('client_secret_hash').notNull(),
    portalUrl: text('portal_url'),
    status: text('status').notNull().default('0'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_auth_client_uq').on(t.clientId)],
);

/** One-time access-key codes issued for an auth client (single sign-on). Only hashes are stored. */
export const authCodes = pgTable('sys_auth_code', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const dispatchCenters = pgTable(
  'dispatch_center',
  {
    uuid: text('uuid').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    contact: text('contact'),
    phone: text('phone'),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    status: text('status').notNull().default('0'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('dispatch_center_code_uq').on(t.code)],
);

export const userDispatchCenters = pgTable(
  'sys_user_dispatch_center',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    dispatchCenterId: text('dispatch_center_id').notNull(),
    /** 1 default. */
    isDefault: smallint('is_default').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dispatchCenterId] })],
);

/** dataGroup: a base_data_group, which gives the user every client bound to it. */
export const DATA_GROUP_TYPES = ['client', 'carrier', 'dispatchCenter', 'zone', 'dataGroup'] as const;
export type DataGroupType = (typeof DATA_GROUP_TYPES)[number];

export const userDataGroups = pgTable(
  'sys_user_data_group',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    groupType: text('group_type').$type<DataGroupType>().notNull(),
    refId: text('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupType, t.refId] })],
);

/** Server-side sessions: only the token hash is kept. Also the online-user list. */
export const sessions = pgTable(
  'sys_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    ipaddr: text('ipaddr'),
    browser: text('browser'),
    os: text('os'),
    loginTime: ts('login_time').notNull().defaultNow(),
    lastAccessTime: ts('last_access_time').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);

export const captchas = pgTable('sys_captcha', {
  token: text('token').primaryKey(),
  offsetX: integer('offset_x').notNull(),
  expiresAt: ts('expires_at').notNull(),
  /** Set when the dragged offset matched; the verification is then usable once for sign-in. */
  verificationHash: text('verification_hash'),
  usedAt: ts('used_at'),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const operLogs = pgTable(
  'sys_oper_log',
  {
    id: id(),
    title: text('title'),
    businessType: text('business_type'),
    method: text('method'),
    requestMethod: text('request_method').notNull(),
    operName: text('oper_name'),
    operUrl: text('oper_url').notNull(),
    operIp: text('oper_ip'),
    operParam: text('oper_param'),
    jsonResult: text('json_result'),
    /** 0 success, 1 failure. */
    status: smallint('status').notNull(),
    errorMsg: text('error_msg'),
    operTime: ts('oper_time').notNull().defaultNow(),
    costTime: integer('cost_time').notNull().default(0),
  },
  (t) => [index('sys_oper_log_time_idx').on(t.operTime)],
);

export const loginLogs = pgTable(
  'sys_login_log',
  {
    id: id(),
    userName: text('user_name'),
    ipaddr: text('ipaddr'),
    browser: text('browser'),
    os: text('os'),
    /** 0 success, 1 failure. */
    status: smallint('status').notNull(),
    msg: text('msg'),
    loginTime: ts('login_time').notNull().defaultNow(),
  },
  (t) => [index('sys_login_log_time_idx').on(t.loginTime)],
);

export const requestLogs = pgTable(
  'sys_request_log',
  {
    id: id(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    bodyCode: integer('body_code'),
    userName: text('user_name'),
    ip: text('ip'),
    costMs: integer('cost_ms').notNull(),
    requestTime: ts('request_time').notNull().defaultNow(),
  },
  (t) => [index('sys_request_log_time_idx').on(t.requestTime)],
);

export const ossFiles = pgTable('sys_oss', {
  id: id(),
  fileName: text('file_name').notNull(),
  originalName: text('original_name').notNull(),
  fileSuffix: text('file_suffix'),
  url: text('url').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type'),
  service: text('service').notNull().default('local'),
  ...audit,
});

export const ossConfigs = pgTable(
  'sys_oss_config',
  {
    id: id(),
    configKey: text('config_key').notNull(),
    endpoint: text('endpoint'),
    bucketName: text('bucket_name'),
    prefix: text('prefix'),
    accessKey: text('access_key'),
    secretKey: text('secret_key'),
    domain: text('domain'),
    region: text('region'),
    isHttps: text('is_https').notNull().default('N'),
    /** '0' the storage in use; exactly one row has it. */
    status: text('status').notNull().default('1'),
    remark: text('remark'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_oss_config_key_uq').on(t.configKey)],
);

export const appInfos = pgTable('app_info', {
  id: id(),
  /** android or ios */
  type: text('type').notNull(),
  /** appDriverClient or appAdminClient */
  clientType: text('client_type').notNull(),
  version: text('version').notNull(),
  downloadUrl: text('download_url').notNull(),
  remark: text('remark'),
  ...audit,
});

export const columnSettings = pgTable(
  'sys_col_set',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    systemCode: text('system_code').notNull(),
    modular: text('modular').notNull(),
    code: text('code').notNull(),
    name: text('name'),
    width: integer('width'),
    /** 1 hidden, 0 shown. */
    hidden: smallint('hidden').notNull().default(0),
    index: integer('index').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_col_set_uq').on(t.userId, t.systemCode, t.modular, t.code)],
);

export const REPORT_TASK_STATUSES = ['WAIT', 'RUNNING', 'FINISH', 'FAIL'] as const;
export type ReportTaskStatus = (typeof REPORT_TASK_STATUSES)[number];

export const reportTasks = pgTable(
  'report_task',
  {
    id: id(),
    name: text('name').notNull(),
    /** The kind of export, e.g. system.user.export; picks the job handler. */
    kind: text('kind').notNull(),
    status: text('status').$type<ReportTaskStatus>().notNull().default('WAIT'),
    progress: integer('progress').notNull().default(0),
    /** Rows written so far and the rows the export expects (shown in the download center while RUNNING). */
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsTotal: integer('rows_total'),
    remark: text('remark'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    lang: text('lang').notNull().default('zh-CN'),
    filePath: text('file_path'),
    fileName: text('file_name'),
    createUserId: bigint('create_user_id', { mode: 'number' }).notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    createTime: ts('create_time').notNull().defaultNow(),
    finishTime: ts('finish_time'),
    /** How many times a worker claimed the task (a task that keeps crashing its worker is failed). */
    attempts: integer('attempts').notNull().default(0),
    /** Renewed by the worker while RUNNING; a RUNNING task whose heartbeat is stale was orphaned by a crash. */
    heartbeatTime: ts('heartbeat_time'),
  },
  (t) => [
    index('report_task_user_idx').on(t.createUserId, t.createTime),
    index('report_task_status_idx').on(t.status),
  ],
);

/** Records of outbound calls to external systems (pushes); used by later areas too. */
export const integrationSettings = pgTable(
  'sys_integration_setting',
  {
    id: id(),
    name: text('name').notNull(),
    url: text('url'),
    enabled: boolean('enabled').notNull().default(true),
    /** HTTP method of a gateway call (the SMS gateway; pushes always POST JSON). */
    method: text('method').notNull().default('POST'),
    /** Extra request headers of a gateway call, e.g. an API key; values may use {mobile} and {code}. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The request body of a gateway call with {mobile}, {code} and {purpose}; empty: a JSON default. */
    bodyTemplate: text('body_template'),
    ...audit,
  },
  (t) => [uniqueIndex('sys_integration_setting_uq').on(t.name)],
);

/**
 * What the product's seed has put into this database (menus by key, dictionary types, dictionary values
 * as type:value): an upgrade adds the seed's new items once and never brings back one an administrator
 * removed.
 */
export const seedItems = pgTable(
  'sys_seed_item',
  {
    kind: text('kind').$type<'menu' | 'dictType' | 'dictData' | 'grant' | 'groupCarrier'>().notNull(),
    key: text('key').notNull(),
    applyTime: ts('apply_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
