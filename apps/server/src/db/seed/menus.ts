/** The menu tree the seed installs: directories (M), menus (C) and buttons (F), with names in three languages. */
export type SeedMenu = {
  key: string;
  names: [zhCN: string, zhHK: string, enUS: string];
  type: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  icon?: string;
  perms?: string;
  redirect?: string;
  visible?: '0' | '1';
  affix?: boolean;
  target?: string;
  children?: SeedMenu[];
};

const crud = (prefix: string, extra: SeedMenu[] = []): SeedMenu[] => [
  { key: `${prefix}:query`, names: ['查询', '查詢', 'Query'], type: 'F', perms: `${prefix}:query` },
  { key: `${prefix}:add`, names: ['新增', '新增', 'Add'], type: 'F', perms: `${prefix}:add` },
  { key: `${prefix}:edit`, names: ['修改', '修改', 'Edit'], type: 'F', perms: `${prefix}:edit` },
  { key: `${prefix}:remove`, names: ['删除', '刪除', 'Delete'], type: 'F', perms: `${prefix}:remove` },
  ...extra,
];
const exportButton = (prefix: string): SeedMenu => ({
  key: `${prefix}:export`,
  names: ['导出', '匯出', 'Export'],
  type: 'F',
  perms: `${prefix}:export`,
});

/** Buttons of the waybill and order screens (issue 4), with names in three languages. */
const ORDER_BUTTONS = (prefix: string, actions: string[]): SeedMenu[] => {
  const labels: Record<string, SeedMenu['names']> = {
    confirm: ['审核', '審核', 'Confirm'],
    withdraw: ['撤回', '撤回', 'Withdraw'],
    handout: ['下发/取消下发', '下發/取消下發', 'Hand out / cancel'],
    cancel: ['取消', '取消', 'Cancel'],
    import: ['导入', '匯入', 'Import'],
    log: ['日志', '日誌', 'Log'],
    review: ['审核', '審核', 'Review'],
    lock: ['锁定', '鎖定', 'Lock'],
    unlock: ['解锁', '解鎖', 'Unlock'],
    assignRoute: ['指定承运商线路', '指定承運商線路', 'Assign carrier route'],
  };
  return actions.map((action) => ({
    key: `${prefix}:${action}`,
    names: labels[action] ?? [action, action, action],
    type: 'F' as const,
    perms: `${prefix}:${action}`,
  }));
};

/** A base-data screen: list menu with query/add/edit/remove and the extra buttons its area needs. */
const baseScreen = (entity: string, names: SeedMenu['names'], extra: string[] = []): SeedMenu => {
  const labels: Record<string, SeedMenu['names']> = {
    export: ['导出', '匯出', 'Export'],
    import: ['导入', '匯入', 'Import'],
    enable: ['启用', '啟用', 'Enable'],
    disable: ['停用', '停用', 'Disable'],
    review: ['审核', '審核', 'Review'],
    blacklist: ['黑名单', '黑名單', 'Blacklist'],
    push: ['推送', '推送', 'Push'],
    bind: ['绑定', '綁定', 'Bind'],
    valid: ['生效/失效', '生效/失效', 'Valid/invalid'],
  };
  return {
    key: `base:${entity}`,
    names,
    type: 'C',
    path: `/base/${entity}`,
    component: `base/${entity}`,
    perms: `base:${entity}:list`,
    children: crud(
      `base:${entity}`,
      extra.map((action) => ({
        key: `base:${entity}:${action}`,
        names: labels[action] ?? [action, action, action],
        type: 'F' as const,
        perms: `base:${entity}:${action}`,
      })),
    ),
  };
};

