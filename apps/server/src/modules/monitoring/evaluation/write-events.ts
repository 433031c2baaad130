import {
  type AlertClosed,
  type AlertEvent,
  type AlertOpened,
  type AlertUpdated,
  alertContentOf,
  type FenceEvent,
  type GeoPoint,
  type OpenAlert,
  type PushMessages,
  TEMPERATURE_WAYS,
} from '@tms/domain';
import type { DbOrTx } from '../../../platform/db';
import { t } from '../../../platform/i18n';
import type { ShipmentContext } from './context';
import * as repo from './repository';
import { wallClockOf } from './wall-clock';

/**
 * Turns the events of one call into rows: alerts opened, extended and closed (one open alert per key),
 * their logs, the shipments' alert counts and the stops' fence fields. Events of one key are folded
 * first, so an alert that opens and closes within the call is written once, complete.
 */

/** The language alert texts are stored in (the list shows them as written). */
const ALERT_LANG = 'zh-CN';

const COUNT_COLUMN = { temp: 'temp', defer: 'delay', geo: 'geo', stop: 'stop', speed: 'speed' } as const;
type CountColumn = (typeof COUNT_COLUMN)[keyof typeof COUNT_COLUMN];

export type Happened = { context: ShipmentContext; event: AlertEvent };

type Segment = {
  context: ShipmentContext;
  key: string;
  type: string;
  startTime: number | null;
  opened: AlertOpened | null;
  level: string;
  min: number | null;
  max: number | null;
  lastTime: number;
  closed: AlertClosed | null;
  levelRose: boolean;
  /** The level the segment came in with (a continuation: the level stored). */
  firstLevel: string | null;
};

export const placeText = (place: GeoPoint | null): string | null =>
  place ? `${place.lat.toFixed(6)},${place.lon.toFixed(6)}` : null;

const decimal = (v: number | null): string | null => (v === null ? null : v.toFixed(2));

function fold(events: readonly Happened[]): { fresh: Segment[]; carried: Segment[] } {
  const current = new Map<string, Segment>();
  const fresh: Segment[] = [];
  const carried: Segment[] = [];
  for (const { context, event: raw } of events) {
    if (raw.kind === 'arrived' || raw.kind === 'left') continue;
    const event = raw as AlertOpened | AlertUpdated | AlertClosed;
    const open = current.get(event.key);
    if (event.kind === 'opened') {
      const segment: Segment = {
        context,
        key: event.key,
        type: event.type,
        startTime: event.startTime,
        opened: event,
        level: event.level,
        min: null,
        max: null,
        lastTime: event.time,
        closed: null,
        levelRose: false,
        firstLevel: event.level,
      };
      current.set(event.key, segment);
      fresh.push(segment);
      continue;
    }
    const segment =
      open ??
      ({
        context,
        key: event.key,
        type: event.type,
        startTime: event.kind === 'closed' ? event.startTime : null,
        opened: null,
        level: event.level,
        min: null,
        max: null,
        lastTime: event.kind === 'closed' ? event.endTime : event.time,
        closed: null,
        levelRose: false,
        firstLevel: null,
      } satisfies Segment);
    if (!open) {
      carried.push(segment);
      current.set(event.key, segment);
    }
    applyChange(segment, event);
    if (event.kind === 'closed') current.delete(event.key);
  }
  return { fresh, carried };
}

function applyChange(segment: Segment, event: AlertUpdated | AlertClosed): void {
  segment.level = event.level;
  segment.min = event.min;
  segment.max = event.max;
  if (event.kind === 'updated') segment.lastTime = event.time;
  else {
    segment.lastTime = event.endTime;
    segment.closed = event;
  }
}

export type Pushes = {
  alerts: { centerId: string | null; data: PushMessages['monitor.alert'] }[];
  /** The alerts opened by the call (not a level change of one open before): each becomes an event. */
  raised: { alertId: number; shipmentId: string; ruleId: string | null; centerId: string | null }[];
};

