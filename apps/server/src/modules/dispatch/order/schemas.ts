import { REMARK_MAX } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import { optionalText } from '../../../platform/query-params';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** The order form and upstream entry: source API marks it as not manual (it cannot be deleted here). */
export const orderBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  source: z.enum(['FORM', 'API']).optional(),
  clientId: text(64),
  clientCode: text(30),
  orderType: text(30),
  orderBreed: text(30),
  remark: text(REMARK_MAX),
});
export type OrderInput = z.infer<typeof orderBody>;

const nullableText = z.string().nullable();
export const orderRowSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  clientId: nullableText,
  clientName: nullableText,
  dispatchCenterId: nullableText,
  orderType: nullableText,
  orderBreed: nullableText,
  status: z.string(),
  locked: z.string(),
  manual: z.string(),
  carrierId: nullableText,
  carrierName: nullableText,
  routeDetailId: z.number().nullable(),
  source: nullableText,
  remark: nullableText,
  waybillCount: z.number(),
  createTime: z.string(),
  updateTime: nullableText,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderFilter = z.object({
  code: optionalText(60),
  clientId: optionalText(64),
  status: z.enum(['O', 'E', 'C']).optional(),
  locked: z.enum(['Y', 'N']).optional(),
  manual: z.enum(['Y', 'N']).optional(),
});
export type OrderFilter = z.infer<typeof orderFilter>;
export const orderListQuery = pageQuery.merge(sortQuery).merge(orderFilter);
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderIdsBody = z.object({
  idList: z.array(z.string().trim().min(1).max(64)).min(1).max(1000),
});
export const assignRouteBody = z.object({
  uuid: z.string().trim().min(1).max(64),
  carrierId: text(64),
  routeDetailId: z.coerce.number().int().positive().nullish(),
});
