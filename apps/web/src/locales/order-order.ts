import { defineMessages } from '@tms/domain';

/** The order list (订单列表): filters, columns, the transitions, the form and the carrier route. */
export const orderOrderLocale = defineMessages({
  'orderOrder.heading': { 'zh-CN': '订单列表', 'zh-HK': '訂單列表', 'en-US': 'Orders' },
  'orderOrder.add': { 'zh-CN': '新增订单', 'zh-HK': '新增訂單', 'en-US': 'New order' },
  'orderOrder.edit': {
    'zh-CN': '修改订单 {{code}}',
    'zh-HK': '修改訂單 {{code}}',
    'en-US': 'Edit order {{code}}',
  },
  'orderOrder.code': { 'zh-CN': '订单号', 'zh-HK': '訂單號', 'en-US': 'Order no.' },
  'orderOrder.client': { 'zh-CN': '客户', 'zh-HK': '客戶', 'en-US': 'Client' },
  'orderOrder.status': { 'zh-CN': '状态', 'zh-HK': '狀態', 'en-US': 'Status' },
  'orderOrder.locked': { 'zh-CN': '锁定', 'zh-HK': '鎖定', 'en-US': 'Locked' },
  'orderOrder.lockedTag': { 'zh-CN': '已锁定', 'zh-HK': '已鎖定', 'en-US': 'Locked' },
  'orderOrder.manual': { 'zh-CN': '手工创建', 'zh-HK': '手工創建', 'en-US': 'Manual' },
  'orderOrder.orderType': { 'zh-CN': '订单类型', 'zh-HK': '訂單類型', 'en-US': 'Order type' },
  'orderOrder.orderBreed': { 'zh-CN': '订单品类', 'zh-HK': '訂單品類', 'en-US': 'Order breed' },
  'orderOrder.carrier': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'orderOrder.routeDetail': { 'zh-CN': '线路', 'zh-HK': '線路', 'en-US': 'Route' },
  'orderOrder.waybillCount': { 'zh-CN': '运单数', 'zh-HK': '運單數', 'en-US': 'Waybills' },
  'orderOrder.source': { 'zh-CN': '来源', 'zh-HK': '來源', 'en-US': 'Source' },
  'orderOrder.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'orderOrder.createTime': { 'zh-CN': '创建时间', 'zh-HK': '創建時間', 'en-US': 'Created' },
  'orderOrder.review': { 'zh-CN': '审核', 'zh-HK': '審核', 'en-US': 'Review' },
  'orderOrder.withdraw': { 'zh-CN': '撤回', 'zh-HK': '撤回', 'en-US': 'Withdraw' },
  'orderOrder.lock': { 'zh-CN': '锁定', 'zh-HK': '鎖定', 'en-US': 'Lock' },
  'orderOrder.unlock': { 'zh-CN': '解锁', 'zh-HK': '解鎖', 'en-US': 'Unlock' },
  'orderOrder.assignRoute': {
    'zh-CN': '指定承运商线路',
    'zh-HK': '指定承運商線路',
    'en-US': 'Assign carrier route',
  },
  'orderOrder.assignTitle': {
    'zh-CN': '指定承运商线路：{{code}}',
    'zh-HK': '指定承運商線路：{{code}}',
    'en-US': 'Assign a carrier route to {{code}}',
  },
  'orderOrder.selectFirst': {
    'zh-CN': '请先勾选订单',
    'zh-HK': '請先勾選訂單',
    'en-US': 'Check some orders first',
  },
  'orderOrder.refusedOrder': {
    'zh-CN': '{{code}}：{{reason}}',
    'zh-HK': '{{code}}：{{reason}}',
    'en-US': '{{code}}: {{reason}}',
  },
  'orderOrder.confirmOne': {
    'zh-CN': '确定{{action}}订单 {{code}}？',
    'zh-HK': '確定{{action}}訂單 {{code}}？',
    'en-US': '{{action}} order {{code}}?',
  },
  'orderOrder.confirmMany': {
    'zh-CN': '确定{{action}}选中的 {{count}} 个订单？',
    'zh-HK': '確定{{action}}選中的 {{count}} 個訂單？',
    'en-US': '{{action}} the {{count}} checked orders?',
  },
});
