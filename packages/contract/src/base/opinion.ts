import { z } from 'zod';

/** A row of GET /system/opinion/list and /system/opinion/mine. status: N new, P processing, D done. */
export const opinionSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  opinionType: z.string(),
  title: z.string(),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.enum(['N', 'P', 'D']),
  reply: z.string().nullable(),
  replyBy: z.string().nullable(),
  replyTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type Opinion = z.infer<typeof opinionSchema>;
