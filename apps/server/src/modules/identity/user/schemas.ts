import { PERMISSION_ACTIONS } from '@tms/domain';
import { z } from 'zod';

/** A user as lists show it (never the password hash). */
export const userRowSchema = z.object({
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

export const userDetailSchema = userRowSchema.extend({ dateStyle: z.string(), timeZone: z.string() });

export const dataGroupsSchema = z.object({
  client: z.array(z.string()),
  carrier: z.array(z.string()),
  dispatchCenter: z.array(z.string()),
  zone: z.array(z.string()),
  dataGroup: z.array(z.string()),
});

export const permissionGrantSchema = z.object({
  permissionId: z.string(),
  actionList: z.array(z.enum(PERMISSION_ACTIONS)),
});

export const userInfoSchema = z.object({
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
