import { defineMessages } from '@tms/domain';

export const welcomeLocale = defineMessages({
  'welcome.greeting.morning': { 'zh-CN': '早上好', 'zh-HK': '早晨', 'en-US': 'Good morning' },
  'welcome.greeting.forenoon': { 'zh-CN': '上午好', 'zh-HK': '上午好', 'en-US': 'Good morning' },
  'welcome.greeting.noon': { 'zh-CN': '中午好', 'zh-HK': '中午好', 'en-US': 'Good noon' },
  'welcome.greeting.afternoon': { 'zh-CN': '下午好', 'zh-HK': '下午好', 'en-US': 'Good afternoon' },
  'welcome.greeting.evening': { 'zh-CN': '晚上好', 'zh-HK': '晚上好', 'en-US': 'Good evening' },
  'welcome.hello': {
    'zh-CN': '{{greeting}}，{{name}}',
    'zh-HK': '{{greeting}}，{{name}}',
    'en-US': '{{greeting}}, {{name}}',
  },
  'welcome.today': { 'zh-CN': '今天是 {{date}}', 'zh-HK': '今天是 {{date}}', 'en-US': 'Today is {{date}}' },
  'welcome.dispatchCenter': {
    'zh-CN': '当前调度中心：',
    'zh-HK': '當前調度中心：',
    'en-US': 'Dispatch center: ',
  },
  'welcome.noDispatchCenter': { 'zh-CN': '未选择', 'zh-HK': '未選擇', 'en-US': 'none selected' },
  'welcome.refresh': { 'zh-CN': '刷新', 'zh-HK': '刷新', 'en-US': 'Refresh' },
  'welcome.nothing': {
    'zh-CN': '暂无可查看的待办',
    'zh-HK': '暫無可查看的待辦',
    'en-US': 'Nothing for you to look at yet',
  },
  'welcome.waybills.title': { 'zh-CN': '待处理运单', 'zh-HK': '待處理運單', 'en-US': 'Waybills waiting' },
  'welcome.waybills.extra': {
    'zh-CN': '当前调度中心的全部待办',
    'zh-HK': '當前調度中心的全部待辦',
    'en-US': 'All open work of your center',
  },
  'welcome.waybills.toReview': { 'zh-CN': '待审核', 'zh-HK': '待審核', 'en-US': 'To review' },
  'welcome.waybills.toReviewHint': {
    'zh-CN': '已接收、尚未审核的运单',
    'zh-HK': '已接收、尚未審核的運單',
    'en-US': 'Received, not audited yet',
  },
  'welcome.waybills.inPool': { 'zh-CN': '订单池待排线', 'zh-HK': '訂單池待排線', 'en-US': 'In the pool' },
  'welcome.waybills.inPoolHint': {
    'zh-CN': '已审核、等待排线的运单',
    'zh-HK': '已審核、等待排線的運單',
    'en-US': 'Audited, waiting to be planned',
  },
  'welcome.waybills.held': { 'zh-CN': '排线占用中', 'zh-HK': '排線佔用中', 'en-US': 'Held in planning' },
  'welcome.waybills.heldHint': {
    'zh-CN': '已被调度员取入订单池、尚未提交',
    'zh-HK': '已被調度員取入訂單池、尚未提交',
    'en-US': "Taken into a planner's pool, not submitted",
  },
  'welcome.shipments.title': {
    'zh-CN': '今日发车调度单',
    'zh-HK': '今日發車調度單',
    'en-US': "Today's departures",
  },
  'welcome.shipments.all': {
    'zh-CN': '全部 {{count}} 单',
    'zh-HK': '全部 {{count}} 單',
    'en-US': 'All {{count}}',
  },
  'welcome.shipments.none': {
    'zh-CN': '今天没有计划发车的调度单',
    'zh-HK': '今天沒有計劃發車的調度單',
    'en-US': 'No shipments planned to leave today',
  },
  'welcome.monitoring.title': { 'zh-CN': '在途监控', 'zh-HK': '在途監控', 'en-US': 'Monitoring' },
  'welcome.monitoring.alerts': { 'zh-CN': '未处理告警', 'zh-HK': '未處理告警', 'en-US': 'Open alerts' },
  'welcome.monitoring.alertsHint': {
    'zh-CN': '温度、速度、停车、围栏等告警',
    'zh-HK': '溫度、速度、停車、圍欄等告警',
    'en-US': 'Temperature, speed, stop, fence and other alerts',
  },
  'welcome.monitoring.exceptionEtas': {
    'zh-CN': '未处理到达异常',
    'zh-HK': '未處理到達異常',
    'en-US': 'Open ETA exceptions',
  },
  'welcome.monitoring.exceptionEtasHint': {
    'zh-CN': '预计晚于计划或时间窗到达的站点',
    'zh-HK': '預計晚於計劃或時間窗到達的站點',
    'en-US': 'Stops predicted to arrive late',
  },
  'welcome.shortcuts': { 'zh-CN': '快捷入口', 'zh-HK': '快捷入口', 'en-US': 'Shortcuts' },
  'welcome.noShortcuts': {
    'zh-CN': '暂无可用菜单',
    'zh-HK': '暫無可用選單',
    'en-US': 'No screens available',
  },
});