const BASE_DATA_MENU: SeedMenu = {
  key: 'base',
  names: ['基础数据', '基礎數據', 'Base data'],
  type: 'M',
  path: '/base',
  icon: 'DatabaseOutlined',
  children: [
    baseScreen(
      'station',
      ['站点管理', '站點管理', 'Stations'],
      ['export', 'import', 'enable', 'disable', 'push'],
    ),
    baseScreen('client', ['客户管理', '客戶管理', 'Clients'], ['export', 'import', 'enable', 'disable']),
    baseScreen('dataGroup', ['数据组', '數據組', 'Data groups'], ['bind', 'export']),
    baseScreen('carrier', ['承运商管理', '承運商管理', 'Carriers'], ['export', 'review', 'blacklist']),
    baseScreen('driver', ['司机管理', '司機管理', 'Drivers'], ['export', 'import', 'review']),
    baseScreen('vehicle', ['车辆管理', '車輛管理', 'Vehicles'], ['export', 'import', 'review']),
    baseScreen('vehicleModel', ['车型管理', '車型管理', 'Vehicle models'], ['export']),
    baseScreen('item', ['物料管理', '物料管理', 'Items'], ['export', 'import']),
    baseScreen('zone', ['区域管理', '區域管理', 'Zones'], ['export']),
    baseScreen('transLocation', ['运输地点', '運輸地點', 'Transport locations'], ['export']),
    baseScreen('contact', ['联系人', '聯絡人', 'Contacts'], ['export']),
    baseScreen('address', ['地址管理', '地址管理', 'Addresses'], ['export']),
    baseScreen('route', ['标准线路', '標準線路', 'Standard routes'], ['export']),
    baseScreen('routeGroup', ['固定线路组', '固定線路組', 'Fixed route groups'], ['export', 'valid']),
    baseScreen('orderType', ['订单类型', '訂單類型', 'Order types'], ['export']),
    baseScreen('printer', ['打印机', '打印機', 'Printers'], ['export']),
    baseScreen('printTemplate', ['打印模板', '打印模板', 'Print templates'], ['export']),
    baseScreen('numberRule', ['单号规则', '單號規則', 'Number rules'], ['export']),
    baseScreen('integration', ['外部接口', '外部接口', 'Integrations']),
  ],
};

