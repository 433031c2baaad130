import { distanceToRouteM, type PushMessage } from '@tms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exceptionEtas,
  monitorStates,
  outboxEvents,
  shipmentAlertLogs,
  shipmentAlerts,
  shipmentStops,
  shipments,
  stations,
} from '../../../db/schema';
import { type Database, openDatabase } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { cronDefinitions } from '../../../platform/jobs/define-cron';
import type { PushHub } from '../../../platform/push';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ingestReadings } from '../telemetry/ingest-readings';
import { closeShipmentMonitoring } from './close-finished';
import { evaluateIngested, type IngestedReading } from './evaluate-ingested';
import {
  at,
  makeTrip,
  readingOf,
  STORE,
  TEST_RULES,
  type Trip,
  useRules,
  WAREHOUSE,
  wall,
} from './evaluation-fixtures';
import { checkGpsLossNow } from './gps-loss-check';

let t: TestApp;
let deps: Deps;
const pushed: { userIds: readonly number[]; message: PushMessage }[] = [];

/** A push channel that records what it is asked to send. */
function recordingPush(): PushHub {
  return {
    async toUsers(userIds, message) {
      pushed.push({ userIds, message });
    },
    subscribe: () => () => {},
    catchUp: async () => ({ kind: 'fresh' }),
    position: () => null,
    endStreams() {},
    openStreams: () => 0,
    async start() {},
    async stop() {},
  };
}

/** The evaluation uses the database and the push channel of the app's dependencies. */
const depsOf = (database: Database): Deps => ({ db: database.db, push: recordingPush() }) as unknown as Deps;

beforeAll(async () => {
  t = await createTestApp();
  deps = depsOf(t.database);
  await useRules(t.database.db, TEST_RULES);
});
afterAll(async () => {
  await t.close();
});

const alertsOf = (shipmentId: string, type?: string) =>
  t.database.db
    .select()
    .from(shipmentAlerts)
    .where(
      and(eq(shipmentAlerts.shipmentId, shipmentId), type ? eq(shipmentAlerts.alertType, type) : undefined),
    )
    .orderBy(asc(shipmentAlerts.startTime), asc(shipmentAlerts.id));

const countsOf = async (shipmentId: string) => {
  const [row] = await t.database.db
    .select({
      temp: shipments.alertTempCount,
      delay: shipments.alertDelayCount,
      geo: shipments.alertGeoCount,
      stop: shipments.alertStopCount,
      speed: shipments.alertSpeedCount,
    })
    .from(shipments)
    .where(eq(shipments.uuid, shipmentId));
  return row;
};

/** Way 2 (chilled, 0 to 4 °C) goes hot from minute 1 and is back in range at minute 12. */
const hotTrace = (trip: Trip): IngestedReading[] => [
  readingOf(trip, 0),
  readingOf(trip, 1, { temperatures: [-20, 9, null, null] }),
  readingOf(trip, 5, { temperatures: [-20, 10, null, null] }),
  readingOf(trip, 11, { temperatures: [-20, 9.5, null, null] }),
  readingOf(trip, 12, { temperatures: [-20, 3, null, null] }),
];

const summary = (rows: Awaited<ReturnType<typeof alertsOf>>) =>
  rows.map((r) => ({
    type: r.alertType,
    way: r.way,
    level: r.level,
    startTime: r.startTime.getTime(),
    endTime: r.endTime?.getTime() ?? null,
    min: r.minValue,
    max: r.maxValue,
    minutes: r.minutesOutOfRange,
  }));

/** The payloads of the outbox events of one type about one shipment. */
const eventsAbout = async (type: string, shipmentId: string) =>
  (await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, type)))
    .map((e) => e.payload)
    .filter((p) => p.shipmentId === shipmentId);

