// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
export type { Profile } from '@tms/contract';

/** POST /system/user/profile/update. */
export type ProfileUpdate = {
  nickName: string;
  email: string | null;
  phonenumber: string | null;
  sex: string;
  dateStyle: string;
  timeZone: string;
};

export const SEX_VALUES = ['0', '1', '2'] as const;

export const DATE_STYLES = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY/MM/DD HH:mm:ss',
  'DD/MM/YYYY HH:mm:ss',
  'MM/DD/YYYY HH:mm:ss',
  'YYYY-MM-DD HH:mm',
] as const;

export const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;
