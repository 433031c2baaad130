import { ADMIN_ROLE_KEY, SUPER_USER_ID } from '@tms/domain';
import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import {
  alertRules,
  carriers,
  dispatchCenters,
  type exceptionEtas,
  monitorStates,
  roles,
  shipmentAlertLogs,
  shipmentAlerts,
  shipmentStops,
  shipments,
  stationExTimeWindows,
  stations,
  stationTimeWindows,
  userDispatchCenters,
  userRoles,
  users,
  vehicleModels,
  vehicles,
  waybillLines,
  waybills,
} from '../../../db/schema';
import { type DbOrTx, rowsOf } from '../../../platform/db';

/**
 * The evaluation's reads and writes. Everything is batched over the vehicles of one call: a handful of
 * reads, one state write, and alert writes only when events occurred, never one query per reading.
 */

/** Advisory-lock class of vehicle evaluation (the first key of the two-key lock). */
const VEHICLE_LOCK_CLASS = 7_310;

/**
 * Locks the vehicles for the rest of the transaction, in one fixed order so two calls sharing vehicles
 * cannot deadlock: one vehicle is evaluated in one place at a time across every instance.
 */
export async function lockVehicles(db: DbOrTx, vehicleIds: readonly string[]): Promise<void> {
  if (vehicleIds.length === 0) return;
  await db.execute(
    sql`select count(pg_advisory_xact_lock(${VEHICLE_LOCK_CLASS}, h)) from
      (select distinct hashtext(v) as h from unnest(${textArray(vehicleIds)}) as v order by 1) as keys`,
  );
}

/** A list bound as one text[] parameter (one value to send however long the list). */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** The enabled, present rules of every center (the in-memory cache filters them per center). */
export function enabledRules(db: DbOrTx) {
  return db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.delFlag, '0'), eq(alertRules.status, 'enabled')))
    .orderBy(asc(alertRules.code));
}
export type RuleRow = Awaited<ReturnType<typeof enabledRules>>[number];

/** What changes whenever any rule is saved, switched or removed: the cache's version. */
export async function rulesFingerprint(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      at: max(sql`coalesce(${alertRules.updateTime}, ${alertRules.createTime})`),
    })
    .from(alertRules);
  return `${row?.n ?? 0}|${String(row?.at ?? '')}`;
}

/** The shipments in transit on these vehicles, with what an alert row repeats of them. */
export function shipmentsInTransitOn(db: DbOrTx, vehicleIds: readonly string[]) {
  return selectShipmentHeads(db).where(
    and(
      sql`${shipments.vehicleId} = any(${textArray(vehicleIds)})`,
      eq(shipments.status, 'T'),
      eq(shipments.delFlag, '0'),
    ),
  );
}

/** Shipment heads by id (any status). */
export function shipmentHeads(db: DbOrTx, ids: readonly string[]) {
  return selectShipmentHeads(db).where(inArray(shipments.uuid, [...ids]));
}

/** Every shipment in transit (the GPS-loss check). */
export function allShipmentsInTransit(db: DbOrTx) {
  return selectShipmentHeads(db).where(and(eq(shipments.status, 'T'), eq(shipments.delFlag, '0')));
}

function selectShipmentHeads(db: DbOrTx) {
  return db
    .select({
      uuid: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      status: shipments.status,
      dispatchCenterId: shipments.dispatchCenterId,
      carrierId: shipments.carrierId,
      carrierName: carriers.name,
      vehicleId: shipments.vehicleId,
      plate: shipments.frontPlate,
      driverName: shipments.mainDriverName,
      driverMobile: shipments.mainDriverMobile,
      atd: shipments.atd,
      modelId: sql<
        string | null
      >`coalesce(${vehicles.vehicleModelId}, ${shipments.actualModelId}, ${shipments.vehicleMainModelId})`,
      timeZone: dispatchCenters.timeZone,
    })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.uuid, shipments.carrierId))
    .leftJoin(vehicles, eq(vehicles.uuid, shipments.vehicleId))
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, shipments.dispatchCenterId));
}
export type ShipmentHead = Awaited<ReturnType<typeof shipmentsInTransitOn>>[number];

