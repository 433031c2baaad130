import { defineMessages } from '../i18n/messages';

/**
 * Messages of automatic line planning (POST /order/waybill/planning and its job): refusals of the request
 * and the reasons a waybill was left out of the proposed lines.
 */
export const dispatchPlanningMessages = defineMessages({
  'waybill.planning.notHeld': {
    'zh-CN': '运单{code}不在您的订单池中',
    'zh-HK': '運單{code}不在您的訂單池中',
    'en-US': 'Waybill {code} is not in your order pool',
  },
  'waybill.planning.model.unknown': {
    'zh-CN': '车型{id}不存在或已停用',
    'zh-HK': '車型{id}不存在或已停用',
    'en-US': 'Vehicle model {id} does not exist or is disabled',
  },
  'waybill.planning.busy': {
    'zh-CN': '正在进行的自动排线过多，请稍后再试',
    'zh-HK': '正在進行的自動排線過多，請稍後再試',
    'en-US': 'Too many automatic plans are running; try again shortly',
  },
  'waybill.planning.unavailable': {
    'zh-CN': '自动排线无法连接共享存储，请稍后重试',
    'zh-HK': '自動排線無法連接共享存儲，請稍後重試',
    'en-US': 'Automatic planning cannot reach its shared store; please retry shortly',
  },
  'waybill.planning.failed': {
    'zh-CN': '自动排线失败：{detail}',
    'zh-HK': '自動排線失敗：{detail}',
    'en-US': 'Automatic planning failed: {detail}',
  },
  'waybill.planning.estimatedTimes': {
    'zh-CN': '路网服务不可用，行驶时间和里程为直线估算值',
    'zh-HK': '路網服務不可用，行駛時間和里程為直線估算值',
    'en-US': 'The routing engine was unavailable; drive times and distances are straight-line estimates',
  },
  'waybill.planning.reason.skills': {
    'zh-CN': '所选车型都不能装载该运单的温层',
    'zh-HK': '所選車型都不能裝載該運單的溫層',
    'en-US': 'None of the chosen vehicle models carries its temperature layers',
  },
  'waybill.planning.reason.capacity': {
    'zh-CN': '超过所选车型的额定载重或体积',
    'zh-HK': '超過所選車型的額定載重或體積',
    'en-US': "Exceeds the chosen models' rated load or volume",
  },
  'waybill.planning.reason.time-window': {
    'zh-CN': '无法在站点收货时间窗或要求送达时间内完成',
    'zh-HK': '無法在站點收貨時間窗或要求送達時間內完成',
    'en-US': "Cannot be served within the stations' windows or its required delivery time",
  },
  'waybill.planning.reason.conflict': {
    'zh-CN': '与其他运单互斥（同一母单或互斥站点）',
    'zh-HK': '與其他運單互斥（同一母單或互斥站點）',
    'en-US': 'Conflicts with other waybills (same parent waybill or mutually exclusive stations)',
  },
  'waybill.planning.reason.no-room': {
    'zh-CN': '车辆数量不足',
    'zh-HK': '車輛數量不足',
    'en-US': 'Not enough vehicles',
  },
  'waybill.planning.reason.line-limit': {
    'zh-CN': '超出本次排线的线路上限（{max}条）',
    'zh-HK': '超出本次排線的線路上限（{max}條）',
    'en-US': 'Beyond the {max} lines this plan may hold',
  },
  'waybill.planning.reason.rule': {
    'zh-CN': '所在线路未通过提交校验：{detail}',
    'zh-HK': '所在線路未通過提交校驗：{detail}',
    'en-US': 'Its line failed the submit checks: {detail}',
  },
});
