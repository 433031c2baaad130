/** GET /system/user/profile. */
export type Profile = {
  user: {
    id: number;
    userName: string;
    nickName: string;
    email: string | null;
    phonenumber: string | null;
    sex: string;
    avatar: string | null;
    deptName: string | null;
    createTime: string;
    loginDate: string | null;
    loginIp: string | null;
    dateStyle: string;
    timeZone: string;
  };
  roleGroup: string;
  deptName: string | null;
};

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