function alertRow(segment: Segment): repo.NewAlertRow {
  const opened = segment.opened as AlertOpened;
  const { head, stops, rules } = segment.context;
  const rule = rules.find((r) => r.id === opened.ruleId);
  const stationName = (id: string) => stops.find((s) => s.stationId === id)?.stationName;
  const content = alertContentOf(opened, stationName);
  const closed = segment.closed;
  return {
    alertKey: opened.key,
    shipmentId: head.uuid,
    shipmentCode: head.shipmentCode,
    ruleId: opened.ruleId,
    alertType: opened.type,
    way: opened.way,
    stationId: opened.stationId,
    level: segment.level,
    dispatchCenterId: head.dispatchCenterId,
    carrierId: head.carrierId,
    alertContent: t(ALERT_LANG, content.key, content.params),
    startPlace: placeText(opened.startPlace),
    endPlace: closed ? placeText(closed.endPlace) : null,
    startTime: new Date(opened.startTime),
    endTime: closed ? new Date(closed.endTime) : null,
    lastTime: new Date(segment.lastTime),
    minValue: decimal(segment.min),
    maxValue: decimal(segment.max),
    minutesOutOfRange: closed ? closed.minutesOutOfRange : null,
    // The content's key and parameters: each reader sees it in their own language.
    detail: { ...opened.values, contentKey: content.key, contentParams: content.params },
    carrierName: head.carrierName,
    vehicleIdMainNumberPlates: head.plate,
    driverName: head.driverName,
    driverMobile: head.driverMobile,
    // The driver is told of the alert when the rule says so and there is a number to reach.
    field1: rule?.informDriver && head.driverMobile ? 'Y' : 'N',
    createBy: 'monitor',
  };
}

/** Writes the alerts of the call; answers what to push once it commits. */
export async function writeAlertEvents(
  db: DbOrTx,
  events: readonly Happened[],
  openNow: ReadonlyMap<string, OpenAlert>,
): Promise<Pushes> {
  const pushes: Pushes = { alerts: [], raised: [] };
  const { fresh, carried } = fold(events);
  // An alert still open after the call has its extremes and level in the state (an opening event
  // carries neither).
  for (const segment of [...fresh, ...carried]) {
    const open = segment.closed ? undefined : openNow.get(segment.key);
    if (!open) continue;
    segment.min = open.min;
    segment.max = open.max;
    segment.level = open.level;
  }
  for (const segment of fresh) segment.levelRose = segment.level !== segment.firstLevel;
  const logs: { alertId: number; action: string; detail?: Record<string, unknown> }[] = [];
  const counts = new Map<string, Record<CountColumn, number>>();

  const rows = fresh.map(alertRow);
  const inserted = await repo.insertAlertRows(db, rows);
  inserted.forEach((written, i) => {
    const segment = fresh[i] as Segment;
    const row = rows[i] as repo.NewAlertRow;
    const opened = segment.opened as AlertOpened;
    if (!written.inserted) {
      // An alert of this key was already open (kept without state): it carries on.
      if (segment.levelRose)
        logs.push({ alertId: written.id, action: 'level', detail: { level: segment.level } });
      return;
    }
    logs.push({ alertId: written.id, action: 'raise', detail: { level: opened.level, ...opened.values } });
    pushes.raised.push({
      alertId: written.id,
      shipmentId: segment.context.head.uuid,
      ruleId: opened.ruleId,
      centerId: segment.context.head.dispatchCenterId,
    });
    if (segment.levelRose)
      logs.push({ alertId: written.id, action: 'level', detail: { level: segment.level } });
    if (segment.closed)
      logs.push({ alertId: written.id, action: 'close', detail: closeDetail(segment.closed) });
    const column = COUNT_COLUMN[opened.type as keyof typeof COUNT_COLUMN];
    if (column) {
      const count = counts.get(opened.shipmentId) ?? { temp: 0, delay: 0, geo: 0, stop: 0, speed: 0 };
      count[column] += 1;
      counts.set(opened.shipmentId, count);
    }
    pushes.alerts.push({
      centerId: segment.context.head.dispatchCenterId,
      data: {
        id: written.id,
        shipmentId: opened.shipmentId,
        shipmentCode: segment.context.head.shipmentCode,
        alertType: opened.type,
        level: segment.level,
        alertContent: row.alertContent ?? null,
        startTime: new Date(opened.startTime).toISOString(),
      },
    });
  });

  const changes: repo.AlertChange[] = carried.map((s) => ({
    key: s.key,
    level: s.level,
    min: decimal(s.min),
    max: decimal(s.max),
    lastTime: new Date(s.lastTime).toISOString(),
    endTime: s.closed ? new Date(s.closed.endTime).toISOString() : null,
    endPlace: s.closed ? placeText(s.closed.endPlace) : null,
    minutes: s.closed ? s.closed.minutesOutOfRange : null,
  }));
  const changed = await repo.changeOpenAlerts(db, changes);
  const byKey = new Map(carried.map((s) => [s.key, s]));
  for (const row of changed) {
    const segment = byKey.get(row.alertKey);
    if (!segment) continue;
    if (row.oldLevel !== row.level) {
      logs.push({ alertId: row.id, action: 'level', detail: { level: segment.level } });
      pushes.alerts.push({
        centerId: segment.context.head.dispatchCenterId,
        data: {
          id: row.id,
          shipmentId: segment.context.head.uuid,
          shipmentCode: segment.context.head.shipmentCode,
          alertType: segment.type,
          level: segment.level,
          alertContent: null,
          startTime: new Date(segment.startTime ?? segment.lastTime).toISOString(),
        },
      });
    }
    if (segment.closed) logs.push({ alertId: row.id, action: 'close', detail: closeDetail(segment.closed) });
  }
  await repo.insertAlertLogs(db, logs);
  await repo.addAlertCounts(
    db,
    [...counts.entries()].map(([shipmentId, c]) => ({ shipmentId, ...c })),
  );
  return pushes;
}

