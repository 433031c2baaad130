import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

/** Field formats: a mainland mobile number, codes, e-mail. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PUBLIC_CODE_PATTERN = /^[A-Za-z0-9_]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}
