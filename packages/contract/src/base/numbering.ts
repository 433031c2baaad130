import { z } from 'zod';

/** A row of GET /system/numberRule/list; example is a number the rule would issue. */
export const numberRuleSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  dispatchCenterId: z.string().nullable(),
  dispatchCenterName: z.string().nullable(),
  refType: z.string(),
  prefix: z.string(),
  timestampEnabled: z.string(),
  timestampFormat: z.string(),
  serialLength: z.number(),
  example: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type NumberRule = z.infer<typeof numberRuleSchema>;

/** The next number a rule would issue, without issuing it. */
export const numberPreviewSchema = z.object({
  number: z.string(),
  ruleCode: z.string(),
  serial: z.number(),
  period: z.string(),
});
export type NumberPreview = z.infer<typeof numberPreviewSchema>;
