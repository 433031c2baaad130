import { defineMessages } from '../i18n/messages';

/**
 * Messages of the shipment exceptions (handover temperature, quantity, missed stops, overdue finish).
 * A remark that is missing or too long uses the generic common.required and common.tooLong.
 */
export const shipmentExceptionMessages = defineMessages({
  'shipmentException.handle.idsRequired': {
    'zh-CN': '请选择要处理的运输异常',
    'zh-HK': '請選擇要處理的運輸異常',
    'en-US': 'Choose the shipment exceptions to handle',
  },
  'shipmentException.handle.alreadyHandled': {
    'zh-CN': '该运输异常已处理，不能重复处理',
    'zh-HK': '該運輸異常已處理，不能重複處理',
    'en-US': 'This shipment exception has already been handled',
  },
});
