import { defineMessages } from '../i18n/messages';

/** The public scan page: what a scanned delivery-note code answers. */
export const scanMessages = defineMessages({
  'scan.notFound': {
    'zh-CN': '未找到单号 {code} 对应的运单，请核对后重试',
    'zh-HK': '未找到單號 {code} 對應的運單，請核對後重試',
    'en-US': 'No waybill found for code {code}; please check it and try again',
  },
});
