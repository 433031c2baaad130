/** GET /system/user/permissions: the caller's own roles and permission keys. */
export type MyPermissions = {
  roles: { id: number; roleName: string; roleKey: string; dataScope: string; status: string }[];
  buttons: string[];
  permissions: { permissionId: string; actionList: string[] }[];
  items: { perms: string; menuName: string; menuType: string; parentName: string | null }[];
};

export type PermissionGroup = {
  /** The menu the keys belong to (server-translated), or the key prefix when no menu names it. */
  title: string;
  keys: { key: string; name: string | null }[];
};
