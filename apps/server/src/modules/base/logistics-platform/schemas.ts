import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A landline or mobile: digits with + - ( ) and spaces, 5 to 20 long (a masked echo keeps the stored one). */
const PHONE = /^[0-9+\-() *]{5,20}$/;

export const logisticsPlatformBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  platformType: text(30),
  contact: text(30),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(PHONE, 'common.invalidFormat')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  address: text(200),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type LogisticsPlatformInput = z.infer<typeof logisticsPlatformBody>;

export const logisticsPlatformFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  platformType: optionalText(30),
  enableFlag: yesNo.optional(),
});
export type LogisticsPlatformFilter = z.infer<typeof logisticsPlatformFilter>;
export const logisticsPlatformListQuery = pageQuery.merge(sortQuery).extend(logisticsPlatformFilter.shape);
