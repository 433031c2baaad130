/**
 * npm run bench:ingest — the telemetry ingest budget: readings per second through the ingest use case
 * (check, vehicle and shipment lookup, store keeping repeats out, evaluation) in batches of 5,000, with
 * every rule type on: each bench vehicle carries a shipment in transit from a warehouse to a store, and
 * its readings leave the warehouse, speed, leave the corridor, run warm, park with the door open and
 * arrive late at the store, so each vehicle raises a few alerts over the run.
 * - PGlite (in memory, always): target 20,000 readings/s;
 * - PostgreSQL when DATABASE_URL is set (its own database `tms_bench_ingest`, dropped at the end):
 *   target 50,000 readings/s, and at least 0.5× a raw COPY of the same rows at the same batch size,
 *   measured in the same run.
 * Figures are printed, not asserted. BENCH_READINGS overrides the count (200,000 on PostgreSQL, 100,000 on PGlite).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import {
  alertRules,
  dispatchCenters,
  shipmentStops,
  shipments,
  stations,
  vehicleModels,
  waybillLines,
  waybills,
} from '../src/db/schema';
import { ingestReadings } from '../src/modules/monitoring';
import { wallClockOf } from '../src/modules/monitoring/evaluation/wall-clock';
import { maintainPartitions } from '../src/modules/monitoring/telemetry/partitions';
import {
  closeCopyPool,
  copyInto,
  copyLines,
  copyPoolFor,
  type ReadingRow,
} from '../src/modules/monitoring/telemetry/repository';
import { type Database, openDatabase, rowsOf } from '../src/platform/db';
import { STORE, tracePoint, WAREHOUSE } from './monitor-trace';
import { loadAverage, withBenchDatabase } from './shared';

const BATCH = 5_000;
const DEVICES = 200;
/** A device reports every STEP_MS: a batch holds BATCH / DEVICES readings of each vehicle. */
const STEP_MS = 5_000;
const ZONE = 'Asia/Shanghai';

/** One rule of each of the nine types, for every center, with thresholds the trace crosses. */
const BENCH_RULES: (Partial<typeof alertRules.$inferInsert> & { type: string })[] = [
  {
    type: 'temp',
    zones: [
      { way: 1, min: -25, max: -15 },
      { way: 2, min: 0, max: 5 },
    ],
    stationType: '1',
    scenario: 'bench',
    overTempMinutesWarehouse: 10,
    overTempMinutesRoute: 3,
    doorGraceMinutes: 1,
  },
  { type: 'speed', speedLimitKmh: 90, overspeedMinutes: 2, levelSlight: '0', levelSerious: '30' },
  { type: 'stop', parkingMinutes: 3 },
  { type: 'door', doorOpenMinutes: 1 },
  { type: 'gpsLoss', gpsLossMinutes: 20 },
  { type: 'defer', delayMinutes: 5 },
  { type: 'arriveLeave' },
  { type: 'tired', fatigueDrivingMinutes: 10, fatigueRestMinutes: 5 },
  { type: 'geo', fenceDistanceM: 3000 },
];

/**
 * Vehicles with devices, and for each a shipment in transit that left the warehouse just before `start`
 * for a store it should reach ten minutes later; the warehouse and store are shared by every shipment.
 */
