// Records the API answers come from @tms/contract (the schemas the server answers with); type-only imports,
// so no zod reaches the browser bundle.
import type {
  CenterLink,
  Dept,
  DispatchCenterOption,
  Role,
  User,
  UserDataGroups,
  UserDetail,
} from '@tms/contract';

/** A row of GET /system/user/list. */
export type UserRow = User;
export type DataGroups = UserDataGroups;
export type { CenterLink, UserDetail };
export type RoleOption = Pick<Role, 'id' | 'roleName' | 'roleKey' | 'status'>;
export type CenterOption = DispatchCenterOption;
export type DeptRow = Pick<Dept, 'id' | 'parentId' | 'deptName' | 'status'>;

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
