export type OnlineUser = {
  /** Opaque session id for force-logout (not the token, not its hash). */
  tokenId: string;
  userId: number;
  userName: string;
  nickName: string;
  deptName: string | null;
  ipaddr: string | null;
  browser: string | null;
  os: string | null;
  dispatchCenterId: string | null;
  loginTime: string;
  lastAccessTime: string;
  expiresAt: string;
};
