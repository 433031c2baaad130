import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryReadings, vehicles } from '../db/schema';
import { ingestReadings } from '../modules/monitoring';
import { createTestApp, type TestApp } from '../test/harness';
import { DEMO_INTERVAL_SECONDS, DEMO_TRACE_SEED, startSimulator } from './runner';
import { readingAt } from './trace';
import { type SimTrip, traceInputOf, tripsToSimulate } from './trips';

let t: TestApp;
let admin: string;
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, database: t.database, config: t.config });

/** The readings a vehicle's device stored after `after`, oldest first. */
const readingsAfter = (vehicleId: string, after: number) =>
  t.database.db
    .select({
      time: telemetryReadings.time,
      receivedAt: telemetryReadings.receivedAt,
      lat: telemetryReadings.lat,
      lon: telemetryReadings.lon,
    })
    .from(telemetryReadings)
    .where(and(eq(telemetryReadings.vehicleId, vehicleId), gt(telemetryReadings.time, new Date(after))))
    .orderBy(asc(telemetryReadings.time));

/** Runs the simulator for a few of its ticks (every 50 ms, a reading a second), then stops it. */
async function runBriefly(ms: number) {
  const simulator = await startSimulator(deps(), quiet, { tickMs: 50, intervalSeconds: 1, refreshMs: 200 });
  await new Promise((resolve) => setTimeout(resolve, ms));
  await simulator.stop();
  return simulator;
}

describe('the simulator on the demo data', () => {
  let trips: SimTrip[];
  beforeAll(async () => {
    trips = await tripsToSimulate(t.database.db);
  });

  it('is off in the test apps', () => {
    expect(t.config.simulatorEnabled).toBe(false);
  });

  it('finds the demo day\u2019s trips on the road, on demo vehicles, with the seed\u2019s readings up to its moment', () => {
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      expect(trip.deviceNo).not.toBe('');
      expect(trip.stops.length).toBeGreaterThanOrEqual(2);
      expect(trip.departed).not.toBeNull();
      expect(trip.lastReading).toBeGreaterThan(trip.departed as number);
    }
  });

  it('stamps each reading with the time it sends it, and goes on with the trip the seed began', async () => {
    const [trip] = trips;
    if (!trip) throw new Error('no demo trip');
    const before = Date.now();
    await runBriefly(1_500);
    const sent = await readingsAfter(trip.vehicleId, trip.lastReading as number);
    expect(sent.length).toBeGreaterThan(0);
    const trace = traceInputOf(trip, {
      start: trip.departed as number,
      seed: DEMO_TRACE_SEED,
      intervalSeconds: DEMO_INTERVAL_SECONDS,
    });
    for (const r of sent) {
      // Stamped when sent: after the run began, and a moment before the ingest received it.
      expect(r.time.getTime()).toBeGreaterThanOrEqual(before);
      expect(r.receivedAt.getTime() - r.time.getTime()).toBeLessThan(2_000);
      // The seed's trip, at that moment (the same trace: same stops, plan, departure and seed).
      const expected = readingAt(trace, r.time.getTime());
      expect(r.lat).toBeCloseTo(expected?.lat ?? Number.NaN, 3);
      expect(r.lon).toBeCloseTo(expected?.lon ?? Number.NaN, 3);
    }
  });

  it('never drives a vehicle that has a device key or has sent a real reading, and stops driving one that gets them', async () => {
    const [keyed, real] = trips;
    if (!keyed || !real) throw new Error('the demo has fewer than two trips on the road');
    const simulator = await startSimulator(deps(), quiet, { tickMs: 50, intervalSeconds: 1, refreshMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(simulator.trips()).toEqual(expect.arrayContaining([keyed.shipmentCode, real.shipmentCode]));

    const issued = await t.call<{ key: string }>('POST', `/api/base/vehicle/deviceKey/${keyed.vehicleId}`, {
      token: admin,
    });
    expect(issued.body.code, issued.body.msg).toBe(0);
    const fromDevice = await t.call<{ accepted: number }>('POST', '/api/telemetry/readings', {
      token: admin,
      body: { readings: [{ deviceNo: real.deviceNo, time: Date.now(), lat: 31.2, lon: 121.5, speed: 30 }] },
    });
    expect(fromDevice.body.data.accepted).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(simulator.trips()).not.toContain(keyed.shipmentCode);
    expect(simulator.trips()).not.toContain(real.shipmentCode);
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await simulator.stop();
    expect(await readingsAfter(keyed.vehicleId, stoppedAt)).toEqual([]);
    expect(await readingsAfter(real.vehicleId, stoppedAt)).toEqual([]);
    expect((await tripsToSimulate(t.database.db)).map((trip) => trip.shipmentId)).not.toEqual(
      expect.arrayContaining([keyed.shipmentId]),
    );
  });

  it('the ingest refuses the simulator\u2019s readings for a vehicle it does not own', async () => {
    const [own] = await t.database.db
      .select({ uuid: vehicles.uuid, deviceNo: vehicles.deviceNumber })
      .from(vehicles)
      .where(eq(vehicles.createBy, 'seed'))
      .limit(1);
    if (!own?.deviceNo) throw new Error('no demo vehicle with a device');
    await t.database.db.update(vehicles).set({ createBy: 'admin' }).where(eq(vehicles.uuid, own.uuid));
    const result = await ingestReadings(deps(), { sender: 'simulator', simulated: true }, [
      { deviceNo: own.deviceNo, time: Date.now(), lat: 31.2, lon: 121.5 },
    ]);
    expect(result.rejected.map((r) => r.key)).toEqual(['telemetry.reading.notSimulatorVehicle']);
    expect(result.accepted).toBe(0);
  });
});
