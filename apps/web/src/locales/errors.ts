import { defineMessages } from '@tms/domain';

/** Error pages and the public code-scan page. */
export const errorsLocale = defineMessages({
  'exception.403.title': { 'zh-CN': '403', 'zh-HK': '403', 'en-US': '403' },
  'exception.403.desc': {
    'zh-CN': '抱歉，你无权访问该页面',
    'zh-HK': '抱歉，你無權訪問該頁面',
    'en-US': 'Sorry, you are not allowed to open this page',
  },
  'exception.404.title': { 'zh-CN': '404', 'zh-HK': '404', 'en-US': '404' },
  'exception.404.desc': {
    'zh-CN': '抱歉，你访问的页面不存在',
    'zh-HK': '抱歉，你訪問的頁面不存在',
    'en-US': 'Sorry, this page does not exist',
  },
  'exception.500.title': { 'zh-CN': '500', 'zh-HK': '500', 'en-US': '500' },
  'exception.500.desc': {
    'zh-CN': '抱歉，页面出错了',
    'zh-HK': '抱歉，頁面出錯了',
    'en-US': 'Sorry, something went wrong',
  },
  'exception.moduleMissing.title': {
    'zh-CN': '页面模块缺失',
    'zh-HK': '頁面模塊缺失',
    'en-US': 'Page missing',
  },
  'exception.backHome': { 'zh-CN': '返回首页', 'zh-HK': '返回首頁', 'en-US': 'Back home' },
  'exception.reload': { 'zh-CN': '刷新页面', 'zh-HK': '重新整理', 'en-US': 'Reload' },
  'scan.title': { 'zh-CN': '扫码结果', 'zh-HK': '掃碼結果', 'en-US': 'Scanned code' },
  'scan.empty': { 'zh-CN': '没有扫描到编码', 'zh-HK': '沒有掃描到編碼', 'en-US': 'No code was scanned' },
  'scan.code': { 'zh-CN': '编码', 'zh-HK': '編碼', 'en-US': 'Code' },
  'scan.kind': { 'zh-CN': '类型', 'zh-HK': '類型', 'en-US': 'Refers to' },
  'scan.kind.url': { 'zh-CN': '网址', 'zh-HK': '網址', 'en-US': 'Web address' },
  'scan.kind.waybill': { 'zh-CN': '运单', 'zh-HK': '運單', 'en-US': 'Waybill' },
  'scan.kind.shipment': { 'zh-CN': '调度单', 'zh-HK': '調度單', 'en-US': 'Dispatch order' },
  'scan.kind.unknown': { 'zh-CN': '未识别', 'zh-HK': '未識別', 'en-US': 'Not recognised' },
  'scan.open': { 'zh-CN': '打开链接', 'zh-HK': '打開連結', 'en-US': 'Open link' },
  'scan.signIn': { 'zh-CN': '登录后查看详情', 'zh-HK': '登入後查看詳情', 'en-US': 'Sign in for details' },
});