/** The stops of these shipments with their stations' place, fence and type, in sequence. */
export function stopsOf(db: DbOrTx, shipmentIds: readonly string[]) {
  return db
    .select({
      id: shipmentStops.id,
      shipmentId: shipmentStops.shipmentId,
      stationId: shipmentStops.stationId,
      sequence: shipmentStops.sequence,
      type: shipmentStops.type,
      eta: shipmentStops.eta,
      ata: shipmentStops.ata,
      atd: shipmentStops.atd,
      isBckWare: shipmentStops.isBckWare,
      stationName: stations.name,
      stationType: stations.type,
      lat: sql<number | null>`coalesce(${stations.latitude}, ${shipmentStops.latitude})::float8`,
      lon: sql<number | null>`coalesce(${stations.longitude}, ${shipmentStops.longitude})::float8`,
      fenceDistance: stations.fenceDistance,
      unloadMinutes: stations.fixedUnloadMinutes,
    })
    .from(shipmentStops)
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(inArray(shipmentStops.shipmentId, [...shipmentIds]))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
}
export type StopRow = Awaited<ReturnType<typeof stopsOf>>[number];

/** The receiving windows of these stations. */
export async function windowsOf(db: DbOrTx, stationIds: readonly string[]) {
  const ids = [...stationIds];
  if (ids.length === 0) return { weekly: [], extra: [] };
  const weekly = await db
    .select({
      stationId: stationTimeWindows.stationId,
      weekdayCode: stationTimeWindows.weekdayCode,
      startTime: stationTimeWindows.startTime,
      endTime: stationTimeWindows.endTime,
    })
    .from(stationTimeWindows)
    .where(inArray(stationTimeWindows.stationId, ids));
  const extra = await db
    .select({
      stationId: stationExTimeWindows.stationId,
      weekdayCode: stationExTimeWindows.weekdayCode,
      startDay: stationExTimeWindows.startDay,
      endDay: stationExTimeWindows.endDay,
      startTime: stationExTimeWindows.startTime,
      endTime: stationExTimeWindows.endTime,
    })
    .from(stationExTimeWindows)
    .where(inArray(stationExTimeWindows.stationId, ids));
  return { weekly, extra };
}

/** The temperature layers loaded on these shipments (their waybills' lines). */
export function loadedLayersOf(db: DbOrTx, shipmentIds: readonly string[]) {
  return db
    .selectDistinct({ shipmentId: waybills.shipmentId, layer: waybillLines.temperature })
    .from(waybills)
    .innerJoin(waybillLines, eq(waybillLines.waybillId, waybills.uuid))
    .where(and(inArray(waybills.shipmentId, [...shipmentIds]), eq(waybills.delFlag, '0')));
}

/** The temperature layers of these vehicle models, in compartment order. */
export function modelLayersOf(db: DbOrTx, modelIds: readonly string[]) {
  return db
    .select({ uuid: vehicleModels.uuid, layers: vehicleModels.temperatureLayers })
    .from(vehicleModels)
    .where(inArray(vehicleModels.uuid, [...modelIds]));
}

/** The stored evaluation states of these shipments (read under the vehicles' locks). */
export async function statesOf(
  db: DbOrTx,
  shipmentIds: readonly string[],
): Promise<{ shipmentId: string; state: Record<string, unknown>; etaAt: Date | null }[]> {
  if (shipmentIds.length === 0) return [];
  const result = await db.execute(sql`
    select shipment_id as "shipmentId", state::text as state, eta_at as "etaAt"
    from monitor_state where shipment_id = any(${textArray(shipmentIds)})`);
  return rowsOf<{ shipmentId: string; state: string; etaAt: Date | string | null }>(result).map((r) => ({
    shipmentId: r.shipmentId,
    state: JSON.parse(r.state) as Record<string, unknown>,
    etaAt: r.etaAt === null ? null : new Date(r.etaAt),
  }));
}

export type StateWrite = typeof monitorStates.$inferInsert;

/**
 * One write for every state of the call, sent as one JSON parameter (far cheaper to send and plan than
 * thousands of bound values). A batch without a reading (the GPS-loss check) keeps the live-board
 * fields as they were.
 */