describe('temperature', () => {
  it('an excursion lasting the route duration raises an alert, and back in range closes it with its min, max and minutes', async () => {
    const trip = await makeTrip(t.database.db);
    pushed.length = 0;
    await evaluateIngested(deps, hotTrace(trip).slice(0, 4));
    const [open] = await alertsOf(trip.shipmentId, 'temp');
    expect(open).toMatchObject({
      alertKey: expect.stringContaining(trip.shipmentId),
      way: 2,
      level: 'serious',
      startTime: new Date(at(1)),
      endTime: null,
      shipmentCode: expect.stringMatching(/^SHT/),
      vehicleIdMainNumberPlates: expect.stringMatching(/^沪T/),
      driverName: 'Driver Li',
      driverMobile: '13800000001',
      field1: 'Y',
      startPlace: '31.225000,121.450000',
    });
    expect(open?.carrierName).toBeTruthy();
    expect(open?.alertContent).toContain('9.5');
    // Each reader sees the content in their own language.
    const admin = await t.login('admin');
    const read = async (lang: 'zh-CN' | 'en-US') =>
      (
        await t.call<{ id: number; alertContent: string }[]>(
          'GET',
          `/api/shipment/shipmentAlert/list?shipmentId=${trip.shipmentId}&alertTypes=temp`,
          { token: admin, lang },
        )
      ).body.data.find((a) => a.id === open?.id)?.alertContent;
    expect(await read('en-US')).toBe('Compartment 2 at 9.5 °C, above the maximum of 4 °C');
    expect(await read('zh-CN')).toBe('温区2温度9.5℃，高于上限4℃');
    const alertPush = pushed.find((p) => p.message.type === 'monitor.alert');
    expect(alertPush?.userIds).toContain(1);
    expect(alertPush?.message.data).toMatchObject({
      id: open?.id,
      shipmentId: trip.shipmentId,
      level: 'serious',
    });
    expect(pushed.some((p) => p.message.type === 'monitor.position')).toBe(true);
    // The raise is an event with the alert (its message to the people concerned).
    expect(await eventsAbout('alert.raised', trip.shipmentId)).toEqual([
      { alertId: open?.id, shipmentId: trip.shipmentId, ruleId: open?.ruleId, centerId: 'dc-sh' },
    ]);

    await evaluateIngested(deps, hotTrace(trip).slice(4));
    const [closed] = await alertsOf(trip.shipmentId, 'temp');
    expect(closed).toMatchObject({
      id: open?.id,
      endTime: new Date(at(12)),
      minValue: '9.00',
      maxValue: '10.00',
      minutesOutOfRange: '11.00',
      endPlace: '31.225000,121.450000',
    });
    const logs = await t.database.db
      .select({ action: shipmentAlertLogs.action })
      .from(shipmentAlertLogs)
      .where(eq(shipmentAlertLogs.alertId, open?.id as number))
      .orderBy(asc(shipmentAlertLogs.id));
    expect(logs.map((l) => l.action)).toEqual(['raise', 'close']);
    expect(await countsOf(trip.shipmentId)).toEqual({ temp: 1, delay: 0, geo: 0, stop: 0, speed: 0 });
  });

  it('each compartment is held to the tighter of the rule\u2019s zone and its goods\u2019 band; an empty one is not watched', async () => {
    // Frozen and chilled compartments, only chilled goods loaded: way 1 is empty.
    const trip = await makeTrip(t.database.db, { loaded: ['CHILLED'] });
    const warm = { temperatures: [5, 6, null, null] };
    await evaluateIngested(deps, [
      readingOf(trip, 0, warm),
      readingOf(trip, 6, warm),
      readingOf(trip, 11, warm),
    ]);
    const rows = await alertsOf(trip.shipmentId, 'temp');
    // 6 °C is inside the rule's -2 to 8 but above the chilled goods' 4.
    expect(rows.map((r) => ({ way: r.way, level: r.level }))).toEqual([{ way: 2, level: 'moderate' }]);
  });
});

