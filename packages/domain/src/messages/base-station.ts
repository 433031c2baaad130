import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: station (and the outbound integrations it pushes to). */
export const baseStationMessages = defineMessages({
  'base.station.weekdayRepeated': {
    'zh-CN': '时间窗口星期不能重复（星期{weekday}）',
    'zh-HK': '時間窗口星期不能重複（星期{weekday}）',
    'en-US': 'Time-window weekdays cannot repeat (weekday {weekday})',
  },
  'base.station.weekdayCode': {
    'zh-CN': '星期编码“{value}”无效，应为 1 至 7（周日为 7）',
    'zh-HK': '星期編碼「{value}」無效，應為 1 至 7（週日為 7）',
    'en-US': 'Weekday code "{value}" is invalid: use 1 to 7 (Sunday is 7)',
  },
  'base.station.timeFormat': {
    'zh-CN': '时间“{value}”格式应为 HH:mm',
    'zh-HK': '時間「{value}」格式應為 HH:mm',
    'en-US': 'Time "{value}" must be HH:mm',
  },
  'base.station.startBeforeEnd': {
    'zh-CN': '开始时间 {start} 必须早于结束时间 {end}',
    'zh-HK': '開始時間 {start} 必須早於結束時間 {end}',
    'en-US': 'Start time {start} must be before end time {end}',
  },
  'base.station.dayFormat': {
    'zh-CN': '日期“{value}”格式应为 YYYY-MM-DD',
    'zh-HK': '日期「{value}」格式應為 YYYY-MM-DD',
    'en-US': 'Day "{value}" must be a date in YYYY-MM-DD',
  },
  'base.station.startDayAfterEndDay': {
    'zh-CN': '开始日期 {start} 不能晚于结束日期 {end}',
    'zh-HK': '開始日期 {start} 不能晚於結束日期 {end}',
    'en-US': 'Start day {start} cannot be after end day {end}',
  },
  'base.station.deliverProperty': {
    'zh-CN': '计算属性“{value}”无效，应为 1 箱数、2 重量或 3 体积',
    'zh-HK': '計算屬性「{value}」無效，應為 1 箱數、2 重量或 3 體積',
    'en-US': 'Deliver property "{value}" is invalid: use 1 cases, 2 weight or 3 volume',
  },
  'base.station.loadRuleRepeated': {
    'zh-CN': '每个计算属性只能有一条装卸效率规则（属性 {property} 重复）',
    'zh-HK': '每個計算屬性只能有一條裝卸效率規則（屬性 {property} 重複）',
    'en-US': 'Only one load-efficiency rule per property (property {property} repeats)',
  },
  'base.station.loadNumber': {
    'zh-CN': '{field} 必须是数字',
    'zh-HK': '{field} 必須是數字',
    'en-US': '{field} must be a number',
  },
  'base.station.loadNegative': {
    'zh-CN': '{field} 不能为负数',
    'zh-HK': '{field} 不能為負數',
    'en-US': '{field} cannot be negative',
  },
  'base.station.rowIssue': {
    'zh-CN': '{section}第 {row} 行：{message}',
    'zh-HK': '{section}第 {row} 行：{message}',
    'en-US': '{section} row {row}: {message}',
  },
  'base.station.section.timeWindows': {
    'zh-CN': '配送时间窗口',
    'zh-HK': '配送時間窗口',
    'en-US': 'Delivery time windows',
  },
  'base.station.section.exTimeWindows': {
    'zh-CN': '额外收货时间窗口',
    'zh-HK': '額外收貨時間窗口',
    'en-US': 'Extra receiving windows',
  },
  'base.station.section.loadRules': {
    'zh-CN': '装卸效率',
    'zh-HK': '裝卸效率',
    'en-US': 'Load efficiency',
  },
  'base.station.clientUnknown': {
    'zh-CN': '客户“{value}”不存在或未启用',
    'zh-HK': '客戶「{value}」不存在或未啟用',
    'en-US': 'Client "{value}" does not exist or is disabled',
  },
  'base.station.zoneUnknown': {
    'zh-CN': '区域“{value}”不存在',
    'zh-HK': '區域「{value}」不存在',
    'en-US': 'Zone "{value}" does not exist',
  },
  'base.station.locationUnknown': {
    'zh-CN': '运输地点“{value}”不存在',
    'zh-HK': '運輸地點「{value}」不存在',
    'en-US': 'Transport location "{value}" does not exist',
  },
  'base.station.centerUnknown': {
    'zh-CN': '调度中心“{value}”不存在',
    'zh-HK': '調度中心「{value}」不存在',
    'en-US': 'Dispatch center "{value}" does not exist',
  },
  'base.station.centerNotSelected': {
    'zh-CN': '只能为当前调度中心维护站点，请先切换调度中心',
    'zh-HK': '只能為當前調度中心維護站點，請先切換調度中心',
    'en-US': 'Stations can only be kept for the selected dispatch center; switch the center first',
  },
  'base.station.dictValueUnknown': {
    'zh-CN': '{field}的值“{value}”不在字典中',
    'zh-HK': '{field}的值「{value}」不在字典中',
    'en-US': '{field}: "{value}" is not a value of its dictionary',
  },
  'base.station.duplicateInFile': {
    'zh-CN': '与第 {row} 行重复',
    'zh-HK': '與第 {row} 行重複',
    'en-US': 'Repeats row {row}',
  },
  'base.station.mutexSelf': {
    'zh-CN': '站点不能与自身互斥',
    'zh-HK': '站點不能與自身互斥',
    'en-US': 'A station cannot exclude itself',
  },
  'base.station.mutexExists': {
    'zh-CN': '站点“{value}”已是互斥站点',
    'zh-HK': '站點「{value}」已是互斥站點',
    'en-US': 'Station "{value}" is already mutually exclusive with this station',
  },
  'base.station.noStationsOfClient': {
    'zh-CN': '该客户没有可推送的站点',
    'zh-HK': '該客戶沒有可推送的站點',
    'en-US': 'This client has no stations to push',
  },
  'base.station.pushed': {
    'zh-CN': '已推送 {count} 个站点到 {target}',
    'zh-HK': '已推送 {count} 個站點到 {target}',
    'en-US': '{count} station(s) pushed to {target}',
  },
  'base.station.templateSheet': { 'zh-CN': '站点', 'zh-HK': '站點', 'en-US': 'Stations' },
  'base.station.templateFile': {
    'zh-CN': '站点导入模板',
    'zh-HK': '站點匯入範本',
    'en-US': 'station-import-template',
  },
  'base.station.templateHint': {
    'zh-CN':
      '必填：站点编码、站点名称、站点类型。客户填客户编码；站点类型、配送方式等填字典值或名称；时间窗口格式“1-6 06:00-10:00; 7 08:00-12:00”（星期 1-7，周日为 7）；经纬度为小数。任一行有误则整个文件不导入。',
    'zh-HK':
      '必填：站點編碼、站點名稱、站點類型。客戶填客戶編碼；站點類型、配送方式等填字典值或名稱；時間窗口格式「1-6 06:00-10:00; 7 08:00-12:00」（星期 1-7，週日為 7）；經緯度為小數。任一行有誤則整個檔案不匯入。',
    'en-US':
      'Required: station code, station name, station type. Client: the client code; type, delivery type etc.: the dictionary value or label; time windows as "1-6 06:00-10:00; 7 08:00-12:00" (weekday 1-7, Sunday 7); coordinates as decimals. One bad row and nothing in the file is imported.',
  },
  'base.station.exportSheet': { 'zh-CN': '站点', 'zh-HK': '站點', 'en-US': 'Stations' },
  'base.station.exportTask': { 'zh-CN': '站点导出', 'zh-HK': '站點匯出', 'en-US': 'Station export' },
  'base.station.column.code': { 'zh-CN': '站点编码', 'zh-HK': '站點編碼', 'en-US': 'Station code' },
  'base.station.column.name': { 'zh-CN': '站点名称', 'zh-HK': '站點名稱', 'en-US': 'Station name' },
  'base.station.column.type': { 'zh-CN': '站点类型', 'zh-HK': '站點類型', 'en-US': 'Station type' },
  'base.station.column.clientCode': { 'zh-CN': '客户编码', 'zh-HK': '客戶編碼', 'en-US': 'Client code' },
  'base.station.column.clientName': { 'zh-CN': '客户名称', 'zh-HK': '客戶名稱', 'en-US': 'Client name' },
  'base.station.column.dispatchCenter': {
    'zh-CN': '调度中心',
    'zh-HK': '調度中心',
    'en-US': 'Dispatch center',
  },
  'base.station.column.contactName': { 'zh-CN': '联系人', 'zh-HK': '聯絡人', 'en-US': 'Contact' },
  'base.station.column.contactMobile': { 'zh-CN': '联系电话', 'zh-HK': '聯絡電話', 'en-US': 'Contact phone' },
  'base.station.column.province': { 'zh-CN': '省份', 'zh-HK': '省份', 'en-US': 'Province' },
  'base.station.column.city': { 'zh-CN': '城市', 'zh-HK': '城市', 'en-US': 'City' },
  'base.station.column.area': { 'zh-CN': '区县', 'zh-HK': '區', 'en-US': 'District' },
  'base.station.column.address': { 'zh-CN': '详细地址', 'zh-HK': '詳細地址', 'en-US': 'Address' },
  'base.station.column.longitude': { 'zh-CN': '经度', 'zh-HK': '經度', 'en-US': 'Longitude' },
  'base.station.column.latitude': { 'zh-CN': '纬度', 'zh-HK': '緯度', 'en-US': 'Latitude' },
  'base.station.column.fenceDistance': {
    'zh-CN': '电子围栏距离(米)',
    'zh-HK': '電子圍欄距離(米)',
    'en-US': 'Fence distance (m)',
  },
  'base.station.column.inCity': { 'zh-CN': '是否市内', 'zh-HK': '是否市內', 'en-US': 'In city' },
  'base.station.column.leadTimeDays': {
    'zh-CN': '提前期(天)',
    'zh-HK': '提前期(天)',
    'en-US': 'Lead time (days)',
  },
  'base.station.column.deliveryType': { 'zh-CN': '配送方式', 'zh-HK': '配送方式', 'en-US': 'Delivery type' },
  'base.station.column.transMode': { 'zh-CN': '运输方式', 'zh-HK': '運輸方式', 'en-US': 'Transport mode' },
  'base.station.column.billingMethod': {
    'zh-CN': '计费方式',
    'zh-HK': '計費方式',
    'en-US': 'Billing method',
  },
  'base.station.column.handoverMethod': {
    'zh-CN': '交接方式',
    'zh-HK': '交接方式',
    'en-US': 'Handover method',
  },
  'base.station.column.allocationFactor': {
    'zh-CN': '分摊系数',
    'zh-HK': '分攤系數',
    'en-US': 'Allocation factor',
  },
  'base.station.column.timeWindows': {
    'zh-CN': '配送时间窗口',
    'zh-HK': '配送時間窗口',
    'en-US': 'Delivery time windows',
  },
  'base.station.column.enableFlag': { 'zh-CN': '启用', 'zh-HK': '啟用', 'en-US': 'Enabled' },
  'base.station.column.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'base.station.column.createTime': { 'zh-CN': '创建时间', 'zh-HK': '建立時間', 'en-US': 'Created' },
  'base.station.timeWindowsFormat': {
    'zh-CN': '时间窗口“{value}”格式应为“1-6 06:00-10:00; 7 08:00-12:00”',
    'zh-HK': '時間窗口「{value}」格式應為「1-6 06:00-10:00; 7 08:00-12:00」',
    'en-US': 'Time windows "{value}" must look like "1-6 06:00-10:00; 7 08:00-12:00"',
  },
  'base.station.coordinate': {
    'zh-CN': '{field}超出范围',
    'zh-HK': '{field}超出範圍',
    'en-US': '{field} is out of range',
  },
  'base.integration.notConfigured': {
    'zh-CN': '未配置外部接口“{name}”的地址，请在“外部接口”中设置',
    'zh-HK': '未配置外部接口「{name}」的地址，請在「外部接口」中設定',
    'en-US': 'No URL is configured for integration "{name}"; set it under Integrations',
  },
  'base.integration.failed': {
    'zh-CN': '推送到“{name}”失败：{reason}',
    'zh-HK': '推送到「{name}」失敗：{reason}',
    'en-US': 'Push to "{name}" failed: {reason}',
  },
  'base.integration.timeout': {
    'zh-CN': '请求超时',
    'zh-HK': '請求逾時',
    'en-US': 'the request timed out',
  },
  'base.integration.httpStatus': {
    'zh-CN': '对方返回 HTTP {status}',
    'zh-HK': '對方返回 HTTP {status}',
    'en-US': 'the target answered HTTP {status}',
  },
  'base.integration.unreachable': {
    'zh-CN': '无法连接',
    'zh-HK': '無法連接',
    'en-US': 'the target could not be reached',
  },
  'base.integration.nameTaken': {
    'zh-CN': '接口名称“{value}”已存在',
    'zh-HK': '接口名稱「{value}」已存在',
    'en-US': 'Integration "{value}" already exists',
  },
  'base.integration.invalidUrl': {
    'zh-CN': '地址必须以 http:// 或 https:// 开头',
    'zh-HK': '地址必須以 http:// 或 https:// 開頭',
    'en-US': 'The URL must start with http:// or https://',
  },
});