export async function writeStates(db: DbOrTx, rows: readonly StateWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into monitor_state as m (shipment_id, vehicle_id, state, last_time, last_lat, last_lon,
      last_speed_kmh, last_temps, last_door_open, eta_at, updated_at)
    select v."shipmentId", v."vehicleId", v.state, v."lastTime", v."lastLat", v."lastLon",
      v."lastSpeedKmh", v."lastTemps", v."lastDoorOpen", v."etaAt", now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("shipmentId" text, "vehicleId" text,
      state jsonb, "lastTime" timestamptz, "lastLat" float8, "lastLon" float8, "lastSpeedKmh" real,
      "lastTemps" jsonb, "lastDoorOpen" boolean, "etaAt" timestamptz)
    on conflict (shipment_id) do update set
      vehicle_id = excluded.vehicle_id,
      state = excluded.state,
      last_time = coalesce(excluded.last_time, m.last_time),
      last_lat = coalesce(excluded.last_lat, m.last_lat),
      last_lon = coalesce(excluded.last_lon, m.last_lon),
      last_speed_kmh = coalesce(excluded.last_speed_kmh, m.last_speed_kmh),
      last_temps = coalesce(excluded.last_temps, m.last_temps),
      last_door_open = coalesce(excluded.last_door_open, m.last_door_open),
      eta_at = coalesce(excluded.eta_at, m.eta_at),
      updated_at = now()`);
}

export async function deleteState(db: DbOrTx, shipmentId: string): Promise<void> {
  await db.delete(monitorStates).where(eq(monitorStates.shipmentId, shipmentId));
}

export type NewAlertRow = typeof shipmentAlerts.$inferInsert;

/**
 * New alerts (closed ones complete, open ones last). An open alert whose key is already open (written
 * before this evaluation kept state, or by the demo seed) is carried on by the new one instead of failing.
 */
export async function insertAlertRows(db: DbOrTx, rows: readonly NewAlertRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(shipmentAlerts)
    .values([...rows])
    .onConflictDoUpdate({
      target: shipmentAlerts.alertKey,
      targetWhere: sql`end_time is null`,
      set: {
        level: sql`excluded.level`,
        lastTime: sql`excluded.last_time`,
        minValue: sql`excluded.min_value`,
        maxValue: sql`excluded.max_value`,
        updateTime: sql`now()`,
      },
    })
    .returning({
      id: shipmentAlerts.id,
      alertKey: shipmentAlerts.alertKey,
      startTime: shipmentAlerts.startTime,
      inserted: sql<boolean>`(xmax = 0)`,
    });
}

/** A change to an alert already open: its level and extremes, and its end when it closed. */
export type AlertChange = {
  key: string;
  level: string;
  min: string | null;
  max: string | null;
  lastTime: string;
  endTime: string | null;
  endPlace: string | null;
  minutes: string | null;
};

/** One statement for every open alert the call extended or closed; answers what it changed. */
export async function changeOpenAlerts(db: DbOrTx, changes: readonly AlertChange[]) {
  if (changes.length === 0) return [];
  const result = await db.execute(sql`
    update shipment_alert as a set
      level = v.level,
      min_value = v.min,
      max_value = v.max,
      last_time = v."lastTime",
      end_time = v."endTime",
      end_place = coalesce(v."endPlace", a.end_place),
      minutes_out_of_range = v.minutes,
      update_time = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(
      key text, level text, min numeric, max numeric, "lastTime" timestamptz, "endTime" timestamptz,
      "endPlace" text, minutes numeric)
    join shipment_alert as old on old.alert_key = v.key and old.end_time is null
    where a.id = old.id
    returning a.id, a.alert_key as "alertKey", a.level, old.level as "oldLevel",
      (v."endTime" is not null) as closed`);
  return rowsOf<{ id: number | string; alertKey: string; level: string; oldLevel: string; closed: boolean }>(
    result,
  ).map((r) => ({ ...r, id: Number(r.id) }));
}

export async function insertAlertLogs(
  db: DbOrTx,
  logs: readonly { alertId: number; action: string; detail?: Record<string, unknown> }[],
): Promise<void> {
  if (logs.length === 0) return;
  await db
    .insert(shipmentAlertLogs)
    .values(
      logs.map((l) => ({ alertId: l.alertId, action: l.action, detail: l.detail, createBy: 'monitor' })),
    );
}

/** Closes whatever is still open on a shipment (alerts written without state, as the demo seed's). */
export async function closeOpenAlertsOf(db: DbOrTx, shipmentId: string, at: Date): Promise<number[]> {
  const rows = await db
    .update(shipmentAlerts)
    .set({
      endTime: at,
      minutesOutOfRange: sql`round((extract(epoch from (${at}::timestamptz - ${shipmentAlerts.startTime})) / 60)::numeric, 2)`,
      updateTime: sql`now()`,
    })
    .where(and(eq(shipmentAlerts.shipmentId, shipmentId), isNull(shipmentAlerts.endTime)))
    .returning({ id: shipmentAlerts.id });
  return rows.map((r) => r.id);
}

/** Adds raised alerts to the shipments' counts, by column. */
export async function addAlertCounts(
  db: DbOrTx,
  counts: readonly {
    shipmentId: string;
    temp: number;
    delay: number;
    geo: number;
    stop: number;
    speed: number;
  }[],
): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`
    update shipment_shipment as s set
      alert_temp_count = s.alert_temp_count + v.temp,
      alert_delay_count = s.alert_delay_count + v.delay,
      alert_geo_count = s.alert_geo_count + v.geo,
      alert_stop_count = s.alert_stop_count + v.stop,
      alert_speed_count = s.alert_speed_count + v.speed
    from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
      as v("shipmentId" text, temp int, delay int, geo int, stop int, speed int)
    where s.uuid = v."shipmentId"`);
}

/** What a fence event sets on a stop; null fields are left as they are. */
export type StopChange = {
  id: number;
  arriveInFence: string | null;
  departInFence: string | null;
  ata: string | null;
  atd: string | null;
  tempIn: number | null;
  tempOut: number | null;
};

/** Fence arrivals and departures onto their stops; an actual time already set is kept. */
export async function changeStops(db: DbOrTx, changes: readonly StopChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    update shipment_stop as s set
      arrive_in_fence = coalesce(v."arriveInFence", s.arrive_in_fence),
      depart_in_fence = coalesce(v."departInFence", s.depart_in_fence),
      ata = coalesce(s.ata, v.ata::timestamp),
      atd = coalesce(s.atd, v.atd::timestamp),
      handover_temp_in = coalesce(s.handover_temp_in, v."tempIn"),
      handover_temp_out = coalesce(s.handover_temp_out, v."tempOut")
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as v(
      id bigint, "arriveInFence" text, "departInFence" text, ata text, atd text,
      "tempIn" numeric, "tempOut" numeric)
    where s.id = v.id`);
}

