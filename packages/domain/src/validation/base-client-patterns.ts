/**
 * Contact and address formats. MOBILE_PATTERN and EMAIL_PATTERN are in
 * patterns.ts.
 */

/** Mainland landline with area code (010-12345678, 0755-1234567, optional -ext up to 6 digits). */
export const MAINLAND_LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/;
/** Hong Kong fixed or mobile number: 8 digits, not starting with 0 or 1, optionally +852 / 852 first. */
export const HK_PHONE_PATTERN = /^(\+?852[- ]?)?[2-9]\d{7}$/;
/** WeChat id: 6 to 20 characters, a letter first, then letters, digits, '_' or '-'. */
export const WECHAT_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;
/** Mainland postcode: 6 digits. Hong Kong has none. */
export const POSTCODE_PATTERN = /^\d{6}$/;

/** Landline and fax: a mainland number with area code or a Hong Kong 8-digit number. */
export function isLandline(value: string): boolean {
  return MAINLAND_LANDLINE_PATTERN.test(value) || HK_PHONE_PATTERN.test(value);
}
