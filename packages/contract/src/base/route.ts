import { z } from 'zod';

/** Transport routes as the API answers them: standard routes, fixed route groups and their trips. */

/** A standard route as GET /system/route/list answers it (decimals as strings: exact). */
export const standardRouteSchema = z.object({
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
export type StandardRoute = z.infer<typeof standardRouteSchema>;

/** A fixed route group as GET /system/routeGroup/list answers it (weekdays 1-7, Sunday 7). */
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
export type RouteGroup = z.infer<typeof routeGroupSchema>;

/** One stop of a route group detail, in driving order. */
export const routeStopSchema = z.object({
  sequence: z.number(),
  stationId: z.string(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  leaveTime: z.string().nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;

/** A detail (one recurring trip) with its ordered stops, as GET /system/routeGroupDetail/list answers it. */
export const routeGroupDetailSchema = z.object({
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
  stops: z.array(routeStopSchema),
  createTime: z.string(),
});
export type RouteGroupDetail = z.infer<typeof routeGroupDetailSchema>;
