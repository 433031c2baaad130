import { STOP_TYPES } from '@tms/domain';
import { z } from 'zod';
import { calendarDay } from '../../../platform/query-params';

/** Request and response shapes of automatic line planning (docs/api.md, "Order pool and line submission"). */
const id = z.string().trim().min(1).max(64);
const money = z.number().min(0).max(10_000_000);

export const planningBody = z.object({
  /** Waybills the caller holds in its pool. */
  idList: z.array(id).min(1).max(2000),
  planDate: calendarDay(),
  startTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'common.invalidFormat'),
  vehicleModels: z
    .array(z.object({ vehicleModelId: id, count: z.number().int().min(1).max(500) }))
    .min(1)
    .max(50),
  objective: z.enum(['vehicles', 'distance', 'cost']).default('vehicles'),
  costPerVehicle: money.optional(),
  costPerKm: money.optional(),
  softWindows: z.boolean().optional(),
  timeLimitSeconds: z.number().int().min(1).max(60).default(10),
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type PlanningBody = z.infer<typeof planningBody>;

export const jobIdParams = z.object({ jobId: z.string().uuid() });

const yn = z.enum(['Y', 'N']);
const proposedStop = z.object({
  stationId: z.string(),
  stationName: z.string().nullable(),
  stationCode: z.string().nullable(),
  sequence: z.number().int(),
  type: z.enum(STOP_TYPES),
  eta: z.string(),
  etd: z.string(),
  isBckWare: yn,
  backWareEta: z.string().nullable(),
  backWareEtd: z.string().nullable(),
  etaIsOutTimewindow: yn,
  etdIsOutTimewindow: yn,
});
/** A line in handmadeSubmit's field names, plus names and window flags for the screen. */
const proposedLine = z.object({
  uuid: z.null(),
  vehicleMainModelId: z.string(),
  vehicleModelName: z.string().nullable(),
  routeDetailId: z.null(),
  routeDetailName: z.null(),
  transType: z.string(),
  waybillIdList: z.array(z.string()),
  stopList: z.array(proposedStop),
  distanceKm: z.number(),
});

export const planningStatus = z.object({
  jobId: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED', 'CANCELLED']),
  progress: z.number().int().min(0).max(100),
  lines: z.array(proposedLine).optional(),
  unplanned: z
    .array(
      z.object({
        waybillId: z.string(),
        code: z.string(),
        reasonCode: z.enum(['skills', 'capacity', 'time-window', 'conflict', 'no-room', 'rule']),
        reason: z.string(),
      }),
    )
    .optional(),
  totals: z.object({ vehicles: z.number().int(), distanceKm: z.number() }).optional(),
  /** Why a FAILED job failed. */
  failure: z.string().optional(),
});
export type PlanningStatus = z.infer<typeof planningStatus>;
