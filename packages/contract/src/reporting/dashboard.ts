import { z } from 'zod';

/**
 * GET /report/dashboard: KPI tiles and daily series for one dispatch center (or every center the caller
 * covers) over a day range. Computed from the daily roll-up tables, never from raw telemetry at request
 * time. Rates are fractions 0..1, null when there is nothing to divide by.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dashboardQuerySchema = z.object({
  dispatchCenterId: z.string().max(64).nullish(),
  beginDate: z.string().regex(DAY),
  endDate: z.string().regex(DAY),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardSchema = z.object({
  /** Shipments in transit now (departed, not yet finished), in scope. */
  inTransit: z.number(),
  /** Shipments planned in the period. */
  shipments: z.number(),
  /** Waybills carried by those shipments. */
  waybills: z.number(),
  /** Share of stops arrived inside their window (0..1). */
  onTimeRate: z.number().nullable(),
  /** Share of in-transit minutes inside the temperature band (0..1). */
  tempComplianceRate: z.number().nullable(),
  /**
   * Open alerts now (nobody has dealt with them yet), per type that has any: live, not the period's,
   * counted as the bell and the alert page count them, in the centers the dashboard covers (the one
   * asked, else every center of the caller; the bell counts the header's center).
   */
  openAlertsByType: z.array(z.object({ alertType: z.string(), count: z.number() })),
  /** Open ETA exceptions now (undealt): live, counted as the header's badge counts them, in the same centers. */
  openExceptionEtas: z.number(),
  /** Loaded volume over capacity per temperature layer (0..1, may exceed 1 when overloaded). */
  loadFactorByLayer: z.array(z.object({ tempLayer: z.string(), loadFactor: z.number().nullable() })),
  /** Actual (else planned) kilometres per waybill. */
  kmPerWaybill: z.number().nullable(),
  /** ETA exceptions raised in the period. */
  exceptions: z.number(),
  daily: z.array(
    z.object({
      day: z.string(),
      shipments: z.number(),
      onTimeRate: z.number().nullable(),
      tempComplianceRate: z.number().nullable(),
      km: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
