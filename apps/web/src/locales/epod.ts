import { defineMessages } from '@tms/domain';

/** Proof of delivery (回单): the shipment list's receipt drawer. */
export const epodLocale = defineMessages({
  'epodView.action': { 'zh-CN': '回单', 'zh-HK': '回單', 'en-US': 'Receipts' },
  'epodView.title': { 'zh-CN': '回单 {{code}}', 'zh-HK': '回單 {{code}}', 'en-US': 'Receipts {{code}}' },
  'epodView.empty': {
    'zh-CN': '该调度单没有可签收的运单',
    'zh-HK': '該調度單沒有可簽收的運單',
    'en-US': 'This shipment has no waybills to receive',
  },
  'epodView.notShipped': {
    'zh-CN': '调度单发运后才能录入回单',
    'zh-HK': '調度單發運後才能錄入回單',
    'en-US': 'Receipts can be recorded once the shipment has been shipped',
  },
  'epodView.stop': {
    'zh-CN': '第{{sequence}}站 {{name}}',
    'zh-HK': '第{{sequence}}站 {{name}}',
    'en-US': 'Stop {{sequence}} {{name}}',
  },
  'epodView.noStop': { 'zh-CN': '其他运单', 'zh-HK': '其他運單', 'en-US': 'Other waybills' },
  'epodView.waybill': { 'zh-CN': '运单 {{code}}', 'zh-HK': '運單 {{code}}', 'en-US': 'Waybill {{code}}' },
  'epodView.status.none': { 'zh-CN': '未录入', 'zh-HK': '未錄入', 'en-US': 'Not recorded' },
  'epodView.status.P': { 'zh-CN': '未完成', 'zh-HK': '未完成', 'en-US': 'Incomplete' },
  'epodView.status.N': { 'zh-CN': '已录入', 'zh-HK': '已錄入', 'en-US': 'Recorded' },
  'epodView.status.A': { 'zh-CN': '已审核', 'zh-HK': '已審核', 'en-US': 'Audited' },
  'epodView.col.lineNo': { 'zh-CN': '行号', 'zh-HK': '行號', 'en-US': 'Line' },
  'epodView.col.item': { 'zh-CN': '物料', 'zh-HK': '物料', 'en-US': 'Item' },
  'epodView.col.unit': { 'zh-CN': '单位', 'zh-HK': '單位', 'en-US': 'Unit' },
  'epodView.col.shipped': { 'zh-CN': '实发数量', 'zh-HK': '實發數量', 'en-US': 'Shipped quantity' },
  'epodView.col.received': { 'zh-CN': '实收数量', 'zh-HK': '實收數量', 'en-US': 'Received quantity' },
  'epodView.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'epodView.images': { 'zh-CN': '回单图片', 'zh-HK': '回單圖片', 'en-US': 'Receipt images' },
  'epodView.upload': { 'zh-CN': '上传图片', 'zh-HK': '上傳圖片', 'en-US': 'Upload image' },
  'epodView.imageRequiredHint': {
    'zh-CN': '至少上传一张签收单照片（必填）；仅限图片，每张不超过20 MB，最多{{max}}张',
    'zh-HK': '至少上傳一張簽收單照片（必填）；僅限圖片，每張不超過20 MB，最多{{max}}張',
    'en-US': 'At least one photo of the signed note is required; images only, 20 MB each, at most {{max}}',
  },
  'epodView.imageReturnOff': {
    'zh-CN': '该客户未启用回单图片，不能上传图片',
    'zh-HK': '該客戶未啟用回單圖片，不能上傳圖片',
    'en-US': 'This client does not take delivery photos back, so no image can be uploaded',
  },
  'epodView.check.audited': {
    'zh-CN': '回单已审核，不能修改',
    'zh-HK': '回單已審核，不能修改',
    'en-US': 'The receipt has been audited and can no longer be changed',
  },
  'epodView.check.tooMany': {
    'zh-CN': '每张回单最多上传{{max}}张图片',
    'zh-HK': '每張回單最多上傳{{max}}張圖片',
    'en-US': 'A receipt holds at most {{max}} images',
  },
  'epodView.check.tooLarge': {
    'zh-CN': '回单图片不能超过{{max}}',
    'zh-HK': '回單圖片不能超過{{max}}',
    'en-US': 'A receipt image may be at most {{max}}',
  },
  'epodView.check.imagesOnly': {
    'zh-CN': '回单只能上传图片（{{types}}）',
    'zh-HK': '回單只能上傳圖片（{{types}}）',
    'en-US': 'Only images ({{types}}) can be uploaded to a receipt',
  },
  'epodView.deleteImage': { 'zh-CN': '删除', 'zh-HK': '刪除', 'en-US': 'Delete' },
  'epodView.deleteConfirm': {
    'zh-CN': '删除图片 {{name}}？',
    'zh-HK': '刪除圖片 {{name}}？',
    'en-US': 'Delete image {{name}}?',
  },
  'epodView.asShipped': { 'zh-CN': '按实发填写', 'zh-HK': '按實發填寫', 'en-US': 'As shipped' },
  'epodView.incomplete': {
    'zh-CN': '回单不完整，补全后才能保存：',
    'zh-HK': '回單不完整，補全後才能保存：',
    'en-US': 'The receipt is not complete; it can be saved once these are filled in:',
  },
  'epodView.save': { 'zh-CN': '保存回单', 'zh-HK': '保存回單', 'en-US': 'Save receipt' },
  'epodView.audit': { 'zh-CN': '审核', 'zh-HK': '審核', 'en-US': 'Audit' },
  'epodView.auditConfirm': {
    'zh-CN': '审核后回单不能再修改，图片不能删除。确定审核？',
    'zh-HK': '審核後回單不能再修改，圖片不能刪除。確定審核？',
    'en-US': 'Once audited, the receipt can no longer be changed and its images cannot be deleted. Audit it?',
  },
  'epodView.mismatch': {
    'zh-CN': '实收与实发不符：已生成数量异常',
    'zh-HK': '實收與實發不符：已生成數量異常',
    'en-US': 'Received differs from shipped: a quantity exception was raised',
  },
  'epodView.recordedBy': {
    'zh-CN': '{{by}} 录入于 {{time}}',
    'zh-HK': '{{by}} 錄入於 {{time}}',
    'en-US': 'Recorded by {{by}} at {{time}}',
  },
  'epodView.auditedBy': {
    'zh-CN': '{{by}} 审核于 {{time}}',
    'zh-HK': '{{by}} 審核於 {{time}}',
    'en-US': 'Audited by {{by}} at {{time}}',
  },
});
