import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: route (standard routes, fixed route groups, their details). */
export const baseRouteMessages = defineMessages({
  // Standard routes.
  'base.route.endsRequired': {
    'zh-CN': '出发地和目的地不能为空',
    'zh-HK': '出發地和目的地不能為空',
    'en-US': 'The departure and destination cannot be empty',
  },
  'base.route.endsSame': {
    'zh-CN': '出发地和目的地不能相同',
    'zh-HK': '出發地和目的地不能相同',
    'en-US': 'The departure and destination cannot be the same',
  },
  'base.route.negative': {
    'zh-CN': '不能为负数',
    'zh-HK': '不能為負數',
    'en-US': 'cannot be negative',
  },
  'base.route.invalidDecimal': {
    'zh-CN': '请输入有效的数字',
    'zh-HK': '請輸入有效的數字',
    'en-US': 'is not a valid number',
  },
  'base.route.decimalTooLong': {
    'zh-CN': '数值过大或小数超过两位',
    'zh-HK': '數值過大或小數超過兩位',
    'en-US': 'is too large or has more than 2 decimals',
  },
  'base.route.zoneNotFound': {
    'zh-CN': '区域“{value}”不存在或不属于当前调度中心',
    'zh-HK': '區域「{value}」不存在或不屬於當前調度中心',
    'en-US': 'Zone "{value}" does not exist or is not in the selected dispatch center',
  },
  'base.route.inUse': {
    'zh-CN': '标准线路“{value}”已被固定线路明细使用，不能删除',
    'zh-HK': '標準線路「{value}」已被固定線路明細使用，不能刪除',
    'en-US': 'Standard route "{value}" is used by route group details and cannot be deleted',
  },
  'base.route.exportTask': {
    'zh-CN': '标准线路导出',
    'zh-HK': '標準線路匯出',
    'en-US': 'Standard route export',
  },
  'base.route.sheet': { 'zh-CN': '标准线路', 'zh-HK': '標準線路', 'en-US': 'Standard routes' },
  'base.route.field.code': { 'zh-CN': '线路编码', 'zh-HK': '線路編碼', 'en-US': 'Route code' },
  'base.route.field.name': { 'zh-CN': '线路名称', 'zh-HK': '線路名稱', 'en-US': 'Route name' },
  'base.route.field.originZone': { 'zh-CN': '出发区域', 'zh-HK': '出發區域', 'en-US': 'Origin zone' },
  'base.route.field.destZone': { 'zh-CN': '目的区域', 'zh-HK': '目的區域', 'en-US': 'Destination zone' },
  'base.route.field.transType': { 'zh-CN': '运输方式', 'zh-HK': '運輸方式', 'en-US': 'Transport type' },
  'base.route.field.stowageMode': { 'zh-CN': '配载方式', 'zh-HK': '配載方式', 'en-US': 'Stowage mode' },
  'base.route.field.transportGroup': {
    'zh-CN': '运输组',
    'zh-HK': '運輸組',
    'en-US': 'Transport group',
  },
  'base.route.field.mileageKm': { 'zh-CN': '里程(km)', 'zh-HK': '里程(km)', 'en-US': 'Mileage (km)' },
  'base.route.field.cost': { 'zh-CN': '成本', 'zh-HK': '成本', 'en-US': 'Cost' },
  'base.route.field.prescriptionHours': {
    'zh-CN': '时效(小时)',
    'zh-HK': '時效(小時)',
    'en-US': 'Prescription (hours)',
  },
  'base.route.field.enableFlag': { 'zh-CN': '启用', 'zh-HK': '啟用', 'en-US': 'Enabled' },
  'base.route.field.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },

  // Fixed route groups and their details.
  'base.routeGroup.weekdayInvalid': {
    'zh-CN': '星期编码“{value}”无效，应为 1 至 7（周日为 7）',
    'zh-HK': '星期編碼「{value}」無效，應為 1 至 7（週日為 7）',
    'en-US': 'Weekday code "{value}" is invalid: use 1 to 7 (Sunday 7)',
  },
  'base.routeGroup.weekdayRepeated': {
    'zh-CN': '星期“{value}”重复',
    'zh-HK': '星期「{value}」重複',
    'en-US': 'Weekday "{value}" is repeated',
  },
  'base.routeGroup.stopStationRequired': {
    'zh-CN': '第{sequence}个站点未选择',
    'zh-HK': '第{sequence}個站點未選擇',
    'en-US': 'Stop {sequence} has no station',
  },
  'base.routeGroup.adjacentSameStation': {
    'zh-CN': '相邻站点不能相同：第{sequence}个站点“{station}”与上一个站点相同',
    'zh-HK': '相鄰站點不能相同：第{sequence}個站點「{station}」與上一個站點相同',
    'en-US': 'Adjacent stations cannot be the same: stop {sequence} "{station}" repeats the stop before it',
  },
  'base.routeGroup.duplicateStations': {
    'zh-CN': '站点“{stations}”在线路中重复出现，确认保存吗？',
    'zh-HK': '站點「{stations}」在線路中重複出現，確認保存嗎？',
    'en-US': 'Station(s) "{stations}" appear more than once on this route. Save anyway?',
  },
  'base.routeGroup.invalidTime': {
    'zh-CN': '时间“{value}”格式应为 HH:mm',
    'zh-HK': '時間「{value}」格式應為 HH:mm',
    'en-US': 'Time "{value}" must be HH:mm',
  },
  'base.routeGroup.arrivalAfterLeave': {
    'zh-CN': '第{sequence}个站点“{station}”的到达时间 {arrival} 晚于离开时间 {leave}',
    'zh-HK': '第{sequence}個站點「{station}」的到達時間 {arrival} 晚於離開時間 {leave}',
    'en-US': 'Stop {sequence} "{station}": arrival {arrival} is after leave {leave}',
  },
  'base.routeGroup.leaveAfterNextArrival': {
    'zh-CN': '第{sequence}个站点“{station}”的离开时间 {leave} 晚于下一站的到达时间 {arrival}',
    'zh-HK': '第{sequence}個站點「{station}」的離開時間 {leave} 晚於下一站的到達時間 {arrival}',
    'en-US': 'Stop {sequence} "{station}": leave {leave} is after the next stop\'s arrival {arrival}',
  },
  'base.routeGroup.loadAfterDeparture': {
    'zh-CN': '装车时间 {load} 不能晚于发车时间 {departure}',
    'zh-HK': '裝車時間 {load} 不能晚於發車時間 {departure}',
    'en-US': 'Load time {load} cannot be after departure time {departure}',
  },
  'base.routeGroup.sameDrivers': {
    'zh-CN': '主司机和副司机不能是同一人',
    'zh-HK': '主司機和副司機不能是同一人',
    'en-US': 'The main and second driver cannot be the same person',
  },
  'base.routeGroup.routeNotFound': {
    'zh-CN': '标准线路“{value}”不存在或不属于当前调度中心',
    'zh-HK': '標準線路「{value}」不存在或不屬於當前調度中心',
    'en-US': 'Standard route "{value}" does not exist or is not in the selected dispatch center',
  },
  'base.routeGroup.stationNotFound': {
    'zh-CN': '站点“{value}”不存在或已删除',
    'zh-HK': '站點「{value}」不存在或已刪除',
    'en-US': 'Station "{value}" does not exist or was removed',
  },
  'base.routeGroup.carrierNotFound': {
    'zh-CN': '承运商“{value}”不存在或已删除',
    'zh-HK': '承運商「{value}」不存在或已刪除',
    'en-US': 'Carrier "{value}" does not exist or was removed',
  },
  'base.routeGroup.vehicleModelNotFound': {
    'zh-CN': '车型“{value}”不存在或已删除',
    'zh-HK': '車型「{value}」不存在或已刪除',
    'en-US': 'Vehicle model "{value}" does not exist or was removed',
  },
  'base.routeGroup.driverNotFound': {
    'zh-CN': '司机“{value}”不存在或已删除',
    'zh-HK': '司機「{value}」不存在或已刪除',
    'en-US': 'Driver "{value}" does not exist or was removed',
  },
  'base.routeGroup.vehicleNotFound': {
    'zh-CN': '车辆“{value}”不存在或已删除',
    'zh-HK': '車輛「{value}」不存在或已刪除',
    'en-US': 'Vehicle "{value}" does not exist or was removed',
  },
  'base.routeGroup.driverNotOfCarrier': {
    'zh-CN': '司机“{value}”不属于所选承运商',
    'zh-HK': '司機「{value}」不屬於所選承運商',
    'en-US': 'Driver "{value}" does not work for the selected carrier',
  },
  'base.routeGroup.vehicleNotOfCarrier': {
    'zh-CN': '车辆“{value}”不属于所选承运商',
    'zh-HK': '車輛「{value}」不屬於所選承運商',
    'en-US': 'Vehicle "{value}" does not belong to the selected carrier',
  },
  'base.routeGroup.alreadyValid': {
    'zh-CN': '“{value}”已是生效状态，不能重复生效',
    'zh-HK': '「{value}」已是生效狀態，不能重複生效',
    'en-US': '"{value}" is already valid',
  },
  'base.routeGroup.alreadyInvalid': {
    'zh-CN': '“{value}”已是失效状态，不能重复失效',
    'zh-HK': '「{value}」已是失效狀態，不能重複失效',
    'en-US': '"{value}" is already invalid',
  },
  'base.routeGroup.exportTask': {
    'zh-CN': '固定线路组导出',
    'zh-HK': '固定線路組匯出',
    'en-US': 'Fixed route group export',
  },
  'base.routeGroup.sheet': { 'zh-CN': '固定线路组', 'zh-HK': '固定線路組', 'en-US': 'Fixed route groups' },
  'base.routeGroup.field.code': { 'zh-CN': '线路组编码', 'zh-HK': '線路組編碼', 'en-US': 'Group code' },
  'base.routeGroup.field.name': { 'zh-CN': '线路组名称', 'zh-HK': '線路組名稱', 'en-US': 'Group name' },
  'base.routeGroup.field.description': { 'zh-CN': '描述', 'zh-HK': '描述', 'en-US': 'Description' },
  'base.routeGroup.field.weekdays': { 'zh-CN': '星期', 'zh-HK': '星期', 'en-US': 'Weekdays' },
  'base.routeGroup.field.shift': { 'zh-CN': '班次', 'zh-HK': '班次', 'en-US': 'Shift' },
  'base.routeGroup.field.validFlag': { 'zh-CN': '生效', 'zh-HK': '生效', 'en-US': 'Valid' },
  'base.routeGroup.field.detailCount': { 'zh-CN': '明细数', 'zh-HK': '明細數', 'en-US': 'Details' },
});
