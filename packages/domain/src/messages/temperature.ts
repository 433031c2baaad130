import { defineMessages } from '../i18n/messages';

/** A shipment's temperature report and its export: file name and column headers. */
export const temperatureMessages = defineMessages({
  'temperature.export.file': {
    'zh-CN': '调度单温度记录',
    'zh-HK': '調度單溫度記錄',
    'en-US': 'Shipment temperatures',
  },
  'temperature.export.sheet': { 'zh-CN': '温度记录', 'zh-HK': '溫度記錄', 'en-US': 'Temperatures' },
  'temperature.export.shipmentCode': { 'zh-CN': '调度单号', 'zh-HK': '調度單號', 'en-US': 'Shipment no.' },
  'temperature.export.time': { 'zh-CN': '时间', 'zh-HK': '時間', 'en-US': 'Time' },
  'temperature.export.deviceNo': { 'zh-CN': '设备号', 'zh-HK': '設備號', 'en-US': 'Device' },
  'temperature.export.lat': { 'zh-CN': '纬度', 'zh-HK': '緯度', 'en-US': 'Latitude' },
  'temperature.export.lon': { 'zh-CN': '经度', 'zh-HK': '經度', 'en-US': 'Longitude' },
  'temperature.export.speed': { 'zh-CN': '车速(km/h)', 'zh-HK': '車速(km/h)', 'en-US': 'Speed (km/h)' },
  'temperature.export.temp1': { 'zh-CN': '温区1(℃)', 'zh-HK': '溫區1(℃)', 'en-US': 'Compartment 1 (°C)' },
  'temperature.export.temp2': { 'zh-CN': '温区2(℃)', 'zh-HK': '溫區2(℃)', 'en-US': 'Compartment 2 (°C)' },
  'temperature.export.temp3': { 'zh-CN': '温区3(℃)', 'zh-HK': '溫區3(℃)', 'en-US': 'Compartment 3 (°C)' },
  'temperature.export.temp4': { 'zh-CN': '温区4(℃)', 'zh-HK': '溫區4(℃)', 'en-US': 'Compartment 4 (°C)' },
  'temperature.export.door': { 'zh-CN': '车门', 'zh-HK': '車門', 'en-US': 'Door' },
  'temperature.export.doorOpen': { 'zh-CN': '开', 'zh-HK': '開', 'en-US': 'Open' },
  'temperature.export.doorClosed': { 'zh-CN': '关', 'zh-HK': '關', 'en-US': 'Closed' },
});
