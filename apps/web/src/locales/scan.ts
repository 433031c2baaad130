import { defineMessages } from '@tms/domain';

/**
 * The public scan page (/codeScanPage): a delivery note's code typed or scanned, and what it answers.
 * Loaded by the page itself as well, since it opens without sign-in (before the screens' texts load).
 */
export const scanLocale = defineMessages({
  'scan.page.title': { 'zh-CN': '运单查询', 'zh-HK': '運單查詢', 'en-US': 'Track a delivery' },
  'scan.page.hint': {
    'zh-CN': '扫描交接单上的条码，或输入运单号、客户单号、调度单号',
    'zh-HK': '掃描交接單上的條碼，或輸入運單號、客戶單號、調度單號',
    'en-US': 'Scan the barcode on the delivery note, or type the waybill, order or shipment number',
  },
  'scan.page.placeholder': {
    'zh-CN': '运单号 / 单号',
    'zh-HK': '運單號 / 單號',
    'en-US': 'Waybill or order number',
  },
  'scan.page.search': { 'zh-CN': '查询', 'zh-HK': '查詢', 'en-US': 'Look up' },
  'scan.page.camera': { 'zh-CN': '扫码', 'zh-HK': '掃碼', 'en-US': 'Scan' },
  'scan.page.cameraTitle': { 'zh-CN': '对准条码', 'zh-HK': '對準條碼', 'en-US': 'Point at the barcode' },
  'scan.page.cameraFailed': {
    'zh-CN': '无法打开摄像头，请直接输入单号',
    'zh-HK': '無法打開攝像頭，請直接輸入單號',
    'en-US': 'The camera could not be opened; please type the number instead',
  },
  'scan.page.notFound': { 'zh-CN': '未找到该单号', 'zh-HK': '未找到該單號', 'en-US': 'Nothing found' },
  'scan.page.rateLimited': {
    'zh-CN': '查询过于频繁，请一分钟后再试',
    'zh-HK': '查詢過於頻繁，請一分鐘後再試',
    'en-US': 'Too many look-ups; please try again in a minute',
  },
  'scan.page.failed': { 'zh-CN': '查询失败', 'zh-HK': '查詢失敗', 'en-US': 'The look-up failed' },
  'scan.page.retry': { 'zh-CN': '重试', 'zh-HK': '重試', 'en-US': 'Try again' },
  'scan.page.kind.waybill': { 'zh-CN': '运单', 'zh-HK': '運單', 'en-US': 'Waybill' },
  'scan.page.kind.shipment': { 'zh-CN': '调度单', 'zh-HK': '調度單', 'en-US': 'Dispatch order' },
  'scan.page.route': { 'zh-CN': '线路', 'zh-HK': '線路', 'en-US': 'Route' },
  'scan.page.shipment': { 'zh-CN': '调度单', 'zh-HK': '調度單', 'en-US': 'Dispatch order' },
  'scan.page.departed': { 'zh-CN': '发车时间', 'zh-HK': '發車時間', 'en-US': 'Departed' },
  'scan.page.arrived': { 'zh-CN': '到达', 'zh-HK': '到達', 'en-US': 'arrived' },
  'scan.page.driver': { 'zh-CN': '司机', 'zh-HK': '司機', 'en-US': 'Driver' },
  'scan.page.waybills': { 'zh-CN': '运单', 'zh-HK': '運單', 'en-US': 'Waybills' },
  'scan.page.stops': { 'zh-CN': '站点与时间', 'zh-HK': '站點與時間', 'en-US': 'Stops and times' },
  'scan.page.planned': { 'zh-CN': '计划', 'zh-HK': '計劃', 'en-US': 'Planned' },
  'scan.page.actual': { 'zh-CN': '实际', 'zh-HK': '實際', 'en-US': 'Actual' },
  'scan.page.stopType.P': { 'zh-CN': '提货', 'zh-HK': '提貨', 'en-US': 'Pick-up' },
  'scan.page.stopType.D': { 'zh-CN': '送货', 'zh-HK': '送貨', 'en-US': 'Drop' },
  'scan.page.stopType.P&D': { 'zh-CN': '提送', 'zh-HK': '提送', 'en-US': 'Pick-up & drop' },
  'scan.page.noStops': { 'zh-CN': '暂无站点', 'zh-HK': '暫無站點', 'en-US': 'No stops yet' },
  'scan.page.temperature': { 'zh-CN': '温度达标', 'zh-HK': '溫度達標', 'en-US': 'Temperature compliance' },
  'scan.page.noReadings': {
    'zh-CN': '暂无在途温度数据',
    'zh-HK': '暫無在途溫度數據',
    'en-US': 'No temperature readings in transit yet',
  },
  'scan.page.notWatched': {
    'zh-CN': '该车次无温度要求',
    'zh-HK': '該車次無溫度要求',
    'en-US': 'No temperature band applies to this trip',
  },
  'scan.page.inBand': {
    'zh-CN': '在途 {{judged}} 分钟中 {{inBand}} 分钟在温度范围内',
    'zh-HK': '在途 {{judged}} 分鐘中 {{inBand}} 分鐘在溫度範圍內',
    'en-US': '{{inBand}} of {{judged}} minutes in transit inside the band',
  },
  'scan.page.hot': {
    'zh-CN': '超高温 {{n}} 分钟',
    'zh-HK': '超高溫 {{n}} 分鐘',
    'en-US': 'Too warm {{n}} min',
  },
  'scan.page.cold': {
    'zh-CN': '超低温 {{n}} 分钟',
    'zh-HK': '超低溫 {{n}} 分鐘',
    'en-US': 'Too cold {{n}} min',
  },
  'scan.page.band': {
    'zh-CN': '温区{{way}}：{{range}}',
    'zh-HK': '溫區{{way}}：{{range}}',
    'en-US': 'Compartment {{way}}: {{range}}',
  },
  'scan.page.fromUrl': {
    'zh-CN': '已从链接读取单号',
    'zh-HK': '已從連結讀取單號',
    'en-US': 'Code taken from the scanned link',
  },
  'scan.page.privacy': {
    'zh-CN': '为保护隐私，姓名、电话和地址已部分隐藏',
    'zh-HK': '為保護私隱，姓名、電話和地址已部分隱藏',
    'en-US': 'Names, phones and addresses are partly hidden for privacy',
  },
  // The phone layout: the language select and a stop's times one under the other.
  'scan.page.language': { 'zh-CN': '语言', 'zh-HK': '語言', 'en-US': 'Language' },
  'scan.page.arrival': { 'zh-CN': '到达', 'zh-HK': '到達', 'en-US': 'Arrival' },
  'scan.page.departure': { 'zh-CN': '离开', 'zh-HK': '離開', 'en-US': 'Departure' },
});
