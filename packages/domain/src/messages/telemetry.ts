import { defineMessages } from '../i18n/messages';

/**
 * Messages of the telemetry ingest: why one reading of a batch was refused, and the refusals of a whole
 * call (batch size, device key). Parameters: {field} names a reading's field (lat, lon, speed, heading,
 * temps, odometer, time …), {max} a count, {minutes}/{days} the time window.
 */
export const telemetryMessages = defineMessages({
  'telemetry.reading.notObject': {
    'zh-CN': '读数须为对象',
    'zh-HK': '讀數須為物件',
    'en-US': 'A reading must be an object',
  },
  'telemetry.reading.deviceMissing': {
    'zh-CN': '缺少设备号',
    'zh-HK': '缺少設備號',
    'en-US': 'The device number is missing',
  },
  'telemetry.reading.deviceUnknown': {
    'zh-CN': '未知设备号：没有车辆登记此设备号',
    'zh-HK': '未知設備號：沒有車輛登記此設備號',
    'en-US': 'Unknown device: no vehicle has this device number',
  },
  'telemetry.reading.deviceDisabled': {
    'zh-CN': '该设备所属车辆已停用',
    'zh-HK': '該設備所屬車輛已停用',
    'en-US': 'The vehicle of this device is disabled',
  },
  'telemetry.reading.deviceAmbiguous': {
    'zh-CN': '多辆启用的车辆登记了此设备号，无法确定车辆',
    'zh-HK': '多輛啟用的車輛登記了此設備號，無法確定車輛',
    'en-US': 'Several enabled vehicles have this device number: the vehicle cannot be told',
  },
  'telemetry.reading.deviceNotYours': {
    'zh-CN': '设备密钥只能上报其所属车辆的读数',
    'zh-HK': '設備密鑰只能上報其所屬車輛的讀數',
    'en-US': 'A device key may send readings of its own vehicle only',
  },
  'telemetry.reading.timeMissing': {
    'zh-CN': '缺少时间',
    'zh-HK': '缺少時間',
    'en-US': 'The time is missing',
  },
  'telemetry.reading.timeInvalid': {
    'zh-CN': '时间须为 ISO 8601 字符串或毫秒时间戳',
    'zh-HK': '時間須為 ISO 8601 字串或毫秒時間戳',
    'en-US': 'The time must be an ISO 8601 string or epoch milliseconds',
  },
  'telemetry.reading.timeFuture': {
    'zh-CN': '时间晚于当前时间超过 {minutes} 分钟',
    'zh-HK': '時間晚於當前時間超過 {minutes} 分鐘',
    'en-US': 'The time is more than {minutes} minutes in the future',
  },
  'telemetry.reading.timeTooOld': {
    'zh-CN': '时间早于 {days} 天前，不再接收',
    'zh-HK': '時間早於 {days} 天前，不再接收',
    'en-US': 'The time is older than {days} days and is no longer accepted',
  },
  'telemetry.reading.notFinite': {
    'zh-CN': '{field} 须为有限数字',
    'zh-HK': '{field} 須為有限數字',
    'en-US': '{field} must be a finite number',
  },
  'telemetry.reading.latOutOfRange': {
    'zh-CN': '纬度须在 -90 到 90 之间',
    'zh-HK': '緯度須在 -90 到 90 之間',
    'en-US': 'The latitude must be between -90 and 90',
  },
  'telemetry.reading.lonOutOfRange': {
    'zh-CN': '经度须在 -180 到 180 之间',
    'zh-HK': '經度須在 -180 到 180 之間',
    'en-US': 'The longitude must be between -180 and 180',
  },
  'telemetry.reading.positionHalf': {
    'zh-CN': '纬度和经度须同时提供或同时为空',
    'zh-HK': '緯度和經度須同時提供或同時為空',
    'en-US': 'Send both latitude and longitude, or neither',
  },
  'telemetry.reading.negative': {
    'zh-CN': '{field} 不能为负数',
    'zh-HK': '{field} 不能為負數',
    'en-US': '{field} cannot be negative',
  },
  'telemetry.reading.tooManyTemps': {
    'zh-CN': '温度最多 {max} 路',
    'zh-HK': '溫度最多 {max} 路',
    'en-US': 'At most {max} temperatures',
  },
  'telemetry.reading.tempsNotList': {
    'zh-CN': '温度须为数组',
    'zh-HK': '溫度須為陣列',
    'en-US': 'The temperatures must be a list',
  },
  'telemetry.reading.doorInvalid': {
    'zh-CN': '车门状态须为 open 或 closed',
    'zh-HK': '車門狀態須為 open 或 closed',
    'en-US': 'The door must be open or closed',
  },
  'telemetry.reading.ignitionInvalid': {
    'zh-CN': '点火状态须为 true 或 false',
    'zh-HK': '點火狀態須為 true 或 false',
    'en-US': 'The ignition must be true or false',
  },
  'telemetry.batchTooLarge': {
    'zh-CN': '一批最多 {max} 条读数',
    'zh-HK': '一批最多 {max} 條讀數',
    'en-US': 'At most {max} readings per batch',
  },
  'telemetry.deviceKeyInvalid': {
    'zh-CN': '设备密钥无效或已被重新签发',
    'zh-HK': '設備密鑰無效或已被重新簽發',
    'en-US': 'The device key is invalid or has been reissued',
  },
  'telemetry.deviceKeyRequired': {
    'zh-CN': '请提供设备密钥（X-Device-Key 请求头，OsmAnd 可用 token 参数）',
    'zh-HK': '請提供設備密鑰（X-Device-Key 請求頭，OsmAnd 可用 token 參數）',
    'en-US': 'A device key is required (X-Device-Key header; OsmAnd clients may pass token in the URL)',
  },
  'telemetry.vehicleHasNoDevice': {
    'zh-CN': '该车辆未填写设备号，无法签发设备密钥',
    'zh-HK': '該車輛未填寫設備號，無法簽發設備密鑰',
    'en-US': 'The vehicle has no device number: no device key can be issued',
  },
  // --- the demo simulator: it drives only the demo vehicles it owns
  'telemetry.reading.notSimulatorVehicle': {
    'zh-CN': '模拟器只驱动演示车辆：该车辆已签发设备密钥或已有真实上报',
    'zh-HK': '模擬器只驅動演示車輛：該車輛已簽發設備密鑰或已有真實上報',
    'en-US':
      'The simulator drives demo vehicles only: this vehicle has a device key or has sent real readings',
  },
});

export type TelemetryMessageKey = keyof typeof telemetryMessages;
