import { z } from 'zod';

/** An outbound integration (GET /system/integration/list): where pushes of that name go. */
export const integrationSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string().nullable(),
  enabled: z.boolean(),
  /** A gateway call's method, extra headers and body template ({mobile}, {code}, {purpose}): the SMS gateway. */
  method: z.enum(['POST', 'PUT', 'GET']),
  headers: z.record(z.string(), z.string()).nullable(),
  bodyTemplate: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

/** POST /system/integration/save | update: the name is the push target (ros, sf, ...). */
export const integrationBody = z.object({
  id: z.number().int().positive().optional(),
  name: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/, 'common.invalidCode'),
  url: z.string().trim().max(500).nullish(),
  enabled: z.boolean().default(true),
  /** Left out on update: the stored gateway method, headers and template stay. */
  method: z.enum(['POST', 'PUT', 'GET']).optional(),
  headers: z
    .record(z.string().trim().min(1).max(100), z.string().max(1000))
    .refine((h) => Object.keys(h).length <= 20, 'common.invalidFormat')
    .nullish(),
  bodyTemplate: z.string().max(4000).nullish(),
});
/** What a client sends (defaults not yet applied). */
export type IntegrationBody = z.input<typeof integrationBody>;

/** One push (GET /system/integration/pushLog/list): status SUCCESS, FAILED or NOT_CONFIGURED. */
export const pushLogSchema = z.object({
  id: z.number(),
  target: z.string(),
  kind: z.string(),
  refIds: z.array(z.string()),
  url: z.string().nullable(),
  status: z.string(),
  httpStatus: z.number().nullable(),
  response: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type PushLog = z.infer<typeof pushLogSchema>;
