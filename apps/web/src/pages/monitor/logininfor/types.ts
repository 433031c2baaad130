export type LoginLog = {
  id: number;
  userName: string | null;
  ipaddr: string | null;
  browser: string | null;
  os: string | null;
  /** 0 success, 1 failure. */
  status: number;
  msg: string | null;
  loginTime: string;
};
