import { defineMessages } from '../i18n/messages';

/**
 * Printing: the errors and the labels of the printed forms. The labels
 * are shared by the server's PDFs and the web preview, so both print the same words.
 */
export const printMessages = defineMessages({
  'print.templateNotFound': {
    'zh-CN': '未找到打印模板',
    'zh-HK': '未找到打印模板',
    'en-US': 'template not found',
  },
  'print.noShipment': {
    'zh-CN': '请先选择调度单',
    'zh-HK': '請先選擇調度單',
    'en-US': 'Please select dispatch order first',
  },
  'print.dataFailed': {
    'zh-CN': '获取打印数据失败：{reason}',
    'zh-HK': '獲取打印數據失敗：{reason}',
    'en-US': 'Could not load the print data: {reason}',
  },
  'print.done': { 'zh-CN': '已打印 {count} 份', 'zh-HK': '已打印 {count} 份', 'en-US': '{count} printed' },
  /** A printed label before its value or blank: full-width colon in Chinese. */
  'print.labelColon': { 'zh-CN': '{label}：', 'zh-HK': '{label}：', 'en-US': '{label}: ' },
  // --- titles
  'print.title.goods': { 'zh-CN': '货物交接单', 'zh-HK': '貨物交接單', 'en-US': 'Goods delivery note' },
  'print.title.goodsMulti': {
    'zh-CN': '货物交接单（多站）',
    'zh-HK': '貨物交接單（多站）',
    'en-US': 'Goods delivery note (multi-stop)',
  },
  'print.title.shipment': { 'zh-CN': '调度单', 'zh-HK': '調度單', 'en-US': 'Dispatch order' },
  'print.title.crossDock': {
    'zh-CN': '越库交接表',
    'zh-HK': '越庫交接表',
    'en-US': 'Cross-dock handover table',
  },
  'print.title.purchaseOrder': { 'zh-CN': '采购订单', 'zh-HK': '採購訂單', 'en-US': 'Purchase orders' },
  'print.title.dispatchVehicle': { 'zh-CN': '派车单', 'zh-HK': '派車單', 'en-US': 'Vehicle dispatch sheet' },
  // --- header
  'print.sender': { 'zh-CN': '发货方', 'zh-HK': '發貨方', 'en-US': 'Sender' },
  'print.senderAddress': { 'zh-CN': '发货地址', 'zh-HK': '發貨地址', 'en-US': 'Sender address' },
  'print.receiver': { 'zh-CN': '收货方', 'zh-HK': '收貨方', 'en-US': 'Receiver' },
  'print.address': { 'zh-CN': '收货地址', 'zh-HK': '收貨地址', 'en-US': 'Address' },
  'print.contact': { 'zh-CN': '联系人', 'zh-HK': '聯絡人', 'en-US': 'Contact' },
  'print.shipmentCode': { 'zh-CN': '调度单号', 'zh-HK': '調度單號', 'en-US': 'Shipment code' },
  'print.waybillCode': { 'zh-CN': '运单号', 'zh-HK': '運單號', 'en-US': 'Waybill code' },
  'print.page': {
    'zh-CN': '第 {from}-{to} 页 / 共 {total} 页',
    'zh-HK': '第 {from}-{to} 頁 / 共 {total} 頁',
    'en-US': 'Page {from}-{to} of {total}',
  },
  'print.preparer': { 'zh-CN': '制单人', 'zh-HK': '製單人', 'en-US': 'Preparer' },
  'print.printTime': { 'zh-CN': '打印时间', 'zh-HK': '打印時間', 'en-US': 'Print time' },
  'print.dispatchCenter': { 'zh-CN': '调度中心', 'zh-HK': '調度中心', 'en-US': 'Dispatch center' },
  'print.totals': { 'zh-CN': '合计', 'zh-HK': '合計', 'en-US': 'Totals' },
  'print.transType': { 'zh-CN': '运输类型', 'zh-HK': '運輸類型', 'en-US': 'Transport type' },
  'print.plannedModel': { 'zh-CN': '计划车型', 'zh-HK': '計劃車型', 'en-US': 'Planned model' },
  'print.temperatures': { 'zh-CN': '温层', 'zh-HK': '溫層', 'en-US': 'Temperatures' },
  'print.etd': { 'zh-CN': '计划发车', 'zh-HK': '計劃發車', 'en-US': 'Planned departure' },
  'print.carrier': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'print.driver': { 'zh-CN': '司机', 'zh-HK': '司機', 'en-US': 'Driver' },
  'print.plateDriver': { 'zh-CN': '车牌/司机', 'zh-HK': '車牌/司機', 'en-US': 'Plate / driver' },
  'print.stop': { 'zh-CN': '站点', 'zh-HK': '站點', 'en-US': 'Stop' },
  'print.seq': { 'zh-CN': '序号', 'zh-HK': '序號', 'en-US': 'No.' },
  'print.client': { 'zh-CN': '客户', 'zh-HK': '客戶', 'en-US': 'Client' },
  'print.fromStation': { 'zh-CN': '提货站点', 'zh-HK': '提貨站點', 'en-US': 'Pick-up stop' },
  'print.toStation': { 'zh-CN': '卸货站点', 'zh-HK': '卸貨站點', 'en-US': 'Delivery stop' },
  'print.transferWarehouse': { 'zh-CN': '越库仓', 'zh-HK': '越庫倉', 'en-US': 'Cross-dock warehouse' },
  'print.handoverSign': { 'zh-CN': '交接签字', 'zh-HK': '交接簽字', 'en-US': 'Handover signature' },
  'print.eta': { 'zh-CN': '计划到达', 'zh-HK': '計劃到達', 'en-US': 'Planned arrival' },
  // --- the item table
  'print.col.customNo': { 'zh-CN': '客户单号', 'zh-HK': '客戶單號', 'en-US': 'Custom order no.' },
  'print.col.itemCode': { 'zh-CN': '商品编码', 'zh-HK': '商品編碼', 'en-US': 'Item code' },
  'print.col.itemName': { 'zh-CN': '商品名称', 'zh-HK': '商品名稱', 'en-US': 'Item name' },
  'print.col.itemTemp': { 'zh-CN': '温层', 'zh-HK': '溫層', 'en-US': 'Temp. layer' },
  'print.col.quantity': { 'zh-CN': '数量', 'zh-HK': '數量', 'en-US': 'Quantity' },
  'print.col.weight': { 'zh-CN': '重量KG', 'zh-HK': '重量KG', 'en-US': 'Weight KG' },
  'print.col.volume': { 'zh-CN': '体积M3', 'zh-HK': '體積M3', 'en-US': 'Volume M3' },
  'print.col.pallets': { 'zh-CN': '托盘数', 'zh-HK': '托盤數', 'en-US': 'Pallets' },
  'print.col.unit': { 'zh-CN': '单位', 'zh-HK': '單位', 'en-US': 'Unit' },
  'print.col.shipped': { 'zh-CN': '实发数量', 'zh-HK': '實發數量', 'en-US': 'Actual shipped' },
  'print.col.received': { 'zh-CN': '实收数量', 'zh-HK': '實收數量', 'en-US': 'Actual received' },
  'print.col.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'print.waybillTotal': {
    'zh-CN': '运单小计 {code}',
    'zh-HK': '運單小計 {code}',
    'en-US': 'Waybill subtotal {code}',
  },
  'print.stopTotal': {
    'zh-CN': '站点小计 {name}',
    'zh-HK': '站點小計 {name}',
    'en-US': 'Stop subtotal {name}',
  },
  'print.grandTotal': { 'zh-CN': '总计', 'zh-HK': '總計', 'en-US': 'Total' },
  // --- the footer blanks
  'print.foot.plate': { 'zh-CN': '车牌号', 'zh-HK': '車牌號', 'en-US': 'Plate' },
  'print.foot.seal': { 'zh-CN': '封签号', 'zh-HK': '封簽號', 'en-US': 'Seal' },
  'print.foot.precool': { 'zh-CN': '预冷温度', 'zh-HK': '預冷溫度', 'en-US': 'Pre-cool temp.' },
  'print.foot.thermometer': { 'zh-CN': '温度计编号', 'zh-HK': '溫度計編號', 'en-US': 'Thermometer nos.' },
  'print.foot.factorySign': { 'zh-CN': '工厂签字', 'zh-HK': '工廠簽字', 'en-US': 'Factory sign-off' },
  'print.foot.driverSign': { 'zh-CN': '司机签字', 'zh-HK': '司機簽字', 'en-US': 'Driver signature' },
  'print.foot.driverPhone': { 'zh-CN': '司机电话', 'zh-HK': '司機電話', 'en-US': 'Driver phone' },
  'print.foot.loadTime': { 'zh-CN': '装货时间', 'zh-HK': '裝貨時間', 'en-US': 'Loading time' },
  'print.foot.cargoTemp': { 'zh-CN': '货物温度', 'zh-HK': '貨物溫度', 'en-US': 'Cargo temp.' },
  'print.foot.consigneeSign': {
    'zh-CN': '收货人签字',
    'zh-HK': '收貨人簽字',
    'en-US': 'Consignee signature',
  },
  'print.foot.receiptDate': { 'zh-CN': '收货日期', 'zh-HK': '收貨日期', 'en-US': 'Receipt date' },
  'print.foot.cabinTemp': { 'zh-CN': '车厢温度', 'zh-HK': '車廂溫度', 'en-US': 'Cabin temp.' },
  'print.foot.unloadTime': { 'zh-CN': '卸货时间', 'zh-HK': '卸貨時間', 'en-US': 'Unloading time' },
  'print.foot.notice': {
    'zh-CN': '注意：收货人须填写实收数量，否则视为包装完好、数量无误。',
    'zh-HK': '注意：收貨人須填寫實收數量，否則視為包裝完好、數量無誤。',
    'en-US':
      'Notice: the consignee must fill in the actual received quantity; otherwise the packaging is deemed intact.',
  },
});
