import { defineMessages } from '../i18n/messages';

/**
 * Messages of the shipment lifecycle. shipment.state.ship and
 * shipment.state.finish are the spec's "cannot ship as a dispatch is not effective" and "cannot complete as
 * a dispatch is not shipped". {code} is the shipment code, {status} its status code.
 */
export const shipmentMessages = defineMessages({
  'shipment.select.first': {
    'zh-CN': '请先选择调度单',
    'zh-HK': '請先選擇調度單',
    'en-US': 'Please select a dispatch order first',
  },
  'shipment.state.update': {
    'zh-CN': '调度单{code}已调度，不能修改',
    'zh-HK': '調度單{code}已調度，不能修改',
    'en-US': 'Dispatch order {code} is already scheduled and cannot be changed',
  },
  'shipment.state.remove': {
    'zh-CN': '只能删除打开状态的调度单（{code}）',
    'zh-HK': '只能刪除打開狀態的調度單（{code}）',
    'en-US': 'Only open dispatch orders can be deleted ({code})',
  },
  'shipment.state.effect': {
    'zh-CN': '只有打开状态的调度单才能生效（{code}）',
    'zh-HK': '只有打開狀態的調度單才能生效（{code}）',
    'en-US': 'Only open dispatch orders can take effect ({code})',
  },
  'shipment.state.drawal': {
    'zh-CN': '只有已生效的调度单才能撤回（{code}）',
    'zh-HK': '只有已生效的調度單才能撤回（{code}）',
    'en-US': 'Only effective dispatch orders can be withdrawn ({code})',
  },
  'shipment.state.scheduling': {
    'zh-CN': '只有已生效的调度单才能调度（{code}）',
    'zh-HK': '只有已生效的調度單才能調度（{code}）',
    'en-US': 'Only effective dispatch orders can be scheduled ({code})',
  },
  'shipment.state.changeScheduling': {
    'zh-CN': '只有已调度或已驳回的调度单才能变更调度（{code}）',
    'zh-HK': '只有已調度或已駁回的調度單才能變更調度（{code}）',
    'en-US': 'Scheduling can be changed only on scheduled or rejected dispatch orders ({code})',
  },
  'shipment.state.cancelScheduling': {
    'zh-CN': '只有已调度或已驳回的调度单才能取消调度（{code}）',
    'zh-HK': '只有已調度或已駁回的調度單才能取消調度（{code}）',
    'en-US': 'Scheduling can be cancelled only on scheduled or rejected dispatch orders ({code})',
  },
  'shipment.state.apply': {
    'zh-CN': '只有已调度或已驳回的调度单才能申请（{code}）',
    'zh-HK': '只有已調度或已駁回的調度單才能申請（{code}）',
    'en-US': 'Only scheduled or rejected dispatch orders can be applied for ({code})',
  },
  'shipment.state.applyReturn': {
    'zh-CN': '只有已申请的调度单才能申请退回（{code}）',
    'zh-HK': '只有已申請的調度單才能申請退回（{code}）',
    'en-US': 'Only applied dispatch orders can be returned ({code})',
  },
  'shipment.state.examine': {
    'zh-CN': '只有已申请的调度单才能审核（{code}）',
    'zh-HK': '只有已申請的調度單才能審核（{code}）',
    'en-US': 'Only applied dispatch orders can be approved ({code})',
  },
  'shipment.scheduling.notOwnCarrier': {
    'zh-CN': '只能为本承运商调度车辆和司机',
    'zh-HK': '只能為本承運商調度車輛和司機',
    'en-US': "You may schedule only for your own carrier's vehicles and drivers",
  },
  'shipment.scheduling.vehicleOfOtherCarrier': {
    'zh-CN': '车辆{plate}不属于所选承运商',
    'zh-HK': '車輛{plate}不屬於所選承運商',
    'en-US': 'Vehicle {plate} does not belong to the chosen carrier',
  },
  'shipment.scheduling.driverOfOtherCarrier': {
    'zh-CN': '司机{name}不属于车辆{plate}的承运商',
    'zh-HK': '司機{name}不屬於車輛{plate}的承運商',
    'en-US': 'Driver {name} does not belong to the carrier of vehicle {plate}',
  },
  'shipment.examine.ownApplication': {
    'zh-CN': '调度单{code}是您申请的，需由其他人审核',
    'zh-HK': '調度單{code}是您申請的，需由其他人審核',
    'en-US': 'You applied for dispatch order {code}; another user must approve it',
  },
  'shipment.state.reject': {
    'zh-CN': '只有已申请的调度单才能驳回（{code}）',
    'zh-HK': '只有已申請的調度單才能駁回（{code}）',
    'en-US': 'Only applied dispatch orders can be rejected ({code})',
  },
  'shipment.state.ship': {
    'zh-CN': '存在未生效的调度单（{code}），不能发运',
    'zh-HK': '存在未生效的調度單（{code}），不能發運',
    'en-US': 'Cannot ship: dispatch order {code} is not effective',
  },
  'shipment.state.finish': {
    'zh-CN': '存在未发运的调度单（{code}），不能完成',
    'zh-HK': '存在未發運的調度單（{code}），不能完成',
    'en-US': 'Cannot complete: dispatch order {code} is not shipped',
  },
  'shipment.state.cancel': {
    'zh-CN': '只有打开或已生效的调度单才能作废（{code}）',
    'zh-HK': '只有打開或已生效的調度單才能作廢（{code}）',
    'en-US': 'Only open or effective dispatch orders can be cancelled ({code})',
  },
  'shipment.state.discard': {
    'zh-CN': '只有已调度且未发运的调度单才能废弃（{code}）',
    'zh-HK': '只有已調度且未發運的調度單才能廢棄（{code}）',
    'en-US': 'Only scheduled dispatch orders that have not shipped can be discarded ({code})',
  },
  'shipment.state.merge': {
    'zh-CN': '只有打开或已生效的调度单才能合并（{code}）',
    'zh-HK': '只有打開或已生效的調度單才能合併（{code}）',
    'en-US': 'Only open or effective dispatch orders can be merged ({code})',
  },
  'shipment.state.changeCarrier': {
    'zh-CN': '调度单{code}当前状态不能变更承运商',
    'zh-HK': '調度單{code}當前狀態不能變更承運商',
    'en-US': 'The carrier of dispatch order {code} cannot be changed in its status',
  },
  'shipment.state.changeLineType': {
    'zh-CN': '调度单{code}当前状态不能变更线路类型',
    'zh-HK': '調度單{code}當前狀態不能變更線路類型',
    'en-US': 'The line type of dispatch order {code} cannot be changed in its status',
  },
  'shipment.state.changeModel': {
    'zh-CN': '调度单{code}已发运，不能变更车型',
    'zh-HK': '調度單{code}已發運，不能變更車型',
    'en-US': 'Dispatch order {code} has shipped; its vehicle model cannot be changed',
  },
  'shipment.state.retracement': {
    'zh-CN': '调度单{code}已结束，不能修改回程',
    'zh-HK': '調度單{code}已結束，不能修改回程',
    'en-US': 'Dispatch order {code} is closed; its return trip cannot be changed',
  },
  'shipment.state.etaCheck': {
    'zh-CN': '调度单{code}已结束，无需校验到达时间',
    'zh-HK': '調度單{code}已結束，無需校驗到達時間',
    'en-US': 'Dispatch order {code} is closed; its ETA needs no check',
  },
  'shipment.state.additTime': {
    'zh-CN': '只有已调度且未完成的调度单才能追加时间（{code}）',
    'zh-HK': '只有已調度且未完成的調度單才能追加時間（{code}）',
    'en-US': 'Time can be added only to scheduled dispatch orders not yet finished ({code})',
  },
  'shipment.state.addWaybill': {
    'zh-CN': '只有打开或已生效的调度单才能添加运单（{code}）',
    'zh-HK': '只有打開或已生效的調度單才能添加運單（{code}）',
    'en-US': 'Waybills can be added only to open or effective dispatch orders ({code})',
  },
  'shipment.state.trackNumRemark': {
    'zh-CN': '调度单{code}已结束，不能修改追踪号备注',
    'zh-HK': '調度單{code}已結束，不能修改追蹤號備註',
    'en-US': 'Dispatch order {code} is closed; its tracking number remark cannot be changed',
  },
  'shipment.state.descriptionRecord': {
    'zh-CN': '调度单{code}不能记录说明',
    'zh-HK': '調度單{code}不能記錄說明',
    'en-US': 'No description can be recorded on dispatch order {code}',
  },
  'shipment.vehicle.busy': {
    'zh-CN': '车辆{plate}已被调度单{code}占用',
    'zh-HK': '車輛{plate}已被調度單{code}佔用',
    'en-US': 'Vehicle {plate} is already used by dispatch order {code}',
  },
  'shipment.scheduling.required': {
    'zh-CN': '请选择承运商、车辆和主驾驶',
    'zh-HK': '請選擇承運商、車輛和主駕駛',
    'en-US': 'Select a carrier, a vehicle and a main driver',
  },
  'shipment.apply.incomplete': {
    'zh-CN': '调度单{code}未完成调度（承运商、车辆、主驾驶），不能申请',
    'zh-HK': '調度單{code}未完成調度（承運商、車輛、主駕駛），不能申請',
    'en-US':
      'Dispatch order {code} is not fully scheduled (carrier, vehicle, main driver); it cannot be applied for',
  },
  'shipment.merge.two': {
    'zh-CN': '请至少选择两个调度单进行合并',
    'zh-HK': '請至少選擇兩個調度單進行合併',
    'en-US': 'Select at least two dispatch orders to merge',
  },
  'shipment.merge.mismatch': {
    'zh-CN': '调度单{code}的调度中心或运输类型不同，不能合并',
    'zh-HK': '調度單{code}的調度中心或運輸類型不同，不能合併',
    'en-US': 'Dispatch order {code} has another dispatch center or transport type; it cannot be merged',
  },
  // --- actual times: they happened, so they run forward along the trip and none is in the future
  'shipment.finish.time.invalid': {
    'zh-CN': '调度单{code}的实际完成时间{factTime}不是有效的时间',
    'zh-HK': '調度單{code}的實際完成時間{factTime}不是有效的時間',
    'en-US': 'The actual completion time {factTime} of dispatch order {code} is not a valid time',
  },
  'shipment.finish.future': {
    'zh-CN': '调度单{code}的实际完成时间{factTime}晚于当前时间{now}',
    'zh-HK': '調度單{code}的實際完成時間{factTime}晚於當前時間{now}',
    'en-US': 'The actual completion time {factTime} of dispatch order {code} is in the future (now {now})',
  },
  'shipment.finish.beforeAtd': {
    'zh-CN': '调度单{code}的实际完成时间{factTime}早于实际发车时间{atd}',
    'zh-HK': '調度單{code}的實際完成時間{factTime}早於實際發車時間{atd}',
    'en-US':
      'The actual completion time {factTime} of dispatch order {code} is earlier than its actual departure {atd}',
  },
  'shipment.finish.beforeStop': {
    'zh-CN': '调度单{code}的实际完成时间{factTime}早于站点{station}的实际时间{time}',
    'zh-HK': '調度單{code}的實際完成時間{factTime}早於站點{station}的實際時間{time}',
    'en-US':
      'The actual completion time {factTime} of dispatch order {code} is earlier than the actual time {time} at stop {station}',
  },
  'shipment.stop.actual.departure': {
    'zh-CN': '调度单{code}站点{station}的实际离开时间{atd}早于实际到达时间{ata}',
    'zh-HK': '調度單{code}站點{station}的實際離開時間{atd}早於實際到達時間{ata}',
    'en-US':
      'Dispatch order {code}, stop {station}: the actual departure {atd} is earlier than the actual arrival {ata}',
  },
  'shipment.stop.actual.order': {
    'zh-CN': '调度单{code}站点{station}的实际时间{time}早于上一站点{previous}的实际时间{previousTime}',
    'zh-HK': '調度單{code}站點{station}的實際時間{time}早於上一站點{previous}的實際時間{previousTime}',
    'en-US':
      'Dispatch order {code}, stop {station}: the actual time {time} is earlier than the actual time {previousTime} at the previous stop {previous}',
  },
  'shipment.eta.late': {
    'zh-CN': '调度单{code}的预计到达时间晚于运单要求的到达时间',
    'zh-HK': '調度單{code}的預計到達時間晚於運單要求的到達時間',
    'en-US': 'The ETA of dispatch order {code} is later than its waybills require',
  },
});

export type ShipmentMessageKey = keyof typeof shipmentMessages;
