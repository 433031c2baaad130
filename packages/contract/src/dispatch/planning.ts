import { isCalendarDay, MAX_LINES, STOP_TYPES } from '@tms/domain';
import { z } from 'zod';

/**
 * Automatic line planning: the request that starts a job, the job as it is read (the proposed lines in the
 * handmadeSubmit line's field names), and the day's fleet the dialog starts from.
 */
const planDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'common.invalidFormat')
  .refine(isCalendarDay, 'common.invalidFormat');
const id = z.string().trim().min(1).max(64);
const money = z.number().min(0).max(10_000_000);

export const planningBodySchema = z.object({
  /** Waybills the caller holds in its pool. */
  idList: z.array(id).min(1).max(2000),
  planDate: planDay,
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
  /**
   * The dispatcher allows late arrival: stops may be served after their windows and waybills delivered after
   * their required delivery time (penalised, at most two hours); otherwise both are hard.
   */
  softWindows: z.boolean().optional(),
  /** Lines one vehicle may run in the day, one after another from its depot (2: back in time, out again). */
  maxTripsPerVehicle: z.number().int().min(1).max(4).default(2),
  /** Lines the plan may hold: what the screen has room for beside the lines already on it. */
  maxLines: z.number().int().min(1).max(MAX_LINES).default(MAX_LINES),
  timeLimitSeconds: z.number().int().min(1).max(60).default(10),
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type PlanningBody = z.infer<typeof planningBodySchema>;

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
  /** The planner timed this stop itself (the line's start, or a wait for the station's window): the screen keeps it. */
  pinned: z.boolean(),
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
  /** Which vehicle of the plan runs the line (1-based) and its trip of the day (a second trip after a reload). */
  vehicleNo: z.number().int().min(1),
  tripNo: z.number().int().min(1),
});

export const planningStatusSchema = z.object({
  jobId: z.string(),
  status: z.enum(['RUNNING', 'DONE', 'FAILED', 'CANCELLED']),
  progress: z.number().int().min(0).max(100),
  lines: z.array(proposedLine).optional(),
  unplanned: z
    .array(
      z.object({
        waybillId: z.string(),
        code: z.string(),
        reasonCode: z.enum([
          'skills',
          'capacity',
          'time-window',
          /** Its delivery stop would be reached after its required delivery time (the submit's rule). */
          'late',
          'conflict',
          'no-room',
          'line-limit',
          'rule',
        ]),
        reason: z.string(),
      }),
    )
    .optional(),
  totals: z
    .object({ vehicles: z.number().int(), lines: z.number().int(), distanceKm: z.number() })
    .optional(),
  travelSource: z.enum(['road', 'estimate']).optional(),
  /** What the dispatcher should know about the plan as a whole (translated). */
  notices: z.array(z.string()).optional(),
  /** Why a FAILED job failed. */
  failure: z.string().optional(),
});
export type PlanningStatus = z.infer<typeof planningStatusSchema>;

/** Vehicles available on the plan date per vehicle model. */
export const planningFleetSchema = z.array(z.object({ vehicleModelId: z.string(), count: z.number().int() }));
export type PlanningFleet = z.infer<typeof planningFleetSchema>;
export type PlanningLine = NonNullable<PlanningStatus['lines']>[number];
export type PlanningUnplanned = NonNullable<PlanningStatus['unplanned']>[number];
