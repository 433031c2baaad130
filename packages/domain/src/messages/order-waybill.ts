import { defineMessages } from '../i18n/messages';

/**
 * Messages of the waybill and order screens and calls: saving (form, xlsx import,
 * upstream save), reference checks, bulk transitions, the import template and the export. The state
 * refusals themselves are the dispatch catalog's (waybill.state.*, order.state.*).
 * Parameters: {value} the reference as sent, {line} the 1-based goods line, {code} a waybill code.
 */
export const orderWaybillMessages = defineMessages({
  'waybill.centerRequired': {
    'zh-CN': '请先选择调度中心',
    'zh-HK': '請先選擇調度中心',
    'en-US': 'Select a dispatch center first',
  },
  'waybill.clientUnknown': {
    'zh-CN': '客户{value}不存在',
    'zh-HK': '客戶{value}不存在',
    'en-US': 'Client {value} does not exist',
  },
  'waybill.clientDenied': {
    'zh-CN': '客户{value}不在您的数据权限内',
    'zh-HK': '客戶{value}不在您的數據權限內',
    'en-US': 'Client {value} is not among your clients',
  },
  'waybill.stationUnknown': {
    'zh-CN': '站点{value}不存在或已停用',
    'zh-HK': '站點{value}不存在或已停用',
    'en-US': 'Station {value} does not exist or is disabled',
  },
  'waybill.stationOutsideCenter': {
    'zh-CN': '站点{value}不属于当前调度中心',
    'zh-HK': '站點{value}不屬於當前調度中心',
    'en-US': 'Station {value} does not belong to the selected dispatch center',
  },
  'waybill.sameStation': {
    'zh-CN': '发货站点和收货站点不能相同',
    'zh-HK': '發貨站點和收貨站點不能相同',
    'en-US': 'The ship-from and ship-to stations must differ',
  },
  'waybill.etaBeforeEtd': {
    'zh-CN': '预计到达时间不能早于预计出发时间',
    'zh-HK': '預計到達時間不能早於預計出發時間',
    'en-US': 'The ETA cannot be earlier than the ETD',
  },
  'waybill.itemUnknown': {
    'zh-CN': '物料{value}不存在或已停用',
    'zh-HK': '物料{value}不存在或已停用',
    'en-US': 'Item {value} does not exist or is disabled',
  },
  'waybill.itemClient': {
    'zh-CN': '物料{value}属于其他客户',
    'zh-HK': '物料{value}屬於其他客戶',
    'en-US': 'Item {value} belongs to another client',
  },
  'waybill.linesRequired': {
    'zh-CN': '运单至少需要一行货物明细',
    'zh-HK': '運單至少需要一行貨物明細',
    'en-US': 'A waybill needs at least one goods line',
  },
  'waybill.lineQuantity': {
    'zh-CN': '第{line}行：数量必须大于0，最多3位小数',
    'zh-HK': '第{line}行：數量必須大於0，最多3位小數',
    'en-US': 'Line {line}: the quantity must be above 0 with at most 3 decimals',
  },
  'waybill.lineFigure': {
    'zh-CN': '第{line}行：{field}必须是不小于0的数字（重量最多3位小数，体积最多6位）',
    'zh-HK': '第{line}行：{field}必須是不小於0的數字（重量最多3位小數，體積最多6位）',
    'en-US': 'Line {line}: {field} must be a number of at least 0 (weight up to 3 decimals, volume up to 6)',
  },
  'waybill.dictUnknown': {
    'zh-CN': '{field}的值{value}无效',
    'zh-HK': '{field}的值{value}無效',
    'en-US': '{value} is not a valid {field}',
  },
  'waybill.carrierUnknown': {
    'zh-CN': '承运商{value}不存在',
    'zh-HK': '承運商{value}不存在',
    'en-US': 'Carrier {value} does not exist',
  },
  'waybill.state.edit': {
    'zh-CN': '运单{code}不是待审核状态，不能修改',
    'zh-HK': '運單{code}不是待審核狀態，不能修改',
    'en-US': 'Waybill {code} is not open, so it cannot be changed',
  },
  'waybill.saved': {
    'zh-CN': '运单{code}已保存',
    'zh-HK': '運單{code}已保存',
    'en-US': 'Waybill {code} saved',
  },
  'waybill.done': {
    'zh-CN': '已处理{count}张运单',
    'zh-HK': '已處理{count}張運單',
    'en-US': '{count} waybill(s) done',
  },
  'waybill.stop.stopInfo.tooLong': {
    'zh-CN': '站点备注最多{maximum}个字符',
    'zh-HK': '站點備註最多{maximum}個字元',
    'en-US': 'The stop note may have at most {maximum} characters',
  },
  'waybill.pushed': {
    'zh-CN': '已推送{count}张运单',
    'zh-HK': '已推送{count}張運單',
    'en-US': '{count} waybill(s) pushed',
  },
  'waybill.templateSheet': { 'zh-CN': '运单', 'zh-HK': '運單', 'en-US': 'Waybills' },
  'waybill.templateFile': {
    'zh-CN': '运单导入模板',
    'zh-HK': '運單匯入範本',
    'en-US': 'Waybill import template',
  },
  'waybill.templateHint': {
    'zh-CN':
      '每行一条货物明细；参考单号和客户相同的行合并为一张运单，运单字段取第一行。时间格式 YYYY-MM-DD HH:mm。',
    'zh-HK':
      '每行一條貨物明細；參考單號和客戶相同的行合併為一張運單，運單欄位取第一行。時間格式 YYYY-MM-DD HH:mm。',
    'en-US':
      'One goods line per row; rows with the same reference number and client make one waybill, whose fields come from its first row. Times as YYYY-MM-DD HH:mm.',
  },
  'waybill.exportFile': { 'zh-CN': '运单列表', 'zh-HK': '運單列表', 'en-US': 'Waybills' },
  'waybill.column.code': { 'zh-CN': '运单号', 'zh-HK': '運單號', 'en-US': 'Waybill no.' },
  'waybill.column.refNo': { 'zh-CN': '参考单号', 'zh-HK': '參考單號', 'en-US': 'Reference no.' },
  'waybill.column.orderCode': { 'zh-CN': '订单号', 'zh-HK': '訂單號', 'en-US': 'Order no.' },
  'waybill.column.clientCode': { 'zh-CN': '客户编码', 'zh-HK': '客戶編碼', 'en-US': 'Client code' },
  'waybill.column.clientName': { 'zh-CN': '客户', 'zh-HK': '客戶', 'en-US': 'Client' },
  'waybill.column.shipFromCode': {
    'zh-CN': '发货站点编码',
    'zh-HK': '發貨站點編碼',
    'en-US': 'Ship-from station code',
  },
  'waybill.column.shipToCode': {
    'zh-CN': '收货站点编码',
    'zh-HK': '收貨站點編碼',
    'en-US': 'Ship-to station code',
  },
  'waybill.column.srcStationName': { 'zh-CN': '发货站点', 'zh-HK': '發貨站點', 'en-US': 'Ship from' },
  'waybill.column.destStationName': { 'zh-CN': '收货站点', 'zh-HK': '收貨站點', 'en-US': 'Ship to' },
  'waybill.column.etd': { 'zh-CN': '预计出发时间', 'zh-HK': '預計出發時間', 'en-US': 'ETD' },
  'waybill.column.eta': { 'zh-CN': '预计到达时间', 'zh-HK': '預計到達時間', 'en-US': 'ETA' },
  'waybill.column.requiredDeliveryTime': {
    'zh-CN': '要求送达时间',
    'zh-HK': '要求送達時間',
    'en-US': 'Required delivery time',
  },
  'waybill.column.orderType': { 'zh-CN': '订单类型', 'zh-HK': '訂單類型', 'en-US': 'Order type' },
  'waybill.column.transType': { 'zh-CN': '运输类型', 'zh-HK': '運輸類型', 'en-US': 'Transport type' },
  'waybill.column.status': { 'zh-CN': '状态', 'zh-HK': '狀態', 'en-US': 'Status' },
  'waybill.column.itemCode': { 'zh-CN': '物料编码', 'zh-HK': '物料編碼', 'en-US': 'Item code' },
  'waybill.column.quantity': { 'zh-CN': '数量', 'zh-HK': '數量', 'en-US': 'Quantity' },
  'waybill.column.weight': { 'zh-CN': '重量(kg)', 'zh-HK': '重量(kg)', 'en-US': 'Weight (kg)' },
  'waybill.column.volume': { 'zh-CN': '体积(m³)', 'zh-HK': '體積(m³)', 'en-US': 'Volume (m³)' },
  'waybill.column.cases': { 'zh-CN': '箱数', 'zh-HK': '箱數', 'en-US': 'Cases' },
  'waybill.column.pallets': { 'zh-CN': '托数', 'zh-HK': '托數', 'en-US': 'Pallets' },
  'waybill.column.totalQuantity': { 'zh-CN': '总数量', 'zh-HK': '總數量', 'en-US': 'Total quantity' },
  'waybill.column.totalWeight': {
    'zh-CN': '总重量(kg)',
    'zh-HK': '總重量(kg)',
    'en-US': 'Total weight (kg)',
  },
  'waybill.column.totalVolume': {
    'zh-CN': '总体积(m³)',
    'zh-HK': '總體積(m³)',
    'en-US': 'Total volume (m³)',
  },
  'waybill.column.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'waybill.column.createTime': { 'zh-CN': '创建时间', 'zh-HK': '創建時間', 'en-US': 'Created' },
  'order.routeUnknown': {
    'zh-CN': '线路{value}不存在',
    'zh-HK': '線路{value}不存在',
    'en-US': 'Route {value} does not exist',
  },
  'order.done': {
    'zh-CN': '已处理{count}个订单',
    'zh-HK': '已處理{count}個訂單',
    'en-US': '{count} order(s) done',
  },
});

export type OrderWaybillMessageKey = keyof typeof orderWaybillMessages;
