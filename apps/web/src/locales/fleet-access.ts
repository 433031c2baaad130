import { defineMessages } from '@tms/domain';

/**
 * The carriers of data groups (the data-group screen's carrier side) and the scheduling dialog's vehicle
 * picker: which vehicles can go, and why the others cannot (the reasons come from the server, translated).
 */
export const fleetAccessLocale = defineMessages({
  'baseDataGroup.carrierCount': { 'zh-CN': '承运商数', 'zh-HK': '承運商數', 'en-US': 'Carriers' },
  'baseDataGroup.bindCarriers': { 'zh-CN': '绑定承运商', 'zh-HK': '綁定承運商', 'en-US': 'Carriers' },
  'baseDataGroup.carriersTitle': {
    'zh-CN': '数据组“{{name}}”的承运商',
    'zh-HK': '數據組「{{name}}」的承運商',
    'en-US': 'Carriers of data group "{{name}}"',
  },
  'baseDataGroup.carriersBound': {
    'zh-CN': '组内承运商',
    'zh-HK': '組內承運商',
    'en-US': 'Carriers in the group',
  },
  'baseDataGroup.carriersNotBound': {
    'zh-CN': '组外承运商',
    'zh-HK': '組外承運商',
    'en-US': 'Carriers not in the group',
  },
  'baseDataGroup.bindSelectedCarriers': {
    'zh-CN': '将选中的承运商加入数据组',
    'zh-HK': '將選中的承運商加入數據組',
    'en-US': 'Put the selected carriers in the group',
  },
  'baseDataGroup.unbindSelectedCarriers': {
    'zh-CN': '将选中的承运商移出数据组',
    'zh-HK': '將選中的承運商移出數據組',
    'en-US': 'Take the selected carriers out of the group',
  },
  'baseDataGroup.carrierCode': { 'zh-CN': '承运商编码', 'zh-HK': '承運商編碼', 'en-US': 'Carrier code' },
  'baseDataGroup.carrierName': { 'zh-CN': '承运商名称', 'zh-HK': '承運商名稱', 'en-US': 'Carrier name' },
  'shipment.pick.cannotGo': { 'zh-CN': '不可调度', 'zh-HK': '不可調度', 'en-US': 'Cannot go' },
  'shipment.pick.canGo': {
    'zh-CN': '车辆{{plate}}可调度：车型{{model}}具备货物的全部温层，载重与体积足够，时段内空闲',
    'zh-HK': '車輛{{plate}}可調度：車型{{model}}具備貨物的全部溫層，載重與體積足夠，時段內空閒',
    'en-US':
      'Vehicle {{plate}} can go: model {{model}} carries every layer of the goods with room for them, and it is free then',
  },
  'shipment.pick.cannotGoTitle': {
    'zh-CN': '车辆{{plate}}不可调度',
    'zh-HK': '車輛{{plate}}不可調度',
    'en-US': 'Vehicle {{plate}} cannot go',
  },
});
