import {
  type AlertRuleType,
  type PermissionKey,
  type PermissionScreen,
  type ScreenAction,
  type ScreenKey,
  screenPermissions,
} from '@tms/domain';

/**
 * The menu tree the seed installs: directories (M), menus (C) and buttons (F), with names in three
 * languages. The permission keys come from the domain's catalogue (auth/permission-keys.ts): a screen's
 * menu holds its `list` key and its buttons are the catalogue's other keys, in the catalogue's order.
 */
export type SeedMenu = {
  key: string;
  names: Names;
  type: 'M' | 'C' | 'F';
  path?: string;
  component?: string;
  icon?: string;
  perms?: PermissionKey;
  redirect?: string;
  visible?: '0' | '1';
  affix?: boolean;
  target?: string;
  children?: SeedMenu[];
};
type Names = [zhCN: string, zhHK: string, enUS: string];

/** A button's name by its action; a screen may name one of its buttons otherwise. */
const ACTION_NAMES: Record<Exclude<ScreenAction, 'list'>, Names> = {
  query: ['查询', '查詢', 'Query'],
  add: ['新增', '新增', 'Add'],
  edit: ['修改', '修改', 'Edit'],
  remove: ['删除', '刪除', 'Delete'],
  export: ['导出', '匯出', 'Export'],
  import: ['导入', '匯入', 'Import'],
  enable: ['启用', '啟用', 'Enable'],
  disable: ['停用', '停用', 'Disable'],
  review: ['审核', '審核', 'Review'],
  blacklist: ['黑名单', '黑名單', 'Blacklist'],
  push: ['推送', '推送', 'Push'],
  bind: ['绑定', '綁定', 'Bind'],
  valid: ['生效/失效', '生效/失效', 'Valid/invalid'],
  confirm: ['审核', '審核', 'Confirm'],
  withdraw: ['撤回', '撤回', 'Withdraw'],
  handout: ['下发/取消下发', '下發/取消下發', 'Hand out / cancel'],
  cancel: ['取消', '取消', 'Cancel'],
  log: ['日志', '日誌', 'Log'],
  lock: ['锁定', '鎖定', 'Lock'],
  unlock: ['解锁', '解鎖', 'Unlock'],
  assignRoute: ['指定承运商线路', '指定承運商線路', 'Assign carrier route'],
  submit: ['提交排线', '提交排線', 'Submit lines'],
  split: ['拆单', '拆單', 'Split waybills'],
  operate: ['调度单操作', '調度單操作', 'Dispatch order actions'],
  schedule: ['调度', '調度', 'Schedule'],
  cancelScheduling: ['取消调度', '取消調度', 'Cancel schedule'],
  apply: ['申请审核', '申請審核', 'Apply for approval'],
  ship: ['发运', '發運', 'Ship'],
  finish: ['完成', '完成', 'Finish'],
  examine: ['审核', '審核', 'Approve'],
  annex: ['附件上传删除', '附件上傳刪除', 'Upload and remove annexes'],
  print: ['打印', '打印', 'Print'],
  audit: ['审核', '審核', 'Audit'],
  resetPwd: ['重置密码', '重置密碼', 'Reset password'],
  forceLogout: ['强制下线', '強制下線', 'Force logout'],
  download: ['下载', '下載', 'Download'],
  deal: ['处理', '處理', 'Deal with'],
  handle: ['处理', '處理', 'Handle'],
  deviceKey: ['签发设备密钥', '簽發設備密鑰', 'Issue device key'],
  ingest: ['上报车载数据', '上報車載數據', 'Send telemetry'],
  send: ['发送', '發送', 'Send'],
  refresh: ['刷新', '刷新', 'Refresh'],
};

type ButtonNames<S extends PermissionScreen> = Partial<Record<ScreenAction<S>, Names>>;

/** Buttons (F) for keys of a screen: each key is both the button's menu key and its perms. */
function buttons<S extends PermissionScreen>(
  keys: { action: ScreenAction<S>; key: ScreenKey<S> }[],
  names: ButtonNames<S>,
): SeedMenu[] {
  return keys.map(({ action, key }) => {
    const general: Partial<Record<ScreenAction, Names>> = ACTION_NAMES;
    const named = names[action] ?? general[action];
    if (!named) throw new Error(`seed menus: the button ${key} needs a name`);
    return { key, names: named, type: 'F', perms: key };
  });
}

