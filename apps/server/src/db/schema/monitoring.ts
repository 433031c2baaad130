import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, delFlag, flag, id, ts, uuid } from './columns';

/**
 * Cold-chain monitoring: telemetry readings, the device keys that may send them, alert rules, the
 * alerts they raise with their handling, the per-shipment evaluation state, and ETA exceptions.
 * Rule fields, alert levels and the evaluation state are those of packages/domain/src/monitoring.
 */

/** One device reading. Partitioned by day on `time` (the migration declares it); kept a configurable number of days. */
export const telemetryReadings = pgTable(
  'telemetry_reading',
  {
    deviceNo: text('device_no').notNull(),
    vehicleId: text('vehicle_id').notNull(),
    /** The shipment in transit on that vehicle when the reading arrived, if any. */
    shipmentId: text('shipment_id'),
    time: ts('time').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    speedKmh: real('speed_kmh'),
    heading: real('heading'),
    temp1: real('temp1'),
    temp2: real('temp2'),
    temp3: real('temp3'),
    temp4: real('temp4'),
    doorOpen: boolean('door_open'),
    ignition: boolean('ignition'),
    odometerKm: doublePrecision('odometer_km'),
  },
  (t) => [
    // A repeated reading (same device, same time) is stored once; the partition key is part of every unique key.
    primaryKey({ name: 'telemetry_reading_pk', columns: [t.deviceNo, t.time] }),
    index('telemetry_reading_vehicle_time_idx').on(t.vehicleId, t.time),
    index('telemetry_reading_shipment_time_idx').on(t.shipmentId, t.time),
    index('telemetry_reading_time_brin').using('brin', t.time),
  ],
);

