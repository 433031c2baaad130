import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentAlerts, telemetryReadings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { startSimulator } from './runner';
import { tripsToSimulate } from './trips';

let t: TestApp;
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the simulator on the demo data', () => {
  it('is off in the test apps', () => {
    expect(t.config.simulatorEnabled).toBe(false);
  });

  it('drives every in-transit demo shipment with a device, through the ingest, raising its scripted alerts', async () => {
    const before = new Date();
    const trips = await tripsToSimulate(t.database.db);
    expect(trips.length).toBeGreaterThan(0);
    expect(trips.every((trip) => trip.stops.length >= 2 && trip.deviceNo !== '')).toBe(true);

    const { database, config } = t;
    const db = database.db;
    const simulator = await startSimulator({ db, database, config }, quiet, { speed: 1_000_000, tickMs: 1 });
    await simulator.done;

    const [stored] = await db
      .select({ n: count() })
      .from(telemetryReadings)
      .where(sql`${telemetryReadings.time} <= now()`);
    expect(stored?.n).toBeGreaterThan(100);
    const future = await db
      .select({ n: count() })
      .from(telemetryReadings)
      .where(gt(telemetryReadings.time, new Date(Date.now() + 5 * 60_000)));
    expect(future[0]?.n).toBe(0);
    const raised = await db
      .select({ type: shipmentAlerts.alertType })
      .from(shipmentAlerts)
      .where(
        and(gt(shipmentAlerts.createTime, before), eq(shipmentAlerts.shipmentId, trips[0]?.shipmentId ?? '')),
      );
    // GPS loss is seen by the clock (a scheduled check), not by a replay that is over in a moment.
    expect([...new Set(raised.map((r) => r.type))].sort()).toEqual(
      expect.arrayContaining(['door', 'speed', 'stop', 'temp']),
    );
  });

  it('a second start goes on with the same trips after their last reading: a finished trip sends nothing again', async () => {
    const db = t.database.db;
    const stored = async () => (await db.select({ n: count() }).from(telemetryReadings))[0]?.n ?? 0;
    const before = await stored();
    const trips = await tripsToSimulate(db);
    expect(trips.every((trip) => trip.firstReading !== null && trip.lastReading !== null)).toBe(true);
    const { database, config } = t;
    const again = await startSimulator({ db, database, config }, quiet, { speed: 1_000_000, tickMs: 1 });
    await again.done;
    expect(await stored()).toBe(before);
  });
});
