import { defineMessages } from '../i18n/messages';

/** Messages of proof of delivery (ePOD, 回单): receipts, their photos and their audit. */
export const epodMessages = defineMessages({
  'epod.client.imageReturnDisabled': {
    'zh-CN': '该客户未启用回单图片，不能上传图片',
    'zh-HK': '該客戶未啟用回單圖片，不能上傳圖片',
    'en-US': 'This client does not take delivery photos back, so no image can be uploaded',
  },
  'epod.image.tooMany': {
    'zh-CN': '每张回单最多上传{max}张图片',
    'zh-HK': '每張回單最多上傳{max}張圖片',
    'en-US': 'A receipt holds at most {max} images',
  },
  'epod.image.tooLarge': {
    'zh-CN': '回单图片不能超过{max}',
    'zh-HK': '回單圖片不能超過{max}',
    'en-US': 'A receipt image may be at most {max}',
  },
  'epod.image.imagesOnly': {
    'zh-CN': '回单只能上传图片（{types}）',
    'zh-HK': '回單只能上傳圖片（{types}）',
    'en-US': 'Only images ({types}) can be uploaded to a receipt',
  },
  'epod.image.auditedNoDelete': {
    'zh-CN': '回单已审核，图片不能删除',
    'zh-HK': '回單已審核，圖片不能刪除',
    'en-US': 'The receipt has been audited: its images cannot be deleted',
  },
  'epod.image.notFound': {
    'zh-CN': '回单图片不存在',
    'zh-HK': '回單圖片不存在',
    'en-US': 'The receipt image does not exist',
  },
  'epod.audited': {
    'zh-CN': '回单已审核，不能修改',
    'zh-HK': '回單已審核，不能修改',
    'en-US': 'The receipt has been audited and can no longer be changed',
  },
  'epod.notFound': {
    'zh-CN': '该运单尚未录入回单',
    'zh-HK': '該運單尚未錄入回單',
    'en-US': 'No receipt has been recorded for this waybill yet',
  },
  'epod.shipmentNotReceivable': {
    'zh-CN': '调度单{code}尚未发运，不能录入回单',
    'zh-HK': '調度單{code}尚未發運，不能錄入回單',
    'en-US': 'Shipment {code} has not been shipped, so no receipt can be recorded',
  },
  'epod.waybillNotOnShipment': {
    'zh-CN': '运单不在该调度单上',
    'zh-HK': '運單不在該調度單上',
    'en-US': 'The waybill is not on this shipment',
  },
  'epod.lineNotOnWaybill': {
    'zh-CN': '运单明细不属于该运单',
    'zh-HK': '運單明細不屬於該運單',
    'en-US': 'The line does not belong to this waybill',
  },
  'epod.received.invalid': {
    'zh-CN': '第{lineNo}行实收数量须为不小于0、最多3位小数的数字',
    'zh-HK': '第{lineNo}行實收數量須為不小於0、最多3位小數的數字',
    'en-US': 'Line {lineNo}: the received quantity must be a number of at least 0 with at most 3 decimals',
  },
  'epod.received.required': {
    'zh-CN': '第{lineNo}行（{item}）请填写实收数量（未收到填0）',
    'zh-HK': '第{lineNo}行（{item}）請填寫實收數量（未收到填0）',
    'en-US': 'Line {lineNo} ({item}): enter the received quantity (0 if none arrived)',
  },
  'epod.image.required': {
    'zh-CN': '该客户要求回单图片：请先上传至少一张签收单照片',
    'zh-HK': '該客戶要求回單圖片：請先上傳至少一張簽收單照片',
    'en-US': 'This client takes delivery photos back: upload at least one photo of the signed note first',
  },
  'epod.image.keepOne': {
    'zh-CN': '已录入的回单须保留至少一张图片：请先上传新图片再删除此图片',
    'zh-HK': '已錄入的回單須保留至少一張圖片：請先上傳新圖片再刪除此圖片',
    'en-US': 'A recorded receipt keeps at least one photo: upload the new one before deleting this one',
  },
  'epod.notRecorded': {
    'zh-CN': '回单尚未录入完整，不能审核',
    'zh-HK': '回單尚未錄入完整，不能審核',
    'en-US': 'The receipt has not been recorded in full, so it cannot be audited',
  },
  'epod.saved': { 'zh-CN': '回单已保存', 'zh-HK': '回單已保存', 'en-US': 'Receipt saved' },
  'epod.image.uploaded': { 'zh-CN': '图片已上传', 'zh-HK': '圖片已上傳', 'en-US': 'Image uploaded' },
  'epod.image.deleted': { 'zh-CN': '图片已删除', 'zh-HK': '圖片已刪除', 'en-US': 'Image deleted' },
  'epod.auditDone': { 'zh-CN': '回单已审核', 'zh-HK': '回單已審核', 'en-US': 'Receipt audited' },
});