function closeDetail(closed: AlertClosed): Record<string, unknown> {
  return {
    min: closed.min,
    max: closed.max,
    minutesOutOfRange: closed.minutesOutOfRange,
    endPlace: placeText(closed.endPlace),
  };
}

/** The handover temperature: the first compartment that read one. */
const handoverTemperature = (temps: readonly (number | null)[]): number | null =>
  TEMPERATURE_WAYS.map((w) => temps[w - 1] ?? null).find((v) => v !== null) ?? null;

/**
 * An arrival or departure onto its stop: the first arrival at a station sets the stop's in-fence flag,
 * actual arrival and handover temperature; leaving sets the departure's. A station visited twice (out of
 * a warehouse and back) is matched to its first stop not yet reached, then left. The context's stops are
 * marked at once, so the same call's ETA no longer counts a stop reached.
 */
export function fenceChange(
  context: ShipmentContext,
  fence: FenceEvent,
  changes: Map<number, repo.StopChange>,
): void {
  const at = wallClockOf(fence.time, context.head.timeZone);
  const temperature = handoverTemperature(fence.temperatures);
  const stop =
    fence.kind === 'arrived'
      ? context.stops.find((s) => s.stationId === fence.stationId && !s.arrived)
      : // Left: the stop reached there; one marked reached by another instance may not show it yet.
        (context.stops.find((s) => s.stationId === fence.stationId && s.arrived && !s.departed) ??
        context.stops.find((s) => s.stationId === fence.stationId && !s.departed));
  if (!stop) return;
  const change = changes.get(stop.id) ?? {
    id: stop.id,
    arriveInFence: null,
    departInFence: null,
    ata: null,
    atd: null,
    tempIn: null,
    tempOut: null,
  };
  if (fence.kind === 'arrived') {
    stop.arrived = true;
    change.arriveInFence = 'Y';
    change.ata = at;
    change.tempIn = temperature;
  } else {
    stop.departed = true;
    change.departInFence = 'Y';
    change.atd = at;
    change.tempOut = temperature;
  }
  changes.set(stop.id, change);
}
