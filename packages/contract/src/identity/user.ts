import { PERMISSION_ACTIONS } from '@tms/domain';
import { z } from 'zod';

/** A user as lists show it (GET /system/user/list): never the password hash. */
export const userSchema = z.object({
  id: z.number(),
  deptId: z.number().nullable(),
  deptName: z.string().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
  sex: z.string(),
  avatar: z.string().nullable(),
  status: z.string(),
  loginIp: z.string().nullable(),
  loginDate: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The user with the date style and time zone the screens format with. */
export const userWithSettingsSchema = userSchema.extend({ dateStyle: z.string(), timeZone: z.string() });
export type UserWithSettings = z.infer<typeof userWithSettingsSchema>;

/** The refs a user is granted by kind; dataGroup gives the user the clients bound to each base data group. */
export const userDataGroupsSchema = z.object({
  client: z.array(z.string()),
  carrier: z.array(z.string()),
  dispatchCenter: z.array(z.string()),
  zone: z.array(z.string()),
  dataGroup: z.array(z.string()),
});
export type UserDataGroups = z.infer<typeof userDataGroupsSchema>;

/** A dispatch center assigned to a user; isDefault 1 marks the default one. */
export const centerLinkSchema = z.object({ dispatchCenterId: z.string(), isDefault: z.number() });
export type CenterLink = z.infer<typeof centerLinkSchema>;

/** GET /system/user/get/{id}: the user with role ids, data groups and dispatch centers (the edit form's). */
export const userDetailSchema = z.object({
  user: userWithSettingsSchema,
  roleIds: z.array(z.number()),
  dataGroups: userDataGroupsSchema,
  dispatchCenters: z.array(centerLinkSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** The actions a permission key grants on one screen (the domain's PermissionGrant). */
export const permissionGrantSchema = z.object({
  permissionId: z.string(),
  actionList: z.array(z.enum(PERMISSION_ACTIONS)),
});

/** GET /system/user/info: the signed-in user, roles and permission keys. */
export const currentUserSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  dateStyle: z.string(),
  timeZone: z.string(),
  roleIds: z.array(z.number()),
  roles: z.array(z.string()),
  buttons: z.array(z.string()),
  permissions: z.array(permissionGrantSchema),
  dispatchCenterId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /system/user/profile: the signed-in user's own record. */
export const profileSchema = z.object({
  user: userWithSettingsSchema,
  roleGroup: z.string(),
  deptName: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /system/user/permissions: the caller's own roles and permission keys, and the menus behind them. */
export const myPermissionsSchema = z.object({
  roles: z.array(
    z.object({
      id: z.number(),
      roleName: z.string(),
      roleKey: z.string(),
      dataScope: z.string(),
      status: z.string(),
    }),
  ),
  buttons: z.array(z.string()),
  permissions: z.array(permissionGrantSchema),
  items: z.array(
    z.object({
      perms: z.string(),
      menuName: z.string(),
      menuType: z.string(),
      parentName: z.string().nullable(),
    }),
  ),
});
export type MyPermissions = z.infer<typeof myPermissionsSchema>;
