/** Dictionaries the spec names, with labels in zh-CN, zh-HK and en-US. */
type Entry = [value: string, zhCN: string, zhHK: string, enUS: string, listClass?: string];
export type SeedDictionary = { type: string; names: [string, string, string]; entries: Entry[] };

export const SEED_DICTIONARIES: SeedDictionary[] = [
  {
    type: 'sys_normal_disable',
    names: ['系统开关', '系統開關', 'Status'],
    entries: [
      ['0', '正常', '正常', 'Normal', 'success'],
      ['1', '停用', '停用', 'Disabled', 'error'],
    ],
  },
  {
    type: 'sys_user_sex',
    names: ['用户性别', '用戶性別', 'Sex'],
    entries: [
      ['0', '男', '男', 'Male'],
      ['1', '女', '女', 'Female'],
      ['2', '未知', '未知', 'Unknown'],
    ],
  },
  {
    type: 'sys_show_hide',
    names: ['菜单状态', '菜單狀態', 'Menu visibility'],
    entries: [
      ['0', '显示', '顯示', 'Shown', 'success'],
      ['1', '隐藏', '隱藏', 'Hidden', 'default'],
    ],
  },
  {
    type: 'sys_yes_no',
    names: ['系统是否', '系統是否', 'Yes / no'],
    entries: [
      ['Y', '是', '是', 'Yes'],
      ['N', '否', '否', 'No'],
    ],
  },
  {
    type: 'message_type',
    names: ['消息类型', '消息類型', 'Message type'],
    entries: [
      ['NOTICE', '通知', '通知', 'Notice'],
      ['SYSTEM', '系统消息', '系統消息', 'System message'],
      ['DISPATCH', '调度消息', '調度消息', 'Dispatch message'],
    ],
  },
  {
    type: 'order_breed',
    names: ['订单品类', '訂單品類', 'Order breed'],
    entries: [
      ['1', '冷冻', '冷凍', 'Frozen'],
      ['2', '冷藏', '冷藏', 'Chilled'],
      ['3', '常温', '常溫', 'Ambient'],
      ['4', '混合温层', '混合溫層', 'Multi-temperature'],
    ],
  },
  {
    type: 'route_transport_way',
    names: ['运输方式', '運輸方式', 'Transport way'],
    entries: [
      ['1', '整车', '整車', 'Full truckload'],
      ['2', '零担', '零擔', 'Less than truckload'],
      ['3', '城配', '城配', 'City delivery'],
      ['4', '干线', '幹線', 'Line haul'],
    ],
  },
  {
    type: 'waybill_status',
    names: ['运单状态', '運單狀態', 'Waybill status'],
    entries: [
      ['O', '待审核', '待審核', 'Open', 'default'],
      ['E', '已审核', '已審核', 'Audited', 'processing'],
      ['H', '排线中', '排線中', 'In line planning', 'warning'],
      ['S', '已调度', '已調度', 'Scheduled', 'success'],
      ['T', '运输中', '運輸中', 'In transit', 'processing'],
      ['F', '已完成', '已完成', 'Finished', 'success'],
      ['C', '已取消', '已取消', 'Cancelled', 'error'],
    ],
  },
  {
    type: 'order_type',
    names: ['订单类型', '訂單類型', 'Order type'],
    entries: [
      ['1', '配送订单', '配送訂單', 'Delivery order'],
      ['2', '提货订单', '提貨訂單', 'Pick-up order'],
      ['3', '调拨订单', '調撥訂單', 'Transfer order'],
      ['4', '退货订单', '退貨訂單', 'Return order'],
    ],
  },
  {
    type: 'order_is_split',
    names: ['是否拆单', '是否拆單', 'Split'],
    entries: [
      ['Y', '已拆单', '已拆單', 'Split'],
      ['N', '未拆单', '未拆單', 'Not split'],
    ],
  },
  {
    type: 'route_shipment_type',
    names: ['调度单类型', '調度單類型', 'Shipment type'],
    entries: [
      ['1', '配送', '配送', 'Delivery'],
      ['2', '提货', '提貨', 'Pick-up'],
      ['3', '转运', '轉運', 'Cross-dock'],
      ['4', '退货', '退貨', 'Return'],
    ],
  },
  {
    type: 'item_classification_type',
    names: ['运输分类', '運輸分類', 'Transport classification'],
    entries: [
      ['1', '普通货物', '普通貨物', 'General cargo'],
      ['2', '易碎品', '易碎品', 'Fragile'],
      ['3', '贵重品', '貴重品', 'High value'],
      ['4', '危险品', '危險品', 'Dangerous goods'],
    ],
  },
  {
    type: 'mat_type',
    names: ['物料类型', '物料類型', 'Material type'],
    entries: [
      ['1', '主物料', '主物料', 'Main material'],
      ['2', '辅物料', '輔物料', 'Auxiliary material'],
      ['3', '捆绑物料', '捆綁物料', 'Bundled material'],
    ],
  },
  {
    type: 'item_box',
    names: ['包装单位', '包裝單位', 'Packing unit'],
    entries: [
      ['BOX', '箱', '箱', 'Case'],
      ['PLT', '托', '托', 'Pallet'],
      ['EA', '件', '件', 'Each'],
      ['CRATE', '周转箱', '周轉箱', 'Crate'],
    ],
  },
  {
    type: 'item_temperature',
    names: ['温层', '溫層', 'Temperature layer'],
    entries: [
      ['FROZEN', '冷冻 (-18℃)', '冷凍 (-18℃)', 'Frozen (-18 °C)', 'blue'],
      ['CHILLED', '冷藏 (0~4℃)', '冷藏 (0~4℃)', 'Chilled (0 to 4 °C)', 'cyan'],
      ['AMBIENT', '常温', '常溫', 'Ambient', 'orange'],
    ],
  },
  {
    type: 'item_type',
    names: ['商品类型', '商品類型', 'Item type'],
    entries: [
      ['1', '肉类', '肉類', 'Meat'],
      ['2', '乳制品', '乳製品', 'Dairy'],
      ['3', '果蔬', '果蔬', 'Fruit and vegetables'],
      ['4', '冷冻食品', '冷凍食品', 'Frozen food'],
      ['5', '饮料', '飲料', 'Beverages'],
      ['6', '干货', '乾貨', 'Dry goods'],
    ],
  },
];

export const SEED_CONFIGS: { key: string; name: string; value: string; remark: string }[] = [
  { key: 'sys.account.captchaEnabled', name: '登录滑块验证码开关', value: 'true', remark: 'true/false' },
  { key: 'sys.account.ssoPortalUrl', name: '单点登录门户地址', value: '/user/login', remark: 'SSO portal' },
  { key: 'sys.api.encryptEnabled', name: '敏感响应加密', value: 'false', remark: 'true/false' },
  { key: 'is_preview_print_task', name: '打印方式', value: 'N', remark: 'Y 直接打印 PDF，N 预览' },
  { key: 'sys.site.url', name: '站点地址', value: 'http://localhost:8080', remark: 'QR block' },
];
