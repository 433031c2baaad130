import { defineMessages } from '../i18n/messages';

/**
 * Why a vehicle cannot go (domain dispatch/vehicle-go.ts): the words the scheduling dialog's picker shows
 * beside a vehicle and the scheduling refusal repeats ({reason} is one of the fleet.go.* texts).
 * {window} is a planned window such as "12-09 05:30–08:15"; {layer} a temperature layer's label.
 */
export const fleetGoMessages = defineMessages({
  'fleet.go.vehicleNotApproved': {
    'zh-CN': '车辆未审核通过',
    'zh-HK': '車輛未審核通過',
    'en-US': 'vehicle not approved',
  },
  'fleet.go.vehicleDisabled': { 'zh-CN': '车辆已停用', 'zh-HK': '車輛已停用', 'en-US': 'vehicle disabled' },
  'fleet.go.vehicleLocked': { 'zh-CN': '车辆已锁定', 'zh-HK': '車輛已鎖定', 'en-US': 'vehicle locked' },
  'fleet.go.vehicleScrapped': {
    'zh-CN': '车辆已于{day}报废',
    'zh-HK': '車輛已於{day}報廢',
    'en-US': 'scrapped on {day}',
  },
  'fleet.go.noInsurance': { 'zh-CN': '无保险记录', 'zh-HK': '無保險記錄', 'en-US': 'no insurance on record' },
  'fleet.go.insuranceExpired': {
    'zh-CN': '保险已于{day}到期',
    'zh-HK': '保險已於{day}到期',
    'en-US': 'insurance expired on {day}',
  },
  'fleet.go.insuranceNotStarted': {
    'zh-CN': '保险{day}起生效',
    'zh-HK': '保險{day}起生效',
    'en-US': 'insurance starts on {day}',
  },
  'fleet.go.noModel': {
    'zh-CN': '无可用车型',
    'zh-HK': '無可用車型',
    'en-US': 'no usable vehicle model',
  },
  'fleet.go.carrierNotApproved': {
    'zh-CN': '承运商未审核通过',
    'zh-HK': '承運商未審核通過',
    'en-US': 'carrier not approved',
  },
  'fleet.go.carrierDisabled': {
    'zh-CN': '承运商已停用',
    'zh-HK': '承運商已停用',
    'en-US': 'carrier disabled',
  },
  'fleet.go.carrierBlacklisted': {
    'zh-CN': '承运商在黑名单中',
    'zh-HK': '承運商在黑名單中',
    'en-US': 'carrier blacklisted',
  },
  'fleet.go.busy': {
    'zh-CN': '已在调度单{code}上 {window}',
    'zh-HK': '已在調度單{code}上 {window}',
    'en-US': 'on {code} {window}',
  },
  'fleet.go.layer': {
    'zh-CN': '不具备{layer}温层',
    'zh-HK': '不具備{layer}溫層',
    'en-US': 'does not carry {layer}',
  },
  'fleet.go.weight': {
    'zh-CN': '超出额定载重{rated} kg，超出{excess} kg',
    'zh-HK': '超出額定載重{rated} kg，超出{excess} kg',
    'en-US': 'over its rated load of {rated} kg by {excess} kg',
  },
  'fleet.go.volume': {
    'zh-CN': '超出额定体积{rated} m³，超出{excess} m³',
    'zh-HK': '超出額定體積{rated} m³，超出{excess} m³',
    'en-US': 'over its rated volume of {rated} m³ by {excess} m³',
  },
  'fleet.go.compartmentWeight': {
    'zh-CN': '{layer}分仓超出额定载重{rated} kg，超出{excess} kg',
    'zh-HK': '{layer}分倉超出額定載重{rated} kg，超出{excess} kg',
    'en-US': '{layer} compartment over its rated load of {rated} kg by {excess} kg',
  },
  'fleet.go.compartmentVolume': {
    'zh-CN': '{layer}分仓超出额定体积{rated} m³，超出{excess} m³',
    'zh-HK': '{layer}分倉超出額定體積{rated} m³，超出{excess} m³',
    'en-US': '{layer} compartment over its rated volume of {rated} m³ by {excess} m³',
  },
  // The refusals of scheduling, batch and change scheduling: the vehicle and the picker's reason.
  'fleet.go.cannotGo': {
    'zh-CN': '车辆{plate}不可调度：{reason}',
    'zh-HK': '車輛{plate}不可調度：{reason}',
    'en-US': 'Vehicle {plate} cannot go: {reason}',
  },
  'fleet.go.cannotCarry': {
    'zh-CN': '车辆{plate}不能承运调度单{code}：{reason}',
    'zh-HK': '車輛{plate}不能承運調度單{code}：{reason}',
    'en-US': 'Vehicle {plate} cannot carry {code}: {reason}',
  },
  'fleet.go.driverNotReady': {
    'zh-CN': '司机{name}未审核通过或已停用',
    'zh-HK': '司機{name}未審核通過或已停用',
    'en-US': 'Driver {name} is not approved or is disabled',
  },
  'fleet.go.carrierNotDispatchable': {
    'zh-CN': '承运商{name}未审核通过、已停用或在黑名单中',
    'zh-HK': '承運商{name}未審核通過、已停用或在黑名單中',
    'en-US': 'Carrier {name} is not approved, is disabled or is blacklisted',
  },
});
