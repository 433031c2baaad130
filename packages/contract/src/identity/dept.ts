import { z } from 'zod';

/** A row of GET /system/dept/list (flat; the screen builds the tree). */
export const deptSchema = z.object({
  id: z.number(),
  parentId: z.number(),
  ancestors: z.string(),
  deptName: z.string(),
  orderNum: z.number(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  createTime: z.string(),
});
export type Dept = z.infer<typeof deptSchema>;
