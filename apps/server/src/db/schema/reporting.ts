import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { day, kg, m3 } from './columns';

/**
 * Daily roll-ups for the shipment report and the dashboard, refreshed by a cron and on demand for a
 * day range: the report and the dashboard read only these (and the live in-transit and open-alert
 * counts), never telemetry at request time. A shipment belongs to the day of its planned departure.
 * Group keys are '' when the shipment has none (primary-key columns cannot be null).
 */
export type AlertTypeFigures = Record<string, { alerts: number; handled: number; handleMinutes: string }>;

const minutes = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** One row per shipment: its figures, the grain the report groups by any dimension. */
export const rptShipmentFacts = pgTable(
  'rpt_shipment_fact',
  {
    shipmentId: text('shipment_id').primaryKey(),
    shipmentCode: text('shipment_code').notNull(),
    day: day('day').notNull(),
    dispatchCenterId: text('dispatch_center_id').notNull().default(''),
    carrierId: text('carrier_id').notNull().default(''),
    lineType: text('line_type').notNull().default(''),
    /** The client with the most weight on the shipment (a shipment may carry several). */
    clientId: text('client_id').notNull().default(''),
    status: text('status').notNull(),
    waybills: integer('waybills').notNull().default(0),
    weight: kg('weight').notNull().default('0'),
    volume: m3('volume').notNull().default('0'),
    pallets: kg('pallets').notNull().default('0'),
    plannedKm: kg('planned_km').notNull().default('0'),
    actualKm: kg('actual_km'),
    plannedHours: kg('planned_hours').notNull().default('0'),
    actualHours: kg('actual_hours'),
    stopsDue: integer('stops_due').notNull().default(0),
    stopsOnTime: integer('stops_on_time').notNull().default(0),
    transitMinutes: minutes('transit_minutes').notNull().default('0'),
    inBandMinutes: minutes('in_band_minutes').notNull().default('0'),
    hotBreaches: integer('hot_breaches').notNull().default(0),
    coldBreaches: integer('cold_breaches').notNull().default(0),
    alerts: integer('alerts').notNull().default(0),
    /** Per alert type: alerts raised, handled, and minutes from raising to handling summed. */
    alertTypes: jsonb('alert_types').$type<AlertTypeFigures>().notNull().default({}),
    etaExceptions: integer('eta_exceptions').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rpt_shipment_fact_day_idx').on(t.day, t.dispatchCenterId)],
);

/** Per day, center, carrier and line type: the summed shipment figures (the dashboard's series). */
export const rptDaily = pgTable(
  'rpt_daily',
  {
    day: day('day').notNull(),
    dispatchCenterId: text('dispatch_center_id').notNull(),
    carrierId: text('carrier_id').notNull(),
    lineType: text('line_type').notNull(),
    shipments: integer('shipments').notNull(),
    waybills: integer('waybills').notNull(),
    weight: kg('weight').notNull(),
    volume: m3('volume').notNull(),
    pallets: kg('pallets').notNull(),
    plannedKm: kg('planned_km').notNull(),
    actualKm: kg('actual_km').notNull(),
    /** Actual kilometres where known, else planned, summed (what km per waybill divides). */
    km: kg('km').notNull(),
    plannedHours: kg('planned_hours').notNull(),
    actualHours: kg('actual_hours').notNull(),
    stopsDue: integer('stops_due').notNull(),
    stopsOnTime: integer('stops_on_time').notNull(),
    transitMinutes: minutes('transit_minutes').notNull(),
    inBandMinutes: minutes('in_band_minutes').notNull(),
    hotBreaches: integer('hot_breaches').notNull(),
    coldBreaches: integer('cold_breaches').notNull(),
    alerts: integer('alerts').notNull(),
    etaExceptions: integer('eta_exceptions').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rpt_daily_pk', columns: [t.day, t.dispatchCenterId, t.carrierId, t.lineType] }),
    index('rpt_daily_center_idx').on(t.dispatchCenterId, t.day),
  ],
);

/** Per day, center, carrier and alert type: alerts raised on that day's shipments and their handling. */
export const rptDailyAlerts = pgTable(
  'rpt_daily_alert',
  {
    day: day('day').notNull(),
    dispatchCenterId: text('dispatch_center_id').notNull(),
    carrierId: text('carrier_id').notNull(),
    alertType: text('alert_type').notNull(),
    alerts: integer('alerts').notNull(),
    handled: integer('handled').notNull(),
    /** Minutes from raising to handling, summed over the handled ones. */
    handleMinutes: minutes('handle_minutes').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'rpt_daily_alert_pk',
      columns: [t.day, t.dispatchCenterId, t.carrierId, t.alertType],
    }),
  ],
);

/** Per day, center, carrier and temperature layer: loaded volume and the capacity given to the layer. */
export const rptDailyLayers = pgTable(
  'rpt_daily_layer',
  {
    day: day('day').notNull(),
    dispatchCenterId: text('dispatch_center_id').notNull(),
    carrierId: text('carrier_id').notNull(),
    tempLayer: text('temp_layer').notNull(),
    loadedVolume: m3('loaded_volume').notNull(),
    capacityVolume: m3('capacity_volume').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'rpt_daily_layer_pk',
      columns: [t.day, t.dispatchCenterId, t.carrierId, t.tempLayer],
    }),
  ],
);
