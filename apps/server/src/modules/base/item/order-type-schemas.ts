import { CODE_PATTERN, REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

export const orderTypeBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code: z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode'),
  name: z.string().trim().min(1).max(60),
  orderBreed: z.string().trim().max(30).nullish(),
  enableFlag: yesNo.default('Y'),
  remark: z.string().max(REMARK_MAX).nullish(),
});
export type OrderTypeInput = z.infer<typeof orderTypeBody>;

export const orderTypeFilter = z.object({
  code: optionalText(30),
  name: optionalText(60),
  orderBreed: optionalText(30),
  enableFlag: yesNo.optional(),
});
export type OrderTypeFilter = z.infer<typeof orderTypeFilter>;
export const orderTypeListQuery = pageQuery.merge(sortQuery).extend(orderTypeFilter.shape);
