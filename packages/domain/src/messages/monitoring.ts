import { defineMessages } from '../i18n/messages';

/**
 * Messages of shipment monitoring: alert-rule validation, the alert types and levels, and the texts of
 * an alert's content. The generic ones the spec names are not repeated here: a missing value is
 * common.required (必填！), a text over 800 characters common.tooLong (超出长度), a non-number
 * common.invalidNumber, a fraction common.integerOnly, a value outside its range common.outOfRange.
 * Parameters: {way} is a temperature way (compartment probe) 1 to 4; {station} a station name (or id);
 * temperatures are in °C, speeds in km/h, durations in minutes, distances in metres.
 */
export const monitoringMessages = defineMessages({
  // --- alert rule validation
  'monitoring.rule.zoneRequired': {
    'zh-CN': '请至少完整填写一个温区的最低温度和最高温度',
    'zh-HK': '請至少完整填寫一個溫區的最低溫度和最高溫度',
    'en-US': 'Fill in both the minimum and the maximum of at least one temperature zone',
  },
  'monitoring.rule.zoneMinRequired': {
    'zh-CN': '温区{way}请填写最低温度',
    'zh-HK': '溫區{way}請填寫最低溫度',
    'en-US': 'Temperature zone {way}: enter the minimum',
  },
  'monitoring.rule.zoneMaxRequired': {
    'zh-CN': '温区{way}请填写最高温度',
    'zh-HK': '溫區{way}請填寫最高溫度',
    'en-US': 'Temperature zone {way}: enter the maximum',
  },
  'monitoring.rule.zoneMinAboveMax': {
    'zh-CN': '温区{way}的最低温度不能高于最高温度',
    'zh-HK': '溫區{way}的最低溫度不能高於最高溫度',
    'en-US': 'Temperature zone {way}: the minimum cannot be above the maximum',
  },
  'monitoring.rule.zoneWay': {
    'zh-CN': '温区须为 1 到 4（当前为 {way}）',
    'zh-HK': '溫區須為 1 到 4（當前為 {way}）',
    'en-US': 'A temperature zone must be way 1 to 4 (got {way})',
  },
  'monitoring.rule.zoneRepeated': {
    'zh-CN': '温区{way}重复',
    'zh-HK': '溫區{way}重複',
    'en-US': 'Temperature zone {way} is repeated',
  },
  'monitoring.rule.stationTypeRequired': {
    'zh-CN': '请选择站点类型',
    'zh-HK': '請選擇站點類型',
    'en-US': 'Select a station type',
  },
  'monitoring.rule.scenarioRequired': {
    'zh-CN': '请选择场景',
    'zh-HK': '請選擇場景',
    'en-US': 'Select a scenario',
  },
  'monitoring.rule.scopeTaken': {
    'zh-CN': '站点类型“{stationType}”与场景“{scenario}”的温度告警规则已存在',
    'zh-HK': '站點類型「{stationType}」與場景「{scenario}」的溫度告警規則已存在',
    'en-US':
      'A temperature alert rule for station type “{stationType}” and scenario “{scenario}” already exists',
  },
  'monitoring.rule.warehouseDurationRequired': {
    'zh-CN': '请填写仓库超温时长（分钟）',
    'zh-HK': '請填寫倉庫超溫時長（分鐘）',
    'en-US': 'Enter the over-temperature duration at warehouses (minutes)',
  },
  'monitoring.rule.routeDurationRequired': {
    'zh-CN': '请填写其他线路超温时长（分钟）',
    'zh-HK': '請填寫其他線路超溫時長（分鐘）',
    'en-US': 'Enter the over-temperature duration on other routes (minutes)',
  },
  'monitoring.rule.levelsOrder': {
    'zh-CN': '告警等级阈值须满足：轻微 ≤ 中等 ≤ 严重',
    'zh-HK': '告警等級閾值須滿足：輕微 ≤ 中等 ≤ 嚴重',
    'en-US': 'Level thresholds must satisfy slight ≤ moderate ≤ serious',
  },
  // --- handling an alert
  'monitoring.deal.alreadyDealt': {
    'zh-CN': '该告警已处理，不能重复处理',
    'zh-HK': '該告警已處理，不能重複處理',
    'en-US': 'This alert has already been dealt with',
  },
  // --- alert types (the nine rule screens) and levels
  'monitoring.type.geo': { 'zh-CN': '围栏告警', 'zh-HK': '圍欄告警', 'en-US': 'Geofence' },
  'monitoring.type.speed': { 'zh-CN': '超速告警', 'zh-HK': '超速告警', 'en-US': 'Overspeed' },
  'monitoring.type.stop': { 'zh-CN': '停车告警', 'zh-HK': '停車告警', 'en-US': 'Stop' },
  'monitoring.type.temp': { 'zh-CN': '温度告警', 'zh-HK': '溫度告警', 'en-US': 'Temperature' },
  'monitoring.type.tired': { 'zh-CN': '疲劳驾驶告警', 'zh-HK': '疲勞駕駛告警', 'en-US': 'Fatigue driving' },
  'monitoring.type.door': { 'zh-CN': '开门告警', 'zh-HK': '開門告警', 'en-US': 'Door open' },
  'monitoring.type.gpsLoss': { 'zh-CN': '定位丢失告警', 'zh-HK': '定位丟失告警', 'en-US': 'GPS loss' },
  'monitoring.type.defer': { 'zh-CN': '延误告警', 'zh-HK': '延誤告警', 'en-US': 'Delay' },
  'monitoring.type.arriveLeave': { 'zh-CN': '进出站提醒', 'zh-HK': '進出站提醒', 'en-US': 'Arrive/leave' },
  'monitoring.level.slight': { 'zh-CN': '轻微', 'zh-HK': '輕微', 'en-US': 'Slight' },
  'monitoring.level.moderate': { 'zh-CN': '中等', 'zh-HK': '中等', 'en-US': 'Moderate' },
  'monitoring.level.serious': { 'zh-CN': '严重', 'zh-HK': '嚴重', 'en-US': 'Serious' },
  // --- alert content (what the shipment alert's alertContent says when the alert opens)
  'monitoring.alert.temp.hot': {
    'zh-CN': '温区{way}温度{temperature}℃，高于上限{limit}℃',
    'zh-HK': '溫區{way}溫度{temperature}℃，高於上限{limit}℃',
    'en-US': 'Compartment {way} at {temperature} °C, above the maximum of {limit} °C',
  },
  'monitoring.alert.temp.cold': {
    'zh-CN': '温区{way}温度{temperature}℃，低于下限{limit}℃',
    'zh-HK': '溫區{way}溫度{temperature}℃，低於下限{limit}℃',
    'en-US': 'Compartment {way} at {temperature} °C, below the minimum of {limit} °C',
  },
  'monitoring.alert.speed': {
    'zh-CN': '车速{speed}km/h，超过限速{limit}km/h',
    'zh-HK': '車速{speed}km/h，超過限速{limit}km/h',
    'en-US': 'Speed {speed} km/h, over the limit of {limit} km/h',
  },
  'monitoring.alert.stop': {
    'zh-CN': '在站点围栏外停车超过{minutes}分钟',
    'zh-HK': '在站點圍欄外停車超過{minutes}分鐘',
    'en-US': 'Stopped outside any station fence for over {minutes} minutes',
  },
  'monitoring.alert.door': {
    'zh-CN': '在站点围栏外开门超过{minutes}分钟',
    'zh-HK': '在站點圍欄外開門超過{minutes}分鐘',
    'en-US': 'Door open outside any station fence for over {minutes} minutes',
  },
  'monitoring.alert.tired': {
    'zh-CN': '连续驾驶超过{minutes}分钟未休息',
    'zh-HK': '連續駕駛超過{minutes}分鐘未休息',
    'en-US': 'Driving for over {minutes} minutes without a rest',
  },
  'monitoring.alert.gpsLoss': {
    'zh-CN': '超过{minutes}分钟未收到定位数据',
    'zh-HK': '超過{minutes}分鐘未收到定位數據',
    'en-US': 'No position received for over {minutes} minutes',
  },
  'monitoring.alert.defer': {
    'zh-CN': '预计到达站点{station}的时间比最晚到达时间晚{minutes}分钟',
    'zh-HK': '預計到達站點{station}的時間比最晚到達時間晚{minutes}分鐘',
    'en-US': 'Predicted arrival at {station} is {minutes} minutes after the latest arrival',
  },
  'monitoring.alert.deferAhead': {
    'zh-CN': '预计到达站点{station}的时间仅比最晚到达时间早{minutes}分钟',
    'zh-HK': '預計到達站點{station}的時間僅比最晚到達時間早{minutes}分鐘',
    'en-US': 'Predicted arrival at {station} is only {minutes} minutes before the latest arrival',
  },
  'monitoring.alert.geo': {
    'zh-CN': '偏离计划路线{distance}米',
    'zh-HK': '偏離計劃路線{distance}米',
    'en-US': '{distance} m off the planned route',
  },
  'monitoring.alert.arrived': {
    'zh-CN': '到达站点{station}',
    'zh-HK': '到達站點{station}',
    'en-US': 'Arrived at {station}',
  },
  'monitoring.alert.left': {
    'zh-CN': '离开站点{station}',
    'zh-HK': '離開站點{station}',
    'en-US': 'Left {station}',
  },
});

export type MonitoringMessageKey = keyof typeof monitoringMessages;