/** A screen's menu (C) holding its `list` key, with its other keys as buttons in catalogue order. */
function screen<S extends PermissionScreen>(
  key: S,
  menu: { names: Names; path?: string; component?: string },
  names: ButtonNames<S> = {},
): SeedMenu {
  const [list, ...rest] = screenPermissions(key);
  if (list?.action !== 'list') throw new Error(`seed menus: ${key} must start with its list key`);
  // A screen at '<area>:<name>' lives at /<area>/<name> unless it says otherwise.
  const [area, name] = key.split(':');
  return {
    key,
    names: menu.names,
    type: 'C',
    path: menu.path ?? `/${area}/${name}`,
    component: menu.component ?? `${area}/${name}`,
    perms: list.key,
    ...(rest.length > 0 ? { children: buttons(rest, names) } : {}),
  };
}

const BASE_DATA_MENU: SeedMenu = {
  key: 'base',
  names: ['基础数据', '基礎數據', 'Base data'],
  type: 'M',
  path: '/base',
  icon: 'DatabaseOutlined',
  children: [
    screen('base:station', { names: ['站点管理', '站點管理', 'Stations'] }),
    screen('base:client', { names: ['客户管理', '客戶管理', 'Clients'] }),
    screen('base:dataGroup', { names: ['数据组', '數據組', 'Data groups'] }),
    screen('base:carrier', { names: ['承运商管理', '承運商管理', 'Carriers'] }),
    screen('base:driver', { names: ['司机管理', '司機管理', 'Drivers'] }),
    screen('base:vehicle', { names: ['车辆管理', '車輛管理', 'Vehicles'] }),
    screen('base:vehicleModel', { names: ['车型管理', '車型管理', 'Vehicle models'] }),
    screen('base:item', { names: ['物料管理', '物料管理', 'Items'] }),
    screen('base:zone', { names: ['区域管理', '區域管理', 'Zones'] }),
    screen('base:transLocation', { names: ['运输地点', '運輸地點', 'Transport locations'] }),
    screen('base:contact', { names: ['联系人', '聯絡人', 'Contacts'] }),
    screen('base:address', { names: ['地址管理', '地址管理', 'Addresses'] }),
    screen('base:route', { names: ['标准线路', '標準線路', 'Standard routes'] }),
    screen('base:routeGroup', { names: ['固定线路组', '固定線路組', 'Fixed route groups'] }),
    screen('base:orderType', { names: ['订单类型', '訂單類型', 'Order types'] }),
    screen('base:printer', { names: ['打印机', '打印機', 'Printers'] }),
    screen('base:printTemplate', { names: ['打印模板', '打印模板', 'Print templates'] }),
    screen('base:numberRule', { names: ['单号规则', '單號規則', 'Number rules'] }),
    screen('base:integration', { names: ['外部接口', '外部接口', 'Integrations'] }),
    screen('base:recyclable', { names: ['循环物料', '循環物料', 'Recyclable items'] }),
    screen('base:logisticsPlatform', { names: ['物流平台', '物流平台', 'Logistics platforms'] }),
    screen('base:project', { names: ['项目管理', '項目管理', 'Projects'] }),
    screen('base:serviceNetwork', { names: ['服务网点', '服務網點', 'Service network'] }),
    screen('base:sop', { names: ['SOP 管理', 'SOP 管理', 'SOPs'] }),
    screen('base:goodsBarcode', { names: ['商品条码', '商品條碼', 'Goods barcodes'] }),
    screen('base:energy', { names: ['能耗管理', '能耗管理', 'Energy management'] }),
    screen(
      'base:opinion',
      { names: ['意见建议', '意見建議', 'Opinions and suggestions'] },
      { edit: ['回复', '回覆', 'Reply'] },
    ),
  ],
};

/** The nine alert-rule screens, one per rule type (the web's page alertRule/<type>). */
const ALERT_RULE_SCREENS: [type: AlertRuleType, names: Names][] = [
  ['geo', ['电子围栏', '電子圍欄', 'Geo fence']],
  ['speed', ['超速', '超速', 'Speed']],
  ['stop', ['停车', '停車', 'Stop']],
  ['temp', ['温度', '溫度', 'Temperature']],
  ['tired', ['疲劳驾驶', '疲勞駕駛', 'Fatigue']],
  ['door', ['开门', '開門', 'Door']],
  ['gpsLoss', ['GPS 丢失', 'GPS 丟失', 'GPS loss']],
  ['defer', ['延误', '延誤', 'Delay']],
  ['arriveLeave', ['进出站', '進出站', 'Arrive/leave']],
];

