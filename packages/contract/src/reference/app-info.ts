import { REMARK_MAX } from '@tms/domain';
import { z } from 'zod';

export const APP_TYPES = ['android', 'ios'] as const;
export const CLIENT_TYPES = ['appDriverClient', 'appAdminClient'] as const;

/** An app release (GET /system/appInfo/list). */
export const appInfoSchema = z.object({
  id: z.number(),
  type: z.string(),
  clientType: z.string(),
  version: z.string(),
  downloadUrl: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** POST /system/appInfo/save | update: a dotted version and an http(s) or site-relative download URL. */
export const appInfoBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  type: z.enum(APP_TYPES),
  clientType: z.enum(CLIENT_TYPES),
  version: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'common.invalidFormat'),
  downloadUrl: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^(https?:\/\/|\/)\S+$/, 'common.invalidFormat'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
/** What a client sends. */
export type AppInfoBody = z.input<typeof appInfoBody>;
