import { z } from 'zod';

/** A row of GET /system/role/list. admin marks the built-in administrator role (never changed). */
export const roleSchema = z.object({
  id: z.number(),
  roleName: z.string(),
  roleKey: z.string(),
  roleSort: z.number(),
  dataScope: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  admin: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
