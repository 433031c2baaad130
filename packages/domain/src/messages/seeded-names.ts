import { defineMessages } from '../i18n/messages';

/**
 * Names the seed gives records that are labels rather than proper names — the built-in parameters and
 * the demo's alert rules —, in every language. The seed writes the zh-CN text; format/seeded-name.ts
 * reads a record still bearing it in the reader's language. Keyed by the record's own key or code.
 */
export const seededNameMessages = defineMessages({
  'seeded.config.sys.account.captchaEnabled': {
    'zh-CN': '登录滑块验证码开关',
    'zh-HK': '登入滑塊驗證碼開關',
    'en-US': 'Sign-in slide captcha',
  },
  'seeded.config.sys.account.ssoPortalUrl': {
    'zh-CN': '单点登录门户地址',
    'zh-HK': '單點登入門戶地址',
    'en-US': 'Single sign-on portal address',
  },
  'seeded.config.sys.api.encryptEnabled': {
    'zh-CN': '敏感响应加密',
    'zh-HK': '敏感回應加密',
    'en-US': 'Encrypt sensitive answers',
  },
  'seeded.config.is_preview_print_task': { 'zh-CN': '打印方式', 'zh-HK': '列印方式', 'en-US': 'Print mode' },
  'seeded.config.shipment.examine.separateDuties': {
    'zh-CN': '申请与审核职责分离',
    'zh-HK': '申請與審核職責分離',
    'en-US': 'Applicant and approver must differ',
  },
  'seeded.config.tms.carShiftConfig': {
    'zh-CN': '车辆班次配置',
    'zh-HK': '車輛班次配置',
    'en-US': 'Vehicle shifts',
  },
  'seeded.config.sys.site.url': { 'zh-CN': '站点地址', 'zh-HK': '站點地址', 'en-US': 'Site address' },
  'seeded.configRemark.is_preview_print_task': {
    'zh-CN': 'Y 直接打印 PDF，N 预览',
    'zh-HK': 'Y 直接列印 PDF，N 預覽',
    'en-US': 'Y prints the PDF at once, N previews it first',
  },
  'seeded.configRemark.shipment.examine.separateDuties': {
    'zh-CN': 'true：申请调度单的人不能审核它',
    'zh-HK': 'true：申請調度單的人不能審核它',
    'en-US': 'true: whoever applied for a shipment may not approve it',
  },
  'seeded.configRemark.tms.carShiftConfig': {
    'zh-CN': 'JSON: {"default":[{shiftCode,shiftName,startTime,endTime}],"<调度中心ID>":[...]}',
    'zh-HK': 'JSON: {"default":[{shiftCode,shiftName,startTime,endTime}],"<調度中心ID>":[...]}',
    'en-US': 'JSON: {"default":[{shiftCode,shiftName,startTime,endTime}],"<dispatch center ID>":[...]}',
  },
  'seeded.alertRule.AR-GEO-01': {
    'zh-CN': '计划路线偏离',
    'zh-HK': '計劃路線偏離',
    'en-US': 'Off the planned route',
  },
  'seeded.alertRule.AR-SPEED-01': {
    'zh-CN': '冷藏车超速',
    'zh-HK': '冷藏車超速',
    'en-US': 'Reefer overspeed',
  },
  'seeded.alertRule.AR-STOP-01': { 'zh-CN': '途中停车', 'zh-HK': '途中停車', 'en-US': 'Stopped on the way' },
  'seeded.alertRule.AR-TEMP-01': {
    'zh-CN': '门店配送温度',
    'zh-HK': '門店配送溫度',
    'en-US': 'Store delivery temperature',
  },
  'seeded.alertRule.AR-TIRED-01': {
    'zh-CN': '连续驾驶超时',
    'zh-HK': '連續駕駛超時',
    'en-US': 'Driving too long without a break',
  },
  'seeded.alertRule.AR-DOOR-01': {
    'zh-CN': '站外开门',
    'zh-HK': '站外開門',
    'en-US': 'Door opened away from a station',
  },
  'seeded.alertRule.AR-GPS-01': { 'zh-CN': '定位丢失', 'zh-HK': '定位丟失', 'en-US': 'Position lost' },
  'seeded.alertRule.AR-DEFER-01': { 'zh-CN': '到店延误', 'zh-HK': '到店延誤', 'en-US': 'Late at the store' },
  'seeded.alertRule.AR-AL-01': {
    'zh-CN': '进出站提醒',
    'zh-HK': '進出站提醒',
    'en-US': 'Station arrival and departure',
  },
});
