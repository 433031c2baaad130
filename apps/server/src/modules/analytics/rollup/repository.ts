import { sql } from 'drizzle-orm';
import { rptShipmentFacts } from '../../../db/schema';
import { type DbOrTx, rowsOf } from '../../../platform/db';

/**
 * The roll-ups' reads of the operational tables (shipments, waybills, stops, alerts, ETA exceptions,
 * readings) and their writes. Only the refresh job reads telemetry; the report and the dashboard read
 * the rpt_ tables this writes.
 */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** A shipment's day: the day of its planned departure, else of its creation. */
const SHIPMENT_DAY = sql`coalesce(s.etd::date, s.create_time::date)`;

export type FactHead = {
  uuid: string;
  shipmentCode: string;
  status: string;
  day: string;
  centerId: string;
  carrierId: string;
  lineType: string;
  weight: string;
  volume: string;
  pallets: string;
  plannedKm: string | null;
  actualKm: string | null;
  plannedHours: string | null;
  actualHours: string | null;
};

/** Present shipments whose day lies in [beginDate, endDate], by uuid. */
export async function shipmentsOfDays(db: DbOrTx, beginDate: string, endDate: string): Promise<FactHead[]> {
  const result = await db.execute(sql`
    select s.uuid, s.shipment_code as "shipmentCode", s.status,
      to_char(${SHIPMENT_DAY}, 'YYYY-MM-DD') as day,
      coalesce(s.dispatch_center_id, '') as "centerId", coalesce(s.carrier_id, '') as "carrierId",
      coalesce(s.line_type, '') as "lineType",
      s.total_weight::text as weight, s.total_volume::text as volume, s.total_pallets::text as pallets,
      s.expected_mileage::text as "plannedKm", s.actual_mileage::text as "actualKm",
      s.expected_hours::text as "plannedHours", s.actual_hours::text as "actualHours"
    from shipment_shipment s
    where s.del_flag = '0' and ${SHIPMENT_DAY} between ${beginDate}::date and ${endDate}::date
    order by s.uuid`);
  return rowsOf<FactHead>(result);
}

/** Per shipment: its waybills, and the client with the most weight among them. */
export async function waybillsOf(db: DbOrTx, ids: readonly string[]) {
  const result = await db.execute(sql`
    select shipment_id as "shipmentId", sum(n)::int as waybills,
      (array_agg(client_id order by wt desc, client_id) filter (where client_id is not null))[1] as "clientId"
    from (
      select shipment_id, client_id, count(*) as n, sum(total_weight) as wt
      from order_waybill where shipment_id = any(${textArray(ids)}) and del_flag = '0'
      group by shipment_id, client_id
    ) w group by shipment_id`);
  return rowsOf<{ shipmentId: string; waybills: number; clientId: string | null }>(result);
}

/** The stops of these shipments with their planned and actual arrival (wall clock text). */
export async function stopsOf(db: DbOrTx, ids: readonly string[]) {
  const result = await db.execute(sql`
    select shipment_id as "shipmentId", station_id as "stationId",
      to_char(eta, 'YYYY-MM-DD HH24:MI:SS') as eta, to_char(ata, 'YYYY-MM-DD HH24:MI:SS') as ata
    from shipment_stop where shipment_id = any(${textArray(ids)})`);
  return rowsOf<{ shipmentId: string; stationId: string; eta: string | null; ata: string | null }>(result);
}

/** Alerts raised on these shipments per type, with how many were handled and the minutes it took. */
export async function alertsOf(db: DbOrTx, ids: readonly string[]) {
  const result = await db.execute(sql`
    select shipment_id as "shipmentId", alert_type as "alertType", count(*)::int as alerts,
      (count(*) filter (where deal_status = 'Y' and deal_time is not null))::int as handled,
      coalesce(round(sum(extract(epoch from deal_time - start_time) / 60)
        filter (where deal_status = 'Y' and deal_time is not null), 2), 0)::text as "handleMinutes"
    from shipment_alert where shipment_id = any(${textArray(ids)})
    group by shipment_id, alert_type`);
  return rowsOf<{
    shipmentId: string;
    alertType: string;
    alerts: number;
    handled: number;
    handleMinutes: string;
  }>(result);
}

/** ETA exceptions raised on these shipments, per shipment. */
export async function etaExceptionsOf(db: DbOrTx, ids: readonly string[]) {
  const result = await db.execute(sql`
    select shipment_id as "shipmentId", count(*)::int as n
    from shipment_exception_eta where shipment_id = any(${textArray(ids)}) group by shipment_id`);
  return rowsOf<{ shipmentId: string; n: number }>(result);
}

export type FactReading = {
  shipmentId: string;
  time: number;
  odometerKm: number | null;
  lat: number | null;
  lon: number | null;
  temp1: number | null;
  temp2: number | null;
  temp3: number | null;
  temp4: number | null;
};

