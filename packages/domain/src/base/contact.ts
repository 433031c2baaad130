import type { MessageKey } from '../messages';
import { isLandline, WECHAT_PATTERN } from '../validation/base-client-patterns';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../validation/patterns';
import type { PlaceFieldIssue } from './client';

/**
 * Contact formats: mobile 1[3-9] + 9 digits; landline and fax a mainland number with area code
 * (0xx-xxxxxxxx, optional -extension) or a Hong Kong 8-digit number; WeChat id 6-20 characters with a
 * letter first; email. Every field is optional; a filled one must have its format.
 */
export type ContactField = 'mobile' | 'landline' | 'wechat' | 'email' | 'fax';
export type ContactInput = Partial<Record<ContactField, string | null | undefined>>;

export const CONTACT_FORMAT_KEYS: Record<ContactField, MessageKey> = {
  mobile: 'common.invalidMobile',
  landline: 'base.contact.invalidLandline',
  wechat: 'base.contact.invalidWechat',
  email: 'common.invalidEmail',
  fax: 'base.contact.invalidFax',
};

const CHECKS: Record<ContactField, (value: string) => boolean> = {
  mobile: (v) => MOBILE_PATTERN.test(v),
  landline: isLandline,
  wechat: (v) => WECHAT_PATTERN.test(v),
  email: (v) => v.length <= 50 && EMAIL_PATTERN.test(v),
  fax: isLandline,
};

/** Whether one contact field's value is acceptable (empty is). */
export function isContactValueValid(field: ContactField, value: string | null | undefined): boolean {
  const v = value?.trim();
  return !v || CHECKS[field](v);
}

/** Every contact field with a bad format, in field order. */
export function checkContact(input: ContactInput): PlaceFieldIssue<ContactField>[] {
  return (Object.keys(CHECKS) as ContactField[])
    .filter((field) => !isContactValueValid(field, input[field]))
    .map((field) => ({ field, key: CONTACT_FORMAT_KEYS[field] }));
}
