import { defineMessages } from '../i18n/messages';

const m = (zhCN: string, zhHK: string, enUS: string) => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, 'en-US': enUS });

/**
 * Server messages of the further base-data screens: recyclables and their ledger, logistics platforms,
 * projects, the service network, SOPs, goods barcodes, energy records, opinions and suggestions.
 */
export const baseMoreMessages = defineMessages({
  'base.more.dictUnknown': m(
    '“{value}”不是有效的选项（{dict}）',
    '「{value}」不是有效的選項（{dict}）',
    '"{value}" is not a valid option ({dict})',
  ),
  'base.more.column.type': m('类型', '類型', 'Type'),
  'base.more.column.unit': m('单位', '單位', 'Unit'),
  'base.more.column.address': m('地址', '地址', 'Address'),
  'base.more.column.contact': m('联系人', '聯絡人', 'Contact'),
  'base.more.column.phone': m('联系电话', '聯絡電話', 'Phone'),
  // recyclables
  'base.recyclable.exportName': m('循环物料', '循環物料', 'Recyclable items'),
  'base.recyclable.column.depositPrice': m('押金单价', '押金單價', 'Deposit price'),
  'base.recyclable.depositInvalid': m(
    '押金单价须为不小于 0 的金额，最多 2 位小数',
    '押金單價須為不小於 0 的金額，最多 2 位小數',
    'The deposit price must be 0 or more, with at most 2 decimals',
  ),
  'base.recyclable.unknown': m(
    '循环物料不存在或已停用',
    '循環物料不存在或已停用',
    'The recyclable item does not exist or is disabled',
  ),
  'base.recyclable.stationUnknown': m('站点不存在', '站點不存在', 'The station does not exist'),
  'base.recyclable.carrierUnknown': m('承运商不存在', '承運商不存在', 'The carrier does not exist'),
  'base.recyclable.quantityInvalid': m(
    '数量须为大于 0 的整数',
    '數量須為大於 0 的整數',
    'The quantity must be a whole number greater than 0',
  ),
  // logistics platforms
  'base.logisticsPlatform.exportName': m('物流平台', '物流平台', 'Logistics platforms'),
  // projects
  'base.project.exportName': m('项目', '項目', 'Projects'),
  'base.project.column.startDate': m('开始日期', '開始日期', 'Start date'),
  'base.project.column.endDate': m('结束日期', '結束日期', 'End date'),
  'base.project.dateOrder': m(
    '结束日期不能早于开始日期',
    '結束日期不能早於開始日期',
    'The end date cannot be before the start date',
  ),
  'base.project.clientUnknown': m(
    '客户不存在或不在您的数据权限内',
    '客戶不存在或不在您的數據權限內',
    'The client does not exist or is outside your data scope',
  ),
  'base.project.centerDenied': m(
    '项目只能建在当前调度中心下',
    '項目只能建在當前調度中心下',
    'Projects can only be kept for the selected dispatch center',
  ),
  // service network
  'base.serviceNetwork.exportName': m('服务网点', '服務網點', 'Service network'),
  'base.serviceNetwork.column.region': m('省/市/区', '省/市/區', 'Province / city / district'),
  'base.serviceNetwork.column.longitude': m('经度', '經度', 'Longitude'),
  'base.serviceNetwork.column.latitude': m('纬度', '緯度', 'Latitude'),
  'base.serviceNetwork.longitudeRange': m(
    '经度须在 -180 到 180 之间，最多 6 位小数',
    '經度須在 -180 到 180 之間，最多 6 位小數',
    'Longitude must be between -180 and 180, with at most 6 decimals',
  ),
  'base.serviceNetwork.latitudeRange': m(
    '纬度须在 -90 到 90 之间，最多 6 位小数',
    '緯度須在 -90 到 90 之間，最多 6 位小數',
    'Latitude must be between -90 and 90, with at most 6 decimals',
  ),
  'base.serviceNetwork.centerDenied': m(
    '服务网点只能建在当前调度中心下',
    '服務網點只能建在當前調度中心下',
    'Service network points can only be kept for the selected dispatch center',
  ),
  // SOPs
  'base.sop.exportName': m('SOP', 'SOP', 'SOPs'),
  'base.sop.column.title': m('标题', '標題', 'Title'),
  'base.sop.column.appliesTo': m('适用范围', '適用範圍', 'Applies to'),
  'base.sop.column.appliesValue': m('适用对象', '適用對象', 'Applies to value'),
  'base.sop.column.version': m('版本', '版本', 'Version'),
  'base.sop.column.effectiveDate': m('生效日期', '生效日期', 'Effective date'),
  'base.sop.versionInvalid': m(
    '版本须为不小于 1 的整数',
    '版本須為不小於 1 的整數',
    'The version must be a whole number of 1 or more',
  ),
  'base.sop.attachmentUnknown': m('附件不存在', '附件不存在', 'The attachment does not exist'),
  // goods barcodes
  'base.goodsBarcode.exportName': m('商品条码', '商品條碼', 'Goods barcodes'),
  'base.goodsBarcode.column.item': m('物料', '物料', 'Item'),
  'base.goodsBarcode.column.barcode': m('条码', '條碼', 'Barcode'),
  'base.goodsBarcode.column.conversionFactor': m('换算系数', '換算系數', 'Conversion factor'),
  'base.goodsBarcode.column.mainFlag': m('主条码', '主條碼', 'Main barcode'),
  'base.goodsBarcode.format': m(
    '条码只能包含字母和数字，最长 64 位',
    '條碼只能包含字母和數字，最長 64 位',
    'A barcode holds letters and digits only, at most 64',
  ),
  'base.goodsBarcode.length': m(
    '{type} 条码须为 {digits} 位数字',
    '{type} 條碼須為 {digits} 位數字',
    'A {type} barcode has {digits} digits',
  ),
  'base.goodsBarcode.checkDigit': m(
    '条码校验位错误，应为 {expected}',
    '條碼校驗位錯誤，應為 {expected}',
    'The barcode check digit is wrong; it should be {expected}',
  ),
  'base.goodsBarcode.taken': m(
    '条码“{value}”已存在',
    '條碼「{value}」已存在',
    'Barcode "{value}" already exists',
  ),
  'base.goodsBarcode.mainTaken': m(
    '该物料已有主条码“{value}”，每个物料只能有一个主条码',
    '該物料已有主條碼「{value}」，每個物料只能有一個主條碼',
    'This item already has the main barcode "{value}"; an item has one main barcode',
  ),
  'base.goodsBarcode.itemUnknown': m('物料不存在', '物料不存在', 'The item does not exist'),
  'base.goodsBarcode.factorInvalid': m(
    '换算系数须为不小于 1 的整数',
    '換算系數須為不小於 1 的整數',
    'The conversion factor must be a whole number of 1 or more',
  ),
  'base.goodsBarcode.duplicateInFile': m(
    '与第 {row} 行条码重复',
    '與第 {row} 行條碼重複',
    'Same barcode as row {row}',
  ),
  'base.goodsBarcode.importSheet': m('商品条码', '商品條碼', 'Goods barcodes'),
  'base.goodsBarcode.importFile': m('商品条码导入模板', '商品條碼匯入範本', 'Goods barcode import template'),
  'base.goodsBarcode.importHint': m(
    '必填：物料编码、条码、条码类型（EAN13/ITF14/CODE128/QR）。EAN-13 与 ITF-14 校验位须正确；条码不可重复；每个物料只能有一个主条码。主条码、启用填 Y/N（默认 N、Y），换算系数为不小于 1 的整数（默认 1）。',
    '必填：物料編碼、條碼、條碼類型（EAN13/ITF14/CODE128/QR）。EAN-13 與 ITF-14 校驗位須正確；條碼不可重複；每個物料只能有一個主條碼。主條碼、啟用填 Y/N（預設 N、Y），換算系數為不小於 1 的整數（預設 1）。',
    'Required: item code, barcode, barcode type (EAN13/ITF14/CODE128/QR). EAN-13 and ITF-14 check digits must be right; barcodes are unique; an item has one main barcode. Main barcode and enabled take Y/N (default N and Y); the conversion factor is a whole number of 1 or more (default 1).',
  ),
  'base.goodsBarcode.col.itemCode': m('物料编码', '物料編碼', 'Item code'),
  'base.goodsBarcode.col.barcode': m('条码', '條碼', 'Barcode'),
  'base.goodsBarcode.col.barcodeType': m('条码类型', '條碼類型', 'Barcode type'),
  'base.goodsBarcode.col.unit': m('单位', '單位', 'Unit'),
  'base.goodsBarcode.col.conversionFactor': m('换算系数', '換算系數', 'Conversion factor'),
  'base.goodsBarcode.col.mainFlag': m('主条码', '主條碼', 'Main barcode'),
  'base.goodsBarcode.col.enableFlag': m('启用', '啟用', 'Enabled'),
  'base.goodsBarcode.col.remark': m('备注', '備註', 'Remark'),
  // energy
  'base.energy.exportName': m('能耗记录', '能耗記錄', 'Energy records'),
  'base.energy.column.code': m('记录号', '記錄號', 'Record no.'),
  'base.energy.column.vehicle': m('车辆', '車輛', 'Vehicle'),
  'base.energy.column.recordDate': m('日期', '日期', 'Date'),
  'base.energy.column.quantity': m('数量', '數量', 'Quantity'),
  'base.energy.column.amount': m('金额', '金額', 'Amount'),
  'base.energy.column.odometerKm': m('里程表(km)', '里程表(km)', 'Odometer (km)'),
  'base.energy.column.per100Km': m('百公里能耗', '百公里能耗', 'Per 100 km'),
  'base.energy.column.station': m('加注站', '加注站', 'Station'),
  'base.energy.quantityInvalid': m(
    '数量须大于 0，最多 3 位小数',
    '數量須大於 0，最多 3 位小數',
    'The quantity must be greater than 0, with at most 3 decimals',
  ),
  'base.energy.amountInvalid': m(
    '金额须不小于 0，最多 2 位小数',
    '金額須不小於 0，最多 2 位小數',
    'The amount must be 0 or more, with at most 2 decimals',
  ),
  'base.energy.odometerInvalid': m(
    '里程表读数须为不小于 0 的整数',
    '里程表讀數須為不小於 0 的整數',
    'The odometer reading must be a whole number of 0 or more',
  ),
  'base.energy.odometerBefore': m(
    '里程表读数 {value} 小于该车此前记录的 {limit} km，里程不能倒退',
    '里程表讀數 {value} 小於該車此前記錄的 {limit} km，里程不能倒退',
    'The odometer reading {value} is below the {limit} km recorded earlier for this vehicle; it cannot go back',
  ),
  'base.energy.odometerAfter': m(
    '里程表读数 {value} 大于该车此后记录的 {limit} km，里程不能倒退',
    '里程表讀數 {value} 大於該車此後記錄的 {limit} km，里程不能倒退',
    'The odometer reading {value} is above the {limit} km recorded later for this vehicle; it cannot go back',
  ),
  'base.energy.vehicleUnknown': m('车辆不存在', '車輛不存在', 'The vehicle does not exist'),
  // opinions
  'base.opinion.exportName': m('意见建议', '意見建議', 'Opinions and suggestions'),
  'base.opinion.column.code': m('编号', '編號', 'Number'),
  'base.opinion.column.title': m('标题', '標題', 'Title'),
  'base.opinion.column.content': m('内容', '內容', 'Content'),
  'base.opinion.column.status': m('状态', '狀態', 'Status'),
  'base.opinion.column.reply': m('回复', '回覆', 'Reply'),
  'base.opinion.column.submitter': m('提交人', '提交人', 'Submitted by'),
  'base.opinion.column.createTime': m('提交时间', '提交時間', 'Submitted at'),
  'base.opinion.statusMove': m(
    '意见不能从“{from}”改为“{to}”',
    '意見不能從「{from}」改為「{to}」',
    'An opinion cannot move from "{from}" to "{to}"',
  ),
  // operation log titles
  'operlog.title.system.recyclable': m('循环物料', '循環物料', 'Recyclable items'),
  'operlog.title.system.recyclableMove': m('循环物料台账', '循環物料台賬', 'Recyclable ledger'),
  'operlog.title.system.logisticsPlatform': m('物流平台', '物流平台', 'Logistics platforms'),
  'operlog.title.system.project': m('项目管理', '項目管理', 'Projects'),
  'operlog.title.system.serviceNetwork': m('服务网点', '服務網點', 'Service network'),
  'operlog.title.system.sop': m('SOP 管理', 'SOP 管理', 'SOPs'),
  'operlog.title.system.goodsBarcode': m('商品条码', '商品條碼', 'Goods barcodes'),
  'operlog.title.system.energy': m('能耗管理', '能耗管理', 'Energy management'),
  'operlog.title.system.opinion': m('意见建议', '意見建議', 'Opinions and suggestions'),
});
