import { defineMessages } from '../i18n/messages';

/** Server messages of the base-data area: fleet (carriers, drivers, vehicles, vehicle models). */
export const baseFleetMessages = defineMessages({
  'base.fleet.invalidIdCard': {
    'zh-CN': '身份证号格式不正确（18位大陆身份证或香港身份证）',
    'zh-HK': '身份證號格式不正確（18位內地身份證或香港身份證）',
    'en-US': 'Invalid ID card number (18-character mainland ID or Hong Kong ID)',
  },
  'base.fleet.invalidPlate': {
    'zh-CN': '车牌号格式不正确',
    'zh-HK': '車牌號格式不正確',
    'en-US': 'Invalid plate number',
  },
  'base.fleet.dateInFuture': {
    'zh-CN': '日期不能晚于今天',
    'zh-HK': '日期不能晚於今天',
    'en-US': 'The date cannot be later than today',
  },
  'base.fleet.endBeforeStart': {
    'zh-CN': '结束日期必须晚于开始日期',
    'zh-HK': '結束日期必須晚於開始日期',
    'en-US': 'The end date must be after the start date',
  },
  'base.fleet.firstIssueAfterValidity': {
    'zh-CN': '初次领证日期不能晚于驾驶证有效期开始日期',
    'zh-HK': '初次領證日期不能晚於駕駛執照有效期開始日期',
    'en-US': 'The first issue date cannot be after the licence validity start',
  },
  'base.fleet.licenseImageRequired': {
    'zh-CN': '请上传驾驶证图片',
    'zh-HK': '請上傳駕駛執照圖片',
    'en-US': 'The driving licence image is required',
  },
  'base.fleet.tooManyImages': {
    'zh-CN': '最多上传{max}张图片',
    'zh-HK': '最多上傳{max}張圖片',
    'en-US': 'At most {max} images',
  },
  'base.fleet.imageNotFound': {
    'zh-CN': '图片“{value}”不存在或不是图片文件',
    'zh-HK': '圖片「{value}」不存在或不是圖片檔案',
    'en-US': 'Image "{value}" does not exist or is not an image',
  },
  'base.fleet.insuranceEndBeforeStart': {
    'zh-CN': '保险结束日期必须晚于保险开始日期',
    'zh-HK': '保險結束日期必須晚於保險開始日期',
    'en-US': 'The insurance end date must be after its start date',
  },
  'base.fleet.scrapBeforeRegistration': {
    'zh-CN': '报废日期必须晚于注册日期',
    'zh-HK': '報廢日期必須晚於註冊日期',
    'en-US': 'The scrap date must be after the registration date',
  },
  'base.fleet.licenseFrontRequired': {
    'zh-CN': '请上传行驶证主页',
    'zh-HK': '請上傳行車證主頁',
    'en-US': 'The vehicle licence main page is required',
  },
  'base.fleet.licenseBackRequired': {
    'zh-CN': '请上传行驶证副页',
    'zh-HK': '請上傳行車證副頁',
    'en-US': 'The vehicle licence back page is required',
  },
  'base.fleet.insuranceFileRequired': {
    'zh-CN': '请上传保险单',
    'zh-HK': '請上傳保險單',
    'en-US': 'The insurance document is required',
  },
  'base.fleet.insuranceExpired': {
    'zh-CN': '保险已过期',
    'zh-HK': '保險已過期',
    'en-US': 'Insurance expired',
  },
  'base.fleet.savedInsuranceExpired': {
    'zh-CN': '保存成功，但车辆“{value}”保险已过期（{date}），过期车辆不会出现在派车选择中',
    'zh-HK': '保存成功，但車輛「{value}」保險已過期（{date}），過期車輛不會出現在派車選擇中',
    'en-US':
      'Saved, but the insurance of vehicle "{value}" expired on {date}; it is not offered for dispatch',
  },
  'base.fleet.positiveDecimal': {
    'zh-CN': '请输入大于0的数字',
    'zh-HK': '請輸入大於0的數字',
    'en-US': 'Enter a number greater than 0',
  },
  'base.fleet.decimalTooLong': {
    'zh-CN': '最多{integer}位整数、{scale}位小数',
    'zh-HK': '最多{integer}位整數、{scale}位小數',
    'en-US': 'At most {integer} digits before and {scale} after the decimal point',
  },
  'base.fleet.unknownLayer': {
    'zh-CN': '温层“{value}”不存在',
    'zh-HK': '溫層「{value}」不存在',
    'en-US': 'Unknown temperature layer "{value}"',
  },
  'base.fleet.layerRepeated': {
    'zh-CN': '温层不能重复',
    'zh-HK': '溫層不能重複',
    'en-US': 'A temperature layer cannot repeat',
  },
  'base.fleet.nonNegativeDecimal': {
    'zh-CN': '请输入大于或等于0的数字',
    'zh-HK': '請輸入大於或等於0的數字',
    'en-US': 'Enter a number of 0 or more',
  },
  'base.fleet.compartmentLayer': {
    'zh-CN': '分仓温层“{value}”不是该车型的温层',
    'zh-HK': '分倉溫層「{value}」不是該車型的溫層',
    'en-US': 'Compartment layer "{value}" is not one of the model’s temperature layers',
  },
  'base.fleet.compartmentRepeated': {
    'zh-CN': '温层“{value}”的分仓重复',
    'zh-HK': '溫層「{value}」的分倉重複',
    'en-US': 'Temperature layer "{value}" has more than one compartment',
  },
  'base.fleet.compartmentLoadOverModel': {
    'zh-CN': '分仓载重不能大于车型额定载重{rated} kg',
    'zh-HK': '分倉載重不能大於車型額定載重{rated} kg',
    'en-US': 'A compartment’s load cannot exceed the model’s rated load of {rated} kg',
  },
  'base.fleet.compartmentVolumeOverModel': {
    'zh-CN': '分仓体积不能大于车型额定体积{rated} m³',
    'zh-HK': '分倉體積不能大於車型額定體積{rated} m³',
    'en-US': 'A compartment’s volume cannot exceed the model’s rated volume of {rated} m³',
  },
  'base.fleet.innerLargerThanOuter': {
    'zh-CN': '内尺寸不能大于外尺寸',
    'zh-HK': '內尺寸不能大於外尺寸',
    'en-US': 'An inner dimension cannot exceed the outer one',
  },
  'base.fleet.unknownClassification': {
    'zh-CN': '车辆分类“{value}”不存在',
    'zh-HK': '車輛分類「{value}」不存在',
    'en-US': 'Unknown vehicle classification "{value}"',
  },
  'base.fleet.carrierRequired': {
    'zh-CN': '请选择承运商',
    'zh-HK': '請選擇承運商',
    'en-US': 'Select a carrier',
  },
  'base.fleet.carrierUnknown': {
    'zh-CN': '承运商“{value}”不存在或不在您的数据权限内',
    'zh-HK': '承運商「{value}」不存在或不在您的數據權限內',
    'en-US': 'Carrier "{value}" does not exist or is outside your data scope',
  },
  'base.fleet.loginNameTaken': {
    'zh-CN': '登录账号“{value}”已存在',
    'zh-HK': '登入帳號「{value}」已存在',
    'en-US': 'Login name "{value}" already exists',
  },
  'base.fleet.passwordRequired': {
    'zh-CN': '设置登录账号时必须填写密码（6-16位）',
    'zh-HK': '設定登入帳號時必須填寫密碼（6-16位）',
    'en-US': 'A password (6 to 16 characters) is required with a login name',
  },
  'base.fleet.plateTaken': {
    'zh-CN': '车牌号“{value}”已存在',
    'zh-HK': '車牌號「{value}」已存在',
    'en-US': 'Plate number "{value}" already exists',
  },
  'base.fleet.modelUnknown': {
    'zh-CN': '车型“{value}”不存在或不属于该承运商',
    'zh-HK': '車型「{value}」不存在或不屬於該承運商',
    'en-US': 'Vehicle model "{value}" does not exist or belongs to another carrier',
  },
  'base.fleet.platformUnknown': {
    'zh-CN': '物流平台“{value}”不存在或已停用',
    'zh-HK': '物流平台「{value}」不存在或已停用',
    'en-US': 'Logistics platform "{value}" does not exist or is disabled',
  },
  'base.fleet.driverOfOtherCarrier': {
    'zh-CN': '挂靠司机“{value}”不属于该承运商',
    'zh-HK': '掛靠司機「{value}」不屬於該承運商',
    'en-US': 'Driver "{value}" does not belong to this carrier',
  },
  'base.fleet.blacklistReasonRequired': {
    'zh-CN': '请填写拉黑原因',
    'zh-HK': '請填寫拉黑原因',
    'en-US': 'Enter the reason for blacklisting',
  },
  'base.fleet.alreadyBlacklisted': {
    'zh-CN': '承运商“{value}”已在黑名单中',
    'zh-HK': '承運商「{value}」已在黑名單中',
    'en-US': 'Carrier "{value}" is already blacklisted',
  },
  'base.fleet.notBlacklisted': {
    'zh-CN': '承运商“{value}”不在黑名单中',
    'zh-HK': '承運商「{value}」不在黑名單中',
    'en-US': 'Carrier "{value}" is not blacklisted',
  },
  'base.fleet.reviewRemarkRequired': {
    'zh-CN': '驳回时请填写审核意见',
    'zh-HK': '駁回時請填寫審核意見',
    'en-US': 'Enter a remark when rejecting',
  },
  'base.fleet.alreadyReviewed': {
    'zh-CN': '“{value}”已是该审核状态',
    'zh-HK': '「{value}」已是該審核狀態',
    'en-US': '"{value}" already has this review status',
  },
  'base.fleet.carrierInUse': {
    'zh-CN': '承运商“{value}”下还有司机、车辆或车型，不能删除',
    'zh-HK': '承運商「{value}」下還有司機、車輛或車型，不能刪除',
    'en-US': 'Carrier "{value}" still has drivers, vehicles or models and cannot be deleted',
  },
  'base.fleet.duplicateInFile': {
    'zh-CN': '与第{row}行重复',
    'zh-HK': '與第{row}行重複',
    'en-US': 'Same as row {row}',
  },
  'base.fleet.invalidDate': {
    'zh-CN': '日期格式应为 YYYY-MM-DD',
    'zh-HK': '日期格式應為 YYYY-MM-DD',
    'en-US': 'Dates are written YYYY-MM-DD',
  },
  'base.fleet.driverTemplateSheet': { 'zh-CN': '司机', 'zh-HK': '司機', 'en-US': 'Drivers' },
  'base.fleet.driverTemplateFile': {
    'zh-CN': '司机导入模板',
    'zh-HK': '司機匯入範本',
    'en-US': 'Driver import template',
  },
  'base.fleet.driverTemplateHint': {
    'zh-CN':
      '承运商填写编码；日期格式 YYYY-MM-DD；手机号 11 位；驾驶证等图片导入后在页面上传。任一行有误则整个文件不导入。',
    'zh-HK':
      '承運商填寫編碼；日期格式 YYYY-MM-DD；手機號 11 位；駕駛執照等圖片匯入後在頁面上傳。任一行有誤則整個檔案不匯入。',
    'en-US':
      'Carrier by code; dates YYYY-MM-DD; 11-digit mobile; upload licence images on the screen after the import. One bad row and nothing is imported.',
  },
  'base.fleet.vehicleTemplateSheet': { 'zh-CN': '车辆', 'zh-HK': '車輛', 'en-US': 'Vehicles' },
  'base.fleet.vehicleTemplateFile': {
    'zh-CN': '车辆导入模板',
    'zh-HK': '車輛匯入範本',
    'en-US': 'Vehicle import template',
  },
  'base.fleet.vehicleTemplateHint': {
    'zh-CN':
      '承运商、车型、司机填写编码；日期格式 YYYY-MM-DD；导入的车辆为待审核，行驶证与保险单图片请在页面补传。任一行有误则整个文件不导入。',
    'zh-HK':
      '承運商、車型、司機填寫編碼；日期格式 YYYY-MM-DD；匯入的車輛為待審核，行車證與保險單圖片請在頁面補傳。任一行有誤則整個檔案不匯入。',
    'en-US':
      'Carrier, model and driver by code; dates YYYY-MM-DD; imported vehicles wait for review, upload the licence and insurance images on the screen. One bad row and nothing is imported.',
  },
  'base.fleet.carrierSheet': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carriers' },
  'base.fleet.modelSheet': { 'zh-CN': '车型', 'zh-HK': '車型', 'en-US': 'Vehicle models' },
  'base.fleet.col.carrier': { 'zh-CN': '承运商', 'zh-HK': '承運商', 'en-US': 'Carrier' },
  'base.fleet.col.code': { 'zh-CN': '编码', 'zh-HK': '編碼', 'en-US': 'Code' },
  'base.fleet.col.name': { 'zh-CN': '名称', 'zh-HK': '名稱', 'en-US': 'Name' },
  'base.fleet.col.driverName': { 'zh-CN': '姓名', 'zh-HK': '姓名', 'en-US': 'Name' },
  'base.fleet.col.mobile': { 'zh-CN': '手机号', 'zh-HK': '手機號', 'en-US': 'Mobile' },
  'base.fleet.col.idCard': { 'zh-CN': '身份证号', 'zh-HK': '身份證號', 'en-US': 'ID card' },
  'base.fleet.col.licenseType': { 'zh-CN': '准驾车型', 'zh-HK': '准駕車型', 'en-US': 'Licence class' },
  'base.fleet.col.licenseNumber': { 'zh-CN': '驾驶证号', 'zh-HK': '駕駛執照號', 'en-US': 'Licence number' },
  'base.fleet.col.licenseValidFrom': {
    'zh-CN': '驾驶证有效期起',
    'zh-HK': '駕駛執照有效期起',
    'en-US': 'Licence valid from',
  },
  'base.fleet.col.licenseValidTo': {
    'zh-CN': '驾驶证有效期止',
    'zh-HK': '駕駛執照有效期止',
    'en-US': 'Licence valid to',
  },
  'base.fleet.col.licenseFirstIssue': {
    'zh-CN': '初次领证日期',
    'zh-HK': '初次領證日期',
    'en-US': 'First issue date',
  },
  'base.fleet.col.healthCertNo': { 'zh-CN': '健康证号', 'zh-HK': '健康證號', 'en-US': 'Health certificate' },
  'base.fleet.col.healthValidFrom': {
    'zh-CN': '健康证有效期起',
    'zh-HK': '健康證有效期起',
    'en-US': 'Health valid from',
  },
  'base.fleet.col.healthValidTo': {
    'zh-CN': '健康证有效期止',
    'zh-HK': '健康證有效期止',
    'en-US': 'Health valid to',
  },
  'base.fleet.col.loginName': { 'zh-CN': '登录账号', 'zh-HK': '登入帳號', 'en-US': 'Login name' },
  'base.fleet.col.password': { 'zh-CN': '登录密码', 'zh-HK': '登入密碼', 'en-US': 'Password' },
  'base.fleet.col.remark': { 'zh-CN': '备注', 'zh-HK': '備註', 'en-US': 'Remark' },
  'base.fleet.col.plateNumber': { 'zh-CN': '车牌号', 'zh-HK': '車牌號', 'en-US': 'Plate number' },
  'base.fleet.col.vehicleModel': { 'zh-CN': '车型', 'zh-HK': '車型', 'en-US': 'Vehicle model' },
  'base.fleet.col.driver': { 'zh-CN': '挂靠司机', 'zh-HK': '掛靠司機', 'en-US': 'Affiliated driver' },
  'base.fleet.col.frameNumber': { 'zh-CN': '车架号', 'zh-HK': '車架號', 'en-US': 'Frame number' },
  'base.fleet.col.brand': { 'zh-CN': '品牌', 'zh-HK': '品牌', 'en-US': 'Brand' },
  'base.fleet.col.registrationDate': { 'zh-CN': '注册日期', 'zh-HK': '註冊日期', 'en-US': 'Registration' },
  'base.fleet.col.scrapDate': { 'zh-CN': '报废日期', 'zh-HK': '報廢日期', 'en-US': 'Scrap date' },
  'base.fleet.col.insuranceStart': { 'zh-CN': '保险开始', 'zh-HK': '保險開始', 'en-US': 'Insurance from' },
  'base.fleet.col.insuranceEnd': { 'zh-CN': '保险结束', 'zh-HK': '保險結束', 'en-US': 'Insurance to' },
  'base.fleet.col.inspectionStart': { 'zh-CN': '年检开始', 'zh-HK': '年檢開始', 'en-US': 'Inspection from' },
  'base.fleet.col.inspectionEnd': { 'zh-CN': '年检结束', 'zh-HK': '年檢結束', 'en-US': 'Inspection to' },
  'base.fleet.col.tonnage': { 'zh-CN': '吨位(kg)', 'zh-HK': '噸位(kg)', 'en-US': 'Tonnage (kg)' },
  'base.fleet.col.reviewStatus': { 'zh-CN': '审核状态', 'zh-HK': '審核狀態', 'en-US': 'Review status' },
  'base.fleet.col.blacklist': { 'zh-CN': '黑名单', 'zh-HK': '黑名單', 'en-US': 'Blacklisted' },
  'base.fleet.col.contact': { 'zh-CN': '联系人', 'zh-HK': '聯絡人', 'en-US': 'Contact' },
  'base.fleet.col.creditCode': {
    'zh-CN': '统一社会信用代码',
    'zh-HK': '統一社會信用代碼',
    'en-US': 'Credit code',
  },
  'base.fleet.col.layers': { 'zh-CN': '温层', 'zh-HK': '溫層', 'en-US': 'Temperature layers' },
  'base.fleet.col.ratedLoadKg': {
    'zh-CN': '额定载重(kg)',
    'zh-HK': '額定載重(kg)',
    'en-US': 'Rated load (kg)',
  },
  'base.fleet.col.ratedVolumeM3': {
    'zh-CN': '额定体积(m³)',
    'zh-HK': '額定體積(m³)',
    'en-US': 'Rated volume (m³)',
  },
  'base.fleet.col.classification': { 'zh-CN': '车辆分类', 'zh-HK': '車輛分類', 'en-US': 'Classification' },
  'base.fleet.yes': { 'zh-CN': '是', 'zh-HK': '是', 'en-US': 'Yes' },
  'base.fleet.no': { 'zh-CN': '否', 'zh-HK': '否', 'en-US': 'No' },
  'base.fleet.review.0': { 'zh-CN': '待审核', 'zh-HK': '待審核', 'en-US': 'Pending' },
  'base.fleet.review.1': { 'zh-CN': '审核通过', 'zh-HK': '審核通過', 'en-US': 'Approved' },
  'base.fleet.review.2': { 'zh-CN': '审核驳回', 'zh-HK': '審核駁回', 'en-US': 'Rejected' },
});