async function seed(database: Database, start: number) {
  const { db } = database;
  const wall = (ms: number) => wallClockOf(ms, ZONE);
  await db.insert(dispatchCenters).values({ uuid: 'bench-dc', code: 'BENCH', name: 'Bench', timeZone: ZONE });
  await db.insert(vehicleModels).values({
    uuid: 'bench-vm',
    code: 'BVM',
    name: 'Bench model',
    temperatureLayers: ['FROZEN', 'CHILLED'],
    ratedLoadKg: '5000',
    ratedVolumeM3: '30',
  });
  await db.insert(stations).values([
    {
      uuid: 'bench-wh',
      code: 'BWH',
      name: 'Bench warehouse',
      type: '2',
      dispatchCenterId: 'bench-dc',
      latitude: String(WAREHOUSE.lat),
      longitude: String(WAREHOUSE.lon),
      fenceDistance: 500,
    },
    {
      uuid: 'bench-st',
      code: 'BST',
      name: 'Bench store',
      type: '1',
      dispatchCenterId: 'bench-dc',
      latitude: String(STORE.lat),
      longitude: String(STORE.lon),
      fenceDistance: 300,
    },
  ] as (typeof stations.$inferInsert)[]);
  await database.sql.executeSql(
    `insert into base_vehicle (uuid, carrier_id, vehicle_model_id, code, plate_number, device_number)
     select 'bench-v' || g, 'bench-carrier', 'bench-vm', 'BV' || g, 'BENCH-' || g, 'BDEV' || g
       from generate_series(1, ${DEVICES}) g`,
    [],
  );
  const ids = Array.from({ length: DEVICES }, (_, i) => i + 1);
  const departed = wall(start - 5 * 60_000);
  await db.insert(shipments).values(
    ids.map((g) => ({
      uuid: `bench-s${g}`,
      shipmentCode: `BSH${g}`,
      status: 'T',
      dispatchCenterId: 'bench-dc',
      carrierId: 'bench-carrier',
      vehicleId: `bench-v${g}`,
      frontPlate: `BENCH-${g}`,
      mainDriverName: 'Bench driver',
      mainDriverMobile: '13800000001',
      atd: departed,
    })),
  );
  await db.insert(shipmentStops).values(
    ids.flatMap((g) => [
      {
        shipmentId: `bench-s${g}`,
        stationId: 'bench-wh',
        sequence: 1,
        type: 'P',
        eta: wall(start - 30 * 60_000),
        ata: wall(start - 30 * 60_000),
      },
      {
        shipmentId: `bench-s${g}`,
        stationId: 'bench-st',
        sequence: 2,
        type: 'D',
        eta: wall(start + 10 * 60_000),
      },
    ]),
  );
  await db.insert(waybills).values(
    ids.map((g) => ({
      uuid: `bench-w${g}`,
      code: `BWB${g}`,
      shipFromId: 'bench-wh',
      shipToId: 'bench-st',
      shipmentId: `bench-s${g}`,
      status: 'T',
      dispatchCenterId: 'bench-dc',
    })),
  );
  await db.insert(waybillLines).values(
    ids.flatMap((g) =>
      ['FROZEN', 'CHILLED'].map((layer, i) => ({
        uuid: `bench-w${g}-${i + 1}`,
        waybillId: `bench-w${g}`,
        lineNo: i + 1,
        temperature: layer,
      })),
    ),
  );
  await db.update(alertRules).set({ status: 'disabled', updateTime: new Date() });
  await db.insert(alertRules).values(
    BENCH_RULES.map((rule) => ({
      uuid: `bench-rule-${rule.type}`,
      code: `BENCH-${rule.type}`,
      name: rule.type,
      status: 'enabled',
      dispatchCenterId: null,
      createBy: 'bench',
      ...rule,
    })),
  );
  await maintainPartitions(database.sql, { now: Date.now(), retentionDays: 400 });
}

/**
 * Raw readings as a device batch carries them: DEVICES devices, one reading every STEP_MS each, the
 * vehicle's place at reading k of `perVehicle` along the trace (vehicles a little apart in phase).
 */
function rawBatch(batchNo: number, start: number, perVehicle: number): Record<string, unknown>[] {
  return Array.from({ length: BATCH }, (_, i) => {
    const n = batchNo * BATCH + i;
    const v = n % DEVICES;
    const k = Math.floor(n / DEVICES);
    const p = tracePoint(Math.min(0.999, k / perVehicle + (v % 10) * 0.002));
    return {
      deviceNo: `BDEV${v + 1}`,
      time: start + k * STEP_MS,
      lat: Number(p.lat.toFixed(6)),
      lon: Number(p.lon.toFixed(6)),
      speed: p.speed,
      heading: 90,
      temps: p.temps,
      door: p.door ? 'open' : 'closed',
      ignition: true,
      odometer: 1000 + k * (p.speed / 720),
    };
  });
}

async function ingestRate(database: Database, count: number, start: number): Promise<number> {
  const config = { ...loadConfig(process.env), telemetryHorizonDays: 30 };
  const deps = { db: database.db, database, config };
  const batches = Math.ceil(count / BATCH);
  const perVehicle = (batches * BATCH) / DEVICES;
  const prepared = Array.from({ length: batches }, (_, b) => rawBatch(b, start, perVehicle));
  // One warm-up batch outside the figure (query plans, JIT, the kept contexts): the vehicles' first
  // places at the warehouse, just before the measured readings.
  await ingestReadings(
    deps,
    { sender: 'bench' },
    rawBatch(0, start - (BATCH / DEVICES) * STEP_MS, perVehicle),
  );
  const began = performance.now();
  let stored = 0;
  for (const batch of prepared) stored += (await ingestReadings(deps, { sender: 'bench' }, batch)).stored;
  const seconds = (performance.now() - began) / 1000;
  if (stored !== batches * BATCH) throw new Error(`stored ${stored} of ${batches * BATCH}`);
  return (batches * BATCH) / seconds;
}

