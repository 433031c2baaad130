import {
  CAR_SHIFT_CONFIG_KEY,
  ORDER_STATUS_INFO,
  SEPARATE_APPLY_AND_EXAMINE_KEY,
  SHIPMENT_LINE_TYPES,
  SHIPMENT_STATUSES,
  SYSTEM_MESSAGE_TYPES,
  seededText,
  WAYBILL_STATUSES,
} from '@tms/domain';

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
      [SYSTEM_MESSAGE_TYPES.alert, '告警消息', '告警消息', 'Alert'],
      [SYSTEM_MESSAGE_TYPES.exceptionEta, 'ETA异常', 'ETA異常', 'ETA exception'],
      [SYSTEM_MESSAGE_TYPES.shipmentReview, '调度单审核', '調度單審核', 'Shipment review'],
      [SYSTEM_MESSAGE_TYPES.export, '导出通知', '匯出通知', 'Export'],
      [SYSTEM_MESSAGE_TYPES.import, '导入报告', '匯入報告', 'Import report'],
      [SYSTEM_MESSAGE_TYPES.insurance, '保险到期', '保險到期', 'Insurance expiry'],
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
    // The codes and labels of the waybill state machine (docs/waybill-states.md).
    entries: WAYBILL_STATUSES.map((s) => [
      s.code,
      s.labels['zh-CN'],
      s.labels['zh-HK'],
      s.labels['en-US'],
      s.listClass,
    ]),
  },
  {
    type: 'shipment_line_type',
    names: ['线路类型', '線路類型', 'Line type'],
    // packages/domain/src/dispatch/shipment-state.ts (defaultLineTypeV2/V3).
    entries: SHIPMENT_LINE_TYPES.map((s) => [
      s.code,
      s.labels['zh-CN'],
      s.labels['zh-HK'],
      s.labels['en-US'],
    ]),
  },
  {
    type: 'shipment_status',
    names: ['调度单状态', '調度單狀態', 'Shipment status'],
    // packages/domain/src/dispatch/shipment-state.ts (docs/waybill-states.md).
    entries: SHIPMENT_STATUSES.map((s) => [
      s.code,
      s.labels['zh-CN'],
      s.labels['zh-HK'],
      s.labels['en-US'],
      s.listClass,
    ]),
  },
  {
    type: 'order_status',
    names: ['订单状态', '訂單狀態', 'Order status'],
    // packages/domain/src/dispatch/order-state.ts: open, effective, closed.
    entries: ORDER_STATUS_INFO.map((s) => [
      s.code,
      s.labels['zh-CN'],
      s.labels['zh-HK'],
      s.labels['en-US'],
      s.listClass,
    ]),
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
  // fleet: carrier, driver and vehicle review; vehicle model classification; driver licence type
  {
    type: 'review_status',
    names: ['审核状态', '審核狀態', 'Review status'],
    entries: [
      ['0', '待审核', '待審核', 'Pending', 'warning'],
      ['1', '审核通过', '審核通過', 'Approved', 'success'],
      ['2', '审核驳回', '審核駁回', 'Rejected', 'error'],
    ],
  },
  {
    type: 'vehicle_classification',
    names: ['车辆分类', '車輛分類', 'Vehicle classification'],
    entries: [
      ['REEFER', '冷藏车', '冷藏車', 'Refrigerated truck', 'blue'],
      ['INSULATED', '保温车', '保溫車', 'Insulated truck', 'cyan'],
      ['VAN', '厢式货车', '廂式貨車', 'Box van', 'default'],
      ['MULTI_TEMP', '多温区冷藏车', '多溫區冷藏車', 'Multi-temperature reefer', 'purple'],
      ['TRACTOR', '牵引车（冷藏半挂）', '拖頭（冷藏半掛）', 'Tractor with reefer trailer', 'geekblue'],
    ],
  },
  {
    type: 'driver_license_type',
    names: ['准驾车型', '准駕車型', 'Driving licence class'],
    entries: [
      ['A1', 'A1 大型客车', 'A1 大型客車', 'A1 Large bus'],
      ['A2', 'A2 牵引车', 'A2 拖頭', 'A2 Tractor-trailer'],
      ['B1', 'B1 中型客车', 'B1 中型客車', 'B1 Medium bus'],
      ['B2', 'B2 大型货车', 'B2 大型貨車', 'B2 Heavy truck'],
      ['C1', 'C1 小型汽车', 'C1 小型汽車', 'C1 Light vehicle'],
    ],
  },
  // base-route: route group shift and standard route stowage mode.
  {
    type: 'route_group_shift',
    names: ['线路班次', '線路班次', 'Route shift'],
    entries: [
      ['M', '早班', '早班', 'Morning shift', 'gold'],
      ['D', '日班', '日班', 'Day shift', 'blue'],
      ['N', '夜班', '夜班', 'Night shift', 'purple'],
    ],
  },
  {
    type: 'route_stowage_mode',
    names: ['配载方式', '配載方式', 'Stowage mode'],
    entries: [
      ['1', '整车配载', '整車配載', 'Full-load stowage'],
      ['2', '多温层混装', '多溫層混裝', 'Multi-temperature mixed'],
      ['3', '拼车配载', '拼車配載', 'Shared-load stowage'],
    ],
  },
  // Stations.
  {
    type: 'station_type',
    names: ['站点类型', '站點類型', 'Station type'],
    entries: [
      ['1', '门店', '門店', 'Store'],
      ['2', '仓库', '倉庫', 'Warehouse'],
      ['3', '中转枢纽', '中轉樞紐', 'Cross-dock hub'],
      ['4', '供应商', '供應商', 'Supplier'],
    ],
  },
  {
    type: 'station_delivery_type',
    names: ['站点配送方式', '站點配送方式', 'Station delivery type'],
    entries: [
      ['1', '日配', '日配', 'Day delivery'],
      ['2', '夜配', '夜配', 'Night delivery'],
      ['3', '自提', '自提', 'Self pick-up'],
      ['4', '直送', '直送', 'Direct delivery'],
    ],
  },
  {
    type: 'station_billing_method',
    names: ['站点计费方式', '站點計費方式', 'Station billing method'],
    entries: [
      ['1', '按箱', '按箱', 'Per case'],
      ['2', '按重量', '按重量', 'By weight'],
      ['3', '按体积', '按體積', 'By volume'],
      ['4', '按趟', '按趟', 'Per trip'],
    ],
  },
  {
    type: 'station_handover_method',
    names: ['站点交接方式', '站點交接方式', 'Station handover method'],
    entries: [
      ['1', '当面交接', '當面交接', 'Face to face'],
      ['2', '无人交接', '無人交接', 'Unattended drop'],
      ['3', '扫码交接', '掃碼交接', 'QR-code handover'],
    ],
  },
  {
    type: 'station_deliver_property',
    names: ['装卸计算属性', '裝卸計算屬性', 'Load-time property'],
    entries: [
      ['1', '箱数', '箱數', 'Cases'],
      ['2', '重量', '重量', 'Weight'],
      ['3', '体积', '體積', 'Volume'],
    ],
  },
  // items and numbering
  {
    type: 'number_ref_type',
    names: ['单据类型', '單據類型', 'Document type'],
    entries: [
      ['waybill', '运单', '運單', 'Waybill'],
      ['shipment', '调度单', '調度單', 'Shipment'],
      ['order', '订单', '訂單', 'Order'],
      ['returnOrder', '退货单', '退貨單', 'Return order'],
    ],
  },
  {
    type: 'print_template_type',
    names: ['打印模板类型', '打印範本類型', 'Print template type'],
    entries: [
      ['goods', '货物清单', '貨物清單', 'Goods list'],
      ['goodsMulti', '多站货物清单', '多站貨物清單', 'Goods list (multi-stop)'],
      ['shipment', '调度单', '調度單', 'Shipment'],
      ['crossDock', '越库交接单', '越庫交接單', 'Cross-dock handover'],
    ],
  },
  // clients and places
  {
    type: 'trans_location_type',
    names: ['运输地点类型', '運輸地點類型', 'Transport location type'],
    entries: [
      ['warehouse', '仓库', '倉庫', 'Warehouse'],
      ['hub', '集散中心', '集散中心', 'Distribution hub'],
      ['port', '港口码头', '港口碼頭', 'Port'],
      ['airport', '机场货站', '機場貨站', 'Airport cargo terminal'],
      ['supplier', '供应商提货点', '供應商提貨點', 'Supplier pickup point'],
      ['transfer', '中转点', '中轉點', 'Transfer point'],
    ],
  },
  // more base data: recyclables, platforms, service network, SOPs, barcodes, energy, opinions
  {
    type: 'recyclable_type',
    names: ['循环物料类型', '循環物料類型', 'Recyclable type'],
    entries: [
      ['crate', '周转箱', '周轉箱', 'Crate'],
      ['pallet', '托盘', '卡板', 'Pallet'],
      ['other', '其他', '其他', 'Other'],
    ],
  },
  {
    type: 'recyclable_direction',
    names: ['循环物料流向', '循環物料流向', 'Recyclable direction'],
    entries: [
      ['OUT', '发出', '發出', 'Out', 'warning'],
      ['RETURN', '回收', '回收', 'Returned', 'success'],
    ],
  },
  {
    type: 'logistics_platform_type',
    names: ['物流平台类型', '物流平台類型', 'Logistics platform type'],
    entries: [
      ['freight', '网络货运平台', '網絡貨運平台', 'Online freight platform'],
      ['tracking', '车辆定位平台', '車輛定位平台', 'Vehicle tracking platform'],
      ['government', '政府监管平台', '政府監管平台', 'Regulatory platform'],
      ['other', '其他', '其他', 'Other'],
    ],
  },
  {
    type: 'service_network_type',
    names: ['服务网点类型', '服務網點類型', 'Service network type'],
    entries: [
      ['hub', '枢纽', '樞紐', 'Hub'],
      ['depot', '分拨中心', '分撥中心', 'Depot'],
      ['outlet', '营业网点', '營業網點', 'Outlet'],
    ],
  },
  {
    type: 'sop_applies_to',
    names: ['SOP 适用范围', 'SOP 適用範圍', 'SOP applies to'],
    entries: [
      ['client', '客户', '客戶', 'Client'],
      ['lineType', '线路类型', '線路類型', 'Line type'],
      ['temperature', '温层', '溫層', 'Temperature layer'],
    ],
  },
  {
    type: 'barcode_type',
    names: ['条码类型', '條碼類型', 'Barcode type'],
    entries: [
      ['EAN13', 'EAN-13', 'EAN-13', 'EAN-13'],
      ['ITF14', 'ITF-14', 'ITF-14', 'ITF-14'],
      ['CODE128', 'Code 128', 'Code 128', 'Code 128'],
      ['QR', '二维码', '二維碼', 'QR code'],
    ],
  },
  {
    type: 'energy_type',
    names: ['能源类型', '能源類型', 'Energy type'],
    entries: [
      ['diesel', '柴油', '柴油', 'Diesel'],
      ['gasoline', '汽油', '汽油', 'Gasoline'],
      ['electricity', '电', '電', 'Electricity'],
      ['lng', '液化天然气', '液化天然氣', 'LNG'],
      ['refrigerant', '制冷剂', '製冷劑', 'Refrigerant'],
    ],
  },
  {
    type: 'opinion_type',
    names: ['意见类型', '意見類型', 'Opinion type'],
    entries: [
      ['suggestion', '建议', '建議', 'Suggestion'],
      ['complaint', '投诉', '投訴', 'Complaint'],
      ['bug', '问题反馈', '問題反饋', 'Bug report'],
    ],
  },
  {
    type: 'opinion_status',
    names: ['意见处理状态', '意見處理狀態', 'Opinion status'],
    entries: [
      ['N', '新提交', '新提交', 'New', 'processing'],
      ['P', '处理中', '處理中', 'Processing', 'warning'],
      ['D', '已完成', '已完成', 'Done', 'success'],
    ],
  },
];

