import { defineMessages } from '@tms/domain';

/** Printing from the shipment list (the printed forms' own words are the domain's print.* keys). */
export const shipmentPrintLocale = defineMessages({
  'shipmentPrint.button': { 'zh-CN': '打印', 'zh-HK': '打印', 'en-US': 'Print' },
  'shipmentPrint.goods': { 'zh-CN': '货物交接单', 'zh-HK': '貨物交接單', 'en-US': 'Goods delivery note' },
  'shipmentPrint.shipment': { 'zh-CN': '调度单打印', 'zh-HK': '調度單打印', 'en-US': 'Shipment print' },
  'shipmentPrint.crossDock': { 'zh-CN': '越库交接表', 'zh-HK': '越庫交接表', 'en-US': 'Cross-dock table' },
  'shipmentPrint.log': { 'zh-CN': '打印记录', 'zh-HK': '打印記錄', 'en-US': 'Print log' },
  'shipmentPrint.print': { 'zh-CN': '打印', 'zh-HK': '打印', 'en-US': 'Print' },
  'shipmentPrint.starting': {
    'zh-CN': '即将开始打印…',
    'zh-HK': '即將開始打印…',
    'en-US': 'Printing starts shortly…',
  },
  'shipmentPrint.frame': { 'zh-CN': '打印框架', 'zh-HK': '打印框架', 'en-US': 'Print frame' },
  'shipmentPrint.close': { 'zh-CN': '关闭', 'zh-HK': '關閉', 'en-US': 'Close' },
  'shipmentPrint.empty': {
    'zh-CN': '没有可打印的内容',
    'zh-HK': '沒有可打印的內容',
    'en-US': 'Nothing to print',
  },
  'shipmentPrint.selectFirst': {
    'zh-CN': '请先选择调度单',
    'zh-HK': '請先選擇調度單',
    'en-US': 'Please select dispatch order first',
  },
  'shipmentPrint.selectOne': {
    'zh-CN': '请选择一条调度单',
    'zh-HK': '請選擇一條調度單',
    'en-US': 'Please select exactly one dispatch order',
  },
  'shipmentPrint.pdfFailed': { 'zh-CN': '打印失败', 'zh-HK': '打印失敗', 'en-US': 'Printing failed' },
  'shipmentPrint.logType': { 'zh-CN': '打印类型', 'zh-HK': '打印類型', 'en-US': 'Form' },
  'shipmentPrint.logMode': { 'zh-CN': '方式', 'zh-HK': '方式', 'en-US': 'Mode' },
  'shipmentPrint.logTemplate': { 'zh-CN': '模板', 'zh-HK': '模板', 'en-US': 'Template' },
  'shipmentPrint.logPages': { 'zh-CN': '页数', 'zh-HK': '頁數', 'en-US': 'Pages' },
  'shipmentPrint.logCount': { 'zh-CN': '打印次数', 'zh-HK': '打印次數', 'en-US': 'Print count' },
  'shipmentPrint.logBy': { 'zh-CN': '打印人', 'zh-HK': '打印人', 'en-US': 'Printed by' },
  'shipmentPrint.logTime': { 'zh-CN': '打印时间', 'zh-HK': '打印時間', 'en-US': 'Printed at' },
  'shipmentPrint.mode.pdf': { 'zh-CN': 'PDF', 'zh-HK': 'PDF', 'en-US': 'PDF' },
  'shipmentPrint.mode.preview': { 'zh-CN': '预览打印', 'zh-HK': '預覽打印', 'en-US': 'Preview' },
  'shipmentPrint.type.goods': {
    'zh-CN': '货物交接单',
    'zh-HK': '貨物交接單',
    'en-US': 'Goods delivery note',
  },
  'shipmentPrint.type.goodsMulti': {
    'zh-CN': '货物交接单（多站）',
    'zh-HK': '貨物交接單（多站）',
    'en-US': 'Goods note (multi-stop)',
  },
  'shipmentPrint.type.shipment': { 'zh-CN': '调度单', 'zh-HK': '調度單', 'en-US': 'Dispatch order' },
  'shipmentPrint.type.shipmentHK': {
    'zh-CN': '调度单（香港）',
    'zh-HK': '調度單（香港）',
    'en-US': 'Dispatch order (HK)',
  },
  'shipmentPrint.type.crossDock': {
    'zh-CN': '越库交接表',
    'zh-HK': '越庫交接表',
    'en-US': 'Cross-dock table',
  },
  'shipmentPrint.type.purchaseOrder': {
    'zh-CN': '采购订单',
    'zh-HK': '採購訂單',
    'en-US': 'Purchase orders',
  },
  'shipmentPrint.type.dispatchVehicle': {
    'zh-CN': '派车单',
    'zh-HK': '派車單',
    'en-US': 'Vehicle dispatch sheet',
  },
});