describe('the planned route', () => {
  /** A trip warehouse -> store -> a third stop far north, returning to the warehouse when `returns`. */
  async function tripWithThirdStop(returns: boolean): Promise<Trip> {
    const trip = await makeTrip(t.database.db);
    const north = `st-n-${trip.shipmentId}`;
    await t.database.db.insert(stations).values({
      uuid: north,
      code: `N${trip.shipmentId.slice(-8)}`,
      name: 'North store',
      type: '1',
      dispatchCenterId: 'dc-sh',
      latitude: String(NORTH.lat),
      longitude: String(NORTH.lon),
      fenceDistance: 300,
    } as typeof stations.$inferInsert);
    await t.database.db.insert(shipmentStops).values({
      shipmentId: trip.shipmentId,
      stationId: north,
      sequence: 3,
      type: 'D',
      eta: wall(200),
    });
    await t.database.db
      .update(shipmentStops)
      .set({ isBckWare: returns ? 'Y' : 'N', backWareEta: returns ? wall(260) : null })
      .where(eq(shipmentStops.id, trip.stopIds[0] as number));
    return trip;
  }
  const NORTH = { lat: 31.45, lon: 121.5 };
  /** Halfway back from the north stop to the warehouse: far from every leg out. */
  const WAY_BACK = { lat: (NORTH.lat + WAREHOUSE.lat) / 2, lon: (NORTH.lon + WAREHOUSE.lon) / 2 };
  const geoRule = TEST_RULES.find((r) => r.type === 'geo');
  const wayBack = (trip: Trip) => [
    readingOf(trip, 0, { ...WAY_BACK }),
    readingOf(trip, 5, { ...WAY_BACK }),
    readingOf(trip, 10, { ...WAY_BACK }),
  ];

  it('the premise: the way back lies outside the corridor of the legs out, inside that of the return', () => {
    const legsOut = [WAREHOUSE, STORE, NORTH];
    expect(distanceToRouteM(WAY_BACK, legsOut) ?? 0).toBeGreaterThan(geoRule?.fenceDistanceM ?? 0);
    expect(distanceToRouteM(WAY_BACK, [...legsOut, WAREHOUSE]) ?? 0).toBeLessThan(
      geoRule?.fenceDistanceM ?? 0,
    );
  });

  it('a plan that returns to its first stop has the way back on its route: driving back is no detour', async () => {
    const trip = await tripWithThirdStop(true);
    await evaluateIngested(deps, wayBack(trip));
    expect(await alertsOf(trip.shipmentId, 'geo')).toEqual([]);
  });

  it('a plan that ends at its last stop has no way back: the same drive leaves the route', async () => {
    const trip = await tripWithThirdStop(false);
    await evaluateIngested(deps, wayBack(trip));
    expect((await alertsOf(trip.shipmentId, 'geo')).length).toBe(1);
  });
});

describe('motion', () => {
  it('speed over the limit for the rule\u2019s minutes is an alert until it drops', async () => {
    const trip = await makeTrip(t.database.db);
    await evaluateIngested(deps, [
      readingOf(trip, 0, { speedKmh: 100 }),
      readingOf(trip, 1, { speedKmh: 105 }),
      readingOf(trip, 2, { speedKmh: 100 }),
      readingOf(trip, 4, { speedKmh: 60 }),
    ]);
    const rows = await alertsOf(trip.shipmentId, 'speed');
    expect(summary(rows)).toEqual([
      {
        type: 'speed',
        way: null,
        level: 'slight',
        startTime: at(0),
        endTime: at(4),
        min: '100.00',
        max: '105.00',
        minutes: '4.00',
      },
    ]);
    expect((await countsOf(trip.shipmentId))?.speed).toBe(1);
  });

  it('standing outside every fence longer than the parking minutes is a stop alert', async () => {
    const trip = await makeTrip(t.database.db);
    const still = { speedKmh: 0 };
    await evaluateIngested(deps, [
      readingOf(trip, 0, still),
      readingOf(trip, 20, still),
      readingOf(trip, 31, still),
      readingOf(trip, 33, { speedKmh: 40 }),
    ]);
    const rows = await alertsOf(trip.shipmentId, 'stop');
    expect(summary(rows)).toMatchObject([{ startTime: at(0), endTime: at(33), minutes: '33.00' }]);
    expect((await countsOf(trip.shipmentId))?.stop).toBe(1);
  });

  it('a door open outside every fence longer than the door time is an alert until it closes', async () => {
    const trip = await makeTrip(t.database.db);
    await evaluateIngested(deps, [
      readingOf(trip, 0, { doorOpen: true, speedKmh: 0 }),
      readingOf(trip, 4, { doorOpen: true, speedKmh: 0 }),
      readingOf(trip, 5, { doorOpen: false, speedKmh: 0 }),
    ]);
    const rows = await alertsOf(trip.shipmentId, 'door');
    expect(summary(rows)).toMatchObject([{ startTime: at(0), endTime: at(5), minutes: '5.00' }]);
  });
});

