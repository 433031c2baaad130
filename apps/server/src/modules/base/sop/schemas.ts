import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { calendarDay, optionalText } from '../../../platform/query-params';

/** An SOP's text: long enough for a page of steps, short enough to show in a drawer. */
export const SOP_CONTENT_MAX = 5000;
export const SOP_APPLIES_TO = ['client', 'lineType', 'temperature'] as const;

export const sopBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  title: z.string().trim().min(1).max(100),
  appliesTo: z.enum(SOP_APPLIES_TO),
  /** The client's uuid, the shipment_line_type value or the item_temperature value; empty: every one. */
  appliesValue: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  version: z.coerce
    .number({ message: 'base.sop.versionInvalid' })
    .int('base.sop.versionInvalid')
    .min(1, 'base.sop.versionInvalid')
    .max(9999, 'base.sop.versionInvalid')
    .default(1),
  effectiveDate: calendarDay()
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  content: z
    .string()
    .max(SOP_CONTENT_MAX)
    .nullish()
    .transform((v) => v || null),
  /** A file of the file store (its id), uploaded through /system/oss/upload. */
  attachmentId: z
    .union([z.string().trim().max(20), z.number().int()])
    .nullish()
    .transform((v) => (v === '' || v === undefined || v === null ? null : String(v))),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type SopInput = z.infer<typeof sopBody>;

export const sopFilter = z.object({
  code: optionalText(30),
  title: optionalText(100),
  appliesTo: optionalText(30),
  enableFlag: yesNo.optional(),
});
export type SopFilter = z.infer<typeof sopFilter>;
export const sopListQuery = pageQuery.merge(sortQuery).extend(sopFilter.shape);