/** A vehicle's device key: shown once when issued, stored as a hash; one per vehicle. */
export const telemetryDeviceKeys = pgTable(
  'telemetry_device_key',
  {
    vehicleId: text('vehicle_id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    /** The last four characters, so a screen can tell keys apart without showing one. */
    keyHint: text('key_hint').notNull(),
    ...audit,
  },
  // Every device call finds its vehicle by the key's hash.
  (t) => [uniqueIndex('telemetry_device_key_hash_uq').on(t.keyHash)],
);

/**
 * A vehicle that has sent readings of its own (through its device key, MQTT or a signed-in sender, not
 * the demo simulator): who sent the first and when. The simulator never drives such a vehicle again.
 */
export const telemetryRealSenders = pgTable('telemetry_real_sender', {
  vehicleId: text('vehicle_id').primaryKey(),
  sender: text('sender').notNull(),
  firstTime: ts('first_time').notNull().defaultNow(),
});

/** Alert rules of the nine rule screens; one flat record, each type using its own fields. */
export const alertRules = pgTable(
  'monitor_alert_rule',
  {
    uuid: uuid(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** geo, speed, stop, temp, tired, door, gpsLoss, defer, arriveLeave. */
    type: text('type').notNull(),
    /** enabled or disabled. */
    status: text('status').notNull().default('enabled'),
    /** The dispatch center the rule belongs to; null for every center. */
    dispatchCenterId: text('dispatch_center_id'),
    /** Temperature zones: [{way, min, max}]. */
    zones: jsonb('zones').$type<{ way: number; min: number; max: number }[]>().notNull().default([]),
    stationType: text('station_type'),
    scenario: text('scenario'),
    speedLimitKmh: integer('speed_limit_kmh'),
    overspeedMinutes: integer('overspeed_minutes'),
    overTempMinutesWarehouse: integer('over_temp_minutes_warehouse'),
    overTempMinutesRoute: integer('over_temp_minutes_route'),
    overTempCounting: text('over_temp_counting').notNull().default('consecutive'),
    doorGraceMinutes: integer('door_grace_minutes'),
    fenceDistanceM: integer('fence_distance_m'),
    doorOpenMinutes: integer('door_open_minutes'),
    parkingMinutes: integer('parking_minutes'),
    fatigueDrivingMinutes: integer('fatigue_driving_minutes'),
    fatigueRestMinutes: integer('fatigue_rest_minutes'),
    gpsLossMinutes: integer('gps_loss_minutes'),
    delayMinutes: integer('delay_minutes'),
    levelSlight: numeric('level_slight', { precision: 12, scale: 2 }),
    levelModerate: numeric('level_moderate', { precision: 12, scale: 2 }),
    levelSerious: numeric('level_serious', { precision: 12, scale: 2 }),
    informDriver: flag('inform_driver'),
    /** Role keys told of a new alert. */
    informRoles: jsonb('inform_roles').$type<string[]>().notNull().default([]),
    informContent: text('inform_content'),
    inAssessment: flag('in_assessment'),
    remark: text('remark'),
    delFlag: delFlag(),
    ...audit,
  },
  (t) => [
    uniqueIndex('monitor_alert_rule_code_uq').on(t.code).where(sql`del_flag = '0'`),
    // A temperature rule is chosen by station type and scenario, so the pair names one rule.
    uniqueIndex('monitor_alert_rule_temp_scope_uq')
      .on(t.stationType, t.scenario)
      .where(sql`del_flag = '0' and type = 'temp'`),
    index('monitor_alert_rule_type_idx').on(t.type, t.status),
  ],
);

/** An alert: open while end_time is null, extended while its condition lasts; dealt with once. */
export const shipmentAlerts = pgTable(
  'shipment_alert',
  {
    id: id(),
    /** shipment|rule[|way or station]: one open alert per key. */
    alertKey: text('alert_key').notNull(),
    shipmentId: text('shipment_id').notNull(),
    shipmentCode: text('shipment_code'),
    ruleId: text('rule_id'),
    /** The rule type that raised it: temp, speed, stop, geo, tired, door, gpsLoss, defer. */
    alertType: text('alert_type').notNull(),
    way: integer('way'),
    stationId: text('station_id'),
    /** slight, moderate or serious. */
    level: text('level').notNull(),
    dispatchCenterId: text('dispatch_center_id'),
    carrierId: text('carrier_id'),
    alertContent: text('alert_content'),
    startPlace: text('start_place'),
    endPlace: text('end_place'),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    /** Last reading that extended it. */
    lastTime: ts('last_time'),
    minValue: numeric('min_value', { precision: 12, scale: 2 }),
    maxValue: numeric('max_value', { precision: 12, scale: 2 }),
    minutesOutOfRange: numeric('minutes_out_of_range', { precision: 12, scale: 2 }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    carrierName: text('carrier_name'),
    vehicleIdMainNumberPlates: text('vehicle_id_main_number_plates'),
    driverName: text('driver_name'),
    driverMobile: text('driver_mobile'),
    /** Y when the driver was notified. */
    field1: flag('field1'),
    /** N open for handling, Y handled. */
    dealStatus: text('deal_status').notNull().default('N'),
    alertReason: text('alert_reason'),
    alertRemark: text('alert_remark'),
    dealBy: text('deal_by'),
    dealTime: ts('deal_time'),
    ...audit,
  },
  (t) => [
    uniqueIndex('shipment_alert_open_uq').on(t.alertKey).where(sql`end_time is null`),
    index('shipment_alert_shipment_idx').on(t.shipmentId, t.startTime),
    index('shipment_alert_center_idx').on(t.dispatchCenterId, t.startTime),
    index('shipment_alert_deal_idx').on(t.dealStatus, t.alertType),
    // The header badges: a center's undealt alerts per type, counted from the index alone (the shipment
    // id is there for the client-scope check); dealt alerts, most of the table, are not in it.
    index('shipment_alert_undealt_idx')
      .on(t.dispatchCenterId, t.alertType, t.shipmentId)
      .where(sql`deal_status = 'N'`),
  ],
);

/** What happened to an alert: raised, extended to a higher level, closed, dealt with. */
export const shipmentAlertLogs = pgTable(
  'shipment_alert_log',
  {
    id: id(),
    alertId: bigint('alert_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createBy: text('create_by'),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [index('shipment_alert_log_alert_idx').on(t.alertId)],
);

/**
 * Evaluation state per shipment in transit (the domain's monitor state, plain JSON), with the last
 * reading for the live board. Written with the readings it has seen, so it survives a restart.
 */
export const monitorStates = pgTable(
  'monitor_state',
  {
    shipmentId: text('shipment_id').primaryKey(),
    vehicleId: text('vehicle_id').notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    lastTime: ts('last_time'),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
    lastSpeedKmh: real('last_speed_kmh'),
    lastTemps: jsonb('last_temps').$type<(number | null)[]>(),
    lastDoorOpen: boolean('last_door_open'),
    /** When the remaining stops' arrivals were last predicted (throttling). */
    etaAt: ts('eta_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('monitor_state_vehicle_idx').on(t.vehicleId)],
);

/** A stop predicted to arrive later than planned (or than its window) by more than the delay rule allows. */
export const exceptionEtas = pgTable(
  'shipment_exception_eta',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    shipmentCode: text('shipment_code'),
    stopId: bigint('stop_id', { mode: 'number' }),
    stationId: text('station_id'),
    dispatchCenterId: text('dispatch_center_id'),
    carrierId: text('carrier_id'),
    plannedEta: ts('planned_eta'),
    windowEnd: ts('window_end'),
    predictedEta: ts('predicted_eta').notNull(),
    lateMinutes: integer('late_minutes').notNull(),
    /** N unhandled, Y handled. */
    dealStatus: text('deal_status').notNull().default('N'),
    dealReason: text('deal_reason'),
    dealRemark: text('deal_remark'),
    dealBy: text('deal_by'),
    dealTime: ts('deal_time'),
    ...audit,
  },
  (t) => [
    // One unhandled exception per stop: a new prediction updates it.
    uniqueIndex('shipment_exception_eta_open_uq').on(t.shipmentId, t.stopId).where(sql`deal_status = 'N'`),
    index('shipment_exception_eta_center_idx').on(t.dispatchCenterId, t.dealStatus),
  ],
);

/**
 * Shipment exceptions: a handover temperature outside its goods' band, a received quantity other than
 * the shipped one, a stop never arrived at, a shipment past its planned finish (the domain's
 * monitoring/shipment-exceptions.ts). One row per shipment, kind and subject (the stop and moment, or
 * the shipment), so finding the same thing again writes nothing.
 */
export const shipmentExceptions = pgTable(
  'shipment_exception',
  {
    id: id(),
    shipmentId: text('shipment_id').notNull(),
    shipmentCode: text('shipment_code'),
    dispatchCenterId: text('dispatch_center_id'),
    /** Kept with the record, as the ETA exceptions do, so carrier staff see their carriers' ones. */
    carrierId: text('carrier_id'),
    /** HANDOVER_TEMP, QUANTITY_MISMATCH, STOP_MISSED, OVERDUE_FINISH. */
    kind: text('kind').notNull(),
    /** What within the shipment it is about: 'shipment', 'stop:<id>', 'stop:<id>:in'. */
    subject: text('subject').notNull(),
    /** The values that made it (expected and actual, the stop, the reading and band). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** U unhandled, H handled. */
    status: text('status').notNull().default('U'),
    handleRemark: text('handle_remark'),
    handleBy: text('handle_by'),
    handleTime: ts('handle_time'),
    ...audit,
  },
  (t) => [
    uniqueIndex('shipment_exception_subject_uq').on(t.shipmentId, t.kind, t.subject),
    index('shipment_exception_center_idx').on(t.dispatchCenterId, t.status),
  ],
);
