/** A row of GET /system/user/list. */
export type UserRow = {
  id: number;
  deptId: number | null;
  deptName: string | null;
  userName: string;
  nickName: string;
  email: string | null;
  phonenumber: string | null;
  sex: string;
  avatar: string | null;
  status: string;
  loginIp: string | null;
  loginDate: string | null;
  remark: string | null;
  createTime: string;
};

export type DataGroups = {
  client: string[];
  carrier: string[];
  dispatchCenter: string[];
  zone: string[];
  /** Base data groups (/system/dataGroup): each gives the user the clients bound to it. */
  dataGroup: string[];
};
export type CenterLink = { dispatchCenterId: string; isDefault: number };

/** GET /system/user/get/{id}. */
export type UserDetail = {
  user: UserRow & { dateStyle: string; timeZone: string };
  roleIds: number[];
  dataGroups: DataGroups;
  dispatchCenters: CenterLink[];
};

/** The list's filters, also sent to the export. */
export type UserFilter = {
  userName?: string;
  nickName?: string;
  phonenumber?: string;
  status?: string;
  deptId?: number;
  beginTime?: string;
  endTime?: string;
};

/** POST /system/user/save and /update. */
export type UserInput = {
  id?: number;
  userName: string;
  nickName: string;
  password?: string;
  deptId: number | null;
  phonenumber: string | null;
  email: string | null;
  sex: string;
  status: string;
  remark: string | null;
  roleIds: number[];
  dataGroups: DataGroups;
  dispatchCenters: CenterLink[];
};

export type RoleOption = { id: number; roleName: string; roleKey: string; status: string };
export type CenterOption = { uuid: string; code: string; name: string };
export type DeptRow = { id: number; parentId: number; deptName: string; status: string };