describe('station fences', () => {
  it('arriving and leaving a stop sets its in-fence flags, actual times and handover temperatures', async () => {
    const trip = await makeTrip(t.database.db);
    await evaluateIngested(deps, [
      readingOf(trip, 0),
      readingOf(trip, 10, { ...STORE, speedKmh: 0, temperatures: [-19.5, 2.5, null, null] }),
      readingOf(trip, 30, { ...STORE, speedKmh: 0 }),
      readingOf(trip, 40, { temperatures: [-18.5, 3.5, null, null] }),
    ]);
    const stops = await t.database.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, trip.shipmentId))
      .orderBy(asc(shipmentStops.sequence));
    expect(stops[1]).toMatchObject({
      arriveInFence: 'Y',
      departInFence: 'Y',
      ata: wall(10),
      atd: wall(40),
      handoverTempIn: '-19.50',
      handoverTempOut: '-18.50',
    });
    // The warehouse was never seen from inside: untouched.
    expect(stops[0]).toMatchObject({ arriveInFence: 'N', ata: wall(-40) });
    // Standing at the store is work, not a stop.
    expect(await alertsOf(trip.shipmentId, 'stop')).toEqual([]);
  });
});

describe('delay and exception ETA', () => {
  it('a stop predicted later than planned by more than the delay writes one exception ETA record, updated by newer predictions', async () => {
    // Planned at the store half an hour before the vehicle is even on the road.
    const trip = await makeTrip(t.database.db, { storeEta: wall(-30) });
    pushed.length = 0;
    await evaluateIngested(deps, [readingOf(trip, 0)]);
    const records = () =>
      t.database.db.select().from(exceptionEtas).where(eq(exceptionEtas.shipmentId, trip.shipmentId));
    const [first] = await records();
    expect(first).toMatchObject({
      stopId: trip.stopIds[1],
      dealStatus: 'N',
      plannedEta: new Date(at(-30)),
      dispatchCenterId: 'dc-sh',
    });
    expect(first?.lateMinutes).toBeGreaterThan(15);
    expect(pushed.find((p) => p.message.type === 'monitor.exceptionEta')?.message.data).toMatchObject({
      id: first?.id,
      shipmentId: trip.shipmentId,
    });
    const [alert] = await alertsOf(trip.shipmentId, 'defer');
    expect(alert).toMatchObject({ stationId: expect.stringMatching(/^st-s-/), endTime: null });
    expect((await countsOf(trip.shipmentId))?.delay).toBe(1);

    // Within the minute: not predicted again. Later: the same record, newer prediction.
    await evaluateIngested(deps, [readingOf(trip, 0.5)]);
    expect((await records())[0]?.predictedEta).toEqual(first?.predictedEta);
    await evaluateIngested(deps, [readingOf(trip, 5)]);
    const again = await records();
    expect(again).toHaveLength(1);
    expect(again[0]?.predictedEta.getTime()).toBeGreaterThan(first?.predictedEta.getTime() as number);
    // Raised once: a newer prediction of the same record is no new event.
    expect(await eventsAbout('exceptionEta.raised', trip.shipmentId)).toEqual([
      { exceptionId: first?.id, shipmentId: trip.shipmentId, centerId: 'dc-sh' },
    ]);
  });
});