export type ExceptionEtaWrite = typeof exceptionEtas.$inferInsert;

export type ExceptionEtaWritten = { id: number; shipmentId: string; lateMinutes: number; inserted: boolean };

/**
 * Exception ETA records: one unhandled record per stop, updated by newer predictions; raised and updated
 * at the time of the reading that predicted it (a delivery that comes late keeps its own times). Answers the
 * records written or changed, `inserted` for the ones new (no unhandled record of the stop before).
 */
export async function upsertExceptionEtas(
  db: DbOrTx,
  rows: readonly ExceptionEtaWrite[],
): Promise<ExceptionEtaWritten[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`
    insert into shipment_exception_eta as e (shipment_id, shipment_code, stop_id, station_id,
      dispatch_center_id, carrier_id, planned_eta, window_end, predicted_eta, late_minutes, create_by,
      create_time)
    select v."shipmentId", v."shipmentCode", v."stopId", v."stationId", v."dispatchCenterId",
      v."carrierId", v."plannedEta", v."windowEnd", v."predictedEta", v."lateMinutes", v."createBy",
      coalesce(v."createTime", now())
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("shipmentId" text, "shipmentCode" text,
      "stopId" bigint, "stationId" text, "dispatchCenterId" text, "carrierId" text,
      "plannedEta" timestamptz, "windowEnd" timestamptz, "predictedEta" timestamptz,
      "lateMinutes" int, "createBy" text, "createTime" timestamptz)
    on conflict (shipment_id, stop_id) where deal_status = 'N' do update set
      predicted_eta = excluded.predicted_eta,
      late_minutes = excluded.late_minutes,
      planned_eta = excluded.planned_eta,
      window_end = excluded.window_end,
      update_by = excluded.create_by,
      update_time = excluded.create_time
    returning e.id, e.shipment_id as "shipmentId", e.late_minutes as "lateMinutes",
      (e.xmax = 0) as "inserted"`);
  return rowsOf<Omit<ExceptionEtaWritten, 'id'> & { id: number | string }>(result).map((r) => ({
    ...r,
    id: Number(r.id),
  }));
}

/**
 * The users whose dispatch-center scope covers a center: those assigned to it, the admin role and the
 * super user (who see every center). Enabled, present users only.
 */
export async function usersCoveringCenter(db: DbOrTx, centerId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .leftJoin(userDispatchCenters, eq(userDispatchCenters.userId, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.status, '0'),
        eq(users.delFlag, '0'),
        or(
          eq(userDispatchCenters.dispatchCenterId, centerId),
          eq(roles.roleKey, ADMIN_ROLE_KEY),
          eq(users.id, Number(SUPER_USER_ID)),
        ),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