export const SEED_MENUS: SeedMenu[] = [
  {
    key: 'welcome',
    names: ['首页', '首頁', 'Home'],
    type: 'C',
    path: '/welcome',
    component: 'Welcome',
    icon: 'HomeOutlined',
    affix: true,
  },
  {
    key: 'order',
    names: ['订单管理', '訂單管理', 'Orders'],
    type: 'M',
    path: '/Order',
    icon: 'ProfileOutlined',
    children: [
      {
        key: 'order:waybill',
        names: ['运单管理', '運單管理', 'Waybills'],
        type: 'C',
        path: '/Order/Waybill',
        component: 'Order/Waybill',
        perms: 'order:waybill:list',
        children: crud('order:waybill', [
          exportButton('order:waybill'),
          ...ORDER_BUTTONS('order:waybill', ['confirm', 'withdraw', 'handout', 'cancel', 'import', 'log']),
        ]),
      },
      {
        key: 'order:order',
        names: ['订单列表', '訂單列表', 'Order list'],
        type: 'C',
        path: '/Order/Order',
        component: 'Order/Order',
        perms: 'order:order:list',
        children: crud(
          'order:order',
          ORDER_BUTTONS('order:order', ['review', 'withdraw', 'lock', 'unlock', 'assignRoute']),
        ),
      },
      {
        key: 'order:lineAdjust',
        names: ['手工排线', '手工排線', 'Manual wiring'],
        type: 'C',
        path: '/Order/WaybillLine/LineAdjustManage',
        component: 'Order/WaybillLine/LineAdjustManage',
        perms: 'order:lineAdjust:list',
        children: [
          {
            key: 'order:lineAdjust:edit',
            names: ['排线调整', '排線調整', 'Adjust lines'],
            type: 'F',
            perms: 'order:lineAdjust:edit',
          },
          {
            key: 'order:lineAdjust:submit',
            names: ['提交排线', '提交排線', 'Submit lines'],
            type: 'F',
            perms: 'order:lineAdjust:submit',
          },
          {
            key: 'order:lineAdjust:split',
            names: ['拆单', '拆單', 'Split waybills'],
            type: 'F',
            perms: 'order:lineAdjust:split',
          },
        ],
      },
    ],
  },
  {
    key: 'shipment',
    names: ['调度管理', '調度管理', 'Shipments'],
    type: 'M',
    path: '/Shipment',
    icon: 'CarOutlined',
    children: [
      {
        key: 'shipment:shipment',
        names: ['调度单管理', '調度單管理', 'Dispatch orders'],
        type: 'C',
        path: '/Shipment/ShipmentR',
        component: 'Shipment/ShipmentR',
        perms: 'shipment:shipment:list',
        children: [
          {
            key: 'shipment:shipment:query',
            names: ['查询', '查詢', 'Query'],
            type: 'F',
            perms: 'shipment:shipment:query',
          },
          {
            key: 'shipment:shipment:edit',
            names: ['调整线路', '調整線路', 'Edit lines'],
            type: 'F',
            perms: 'shipment:shipment:edit',
          },
          {
            key: 'shipment:shipment:operate',
            names: ['调度单操作', '調度單操作', 'Dispatch order actions'],
            type: 'F',
            perms: 'shipment:shipment:operate',
          },
          {
            key: 'shipment:shipment:schedule',
            names: ['调度', '調度', 'Schedule'],
            type: 'F',
            perms: 'shipment:shipment:schedule',
          },
          {
            key: 'shipment:shipment:apply',
            names: ['申请审核', '申請審核', 'Apply for approval'],
            type: 'F',
            perms: 'shipment:shipment:apply',
          },
          {
            key: 'shipment:shipment:ship',
            names: ['发运', '發運', 'Ship'],
            type: 'F',
            perms: 'shipment:shipment:ship',
          },
          {
            key: 'shipment:shipment:finish',
            names: ['完成', '完成', 'Finish'],
            type: 'F',
            perms: 'shipment:shipment:finish',
          },
          {
            key: 'shipment:shipment:examine',
            names: ['审核', '審核', 'Approve'],
            type: 'F',
            perms: 'shipment:shipment:examine',
          },
          {
            key: 'shipment:shipment:remove',
            names: ['删除', '刪除', 'Delete'],
            type: 'F',
            perms: 'shipment:shipment:remove',
          },
          exportButton('shipment:shipment'),
          {
            key: 'shipment:shipment:annex',
            names: ['附件上传删除', '附件上傳刪除', 'Upload and remove annexes'],
            type: 'F',
            perms: 'shipment:shipment:annex',
          },
          {
            key: 'shipment:shipment:print',
            names: ['打印', '打印', 'Print'],
            type: 'F',
            perms: 'shipment:shipment:print',
          },
        ],
      },
    ],
  },
  BASE_DATA_MENU,
  {
    key: 'system',
    names: ['系统管理', '系統管理', 'System'],
    type: 'M',
    path: '/system',
    icon: 'SettingOutlined',
    children: [
      {
        key: 'system:user',
        names: ['用户管理', '用戶管理', 'Users'],
        type: 'C',
        path: '/system/user',
        component: 'system/user',
        perms: 'system:user:list',
        children: crud('system:user', [
          exportButton('system:user'),
          {
            key: 'system:user:import',
            names: ['导入', '匯入', 'Import'],
            type: 'F',
            perms: 'system:user:import',
          },
          {
            key: 'system:user:resetPwd',
            names: ['重置密码', '重置密碼', 'Reset password'],
            type: 'F',
            perms: 'system:user:resetPwd',
          },
        ]),
      },
      {
        key: 'system:role',
        names: ['角色管理', '角色管理', 'Roles'],
        type: 'C',
        path: '/system/role',
        component: 'system/role',
        perms: 'system:role:list',
        children: crud('system:role'),
      },
      {
        key: 'system:menu',
        names: ['菜单管理', '菜單管理', 'Menus'],
        type: 'C',
        path: '/system/menu',
        component: 'system/menu',
        perms: 'system:menu:list',
        children: crud('system:menu'),
      },
      {
        key: 'system:dept',
        names: ['部门管理', '部門管理', 'Departments'],
        type: 'C',
        path: '/system/dept',
        component: 'system/dept',
        perms: 'system:dept:list',
        children: crud('system:dept'),
      },
      {
        key: 'system:dict',
        names: ['字典管理', '字典管理', 'Dictionaries'],
        type: 'C',
        path: '/system/dict',
        component: 'system/dict',
        perms: 'system:dict:list',
        children: crud('system:dict'),
      },
      {
        key: 'system:config',
        names: ['参数设置', '參數設置', 'Parameters'],
        type: 'C',
        path: '/system/config',
        component: 'system/config',
        perms: 'system:config:list',
        children: crud('system:config'),
      },
      {
        key: 'system:district',
        names: ['行政区划', '行政區劃', 'Districts'],
        type: 'C',
        path: '/system/district',
        component: 'system/district',
        perms: 'system:district:list',
        children: crud('system:district'),
      },
      {
        key: 'system:dispatchCenter',
        names: ['调度中心', '調度中心', 'Dispatch centers'],
        type: 'C',
        path: '/system/dispatchCenter',
        component: 'system/dispatchCenter',
        perms: 'system:dispatchCenter:list',
        children: crud('system:dispatchCenter'),
      },
      {
        key: 'system:menuLanguage',
        names: ['菜单语言', '菜單語言', 'Menu languages'],
        type: 'C',
        path: '/system/menuLanguage',
        component: 'system/menuLanguage',
        perms: 'system:menuLanguage:list',
        children: crud('system:menuLanguage'),
      },
      {
        key: 'system:authClient',
        names: ['授权客户端', '授權客戶端', 'Auth clients'],
        type: 'C',
        path: '/system/authClient',
        component: 'system/authClient',
        perms: 'system:authClient:list',
        children: crud('system:authClient'),
      },
      {
        key: 'system:oss',
        names: ['文件存储', '文件存儲', 'File storage'],
        type: 'C',
        path: '/system/oss',
        component: 'system/oss',
        perms: 'system:oss:list',
        children: crud('system:oss'),
      },
      {
        key: 'system:appInfo',
        names: ['应用管理', '應用管理', 'App management'],
        type: 'C',
        path: '/system/appInfo',
        component: 'system/appInfo',
        perms: 'system:appInfo:list',
        children: crud('system:appInfo'),
      },
    ],
  },
  {
    key: 'monitor',
    names: ['系统监控', '系統監控', 'Monitoring'],
    type: 'M',
    path: '/monitor',
    icon: 'MonitorOutlined',
    children: [
      {
        key: 'monitor:online',
        names: ['在线用户', '在線用戶', 'Online users'],
        type: 'C',
        path: '/monitor/online',
        component: 'monitor/online',
        perms: 'monitor:online:list',
        children: [
          {
            key: 'monitor:online:forceLogout',
            names: ['强制下线', '強制下線', 'Force logout'],
            type: 'F',
            perms: 'monitor:online:forceLogout',
          },
        ],
      },
      {
        key: 'monitor:operlog',
        names: ['操作日志', '操作日誌', 'Operation log'],
        type: 'C',
        path: '/monitor/operlog',
        component: 'monitor/operlog',
        perms: 'monitor:operlog:list',
        children: [
          { key: 'monitor:operlog:query', names: ['详情', '詳情', 'Details'], type: 'F' },
          { key: 'monitor:operlog:remove', names: ['删除', '刪除', 'Delete'], type: 'F' },
        ],
      },
      {
        key: 'monitor:logininfor',
        names: ['登录日志', '登入日誌', 'Login log'],
        type: 'C',
        path: '/monitor/logininfor',
        component: 'monitor/logininfor',
        perms: 'monitor:logininfor:list',
        children: [
          { key: 'monitor:logininfor:remove', names: ['删除', '刪除', 'Delete'], type: 'F' },
          { key: 'monitor:logininfor:unlock', names: ['解锁', '解鎖', 'Unlock'], type: 'F' },
        ],
      },
      {
        key: 'monitor:requestlog',
        names: ['请求日志', '請求日誌', 'Request log'],
        type: 'C',
        path: '/monitor/requestlog',
        component: 'monitor/requestlog',
        perms: 'monitor:requestlog:list',
      },
    ],
  },
  {
    key: 'report',
    names: ['下载中心', '下載中心', 'Download center'],
    type: 'M',
    path: '/report',
    visible: '1',
    children: [
      {
        key: 'report:task:list',
        names: ['任务列表', '任務列表', 'Task list'],
        type: 'F',
        perms: 'report:task:list',
      },
      {
        key: 'report:task:download',
        names: ['下载', '下載', 'Download'],
        type: 'F',
        perms: 'report:task:download',
      },
    ],
  },
];

/** A menu's permission key: its own, or for a button its menu key. */
export function permsOf(item: SeedMenu): string | null {
  return item.perms ?? (item.type === 'F' ? item.key : null);
}

/** Every seeded menu's permission key by menu key. */
export const SEED_MENU_PERMS: Map<string, string | null> = new Map(
  (function* walk(items: SeedMenu[]): Generator<[string, string | null]> {
    for (const item of items) {
      yield [item.key, permsOf(item)];
      if (item.children) yield* walk(item.children);
    }
  })(SEED_MENUS),
);
