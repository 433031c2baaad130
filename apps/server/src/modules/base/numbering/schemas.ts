import type { NumberRule } from '@tms/contract';
import { CODE_PATTERN, DEFAULT_TIMESTAMP_FORMAT, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

const optionalRef = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => v || null);

/** Field checks beyond shape (prefix, timestamp format, serial length 1-12) are the domain's numberRuleProblems. */
export const numberRuleBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  clientId: optionalRef,
  dispatchCenterId: optionalRef,
  refType: z.string().trim().min(1).max(30),
  prefix: z.string().trim().max(40).default(''),
  timestampEnabled: yesNo.default('Y'),
  timestampFormat: z.string().trim().max(20).default(DEFAULT_TIMESTAMP_FORMAT),
  serialLength: z.coerce.number().int('common.integerOnly'),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type NumberRuleInput = z.infer<typeof numberRuleBody>;

/** A number rule as the API answers it: the contract's record. */
export type NumberRuleOut = NumberRule;

export const numberRuleFilter = z.object({
  code: optionalText(30),
  refType: optionalText(30),
  clientId: optionalText(64),
  dispatchCenterId: optionalText(64),
  enableFlag: yesNo.optional(),
});
export type NumberRuleFilter = z.infer<typeof numberRuleFilter>;
export const numberRuleListQuery = pageQuery.merge(sortQuery).extend(numberRuleFilter.shape);

export const previewQuery = z.object({
  uuid: optionalText(64),
  refType: z.string().trim().min(1).max(30),
  clientId: optionalText(64),
  dispatchCenterId: optionalText(64),
});