/** The in-transit readings of these shipments (readings carry the shipment in transit), in time order. */
export async function readingsOf(db: DbOrTx, ids: readonly string[]): Promise<FactReading[]> {
  const result = await db.execute(sql`
    select shipment_id as "shipmentId", (extract(epoch from time) * 1000)::float8 as time,
      odometer_km as "odometerKm", lat, lon, temp1, temp2, temp3, temp4
    from telemetry_reading where shipment_id = any(${textArray(ids)})
    order by shipment_id, time, device_no`);
  return rowsOf<FactReading>(result).map((r) => ({ ...r, time: Number(r.time) }));
}

export type FactRow = typeof rptShipmentFacts.$inferInsert;

/** Replaces the facts of the day range (and of the given shipments, whose day may have moved). */
export async function replaceFacts(
  db: DbOrTx,
  beginDate: string,
  endDate: string,
  rows: readonly FactRow[],
): Promise<void> {
  await db.execute(
    sql`delete from rpt_shipment_fact where day between ${beginDate}::date and ${endDate}::date`,
  );
  const ids = rows.map((r) => r.shipmentId);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await db.execute(
      sql`delete from rpt_shipment_fact where shipment_id = any(${textArray(ids.slice(i, i + 500))})`,
    );
    await db.insert(rptShipmentFacts).values([...chunk]);
  }
}

/**
 * Rebuilds the daily tables of the day range from the facts: the summed figures per center, carrier
 * and line type; the alerts per type with their handling; the loaded volume and capacity per layer.
 * A layer's capacity is the vehicle's rated volume shared equally among its model's layers (the
 * domain's layerCapacity), loaded volume that of the waybill lines of that temperature.
 */
export async function rebuildDaily(db: DbOrTx, beginDate: string, endDate: string): Promise<void> {
  const range = sql`between ${beginDate}::date and ${endDate}::date`;
  await db.execute(sql`delete from rpt_daily where day ${range}`);
  await db.execute(sql`
    insert into rpt_daily (day, dispatch_center_id, carrier_id, line_type, shipments, waybills, weight, volume,
      pallets, planned_km, actual_km, km, planned_hours, actual_hours, stops_due, stops_on_time,
      transit_minutes, in_band_minutes, hot_breaches, cold_breaches, alerts, eta_exceptions)
    select day, dispatch_center_id, carrier_id, line_type, count(*), sum(waybills), sum(weight), sum(volume),
      sum(pallets), sum(planned_km), coalesce(sum(actual_km), 0), sum(coalesce(actual_km, planned_km)),
      sum(planned_hours), coalesce(sum(actual_hours), 0), sum(stops_due), sum(stops_on_time),
      sum(transit_minutes), sum(in_band_minutes), sum(hot_breaches), sum(cold_breaches), sum(alerts),
      sum(eta_exceptions)
    from rpt_shipment_fact where day ${range}
    group by day, dispatch_center_id, carrier_id, line_type`);
  await db.execute(sql`delete from rpt_daily_alert where day ${range}`);
  await db.execute(sql`
    insert into rpt_daily_alert (day, dispatch_center_id, carrier_id, alert_type, alerts, handled, handle_minutes)
    select f.day, f.dispatch_center_id, f.carrier_id, t.key, sum((t.value->>'alerts')::int),
      sum((t.value->>'handled')::int), sum((t.value->>'handleMinutes')::numeric)
    from rpt_shipment_fact f cross join lateral jsonb_each(f.alert_types) as t(key, value)
    where f.day ${range}
    group by f.day, f.dispatch_center_id, f.carrier_id, t.key`);
  await db.execute(sql`delete from rpt_daily_layer where day ${range}`);
  await db.execute(sql`
    insert into rpt_daily_layer (day, dispatch_center_id, carrier_id, temp_layer, loaded_volume, capacity_volume)
    with layers as (
      select f.day, f.dispatch_center_id, f.carrier_id, f.shipment_id, l.layer,
        m.rated_volume_m3 / jsonb_array_length(m.temperature_layers) as cap
      from rpt_shipment_fact f
      join shipment_shipment s on s.uuid = f.shipment_id
      join base_vehicle_model m on m.uuid = coalesce(s.actual_model_id, s.vehicle_main_model_id)
      cross join lateral jsonb_array_elements_text(m.temperature_layers) as l(layer)
      where f.day ${range} and jsonb_array_length(m.temperature_layers) > 0
    ), loaded as (
      select w.shipment_id, wl.temperature as layer, sum(wl.volume) as vol
      from rpt_shipment_fact f
      join order_waybill w on w.shipment_id = f.shipment_id and w.del_flag = '0'
      join order_waybill_line wl on wl.waybill_id = w.uuid
      where f.day ${range}
      group by w.shipment_id, wl.temperature
    )
    select y.day, y.dispatch_center_id, y.carrier_id, y.layer, coalesce(sum(d.vol), 0), sum(y.cap)
    from layers y left join loaded d on d.shipment_id = y.shipment_id and d.layer = y.layer
    group by y.day, y.dispatch_center_id, y.carrier_id, y.layer`);
}

/** One refresh at a time across instances: the cron and an on-demand refresh wait for each other. */
export async function lockRollups(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('rpt-rollup-refresh'))`);
}
