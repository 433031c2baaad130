import { defineMessages } from '../i18n/messages';

/**
 * Messages of the dispatch core: line submission, stops, times, the
 * order pool, waybill and order transitions. Keys named in the spec keep the spec's spelling
 * (waybill.tip.etd.eta1, shipment.placeholder.model, ...); the others are ours (docs/waybill-states.md).
 * Parameters: {line} is the 1-based line number, {station} a station name (or code, or id).
 */
export const dispatchMessages = defineMessages({
  // --- line submission (in the order they are checked)
  'waybill.tip.etd.eta1': {
    'zh-CN': '第{line}条线路站点{station}：到达时间不能晚于离开时间，离开时间不能晚于下一站点的到达时间',
    'zh-HK': '第{line}條線路站點{station}：到達時間不能晚於離開時間，離開時間不能晚於下一站點的到達時間',
    'en-US':
      'Line {line}, stop {station}: arrival cannot be after departure, and departure cannot be after the next stop’s arrival',
  },
  'shipment.placeholder.model': {
    'zh-CN': '请选择车型',
    'zh-HK': '請選擇車型',
    'en-US': 'Please select a vehicle model',
  },
  'waybill.no.line': {
    'zh-CN': '没有线路，请先添加线路',
    'zh-HK': '沒有線路，請先添加線路',
    'en-US': 'There are no lines; add a line first',
  },
  'waybill.tip.max.line': {
    'zh-CN': '最多只能添加{max}条线路',
    'zh-HK': '最多只能添加{max}條線路',
    'en-US': 'At most {max} lines are allowed',
  },
  'waybill.tip.no.window.submit': {
    'zh-CN': '站点{stations}不在收货时间窗口内，是否继续提交？',
    'zh-HK': '站點{stations}不在收貨時間窗口內，是否繼續提交？',
    'en-US': 'Stops {stations} are outside their receiving time windows. Submit anyway?',
  },
  'waybill.tip.no.window': {
    'zh-CN': '存在不在收货时间窗口内的站点，已取消提交',
    'zh-HK': '存在不在收貨時間窗口內的站點，已取消提交',
    'en-US': 'Some stops are outside their receiving time windows; the submission was cancelled',
  },
  'waybill.tip.eta.etd.need': {
    'zh-CN': '第{line}条线路站点{station}为返仓站点，请填写返仓到达时间和返仓离开时间',
    'zh-HK': '第{line}條線路站點{station}為返倉站點，請填寫返倉到達時間和返倉離開時間',
    'en-US': 'Line {line}, stop {station} is a return-trip stop: enter both the return arrival and departure',
  },
  // --- times and windows (tips shown on the station cards)
  'waybill.tip.out.window': {
    'zh-CN': '站点{station}的{field}不在收货时间窗口内',
    'zh-HK': '站點{station}的{field}不在收貨時間窗口內',
    'en-US': 'The {field} at stop {station} is outside its receiving time window',
  },
  'waybill.tip.etd.eta': {
    'zh-CN': '站点{station}的离开时间早于到达时间',
    'zh-HK': '站點{station}的離開時間早於到達時間',
    'en-US': 'At stop {station} the departure is earlier than the arrival',
  },
  'waybill.tip.etd.next.eta': {
    'zh-CN': '站点{station}的离开时间晚于下一站点{next}的到达时间',
    'zh-HK': '站點{station}的離開時間晚於下一站點{next}的到達時間',
    'en-US': 'The departure at stop {station} is later than the arrival at the next stop {next}',
  },
  'waybill.tip.eta.order.eta': {
    'zh-CN': '站点{station}的到达时间晚于其所有运单的预计到达时间',
    'zh-HK': '站點{station}的到達時間晚於其所有運單的預計到達時間',
    'en-US': 'The arrival at stop {station} is later than the ETA of every one of its waybills',
  },
  // --- moves, parents, mutually exclusive stations
  'waybill.tips.someParent2': {
    'zh-CN': '同一订单拆分的运单不能放在同一调度单中',
    'zh-HK': '同一訂單拆分的運單不能放在同一調度單中',
    'en-US': 'Waybills split from the same order cannot share a dispatch order',
  },
  'waybill.tip.duplicate': {
    'zh-CN': '运单{code}不能同时出现在多条线路中',
    'zh-HK': '運單{code}不能同時出現在多條線路中',
    'en-US': 'Waybill {code} cannot be on more than one line',
  },
  'waybill.tip.stop.move.before': {
    'zh-CN': '站点{station}不能移动到该位置：它为站点{other}提货，必须在其之前',
    'zh-HK': '站點{station}不能移動到該位置：它為站點{other}提貨，必須在其之前',
    'en-US': 'Stop {station} cannot move there: it must stay before stop {other}, whose waybills it picks up',
  },
  'waybill.tip.stop.move.after': {
    'zh-CN': '站点{station}不能移动到该位置：它的运单在站点{other}提货，必须在其之后',
    'zh-HK': '站點{station}不能移動到該位置：它的運單在站點{other}提貨，必須在其之後',
    'en-US':
      'Stop {station} cannot move there: it must stay after stop {other}, where its waybills are picked up',
  },
  'waybill.tip.station.mutex': {
    'zh-CN': '站点{stationA}与站点{stationB}互斥，不能在同一线路中',
    'zh-HK': '站點{stationA}與站點{stationB}互斥，不能在同一線路中',
    'en-US': 'Stations {stationA} and {stationB} are mutually exclusive and cannot share a line',
  },
  // --- cold chain: the line's vehicle model
  'waybill.tip.model.unknown': {
    'zh-CN': '第{line}条线路的车型不存在或已停用',
    'zh-HK': '第{line}條線路的車型不存在或已停用',
    'en-US': 'The vehicle model of line {line} does not exist or is disabled',
  },
  'waybill.tip.model.layer': {
    'zh-CN': '第{line}条线路站点{station}的运单需要温层{layer}，车型{model}不具备该温层',
    'zh-HK': '第{line}條線路站點{station}的運單需要溫層{layer}，車型{model}不具備該溫層',
    'en-US':
      'Line {line}, stop {station}: its waybills need temperature layer {layer}, which model {model} does not carry',
  },
  'waybill.tip.model.weight': {
    'zh-CN': '第{line}条线路在站点{station}超出车型{model}的额定载重{rated} kg，超出{excess} kg',
    'zh-HK': '第{line}條線路在站點{station}超出車型{model}的額定載重{rated} kg，超出{excess} kg',
    'en-US': 'Line {line} exceeds model {model}’s rated load of {rated} kg at stop {station} by {excess} kg',
  },
  'waybill.tip.model.volume': {
    'zh-CN': '第{line}条线路在站点{station}超出车型{model}的额定体积{rated} m³，超出{excess} m³',
    'zh-HK': '第{line}條線路在站點{station}超出車型{model}的額定體積{rated} m³，超出{excess} m³',
    'en-US':
      'Line {line} exceeds model {model}’s rated volume of {rated} m³ at stop {station} by {excess} m³',
  },
  'waybill.tip.model.compartmentWeight': {
    'zh-CN':
      '第{line}条线路在站点{station}超出车型{model}温层{layer}分仓的额定载重{rated} kg，超出{excess} kg',
    'zh-HK':
      '第{line}條線路在站點{station}超出車型{model}溫層{layer}分倉的額定載重{rated} kg，超出{excess} kg',
    'en-US':
      'Line {line} exceeds model {model}’s {layer} compartment rated load of {rated} kg at stop {station} by {excess} kg',
  },
  'waybill.tip.model.compartmentVolume': {
    'zh-CN':
      '第{line}条线路在站点{station}超出车型{model}温层{layer}分仓的额定体积{rated} m³，超出{excess} m³',
    'zh-HK':
      '第{line}條線路在站點{station}超出車型{model}溫層{layer}分倉的額定體積{rated} m³，超出{excess} m³',
    'en-US':
      'Line {line} exceeds model {model}’s {layer} compartment rated volume of {rated} m³ at stop {station} by {excess} m³',
  },
  // --- waybill transitions (docs/waybill-states.md); {code} is the waybill code, {status} its status
  'waybill.state.confirm': {
    'zh-CN': '运单{code}不是待审核状态，不能审核',
    'zh-HK': '運單{code}不是待審核狀態，不能審核',
    'en-US': 'Waybill {code} is not open, so it cannot be reviewed',
  },
  'waybill.state.withdraw': {
    'zh-CN': '运单{code}不是已审核状态，不能撤回',
    'zh-HK': '運單{code}不是已審核狀態，不能撤回',
    'en-US': 'Waybill {code} is not audited, so it cannot be withdrawn',
  },
  'waybill.state.handout': {
    'zh-CN': '运单{code}不是已审核状态，不能下发',
    'zh-HK': '運單{code}不是已審核狀態，不能下發',
    'en-US': 'Waybill {code} is not audited, so it cannot be handed out',
  },
  'waybill.state.handoutCancel': {
    'zh-CN': '运单{code}未下发，不能取消下发',
    'zh-HK': '運單{code}未下發，不能取消下發',
    'en-US': 'Waybill {code} has not been handed out, so the hand-out cannot be cancelled',
  },
  'waybill.state.handmade': {
    'zh-CN': '运单{code}不是已审核状态，不能加入订单池',
    'zh-HK': '運單{code}不是已審核狀態，不能加入訂單池',
    'en-US': 'Waybill {code} is not audited, so it cannot be taken into the order pool',
  },
  'waybill.state.handmade.held': {
    'zh-CN': '运单{code}正在被{holder}排线，不能重复加入订单池',
    'zh-HK': '運單{code}正在被{holder}排線，不能重複加入訂單池',
    'en-US': 'Waybill {code} is being planned by {holder} and cannot be taken into another pool',
  },
  'waybill.state.handmadeCancel': {
    'zh-CN': '运单{code}不在订单池中，无需移出',
    'zh-HK': '運單{code}不在訂單池中，無需移出',
    'en-US': 'Waybill {code} is not in the order pool',
  },
  'waybill.state.handmadeFix': {
    'zh-CN': '运单{code}不在订单池中，不能保存排线',
    'zh-HK': '運單{code}不在訂單池中，不能保存排線',
    'en-US': 'Waybill {code} is not in the order pool, so its line cannot be saved',
  },
  'waybill.state.handmadeSubmit': {
    'zh-CN': '运单{code}未加入订单池或已被调度，不能提交排线',
    'zh-HK': '運單{code}未加入訂單池或已被調度，不能提交排線',
    'en-US': 'Waybill {code} is not in the order pool (or is already dispatched), so it cannot be submitted',
  },
  'waybill.state.split': {
    'zh-CN': '运单{code}当前状态不能拆单',
    'zh-HK': '運單{code}當前狀態不能拆單',
    'en-US': 'Waybill {code} cannot be split in its current status',
  },
  'waybill.state.withdrawSplit': {
    'zh-CN': '运单{code}当前状态不能撤销拆单',
    'zh-HK': '運單{code}當前狀態不能撤銷拆單',
    'en-US': 'The split of waybill {code} cannot be withdrawn in its current status',
  },
  'waybill.state.withdrawSplit.scheduled': {
    'zh-CN': '运单{code}已调度，不能撤销拆单',
    'zh-HK': '運單{code}已調度，不能撤銷拆單',
    'en-US': 'Waybill {code} is already dispatched, so its split cannot be withdrawn',
  },
  'waybill.state.withdrawSplit.one': {
    'zh-CN': '撤销拆单只能选择一条运单',
    'zh-HK': '撤銷拆單只能選擇一條運單',
    'en-US': 'Select exactly one waybill to withdraw a split',
  },
  'waybill.state.assign': {
    'zh-CN': '运单{code}当前状态不能加入调度单',
    'zh-HK': '運單{code}當前狀態不能加入調度單',
    'en-US': 'Waybill {code} cannot be added to a dispatch order in its current status',
  },
  'waybill.state.release': {
    'zh-CN': '运单{code}不在调度单中',
    'zh-HK': '運單{code}不在調度單中',
    'en-US': 'Waybill {code} is not on a dispatch order',
  },
  'waybill.state.transfer': {
    'zh-CN': '运单{code}不在调度单中，不能随合并转移',
    'zh-HK': '運單{code}不在調度單中，不能隨合併轉移',
    'en-US': 'Waybill {code} is not on a dispatch order and cannot move with a merge',
  },
  'waybill.state.ship': {
    'zh-CN': '运单{code}未调度，不能发运',
    'zh-HK': '運單{code}未調度，不能發運',
    'en-US': 'Waybill {code} is not dispatched, so it cannot be shipped',
  },
  'waybill.state.finish': {
    'zh-CN': '运单{code}不在运输中，不能完成',
    'zh-HK': '運單{code}不在運輸中，不能完成',
    'en-US': 'Waybill {code} is not in transit, so it cannot be finished',
  },
  'waybill.state.cancel': {
    'zh-CN': '运单{code}已排线或已调度，不能取消',
    'zh-HK': '運單{code}已排線或已調度，不能取消',
    'en-US': 'Waybill {code} is being planned or already dispatched, so it cannot be cancelled',
  },
  // --- order transitions
  'order.state.review': {
    'zh-CN': '只有打开状态的订单才能审核',
    'zh-HK': '只有打開狀態的訂單才能審核',
    'en-US': 'Only open orders can be reviewed',
  },
  'order.state.withdraw': {
    'zh-CN': '只有生效状态的订单才能撤回',
    'zh-HK': '只有生效狀態的訂單才能撤回',
    'en-US': 'Only effective orders can be withdrawn',
  },
  'order.state.lock': {
    'zh-CN': '只有打开或生效状态的订单才能锁定',
    'zh-HK': '只有打開或生效狀態的訂單才能鎖定',
    'en-US': 'Only open or effective orders can be locked',
  },
  'order.state.lock.locked': {
    'zh-CN': '订单已锁定',
    'zh-HK': '訂單已鎖定',
    'en-US': 'The order is already locked',
  },
  'order.state.unlock': {
    'zh-CN': '只有锁定的订单才能解锁',
    'zh-HK': '只有鎖定的訂單才能解鎖',
    'en-US': 'Only locked orders can be unlocked',
  },
  'order.state.delete.open': {
    'zh-CN': '只能删除打开状态的订单',
    'zh-HK': '只能刪除打開狀態的訂單',
    'en-US': 'Only open orders can be deleted',
  },
  'order.state.delete.manual': {
    'zh-CN': '只能删除手工创建的订单',
    'zh-HK': '只能刪除手工創建的訂單',
    'en-US': 'Only manually created orders can be deleted',
  },
  'order.state.delete.locked': {
    'zh-CN': '订单已锁定，请先解锁',
    'zh-HK': '訂單已鎖定，請先解鎖',
    'en-US': 'The order is locked; unlock it first',
  },
  'order.state.edit': {
    'zh-CN': '只有打开且未锁定的订单才能修改',
    'zh-HK': '只有打開且未鎖定的訂單才能修改',
    'en-US': 'Only open, unlocked orders can be changed',
  },
  'order.state.assignRoute': {
    'zh-CN': '只有打开状态的订单才能指定承运商线路',
    'zh-HK': '只有打開狀態的訂單才能指定承運商線路',
    'en-US': 'A carrier route can be assigned to open orders only',
  },
  'order.state.close': {
    'zh-CN': '只有生效状态的订单才能关闭',
    'zh-HK': '只有生效狀態的訂單才能關閉',
    'en-US': 'Only effective orders can be closed',
  },
  // --- late arrival: one rule (late-arrivals.ts) in the same words on the line screen, at submit and in planning
  'waybill.tip.eta.required': {
    'zh-CN': '站点{station}于{arrival}到达，晚于运单{code}的要求送达时间{required}',
    'zh-HK': '站點{station}於{arrival}到達，晚於運單{code}的要求送達時間{required}',
    'en-US':
      'Stop {station} is reached at {arrival}, after waybill {code}’s required delivery time {required}',
  },
  'waybill.tip.late.submit': {
    'zh-CN': '站点{stations}晚于运单的要求送达时间到达，是否允许迟到并提交？',
    'zh-HK': '站點{stations}晚於運單的要求送達時間到達，是否允許遲到並提交？',
    'en-US':
      'Stops {stations} are reached after their waybills’ required delivery times. Allow late arrival and submit?',
  },
  'waybill.tip.late.declined': {
    'zh-CN': '存在晚于运单要求送达时间到达的站点，已取消提交',
    'zh-HK': '存在晚於運單要求送達時間到達的站點，已取消提交',
    'en-US':
      'Some stops are reached after their waybills’ required delivery times; the submission was cancelled',
  },
});

export type DispatchMessageKey = keyof typeof dispatchMessages;
