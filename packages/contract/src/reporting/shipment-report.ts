import { z } from 'zod';

/**
 * GET /shipment/shipment/selectShipmentReport: the shipment report (report page rpt_shipment), read
 * from the daily roll-ups. Shipments of the day range grouped by one dimension, with the total over
 * the filtered shipments and the alerts of those days per type. Quantities are exact decimal strings;
 * rates fractions 0..1, null when nothing was judged.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const SHIPMENT_REPORT_GROUPS = ['day', 'dispatchCenter', 'carrier', 'lineType', 'client'] as const;
export type ShipmentReportGroup = (typeof SHIPMENT_REPORT_GROUPS)[number];

export const shipmentReportQuerySchema = z.object({
  beginDate: z.string().regex(DAY),
  endDate: z.string().regex(DAY),
  dispatchCenterId: z.string().max(64).nullish(),
  carrierId: z.string().max(64).nullish(),
  lineType: z.string().max(16).nullish(),
  clientId: z.string().max(64).nullish(),
  groupBy: z.enum(SHIPMENT_REPORT_GROUPS).default('day'),
});
export type ShipmentReportQuery = z.input<typeof shipmentReportQuerySchema>;

export const shipmentReportRowSchema = z.object({
  /** The group's key (a day, a center's or carrier's or client's uuid, a line type code); '' for none. */
  groupKey: z.string(),
  /** The key's name (center, carrier, client), null for days, line types and the unnamed. */
  groupName: z.string().nullable(),
  shipments: z.number(),
  waybills: z.number(),
  weight: z.string(),
  volume: z.string(),
  pallets: z.string(),
  plannedKm: z.string(),
  actualKm: z.string(),
  plannedHours: z.string(),
  actualHours: z.string(),
  stopsDue: z.number(),
  stopsOnTime: z.number(),
  onTimeRate: z.number().nullable(),
  transitMinutes: z.string(),
  inBandMinutes: z.string(),
  tempComplianceRate: z.number().nullable(),
  hotBreaches: z.number(),
  coldBreaches: z.number(),
  alerts: z.number(),
  etaExceptions: z.number(),
});
export type ShipmentReportRow = z.infer<typeof shipmentReportRowSchema>;

export const shipmentReportSchema = z.object({
  rows: z.array(shipmentReportRowSchema),
  total: shipmentReportRowSchema,
  /** Alerts raised on the period's shipments per type, with the mean minutes to handle them. */
  alertsByType: z.array(
    z.object({
      alertType: z.string(),
      alerts: z.number(),
      handled: z.number(),
      meanHandleMinutes: z.number().nullable(),
    }),
  ),
});
export type ShipmentReport = z.infer<typeof shipmentReportSchema>;

/** POST /report/rollup/refresh: rebuild the roll-ups of a day range now. */
export const rollupRefreshBodySchema = z.object({
  beginDate: z.string().regex(DAY),
  endDate: z.string().regex(DAY),
});
export type RollupRefreshBody = z.infer<typeof rollupRefreshBodySchema>;

export const rollupRefreshResultSchema = z.object({ shipments: z.number(), days: z.number() });
export type RollupRefreshResult = z.infer<typeof rollupRefreshResultSchema>;
