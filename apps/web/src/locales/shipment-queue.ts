import { defineMessages } from '@tms/domain';

/** The shipment list as a queue: its filters and the kept selection. */
export const shipmentQueueLocale = defineMessages({
  'shipment.filter.departure': {
    'zh-CN': '计划发车日期',
    'zh-HK': '計劃發車日期',
    'en-US': 'Departure date',
  },
  'shipment.filter.carrier': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'shipment.filter.plate': { 'zh-CN': '车牌', 'zh-HK': '車牌', 'en-US': 'Plate' },
  'shipment.filter.driver': { 'zh-CN': '司机', 'zh-HK': '司機', 'en-US': 'Driver' },
  'shipment.filter.station': { 'zh-CN': '站点', 'zh-HK': '站點', 'en-US': 'Station' },
  'shipment.filter.alertState': { 'zh-CN': '告警', 'zh-HK': '告警', 'en-US': 'Alerts' },
  'shipment.alert.open': { 'zh-CN': '有未处理告警', 'zh-HK': '有未處理告警', 'en-US': 'Open alerts' },
  'shipment.alert.none': { 'zh-CN': '无未处理告警', 'zh-HK': '無未處理告警', 'en-US': 'No open alerts' },
});
