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

export const routeSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  dispatchCenterId: z.string().nullable(),
  originZoneId: z.string().nullable(),
  originZoneName: z.string().nullable(),
  destZoneId: z.string().nullable(),
  destZoneName: z.string().nullable(),
  transType: z.string().nullable(),
  stowageMode: z.string().nullable(),
  transportGroup: z.string().nullable(),
  mileageKm: z.string().nullable(),
  cost: z.string().nullable(),
  prescriptionHours: z.string().nullable(),
  enableFlag: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type RouteView = z.infer<typeof routeSchema>;

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

export const routeGroupSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  dispatchCenterId: z.string().nullable(),
  description: z.string().nullable(),
  weekdays: z.array(z.number()),
  shift: z.string().nullable(),
  validFlag: z.string(),
  detailCount: z.number(),
  createTime: z.string(),
});
export type RouteGroupView = z.infer<typeof routeGroupSchema>;

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

export const stopSchema = z.object({
  sequence: z.number(),
  stationId: z.string(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  leaveTime: z.string().nullable(),
});

export const detailSchema = z.object({
  id: z.number(),
  routeGroupId: z.number(),
  /** "<group name> <delivery batch>", as the dispatch screens show it. */
  routeName: z.string(),
  routeId: z.string().nullable(),
  standardRouteCode: z.string().nullable(),
  standardRouteName: z.string().nullable(),
  loadTime: z.string().nullable(),
  departureTime: z.string().nullable(),
  deliveryBatch: z.string().nullable(),
  carrierId: z.string().nullable(),
  carrierName: z.string().nullable(),
  vehicleModelId: z.string().nullable(),
  vehicleModelName: z.string().nullable(),
  mainDriverId: z.string().nullable(),
  mainDriverName: z.string().nullable(),
  secondDriverId: z.string().nullable(),
  secondDriverName: z.string().nullable(),
  vehicleId: z.string().nullable(),
  plateNumber: z.string().nullable(),
  validFlag: z.string(),
  remark: z.string().nullable(),
  stops: z.array(stopSchema),
  createTime: z.string(),
});
export type DetailView = z.infer<typeof detailSchema>;

export const detailQuery = pageQuery.extend({
  routeGroupId: z.coerce.number().int().positive().optional(),
  validFlag: yesNo.optional(),
});

export const idsQuery = z.object({ ids: idList });

export const routeDetailOption = z.object({ id: z.number(), routeName: z.string() });
export const groupOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
