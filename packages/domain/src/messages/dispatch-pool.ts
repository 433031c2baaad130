import { defineMessages } from '../i18n/messages';

/**
 * Messages of the order pool, line submission and shipment calls on the server that the domain
 * rules do not answer themselves. {line} is the 1-based line number.
 */
export const dispatchPoolMessages = defineMessages({
  'waybill.pool.range': {
    'zh-CN': '创建日期范围不能超过{max}天',
    'zh-HK': '創建日期範圍不能超過{max}天',
    'en-US': 'The created-date range cannot exceed {max} days',
  },
  'waybill.pool.notFound': {
    'zh-CN': '运单{code}不存在或不属于当前调度中心',
    'zh-HK': '運單{code}不存在或不屬於當前調度中心',
    'en-US': 'Waybill {code} does not exist or is not in the selected dispatch center',
  },
  'waybill.submit.done': {
    'zh-CN': '提交成功，调度单号：{codes}',
    'zh-HK': '提交成功，調度單號：{codes}',
    'en-US': 'Submitted. Dispatch orders: {codes}',
  },
  'waybill.submit.emptyLine': {
    'zh-CN': '第{line}条线路没有运单',
    'zh-HK': '第{line}條線路沒有運單',
    'en-US': 'Line {line} has no waybills',
  },
  'waybill.submit.time.need': {
    'zh-CN': '第{line}条线路站点{station}请填写到达时间和离开时间',
    'zh-HK': '第{line}條線路站點{station}請填寫到達時間和離開時間',
    'en-US': 'Line {line}, stop {station}: enter both the arrival and the departure time',
  },
  'waybill.submit.stop.missing': {
    'zh-CN': '第{line}条线路缺少运单{code}的站点{station}',
    'zh-HK': '第{line}條線路缺少運單{code}的站點{station}',
    'en-US': 'Line {line} lacks stop {station} of waybill {code}',
  },
  'waybill.submit.stop.unused': {
    'zh-CN': '第{line}条线路的站点{station}没有运单，或重复出现',
    'zh-HK': '第{line}條線路的站點{station}沒有運單，或重複出現',
    'en-US': 'Line {line}: stop {station} has no waybills or appears twice',
  },
  'waybill.submit.stop.order': {
    'zh-CN': '第{line}条线路中运单{code}的送货站点{station}排在提货站点{other}之前',
    'zh-HK': '第{line}條線路中運單{code}的送貨站點{station}排在提貨站點{other}之前',
    'en-US': 'Line {line}: waybill {code} is delivered at {station} before it is picked up at {other}',
  },
  'waybill.submit.line.twice': {
    'zh-CN': '调度单{code}在提交中出现了多次',
    'zh-HK': '調度單{code}在提交中出現了多次',
    'en-US': 'Dispatch order {code} appears on more than one line',
  },
  'waybill.submit.lost': {
    'zh-CN': '运单{code}已被其他操作调度或释放，请刷新后重试',
    'zh-HK': '運單{code}已被其他操作調度或釋放，請刷新後重試',
    'en-US': 'Waybill {code} was dispatched or released meanwhile; refresh and try again',
  },
  'shipment.adjust.notOpen': {
    'zh-CN': '调度单{code}不是打开状态，不能调整',
    'zh-HK': '調度單{code}不是打開狀態，不能調整',
    'en-US': 'Dispatch order {code} is not open, so it cannot be adjusted',
  },
});

export type DispatchPoolMessageKey = keyof typeof dispatchPoolMessages;