describe('batches, restarts and concurrency', () => {
  const trace = (trip: Trip) => [
    ...hotTrace(trip),
    readingOf(trip, 13, { speedKmh: 100 }),
    readingOf(trip, 16, { speedKmh: 120 }),
    readingOf(trip, 17, { speedKmh: 50 }),
  ];

  it('a batch split in two calls gives the same alerts as one call', async () => {
    const whole = await makeTrip(t.database.db);
    const split = await makeTrip(t.database.db);
    await evaluateIngested(deps, trace(whole));
    const readings = trace(split);
    await evaluateIngested(deps, readings.slice(0, 3));
    await evaluateIngested(deps, readings.slice(3));
    const expected = summary(await alertsOf(whole.shipmentId));
    expect(expected.map((a) => a.type).sort()).toEqual(['speed', 'temp']);
    expect(summary(await alertsOf(split.shipmentId))).toEqual(expected);
    expect(await countsOf(split.shipmentId)).toEqual(await countsOf(whole.shipmentId));
  });

  it('a new app instance on the same database continues where the state was left', async () => {
    const trip = await makeTrip(t.database.db);
    await evaluateIngested(deps, hotTrace(trip).slice(0, 3));
    const [state] = await t.database.db
      .select()
      .from(monitorStates)
      .where(eq(monitorStates.shipmentId, trip.shipmentId));
    expect(state).toMatchObject({ vehicleId: trip.vehicleId, lastTime: new Date(at(5)) });
    expect(await alertsOf(trip.shipmentId, 'temp')).toEqual([]);

    // A second instance: its own connections (PostgreSQL) and nothing in memory from the first.
    const other = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
    try {
      await evaluateIngested(depsOf(other), hotTrace(trip).slice(3));
    } finally {
      if (other !== t.database) await other.close();
    }
    expect(summary(await alertsOf(trip.shipmentId, 'temp'))).toMatchObject([
      { startTime: at(1), endTime: at(12), min: '9.00', max: '10.00', minutes: '11.00' },
    ]);
  });

  it('a batch resent with new readings through the ingest evaluates the new ones only, once', async () => {
    const trip = await makeTrip(t.database.db);
    const base = Math.floor(Date.now() / 60_000) * 60_000 - 60 * 60_000;
    const raw = (m: number, speed: number) => ({
      deviceNo: trip.deviceNo,
      time: base + m * 60_000,
      lat: 31.225,
      lon: 121.45,
      speed,
      temps: [-20, 3],
      door: 'closed',
    });
    const ingestDeps = { ...deps, database: t.database, config: { telemetryHorizonDays: 30 } } as never;
    const first = [raw(0, 100), raw(1, 100), raw(2, 100), raw(3, 100)];
    expect(await ingestReadings(ingestDeps, { sender: 'test' }, first)).toMatchObject({ stored: 4 });
    // The device resends the batch with one reading more: only that one is stored and evaluated.
    const again = await ingestReadings(ingestDeps, { sender: 'test' }, [...first, raw(4, 60)]);
    expect(again).toMatchObject({ accepted: 5, stored: 1 });
    expect(summary(await alertsOf(trip.shipmentId, 'speed'))).toMatchObject([
      { startTime: base, endTime: base + 4 * 60_000 },
    ]);
    expect((await countsOf(trip.shipmentId))?.speed).toBe(1);
  });

  it('two evaluations of one vehicle at once raise no double alert', async () => {
    const trip = await makeTrip(t.database.db);
    const other = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
    try {
      const readings = hotTrace(trip);
      await Promise.all([evaluateIngested(deps, readings), evaluateIngested(depsOf(other), readings)]);
    } finally {
      if (other !== t.database) await other.close();
    }
    const rows = await alertsOf(trip.shipmentId, 'temp');
    expect(rows).toHaveLength(1);
    expect((await countsOf(trip.shipmentId))?.temp).toBe(1);
  });
});

describe('GPS loss and the end of a shipment', () => {
  it('the scheduled check raises GPS loss after the rule\u2019s minutes of silence; a position ends it', async () => {
    expect(cronDefinitions().some((c) => c.name === 'monitor-gps-loss-check')).toBe(true);
    const trip = await makeTrip(t.database.db);
    await evaluateIngested(deps, [readingOf(trip, 0)]);
    await checkGpsLossNow(deps, at(10));
    expect(await alertsOf(trip.shipmentId, 'gpsLoss')).toEqual([]);
    await checkGpsLossNow(deps, at(25));
    const [open] = await alertsOf(trip.shipmentId, 'gpsLoss');
    expect(open).toMatchObject({
      startTime: new Date(at(0)),
      endTime: null,
      startPlace: '31.225000,121.450000',
    });
    await evaluateIngested(deps, [readingOf(trip, 26, { ...WAREHOUSE })]);
    expect(await alertsOf(trip.shipmentId, 'gpsLoss')).toMatchObject([
      { id: open?.id, endTime: new Date(at(26)) },
    ]);
  });

  it('a shipment leaving transit closes its open alerts and drops its state', async () => {
    const trip = await makeTrip(t.database.db);
    await evaluateIngested(deps, hotTrace(trip).slice(0, 4));
    await t.database.db.transaction((tx) => closeShipmentMonitoring(tx, {}, trip.shipmentId, at(20)));
    expect(summary(await alertsOf(trip.shipmentId, 'temp'))).toMatchObject([
      { startTime: at(1), endTime: at(20), min: '9.00', max: '10.00', minutes: '19.00' },
    ]);
    const states = await t.database.db
      .select()
      .from(monitorStates)
      .where(eq(monitorStates.shipmentId, trip.shipmentId));
    expect(states).toEqual([]);
  });
});
