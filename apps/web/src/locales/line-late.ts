import { defineMessages } from '@tms/domain';

/**
 * Late arrival on the line screen: the dispatcher's choice to allow it for a submit, the mark on a stop
 * reached after a waybill's required delivery time, and the question listing the late stops. The words of
 * each late stop are the domain's (waybill.tip.eta.required), as the submit and the planner use them.
 */
export const lineLateLocale = defineMessages({
  'lineAdjust.late.allow': { 'zh-CN': '允许迟到', 'zh-HK': '允許遲到', 'en-US': 'Allow late arrival' },
  'lineAdjust.late.allowHelp': {
    'zh-CN': '本次提交允许站点晚于运单的要求送达时间到达（提交前确认）；不勾选时这样的线路不能提交',
    'zh-HK': '本次提交允許站點晚於運單的要求送達時間到達（提交前確認）；不勾選時這樣的線路不能提交',
    'en-US':
      'Lets this submit include stops reached after their waybills’ required delivery times (you confirm them first); without it such lines cannot be submitted',
  },
  'lineAdjust.late.hint': {
    'zh-CN': '如确需迟到，勾选工具栏中的“允许迟到”后再提交',
    'zh-HK': '如確需遲到，勾選工具列中的「允許遲到」後再提交',
    'en-US': 'If arriving late is intended, tick “Allow late arrival” in the toolbar and submit again',
  },
  'lineAdjust.late.tag': { 'zh-CN': '迟到', 'zh-HK': '遲到', 'en-US': 'Late' },
  'lineAdjust.late.title': {
    'zh-CN': '站点晚于要求送达时间到达',
    'zh-HK': '站點晚於要求送達時間到達',
    'en-US': 'Stops reached after the required delivery time',
  },
  'lineAdjust.late.continue': {
    'zh-CN': '允许迟到并提交',
    'zh-HK': '允許遲到並提交',
    'en-US': 'Allow late arrival and submit',
  },
});