/**
 * Alerts: the rule screens and the alert handling screen. The nine rule screens share one set of keys
 * (monitor:alertRule:*), and every key is seeded exactly once (the permission contract), so the rule
 * menus carry no key of their own: the keys are buttons of the rules directory, and a role given them
 * may use every rule screen. The menus sit under 'alert' (not 'monitor', the system monitoring folder).
 */
const ALERT_MENU: SeedMenu = {
  key: 'alert',
  names: ['告警', '告警', 'Alerts'],
  type: 'M',
  path: '/alert',
  icon: 'AlertOutlined',
  children: [
    {
      key: 'alertRule',
      names: ['告警规则', '告警規則', 'Alert rules'],
      type: 'M',
      path: '/alertRule',
      children: [
        ...ALERT_RULE_SCREENS.map(
          ([type, names]): SeedMenu => ({
            key: `alertRule:${type}`,
            names,
            type: 'C',
            path: `/alertRule/${type}`,
            component: `alertRule/${type}`,
          }),
        ),
        ...buttons(screenPermissions('monitor:alertRule'), { list: ['规则列表', '規則列表', 'Rule list'] }),
      ],
    },
    screen('monitor:alert', {
      names: ['告警处理', '告警處理', 'Alerts'],
      path: '/monitor/alert',
      component: 'monitor/alert',
    }),
    // Telemetry has no screen: reading a vehicle's latest readings and sending readings as a signed-in
    // caller (a gateway, the simulator) are buttons of the directory.
    ...buttons(screenPermissions('monitor:telemetry'), { list: ['最新读数', '最新讀數', 'Latest readings'] }),
    // The header's ETA badge opens it by its route name (ExceptionEta, path /exceptionEta).
    screen('monitor:exceptionEta', {
      names: ['到达异常', '到達異常', 'ETA exceptions'],
      path: '/exceptionEta',
      component: 'monitor/exceptionEta',
    }),
    // The header's exception badge opens it by its route name (expageList, path /expageList?status=U).
    screen('monitor:expage', {
      names: ['运输异常', '運輸異常', 'Shipment exceptions'],
      path: '/expageList',
      component: 'monitor/expage',
    }),
    screen('monitor:live', {
      names: ['实时监控', '實時監控', 'Live monitoring'],
      path: '/monitor/live',
      component: 'monitor/live',
    }),
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
      screen('order:waybill', {
        names: ['运单管理', '運單管理', 'Waybills'],
        path: '/Order/Waybill',
        component: 'Order/Waybill',
      }),
      screen('order:order', {
        names: ['订单列表', '訂單列表', 'Order list'],
        path: '/Order/Order',
        component: 'Order/Order',
      }),
      screen(
        'order:lineAdjust',
        {
          names: ['手工排线', '手工排線', 'Manual dispatch'],
          path: '/Order/WaybillLine/LineAdjustManage',
          component: 'Order/WaybillLine/LineAdjustManage',
        },
        { edit: ['排线调整', '排線調整', 'Adjust lines'] },
      ),
    ],
  },
  {
    key: 'shipment',
    names: ['调度管理', '調度管理', 'Shipments'],
    type: 'M',
    path: '/Shipment',
    icon: 'CarOutlined',
    children: [
      screen(
        'shipment:shipment',
        {
          names: ['调度单管理', '調度單管理', 'Dispatch orders'],
          path: '/Shipment/ShipmentR',
          component: 'Shipment/ShipmentR',
        },
        { edit: ['调整线路', '調整線路', 'Edit lines'] },
      ),
      // Proof of delivery opens from the shipment list: its keys are buttons, not a menu of its own.
      ...buttons(screenPermissions('shipment:epod'), {
        list: ['回单查看', '回單查看', 'View receipts'],
        edit: ['回单录入', '回單錄入', 'Record receipts'],
        audit: ['回单审核', '回單審核', 'Audit receipts'],
      }),
    ],
  },
  BASE_DATA_MENU,
  ALERT_MENU,
  {
    key: 'system',
    names: ['系统管理', '系統管理', 'System'],
    type: 'M',
    path: '/system',
    icon: 'SettingOutlined',
    children: [
      screen('system:user', { names: ['用户管理', '用戶管理', 'Users'] }),
      screen('system:role', { names: ['角色管理', '角色管理', 'Roles'] }),
      screen('system:menu', { names: ['菜单管理', '菜單管理', 'Menus'] }),
      screen('system:dept', { names: ['部门管理', '部門管理', 'Departments'] }),
      screen('system:dict', { names: ['字典管理', '字典管理', 'Dictionaries'] }),
      screen('system:config', { names: ['参数设置', '參數設置', 'Parameters'] }),
      screen('system:district', { names: ['行政区划', '行政區劃', 'Districts'] }),
      screen('system:dispatchCenter', { names: ['调度中心', '調度中心', 'Dispatch centers'] }),
      screen('system:menuLanguage', { names: ['菜单语言', '菜單語言', 'Menu languages'] }),
      screen('system:authClient', { names: ['授权客户端', '授權客戶端', 'Auth clients'] }),
      screen('system:oss', { names: ['文件存储', '文件存儲', 'File storage'] }),
      screen('system:appInfo', { names: ['应用管理', '應用管理', 'App management'] }),
      screen('system:messageSetting', { names: ['消息设置', '訊息設定', 'Message settings'] }),
      screen('system:dataScreen', { names: ['数据大屏', '數據大屏', 'Data screen'] }),
    ],
  },
  {
    key: 'monitor',
    names: ['系统监控', '系統監控', 'Monitoring'],
    type: 'M',
    path: '/monitor',
    icon: 'MonitorOutlined',
    children: [
      screen('monitor:online', { names: ['在线用户', '在線用戶', 'Online users'] }),
      screen(
        'monitor:operlog',
        { names: ['操作日志', '操作日誌', 'Operation log'] },
        { query: ['详情', '詳情', 'Details'] },
      ),
      screen('monitor:logininfor', { names: ['登录日志', '登入日誌', 'Login log'] }),
      screen('monitor:requestlog', { names: ['请求日志', '請求日誌', 'Request log'] }),
    ],
  },
  {
    key: 'message',
    names: ['消息管理', '消息管理', 'Messages'],
    type: 'M',
    path: '/message',
    icon: 'MailOutlined',
    children: [
      screen('message:inbox', { names: ['收件箱', '收件箱', 'Inbox'] }, { query: ['阅读', '閱讀', 'Read'] }),
      screen(
        'message:outbox',
        { names: ['发件箱', '寄件箱', 'Outbox'] },
        { query: ['查看', '查看', 'View'] },
      ),
      screen('message:draftBox', { names: ['草稿箱', '草稿箱', 'Drafts'] }),
    ],
  },
  {
    // Reports and the dashboard. The report page's component names contain rpt_ (report pages); the
    // directory's path is not /report, which the hidden download-center directory holds.
    key: 'rpt',
    names: ['报表', '報表', 'Reports'],
    type: 'M',
    path: '/rpt',
    icon: 'BarChartOutlined',
    children: [
      screen('report:dashboard', {
        names: ['数据看板', '數據看板', 'Dashboard'],
        path: '/rpt/dashboard',
        component: 'report/dashboard',
      }),
      screen(
        'report:shipment',
        {
          names: ['运输报表', '運輸報表', 'Shipment report'],
          path: '/rpt/rpt_shipment',
          component: 'report/rpt_shipment',
        },
        { refresh: ['刷新报表数据', '刷新報表數據', 'Refresh report data'] },
      ),
    ],
  },
  {
    // The download center opens from the header, not the menu: its keys hang under a hidden directory.
    key: 'report',
    names: ['下载中心', '下載中心', 'Download center'],
    type: 'M',
    path: '/report',
    visible: '1',
    children: buttons(screenPermissions('report:task'), { list: ['任务列表', '任務列表', 'Task list'] }),
  },
];

/** A menu's permission key (sys_menu.perms): a screen's list key or a button's own; none for a directory. */
export function permsOf(item: SeedMenu): PermissionKey | null {
  return item.perms ?? null;
}

/** Every seeded menu's permission key by menu key. */
export const SEED_MENU_PERMS: Map<string, PermissionKey | null> = new Map(
  (function* walk(items: SeedMenu[]): Generator<[string, PermissionKey | null]> {
    for (const item of items) {
      yield [item.key, permsOf(item)];
      if (item.children) yield* walk(item.children);
    }
  })(SEED_MENUS),
);
