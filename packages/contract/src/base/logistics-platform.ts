import { z } from 'zod';

/** A row of GET /system/logisticsPlatform/list; the phone is masked for callers who may not edit. */
export const logisticsPlatformSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  platformType: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type LogisticsPlatform = z.infer<typeof logisticsPlatformSchema>;
