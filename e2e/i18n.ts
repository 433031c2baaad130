/** The interface languages a journey runs in. */
export type Lang = 'zh-CN' | 'en-US';

/**
 * The words the screens show, as the app's catalogue has them under the same keys (the journeys run in
 * Node's module loader, which cannot load the app's catalogue itself). A change of wording there is a
 * change a user sees, so it is made here too.
 */
const WORDS = {
  'lineAdjust.pool.count': [
    '共 {{count}} 条，已选 {{selected}} 条',
    '{{count}} waybills, {{selected}} selected',
  ],
  'lineAdjust.plan.button': ['自动排线', 'Plan automatically'],
  'lineAdjust.plan.title': ['自动排线', 'Plan lines automatically'],
  'lineAdjust.plan.all': ['订单池全部运单（{{count}}）', 'Everything in the pool ({{count}})'],
  'lineAdjust.plan.timeLimit': ['计算时间（秒）', 'Time limit (s)'],
  'lineAdjust.plan.start': ['开始排线', 'Plan'],
  'lineAdjust.plan.close': ['关闭', 'Close'],
  'lineAdjust.submit.button': ['提交', 'Submit'],
  'lineAdjust.submit.windowTitle': ['站点不在收货时间窗口内', 'Stops outside their time windows'],
  'lineAdjust.submit.continue': ['继续提交', 'Submit anyway'],
  'lineAdjust.done.created': ['已创建调度单：', 'Shipments created:'],
  'lineAdjust.done.title': ['排线完成，已生成 {{count}} 张调度单', 'Lines submitted: {{count}} shipment(s)'],
  'shipment.form.carrier': ['承运商', 'Carrier'],
  'shipment.form.vehicle': ['车辆', 'Vehicle'],
  'shipment.form.mainDriver': ['主驾驶', 'Main driver'],
  'shipment.status.E': ['已生效', 'Effective'],
  'shipment.status.D': ['已调度', 'Scheduled'],
  'shipment.status.A': ['已申请', 'Applied'],
  'shipment.status.X': ['已审核', 'Approved'],
  'shipment.status.T': ['运输中', 'In transit'],
  'epodView.status.N': ['已录入', 'Recorded'],
  'messageBadge.alert': ['未处理告警', 'Open alerts'],
  'alertList.shipmentCode': ['调度单号', 'Shipment'],
} as const satisfies Record<string, readonly [string, string]>;

export type WordKey = keyof typeof WORDS;

/** The words for a key in a language, with its {{placeholders}} filled. */
export function say(lang: Lang, key: WordKey, params: Record<string, string | number> = {}): string {
  const text = WORDS[key][lang === 'zh-CN' ? 0 : 1];
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** Text as a pattern that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A button's name as antd renders it: a two-character Chinese label gets a space between its
 * characters ("提 交"), and an icon before the label adds its own name ("node-index 自动排线"); the
 * name matches with or without spaces between any characters, after an icon's name or none.
 */
export function buttonName(text: string): RegExp {
  const chars = [...text].map(literally);
  return new RegExp(`(^|\\s)\\s*${chars.join('\\s*')}\\s*$`);
}
