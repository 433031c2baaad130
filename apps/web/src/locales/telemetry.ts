import { defineMessages } from '@tms/domain';

/** Telemetry in: a vehicle's device key, issued from the vehicle screen and shown once. */
export const telemetryLocale = defineMessages({
  'telemetry.deviceKey.action': { 'zh-CN': '设备密钥', 'zh-HK': '設備密鑰', 'en-US': 'Device key' },
  'telemetry.deviceKey.confirm': {
    'zh-CN': '签发新的设备密钥？旧密钥将立即失效。',
    'zh-HK': '簽發新的設備密鑰？舊密鑰將立即失效。',
    'en-US': 'Issue a new device key? The old one stops working at once.',
  },
  'telemetry.deviceKey.title': {
    'zh-CN': '设备密钥（设备号 {{device}}）',
    'zh-HK': '設備密鑰（設備號 {{device}}）',
    'en-US': 'Device key (device {{device}})',
  },
  'telemetry.deviceKey.once': {
    'zh-CN': '密钥只显示这一次，请立即复制并配置到车载设备。遗失后请重新签发。',
    'zh-HK': '密鑰只顯示這一次，請立即複製並配置到車載設備。遺失後請重新簽發。',
    'en-US': 'The key is shown this once: copy it into the device now. If it is lost, issue a new one.',
  },
  'telemetry.deviceKey.header': {
    'zh-CN': '批量上报：POST /api/telemetry/readings，请求头 X-Device-Key 填写此密钥。',
    'zh-HK': '批量上報：POST /api/telemetry/readings，請求頭 X-Device-Key 填寫此密鑰。',
    'en-US': 'Batches: POST /api/telemetry/readings with this key in the X-Device-Key header.',
  },
  'telemetry.deviceKey.osmand': {
    'zh-CN': '手机（Traccar Client / OsmAnd）：服务器地址填写',
    'zh-HK': '手機（Traccar Client / OsmAnd）：伺服器地址填寫',
    'en-US': 'Phone (Traccar Client / OsmAnd): set the server URL to',
  },
  'telemetry.deviceKey.osmandId': {
    'zh-CN': '设备标识填写设备号 {{device}}。',
    'zh-HK': '設備標識填寫設備號 {{device}}。',
    'en-US': 'and the device identifier to {{device}}.',
  },
});
