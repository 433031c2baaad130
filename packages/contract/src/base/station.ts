import { z } from 'zod';

/**
 * Stations (delivery points) as the API answers them. The flag fields hold 'Y'/'N', decimals and
 * coordinates are strings (exact), minutes are whole numbers.
 */

const n = z.string().nullable();

/** A row of GET /system/station/list. */
export const stationSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  name: z.string(),
  clientId: n,
  clientCode: n,
  clientName: n,
  dispatchCenterId: n,
  dispatchCenterName: n,
  type: z.string(),
  contactName: n,
  contactMobile: n,
  province: n,
  city: n,
  area: n,
  address: n,
  longitude: n,
  latitude: n,
  zoneId: n,
  zoneName: n,
  description: n,
  fenceDistance: z.number().nullable(),
  inCity: z.string(),
  leadTimeDays: z.number().nullable(),
  unloadingTeam: n,
  deliveryType: n,
  transMode: n,
  billingMethod: n,
  handoverMethod: n,
  allocationFactor: n,
  fixedLoadMinutes: z.number().nullable(),
  fixedUnloadMinutes: z.number().nullable(),
  fixedHandoverMinutes: z.number().nullable(),
  loadEfficiency: n,
  unloadEfficiency: n,
  eSignature: z.string(),
  allowLeave: z.string(),
  deliveryPlan: z.string(),
  newStore: z.string(),
  deliveryDigital: z.string(),
  handoverImageRequired: z.string(),
  qrHandover: z.string(),
  category1: n,
  category2: n,
  category3: n,
  category4: n,
  category5: n,
  category6: n,
  category7: n,
  entryGuide: n,
  enableFlag: z.string(),
  remark: n,
  timeWindowText: n,
  createBy: n,
  createTime: z.string(),
  updateTime: n,
});
export type Station = z.infer<typeof stationSchema>;

// The pieces of a station below are named ...Record: @tms/domain's StationTimeWindow, StationExTimeWindow and
// StationLoadRule are the looser shapes its rules check (forms and imports), not what the API answers.

/** A weekly receiving window (weekdayCode 1-7) of a station. */
export const stationTimeWindowSchema = z.object({
  id: z.number(),
  weekday: n,
  weekdayCode: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export type StationTimeWindowRecord = z.infer<typeof stationTimeWindowSchema>;

/** An exceptional window: a date range with its own hours. */
export const stationExTimeWindowSchema = z.object({
  id: z.number(),
  weekdayCode: z.number().nullable(),
  startDay: z.string(),
  endDay: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type StationExTimeWindowRecord = z.infer<typeof stationExTimeWindowSchema>;

/** A load-efficiency rule of a station (GET /system/stationReceiptTime/list). */
export const stationLoadRuleSchema = z.object({
  id: z.number(),
  stationId: z.string(),
  deliverProperty: z.number(),
  loadEfficiency: z.string(),
  cargoEfficiency: z.string(),
  fixedLoadTime: z.number(),
  fixedCargoTime: z.number(),
  fixedHandTime: z.number(),
  remark: n,
});
export type StationLoadRuleRecord = z.infer<typeof stationLoadRuleSchema>;

/** GET /system/station/get: the row with its windows, load rules, transport locations and ePOD settings. */
export const stationDetailSchema = stationSchema.extend({
  timeWindows: z.array(stationTimeWindowSchema),
  exTimeWindows: z.array(stationExTimeWindowSchema),
  loadRules: z.array(stationLoadRuleSchema),
  locationIds: z.array(z.string()),
  locations: z.array(z.object({ uuid: z.string(), code: z.string(), name: z.string() })),
  epod: z.record(z.string(), z.unknown()).nullable(),
});
export type StationDetail = z.infer<typeof stationDetailSchema>;

/** A station that may not share a line with the one asked about (GET /system/stationMutex/list). */
export const stationMutexSchema = z.object({
  otherStationId: z.string(),
  code: z.string(),
  name: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type StationMutex = z.infer<typeof stationMutexSchema>;