/** The same rows as the use case writes them, by plain COPY straight into the table, BATCH per statement. */
async function rawCopyRate(database: Database, count: number, start: number): Promise<number> {
  const batches = Math.ceil(count / BATCH);
  const perVehicle = (batches * BATCH) / DEVICES;
  const rows = (b: number): ReadingRow[] =>
    rawBatch(b, start, perVehicle).map((r) => ({
      deviceNo: `RAW${r.deviceNo as string}`,
      vehicleId: 'bench-v1',
      shipmentId: 'bench-s1',
      time: r.time as number,
      lat: r.lat as number,
      lon: r.lon as number,
      speedKmh: r.speed as number,
      heading: r.heading as number,
      temps: r.temps as number[],
      doorOpen: r.door === 'open',
      ignition: true,
      odometerKm: r.odometer as number,
    }));
  const prepared = Array.from({ length: batches }, (_, b) => rows(b));
  const client = await copyPoolFor(database.url as string).connect();
  try {
    const began = performance.now();
    for (const batch of prepared) await copyInto(client, 'telemetry_reading', copyLines(batch));
    return (batches * BATCH) / ((performance.now() - began) / 1000);
  } finally {
    client.release();
  }
}

/** The alerts raised, by type, and the stops reached, as one line. */
async function outcome(database: Database): Promise<string> {
  const alerts = rowsOf<{ type: string; n: number | string }>(
    await database.db.execute(
      sql`select alert_type as type, count(*) as n from shipment_alert group by alert_type order by alert_type`,
    ),
  );
  const total = alerts.reduce((sum, a) => sum + Number(a.n), 0);
  const [stops] = rowsOf<{ arrived: number | string; left: number | string }>(
    await database.db.execute(
      sql`select count(*) filter (where arrive_in_fence = 'Y' and sequence = 2) as arrived,
                 count(*) filter (where depart_in_fence = 'Y' and sequence = 1) as left
            from shipment_stop where shipment_id like 'bench-s%'`,
    ),
  );
  const byType = alerts.map((a) => `${a.type} ${fmt(Number(a.n))}`).join(', ');
  return (
    `alerts raised: ${fmt(total)} for ${DEVICES} shipments (${byType}); ` +
    `left the warehouse ${fmt(Number(stops?.left ?? 0))}, reached the store ${fmt(Number(stops?.arrived ?? 0))}`
  );
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const pgliteCount = Number(process.env.BENCH_READINGS ?? 100_000);
const pglite = await openDatabase({});
try {
  const start = Date.now() - 6 * 3_600_000;
  await seed(pglite, start);
  const rate = await ingestRate(pglite, pgliteCount, start);
  process.stdout.write(
    `ingest PGlite:     ${fmt(rate)} readings/s (${fmt(pgliteCount)} readings, batches of ${BATCH}, all nine rule types; target 20,000)   load average ${loadAverage()}\n` +
      `                   ${await outcome(pglite)}\n`,
  );
} finally {
  await pglite.close();
}

if (process.env.DATABASE_URL) {
  const pgCount = Number(process.env.BENCH_READINGS ?? 200_000);
  await withBenchDatabase('tms_bench_ingest', async (database) => {
    const start = Date.now() - 6 * 3_600_000;
    await seed(database, start);
    const rate = await ingestRate(database, pgCount, start);
    const raw = await rawCopyRate(database, pgCount, start);
    process.stdout.write(
      `ingest PostgreSQL: ${fmt(rate)} readings/s (${fmt(pgCount)} readings, batches of ${BATCH}, all nine rule types; target 50,000)\n` +
        `                   ${await outcome(database)}\n` +
        `raw COPY:          ${fmt(raw)} readings/s (same rows, same batch size)\n` +
        `ratio to raw COPY: ${(rate / raw).toFixed(2)}× (target ≥ 0.5×)   load average ${loadAverage()}\n`,
    );
    await closeCopyPool(database.url);
  });
} else {
  process.stdout.write('ingest PostgreSQL: skipped (set DATABASE_URL)\n');
}
process.exit(0);
