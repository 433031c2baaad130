import { z } from 'zod';

/** A row of GET /system/project/list; dates are calendar days (YYYY-MM-DD). */
export const projectSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