/**
 * The built-in parameters. Names and remarks that are words are the domain's seeded names
 * (messages/seeded-names.ts): written in zh-CN, read in the reader's language while unchanged.
 */
export const SEED_CONFIGS: { key: string; name: string; value: string; remark: string }[] = [
  {
    key: 'sys.account.captchaEnabled',
    name: seededText('seeded.config.sys.account.captchaEnabled'),
    value: 'true',
    remark: 'true/false',
  },
  {
    key: 'sys.account.ssoPortalUrl',
    name: seededText('seeded.config.sys.account.ssoPortalUrl'),
    value: '/user/login',
    remark: 'SSO portal',
  },
  {
    key: 'sys.api.encryptEnabled',
    name: seededText('seeded.config.sys.api.encryptEnabled'),
    value: 'false',
    remark: 'true/false',
  },
  {
    key: 'is_preview_print_task',
    name: seededText('seeded.config.is_preview_print_task'),
    value: 'N',
    remark: seededText('seeded.configRemark.is_preview_print_task'),
  },
  {
    key: SEPARATE_APPLY_AND_EXAMINE_KEY,
    name: seededText(`seeded.config.${SEPARATE_APPLY_AND_EXAMINE_KEY}`),
    value: 'true',
    remark: seededText(`seeded.configRemark.${SEPARATE_APPLY_AND_EXAMINE_KEY}`),
  },
  {
    key: CAR_SHIFT_CONFIG_KEY,
    name: seededText(`seeded.config.${CAR_SHIFT_CONFIG_KEY}`),
    value: JSON.stringify({
      default: [
        { shiftCode: 'A', shiftName: '早班', startTime: '06:00', endTime: '14:00' },
        { shiftCode: 'B', shiftName: '中班', startTime: '14:00', endTime: '22:00' },
        { shiftCode: 'C', shiftName: '夜班', startTime: '22:00', endTime: '06:00' },
      ],
    }),
    remark: seededText(`seeded.configRemark.${CAR_SHIFT_CONFIG_KEY}`),
  },
  {
    key: 'sys.site.url',
    name: seededText('seeded.config.sys.site.url'),
    value: 'http://localhost:8080',
    remark: 'QR block',
  },
];
