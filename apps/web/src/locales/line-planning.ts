import { defineMessages } from '@tms/domain';

/** The automatic planning dialog of the line adjustment screen. Reasons come translated from the server. */
export const linePlanningLocale = defineMessages({
  'lineAdjust.plan.button': { 'zh-CN': '自动排线', 'zh-HK': '自動排線', 'en-US': 'Plan automatically' },
  'lineAdjust.plan.title': { 'zh-CN': '自动排线', 'zh-HK': '自動排線', 'en-US': 'Plan lines automatically' },
  'lineAdjust.plan.waybills': { 'zh-CN': '运单', 'zh-HK': '運單', 'en-US': 'Waybills' },
  'lineAdjust.plan.ticked': {
    'zh-CN': '订单池中勾选的运单（{{count}}）',
    'zh-HK': '訂單池中勾選的運單（{{count}}）',
    'en-US': 'Ticked in the pool ({{count}})',
  },
  'lineAdjust.plan.all': {
    'zh-CN': '订单池全部运单（{{count}}）',
    'zh-HK': '訂單池全部運單（{{count}}）',
    'en-US': 'Everything in the pool ({{count}})',
  },
  'lineAdjust.plan.planDate': { 'zh-CN': '计划日期', 'zh-HK': '計劃日期', 'en-US': 'Day' },
  'lineAdjust.plan.startTime': { 'zh-CN': '发车时间', 'zh-HK': '發車時間', 'en-US': 'Start time' },
  'lineAdjust.plan.models': {
    'zh-CN': '车型与车辆数',
    'zh-HK': '車型與車輛數',
    'en-US': 'Vehicle models and counts',
  },
  'lineAdjust.plan.col.model': { 'zh-CN': '车型', 'zh-HK': '車型', 'en-US': 'Model' },
  'lineAdjust.plan.col.available': {
    'zh-CN': '当日可用',
    'zh-HK': '當日可用',
    'en-US': 'Available that day',
  },
  'lineAdjust.plan.col.count': { 'zh-CN': '参与排线', 'zh-HK': '參與排線', 'en-US': 'To plan with' },
  'lineAdjust.plan.trips': { 'zh-CN': '每车趟数', 'zh-HK': '每車趟數', 'en-US': 'Trips per vehicle' },
  'lineAdjust.plan.trips.help': {
    'zh-CN': '车辆按时回到起点装货后可再跑一趟，每趟为一条线路',
    'zh-HK': '車輛按時回到起點裝貨後可再跑一趟，每趟為一條線路',
    'en-US': 'A vehicle back at its depot in time loads again and runs another line',
  },
  'lineAdjust.plan.objective': { 'zh-CN': '优化目标', 'zh-HK': '優化目標', 'en-US': 'Objective' },
  'lineAdjust.plan.objective.vehicles': {
    'zh-CN': '车辆最少，其次里程最短',
    'zh-HK': '車輛最少，其次里程最短',
    'en-US': 'Fewest vehicles, then distance',
  },
  'lineAdjust.plan.objective.distance': {
    'zh-CN': '里程最短',
    'zh-HK': '里程最短',
    'en-US': 'Shortest distance',
  },
  'lineAdjust.plan.objective.cost': { 'zh-CN': '成本最低', 'zh-HK': '成本最低', 'en-US': 'Lowest cost' },
  'lineAdjust.plan.costPerVehicle': { 'zh-CN': '每车成本', 'zh-HK': '每車成本', 'en-US': 'Cost per vehicle' },
  'lineAdjust.plan.costPerKm': { 'zh-CN': '每公里成本', 'zh-HK': '每公里成本', 'en-US': 'Cost per km' },
  'lineAdjust.plan.softWindows': {
    'zh-CN': '允许迟到（晚于收货时间窗或要求送达时间，计入罚分）',
    'zh-HK': '允許遲到（晚於收貨時間窗或要求送達時間，計入罰分）',
    'en-US': 'Allow late arrival (after a window or a required delivery time, penalised)',
  },
  'lineAdjust.plan.timeLimit': {
    'zh-CN': '计算时间（秒）',
    'zh-HK': '計算時間（秒）',
    'en-US': 'Time limit (s)',
  },
  'lineAdjust.plan.start': { 'zh-CN': '开始排线', 'zh-HK': '開始排線', 'en-US': 'Plan' },
  'lineAdjust.plan.stop': { 'zh-CN': '停止', 'zh-HK': '停止', 'en-US': 'Stop' },
  'lineAdjust.plan.close': { 'zh-CN': '关闭', 'zh-HK': '關閉', 'en-US': 'Close' },
  'lineAdjust.plan.again': { 'zh-CN': '重新设置', 'zh-HK': '重新設置', 'en-US': 'Plan again' },
  'lineAdjust.plan.running': {
    'zh-CN': '正在排线：{{count}} 张运单…',
    'zh-HK': '正在排線：{{count}} 張運單…',
    'en-US': 'Planning {{count}} waybills…',
  },
  'lineAdjust.plan.noRoom': {
    'zh-CN': '左侧已有 {{max}} 条线路，请先提交或删除线路',
    'zh-HK': '左側已有 {{max}} 條線路，請先提交或刪除線路',
    'en-US': 'The screen already holds {{max}} lines: submit or remove some first',
  },
  'lineAdjust.plan.room': {
    'zh-CN': '最多生成 {{count}} 条线路（左侧尚可添加的数量）',
    'zh-HK': '最多生成 {{count}} 條線路（左側尚可添加的數量）',
    'en-US': 'At most {{count}} lines (the room left on the screen)',
  },
  'lineAdjust.plan.noVehicles': {
    'zh-CN': '请至少为一个车型填写参与排线的车辆数',
    'zh-HK': '請至少為一個車型填寫參與排線的車輛數',
    'en-US': 'Give at least one model a number of vehicles to plan with',
  },
  'lineAdjust.plan.noWaybills': {
    'zh-CN': '没有可排的运单',
    'zh-HK': '沒有可排的運單',
    'en-US': 'There are no waybills to plan',
  },
  'lineAdjust.plan.done': {
    'zh-CN': '已生成 {{lines}} 条线路（{{vehicles}} 辆车，约 {{km}} 公里），已加入左侧，可继续调整后提交',
    'zh-HK': '已生成 {{lines}} 條線路（{{vehicles}} 輛車，約 {{km}} 公里），已加入左側，可繼續調整後提交',
    'en-US':
      '{{lines}} lines ({{vehicles}} vehicles, about {{km}} km) added to the left: adjust them and submit',
  },
  'lineAdjust.plan.none': {
    'zh-CN': '没有生成线路',
    'zh-HK': '沒有生成線路',
    'en-US': 'No line could be planned',
  },
  'lineAdjust.plan.cancelled': {
    'zh-CN': '已停止排线，未添加线路',
    'zh-HK': '已停止排線，未添加線路',
    'en-US': 'Planning stopped; no line was added',
  },
  'lineAdjust.plan.unplanned': {
    'zh-CN': '未排入的运单（{{count}}）',
    'zh-HK': '未排入的運單（{{count}}）',
    'en-US': 'Waybills not planned ({{count}})',
  },
  'lineAdjust.plan.col.line': { 'zh-CN': '线路', 'zh-HK': '線路', 'en-US': 'Line' },
  'lineAdjust.plan.col.vehicle': {
    'zh-CN': '车辆 / 趟次',
    'zh-HK': '車輛 / 趟次',
    'en-US': 'Vehicle / trip',
  },
  'lineAdjust.plan.vehicleTrip': {
    'zh-CN': '第 {{vehicle}} 车 · 第 {{trip}} 趟',
    'zh-HK': '第 {{vehicle}} 車 · 第 {{trip}} 趟',
    'en-US': 'vehicle {{vehicle}} · trip {{trip}}',
  },
  'lineAdjust.plan.col.stops': { 'zh-CN': '站点数', 'zh-HK': '站點數', 'en-US': 'Stops' },
  'lineAdjust.plan.col.waybills': { 'zh-CN': '运单数', 'zh-HK': '運單數', 'en-US': 'Waybills' },
  'lineAdjust.plan.col.km': { 'zh-CN': '里程（公里）', 'zh-HK': '里程（公里）', 'en-US': 'km' },
  'lineAdjust.plan.col.code': { 'zh-CN': '运单号', 'zh-HK': '運單號', 'en-US': 'Waybill' },
  'lineAdjust.plan.col.reason': { 'zh-CN': '原因', 'zh-HK': '原因', 'en-US': 'Reason' },
});
