import { z } from 'zod';

/**
 * GET /welcome/day: the caller's open work today, in their data scope. Each card is null when the
 * caller may not open its list (no list key), so the home page shows only what leads somewhere.
 */
export const welcomeDaySchema = z.object({
  /** The caller's today (YYYY-MM-DD, in their time zone): the day the shipment counts are for. */
  date: z.string(),
  /** Waybills waiting: to review (O), audited in the pool (E), held in a planner's pool (H). */
  waybills: z.object({ toReview: z.number(), inPool: z.number(), held: z.number() }).nullable(),
  /** Shipments planned to leave today, per status (every status, in the lifecycle's order). */
  shipments: z.array(z.object({ status: z.string(), count: z.number() })).nullable(),
  /** Alerts nobody has dealt with yet. */
  alerts: z.number().nullable(),
  /** ETA exceptions nobody has dealt with yet. */
  exceptionEtas: z.number().nullable(),
});
export type WelcomeDay = z.infer<typeof welcomeDaySchema>;
