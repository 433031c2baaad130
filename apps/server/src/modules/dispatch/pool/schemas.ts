import { STOP_INFO_MAX } from '@tms/domain';
import { z } from 'zod';
import { MAX_PAGE_NUM } from '../../../platform/envelope';
import { sortQuery } from '../../../platform/list-query';
import {
  calendarDay,
  dayOrWallClock,
  optionalText,
  textList,
  wallClockText,
} from '../../../platform/query-params';
import { exTimeWindowSchema, timeWindowSchema } from '../core/schemas';

/** Request and response shapes of the order pool calls (docs/api.md, "Order pool and line submission"). */
const day = calendarDay();
const dayOrTime = dayOrWallClock()
  .optional()
  .or(z.literal('').transform(() => undefined));
const yn = z
  .enum(['Y', 'N', ''])
  .optional()
  .transform((v) => (v ? v : undefined));

export const idListBody = z.object({ idList: z.array(z.string().trim().min(1).max(64)).min(1).max(10_000) });

export const candidateQuery = z.object({
  code: optionalText(60),
  refNo: optionalText(60),
  createBegin: day,
  createEnd: day,
  refDispatchId: optionalText(64),
  clientId: optionalText(64),
  shipFromId: optionalText(64),
  shipToId: optionalText(64),
  orderBreed: optionalText(30),
  orderCode: optionalText(60),
  transType: optionalText(10),
  etdBegin: dayOrTime,
  etdEnd: dayOrTime,
  etaBegin: dayOrTime,
  etaEnd: dayOrTime,
  isCalllist: yn,
  isRemark: yn,
  remark: optionalText(200),
  pageNum: z.coerce.number().int().min(1).max(MAX_PAGE_NUM).default(1),
  pageSize: z.coerce.number().int().min(10).max(200).default(50),
});
export type CandidateQuery = z.infer<typeof candidateQuery>;

const nullableText = z.string().nullable();
export const candidateSchema = z.object({
  uuid: z.string(),
  code: z.string(),
  refDispatchName: nullableText,
  refNo: nullableText,
  clientName: nullableText,
  orderCode: nullableText,
  status: z.string(),
  orderType: nullableText,
  srcStationName: nullableText,
  destStationName: nullableText,
  isSplit: z.string(),
  srcAddress: z.string(),
  destAddress: z.string(),
  etd: nullableText,
  eta: nullableText,
  transType: z.string(),
  transMode: nullableText,
  atd: nullableText,
  ata: nullableText,
  auditTime: nullableText,
  createTime: z.string(),
  updateTime: nullableText,
});

export const poolListQuery = sortQuery.extend({
  ids: textList.optional(),
  waybillCode: optionalText(60),
  refNo: optionalText(60),
  clientIds: textList.optional(),
  shipToIds: textList.optional(),
  pageNum: z.coerce.number().int().min(1).max(MAX_PAGE_NUM).default(1),
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
});
export type PoolListQuery = z.infer<typeof poolListQuery>;

const loadRule = z.object({
  deliverProperty: z.number(),
  loadEfficiency: z.string(),
  cargoEfficiency: z.string(),
  fixedLoadTime: z.number(),
  fixedCargoTime: z.number(),
  fixedHandTime: z.number(),
});
export const poolStationSchema = z.object({
  stationId: z.string(),
  stationCode: z.string(),
  stationName: z.string(),
  city: nullableText,
  address: nullableText,
  latitude: nullableText,
  longitude: nullableText,
  timeWindows: z.array(timeWindowSchema),
  exTimeWindows: z.array(exTimeWindowSchema),
  loadRules: z.array(loadRule),
  transMode: nullableText,
  billingMethod: nullableText,
  handoverMethod: nullableText,
  allocationFactor: nullableText,
  mutexIds: z.array(z.string()),
});

export const holdCheckSchema = z.object({ held: z.array(z.string()), lost: z.array(z.string()) });

const time = wallClockText();
const optionalTime = time
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));
const text = (max: number) => z.string().trim().max(max).nullable().optional();

/** A stop as the screen sends it; the server reloads the station and recomputes type and isBckWare. */
export const submitStop = z.object({
  stationId: z.string().trim().min(1).max(64),
  isBckWare: z.enum(['Y', 'N']).nullable().optional(),
  backWareEta: optionalTime,
  backWareEtd: optionalTime,
  sequence: z.number().int().min(0).max(10_000).nullable().optional(),
  eta: optionalTime,
  etd: optionalTime,
  type: z.enum(['P', 'D', 'P&D']).nullable().optional(),
  transMode: text(30),
  billingMethod: text(30),
  handoverMethod: text(30),
  allocationFactor: z.union([z.string(), z.number()]).nullable().optional(),
  /** Y: a shipment-order stop; unset: Y for delivery and combined stops, N for pick-up stops. */
  isShipmentOrder: z.enum(['Y', 'N']).nullable().optional(),
  stopInfo: z.string().trim().max(STOP_INFO_MAX, 'waybill.stop.stopInfo.tooLong').nullable().optional(),
});
export type SubmitStopInput = z.infer<typeof submitStop>;

const routeDetailId = z
  .union([z.number().int(), z.string().trim().max(200)])
  .nullable()
  .optional();

/** HandmadeSubmitLine (packages/domain/src/dispatch/types.ts) plus the line's query parameters. */
export const submitLine = z.object({
  uuid: text(64),
  takeFirstStationId: text(64),
  downFirstStationId: text(64),
  downLastStationId: text(64),
  etd: optionalTime,
  eta: optionalTime,
  waybillIdList: z.array(z.string().trim().min(1).max(64)).max(2000),
  stopList: z.array(submitStop).max(200),
  vehicleMainModelId: text(64),
  routeDetailId,
  routeDetailName: text(200),
  transType: text(10),
});
export type SubmitLineInput = z.infer<typeof submitLine>;

const submitObject = z.object({
  // The domain refuses more than 20 with waybill.tip.max.line and none with waybill.no.line; this only
  // bounds the payload, so an empty or missing list gets the spec's message rather than a generic one.
  lines: z.array(submitLine).max(100).default([]),
  windowConfirmed: z.boolean().optional(),
  /**
   * The dispatcher chose to allow late arrival for this submit (and confirmed the late stops): waybills
   * delivered after their required delivery time are accepted instead of refused.
   */
  allowLateArrival: z.boolean().optional(),
  shipmentIds: z.array(z.string().trim().min(1).max(64)).max(100).optional(),
});
/** The lines alone (a bare list) are accepted as well as the object carrying them. */
export const submitBody = z.preprocess(
  (body) => (Array.isArray(body) ? { lines: body } : body),
  submitObject,
);
export type SubmitBody = z.infer<typeof submitBody>;

export const submitAnswer = z.object({
  shipments: z.array(z.object({ uuid: z.string(), shipmentCode: z.string() })),
});

export const moveCheckBody = z.object({
  line: z.object({
    uuid: text(64),
    stopList: z.array(z.object({ stationId: z.string().trim().min(1).max(64) }).passthrough()).max(200),
    waybillIdList: z.array(z.string().trim().min(1).max(64)).max(2000),
  }),
  movedIds: z.array(z.string().trim().min(1).max(64)).max(2000).default([]),
  kind: z.enum(['orders', 'stop']),
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
});
export type MoveCheckBody = z.infer<typeof moveCheckBody>;

export const moveCancelBody = z.object({
  shipmentId: z.string().trim().min(1).max(64),
  idList: z.array(z.string().trim().min(1).max(64)).min(1).max(2000),
});
