import { z } from 'zod';

/** A row of GET /system/sop/list (content included: SOPs are short texts). */
export const sopSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  title: z.string(),
  appliesTo: z.string(),
  appliesValue: z.string().nullable(),
  version: z.number().int(),
  effectiveDate: z.string().nullable(),
  content: z.string().nullable(),
  attachmentId: z.string().nullable(),
  attachmentName: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Sop = z.infer<typeof sopSchema>;
