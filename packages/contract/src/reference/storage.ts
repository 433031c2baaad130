import { REMARK_MAX } from '@tms/domain';
import { z } from 'zod';

/** A stored file (GET /system/oss/list); url is where the API serves it. */
export const ossFileSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  originalName: z.string(),
  fileSuffix: z.string().nullable(),
  url: z.string(),
  size: z.number(),
  contentType: z.string().nullable(),
  service: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type OssFile = z.infer<typeof ossFileSchema>;

/**
 * A storage configuration (GET /system/oss/config): the secret is masked; implemented is false for
 * services this build cannot use.
 */
export const ossConfigSchema = z.object({
  id: z.number(),
  configKey: z.string(),
  endpoint: z.string().nullable(),
  bucketName: z.string().nullable(),
  prefix: z.string().nullable(),
  accessKey: z.string().nullable(),
  secretKey: z.string().nullable(),
  domain: z.string().nullable(),
  region: z.string().nullable(),
  isHttps: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  implemented: z.boolean(),
});
export type OssConfig = z.infer<typeof ossConfigSchema>;

const text = (max: number) => z.string().trim().max(max).nullish();

/**
 * POST /system/oss/saveConfig: status '0' puts the configuration in use; a masked or empty secret keeps
 * the stored one.
 */
export const ossConfigBody = z.object({
  id: z.coerce.number().int().min(0).optional(),
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/, 'common.invalidCode'),
  endpoint: text(200),
  bucketName: text(100),
  prefix: text(100),
  accessKey: text(200),
  secretKey: text(200),
  domain: text(200),
  region: text(60),
  isHttps: z.enum(['Y', 'N']).default('N'),
  status: z.enum(['0', '1']).default('1'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
/** What a client sends (defaults not yet applied). */
export type OssConfigBody = z.input<typeof ossConfigBody>;
