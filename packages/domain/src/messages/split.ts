import { defineMessages } from '../i18n/messages';

/**
 * Messages of splitting waybills and withdrawing a split.
 * The two the spec names keep its English text: 'Cannot split an empty order that does not exist' and
 * 'No order split'. {item} is an item name (or code), {code} a waybill code.
 */
export const splitMessages = defineMessages({
  'waybill.split.strategy.quantity': {
    'zh-CN': '按SKU数量拆单',
    'zh-HK': '按SKU數量拆單',
    'en-US': 'Split by SKU quantity',
  },
  'waybill.split.strategy.class': {
    'zh-CN': '按运输分类拆单',
    'zh-HK': '按運輸分類拆單',
    'en-US': 'Split by transport class',
  },
  'waybill.split.strategy.head': {
    'zh-CN': '按温层/分类整单拆分',
    'zh-HK': '按溫層/分類整單拆分',
    'en-US': 'Split the whole waybill by temperature or class',
  },
  'waybill.split.strategy.dc': {
    'zh-CN': '拆分到其他调度中心',
    'zh-HK': '拆分到其他調度中心',
    'en-US': 'Split to another dispatch center',
  },
  'waybill.split.empty': {
    'zh-CN': '不能拆分不存在的空订单',
    'zh-HK': '不能拆分不存在的空訂單',
    'en-US': 'Cannot split an empty order that does not exist',
  },
  'waybill.split.none': {
    'zh-CN': '没有拆分订单',
    'zh-HK': '沒有拆分訂單',
    'en-US': 'No order split',
  },
  'waybill.split.all': {
    'zh-CN': '运单{code}至少要保留一行货物',
    'zh-HK': '運單{code}至少要保留一行貨物',
    'en-US': 'At least one line must stay on waybill {code}',
  },
  'waybill.split.notSplittable': {
    'zh-CN': '运单{code}不允许拆单',
    'zh-HK': '運單{code}不允許拆單',
    'en-US': 'Waybill {code} may not be split',
  },
  'waybill.split.byContainer': {
    'zh-CN': '运单{code}按容器作业，不能拆单',
    'zh-HK': '運單{code}按容器作業，不能拆單',
    'en-US': 'Waybill {code} is handled by container and cannot be split',
  },
  'waybill.split.oms': {
    'zh-CN': '运单{code}由外部OMS创建，不能拆单',
    'zh-HK': '運單{code}由外部OMS創建，不能拆單',
    'en-US': 'Waybill {code} was created by an external OMS and cannot be split',
  },
  'waybill.split.sciQuantity': {
    'zh-CN': '运单{code}（订单类型1，来源SCI）不能按数量拆单',
    'zh-HK': '運單{code}（訂單類型1，來源SCI）不能按數量拆單',
    'en-US': 'Waybill {code} (order type 1 from SCI) cannot be split by quantity',
  },
  'waybill.split.num.format': {
    'zh-CN': '拆分数量只能是数字，最多3位小数',
    'zh-HK': '拆分數量只能是數字，最多3位小數',
    'en-US': 'The split quantity must be digits with at most 3 decimals',
  },
  'waybill.split.num.range': {
    'zh-CN': '拆分数量必须在0到{max}之间',
    'zh-HK': '拆分數量必須在0到{max}之間',
    'en-US': 'The split quantity must be between 0 and {max}',
  },
  'waybill.split.bundled': {
    'zh-CN': '捆绑物料{item}只能整行拆分',
    'zh-HK': '捆綁物料{item}只能整行拆分',
    'en-US': 'Bundled material {item} can only be split in full',
  },
  'waybill.split.auxiliary': {
    'zh-CN': '辅料{item}随主料一起拆分',
    'zh-HK': '輔料{item}隨主料一起拆分',
    'en-US': 'Auxiliary material {item} moves together with its main material',
  },
  'waybill.split.line.unknown': {
    'zh-CN': '运单{code}没有货物行{line}，或数量不一致，请刷新后重试',
    'zh-HK': '運單{code}沒有貨物行{line}，或數量不一致，請刷新後重試',
    'en-US': 'Waybill {code} has no line {line} or its quantities changed; refresh and try again',
  },
  'waybill.split.wholeLines': {
    'zh-CN': '按运输分类拆单只能整行拆分',
    'zh-HK': '按運輸分類拆單只能整行拆分',
    'en-US': 'A transport class split moves whole lines only',
  },
  'waybill.split.notSplit': {
    'zh-CN': '运单{code}没有可撤销的拆单',
    'zh-HK': '運單{code}沒有可撤銷的拆單',
    'en-US': 'Waybill {code} has no split to withdraw',
  },
  'waybill.split.held': {
    'zh-CN': '运单{code}正在被{holder}排线，不能拆单或撤销拆单',
    'zh-HK': '運單{code}正在被{holder}排線，不能拆單或撤銷拆單',
    'en-US': 'Waybill {code} is being planned by {holder}, so it cannot be split or merged',
  },
  'waybill.split.center': {
    'zh-CN': '请选择另一个调度中心',
    'zh-HK': '請選擇另一個調度中心',
    'en-US': 'Choose another dispatch center',
  },
  'waybill.split.done': {
    'zh-CN': '拆单成功：{codes}',
    'zh-HK': '拆單成功：{codes}',
    'en-US': 'Split into {codes}',
  },
  'waybill.split.withdrawn': {
    'zh-CN': '已撤销拆单，运单{codes}已合并回{code}',
    'zh-HK': '已撤銷拆單，運單{codes}已合併回{code}',
    'en-US': 'Split withdrawn: {codes} merged back into {code}',
  },
});

export type SplitMessageKey = keyof typeof splitMessages;
