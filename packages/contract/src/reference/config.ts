import { REMARK_MAX } from '@tms/domain';
import { z } from 'zod';

/** A parameter (GET /system/config/list); configType Y marks a built-in one. */
export const configSchema = z.object({
  id: z.number(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type Config = z.infer<typeof configSchema>;

/** POST /system/config/save | update. */
export const configBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  configName: z.string().trim().min(1).max(100),
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'common.invalidCode'),
  configValue: z.string().max(500),
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
/** What a client sends (defaults not yet applied). */
export type ConfigBody = z.input<typeof configBody>;
