import { z } from 'zod';

/** A row of GET /system/dispatchCenter/list; timeZone is an IANA zone the center's times are shown in. */
export const dispatchCenterSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type DispatchCenter = z.infer<typeof dispatchCenterSchema>;

/** A dispatch center in pickers (the dropBox calls). */
export const dispatchCenterOptionSchema = z.object({ uuid: z.string(), code: z.string(), name: z.string() });
export type DispatchCenterOption = z.infer<typeof dispatchCenterOptionSchema>;
