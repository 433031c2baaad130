import type { RouteGroup, RouteGroupDetail, StandardRoute } from '@tms/contract';
import { CODE_PATTERN, checkNonNegativeDecimal, REMARK_MAX, TIME_OF_DAY_PATTERN } from '@tms/domain';
import { z } from 'zod';
import { pageQuery } from '../../../platform/envelope';
import { sortQuery, yesNo } from '../../../platform/list-query';
import { idList, optionalText } from '../../../platform/query-params';

/** Optional uuid reference: empty string or null means none. */
const ref = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => v || null);

/** A non-negative decimal the numeric(precision, scale) column holds; sent as a number or a string. */
const decimal = (precision: number, scale: number) =>
  z
    .union([z.string().trim().max(30), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
    .superRefine((value, ctx) => {
      const problem = checkNonNegativeDecimal(value, '', { precision, scale });
      if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params });
    });

const time = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || TIME_OF_DAY_PATTERN.test(v), 'base.routeGroup.invalidTime');

const code = z.string().trim().min(1).max(30).regex(CODE_PATTERN, 'common.invalidCode');
const name = z.string().trim().min(1).max(60);
const remark = z
  .string()
  .max(REMARK_MAX)
  .nullish()
  .transform((v) => v || null);

// ---------------------------------------------------------------- standard routes

export const routeBody = z.object({
  uuid: z.string().trim().max(64).optional(),
  code,
  name,
  originZoneId: ref,
  destZoneId: ref,
  transType: ref,
  stowageMode: ref,
  transportGroup: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((v) => v || null),
  mileageKm: decimal(10, 2),
  cost: decimal(14, 2),
  prescriptionHours: decimal(8, 2),
  remark,
});
export type RouteInput = z.infer<typeof routeBody>;

export const routeQuery = pageQuery.merge(sortQuery).extend({
  code: optionalText(30),
  name: optionalText(60),
  originZoneId: optionalText(64),
  destZoneId: optionalText(64),
  transType: optionalText(10),
  transportGroup: optionalText(60),
});
export type RouteQuery = z.infer<typeof routeQuery>;

/** A standard route as the API answers it: the contract's record. */
export type RouteView = StandardRoute;

// ---------------------------------------------------------------- route groups

export const routeGroupBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  code,
  name,
  description: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  /** Weekday codes 1-7 (Sunday 7); the range and repeats are checked by the domain rule. */
  weekdays: z.array(z.number().int()).max(7).default([]),
  shift: ref,
});
export type RouteGroupInput = z.infer<typeof routeGroupBody>;

export const routeGroupQuery = pageQuery.merge(sortQuery).extend({
  code: optionalText(30),
  name: optionalText(60),
  shift: optionalText(10),
  validFlag: yesNo.optional(),
  weekday: z.coerce.number().int().min(1).max(7).optional(),
});
export type RouteGroupQuery = z.infer<typeof routeGroupQuery>;

/** A route group as the API answers it: the contract's record. */
export type RouteGroupView = RouteGroup;

// ---------------------------------------------------------------- details

export const stopBody = z.object({
  stationId: z.string().trim().max(64),
  arrivalTime: time,
  leaveTime: time,
});

export const detailBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  routeGroupId: z.coerce.number().int().positive(),
  routeId: ref,
  loadTime: time,
  departureTime: time,
  deliveryBatch: z
    .string()
    .trim()
    .max(30)
    .nullish()
    .transform((v) => v || null),
  carrierId: ref,
  vehicleModelId: ref,
  mainDriverId: ref,
  secondDriverId: ref,
  vehicleId: ref,
  remark,
  stops: z.array(stopBody).max(100).default([]),
  /** The user confirmed that a station may appear twice (not adjacent) on this route. */
  confirmDuplicates: z.boolean().optional(),
});
export type DetailInput = z.infer<typeof detailBody>;

/** A route group detail (one trip with its stops) as the API answers it: the contract's record. */
export type DetailView = RouteGroupDetail;

export const detailQuery = pageQuery.extend({
  routeGroupId: z.coerce.number().int().positive().optional(),
  validFlag: yesNo.optional(),
});

export const idsQuery = z.object({ ids: idList });

export const routeDetailOption = z.object({ id: z.number(), routeName: z.string() });
export const groupOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
