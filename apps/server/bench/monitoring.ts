/**
 * npm run bench:monitoring — two cold-chain budgets on PostgreSQL, on the demo data:
 * - a shipment's 24-hour three-compartment curve (2,880 readings, one per 30 s): GET selectTempData and
 *   selectTempInfo, budget 200 ms of server time, beside the raw SQL that reads the same rows;
 * - a reading that raises an alert reaches an open push stream (the one a browser tab holds) within 1 s
 *   (p99): from sending the readings to the monitor.alert frame, over BENCH_ALERTS alerts (20).
 * Creates its own database `tms_bench_monitoring` (dropped at the end). Figures are printed, not asserted.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/platform/db';
import { seedAll } from '../src/seed/index';
import { type BenchDb, loadAverage, signIn, withBenchDatabase, withListeningApp } from './shared';

const DB_NAME = 'tms_bench_monitoring';
const CURVE_POINTS = 2_880;
const CURVE_RUNS = 30;
const ALERTS = Number(process.env.BENCH_ALERTS ?? 20);
const minute = 60_000;

type Shipment = { uuid: string; code: string; deviceNo: string };

/** The first demo shipment in transit whose vehicle has a device, as the simulator drives them. */
async function shipmentInTransit(db: BenchDb): Promise<Shipment> {
  const [row] = rowsOf<{ uuid: string; code: string; device_no: string }>(
    await db.execute(sql`
    select s.uuid, s.shipment_code as code, v.device_number as device_no
      from shipment_shipment s join base_vehicle v on v.uuid = s.vehicle_id
     where s.status = 'T' and s.del_flag = '0' and v.device_number is not null
     order by s.shipment_code limit 1`),
  );
  if (!row) throw new Error('the demo seed has no shipment in transit with a device');
  return { uuid: row.uuid, code: row.code, deviceNo: row.device_no };
}

/** 24 hours of three compartments on the shipment, from a device of its own (no evaluation: stored as is). */
async function storeCurve(db: BenchDb, shipment: Shipment, end: number) {
  await db.execute(sql`
    insert into telemetry_reading (device_no, vehicle_id, shipment_id, time, lat, lon, speed_kmh, temp1, temp2, temp3, door_open)
    select 'BENCH-CURVE', 'bench-curve', ${shipment.uuid},
           to_timestamp(${Math.round(end / 1000) - CURVE_POINTS * 30}::double precision + g * 30),
           31.2 + g / 100000.0, 121.4 + g / 100000.0, 40,
           -20 + sin(g / 40.0), 3 + 2 * sin(g / 50.0), 12 + sin(g / 60.0), false
      from generate_series(1, ${CURVE_POINTS}) g`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timeCalls(run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < CURVE_RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

/** Frames of one push stream, as a tab reads them: each monitor.alert frame's arrival time. */
function listen(apiBase: string, token: string, onAlert: (at: number) => void): AbortController {
  const abort = new AbortController();
  void (async () => {
    const response = await fetch(`${apiBase}/push/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`push stream: HTTP ${response.status}`);
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    while (reader) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (/^event: monitor\.alert$/m.test(block)) onAlert(performance.now());
      }
    }
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) console.error(error);
  });
  return abort;
}

/** Twelve minutes out of the chilled band (the route's duration is ten), then two back in it. */
function excursion(deviceNo: string, start: number) {
  return Array.from({ length: 14 }, (_, i) => ({
    deviceNo,
    time: start + i * minute,
    lat: 30.9 + i * 0.005,
    lon: 121.9,
    speed: 45,
    heading: 0,
    temps: [-20, i < 12 ? 9 : 3],
    door: 'closed',
    ignition: true,
  }));
}

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    await seedAll(database.db);
    const shipment = await shipmentInTransit(database.db);
    const now = Date.now();
    await storeCurve(database.db, shipment, now - 7 * 60 * minute);
    await withListeningApp(database, async (apiBase) => {
      const admin = await signIn(apiBase, 'admin');
      const dispatcher = await signIn(apiBase, 'zhang.wei');
      const get = (path: string) =>
        fetch(`${apiBase}${path}`, { headers: { authorization: `Bearer ${admin}` } }).then((r) => r.json());

      const data = await timeCalls(() => get(`/shipment/shipment/selectTempData/${shipment.uuid}`));
      const info = await timeCalls(() => get(`/shipment/shipment/selectTempInfo/${shipment.uuid}`));
      const raw = await timeCalls(() =>
        database.db.execute(
          sql`select time, temp1, temp2, temp3, lat, lon from telemetry_reading where shipment_id = ${shipment.uuid} order by time`,
        ),
      );
      console.log(
        `24-hour curve of ${shipment.code}, 3 compartments × ${CURVE_POINTS} readings (load ${loadAverage()}):`,
      );
      console.log(
        `  selectTempData  p50 ${ms(percentile(data, 50))}  p99 ${ms(percentile(data, 99))}  (budget 200 ms)`,
      );
      console.log(
        `  selectTempInfo  p50 ${ms(percentile(info, 50))}  p99 ${ms(percentile(info, 99))}  (budget 200 ms)`,
      );
      console.log(
        `  raw SQL of the same rows  p50 ${ms(percentile(raw, 50))}  (selectTempData is ${(percentile(data, 50) / percentile(raw, 50)).toFixed(1)}×)`,
      );

      let arrived: ((at: number) => void) | null = null;
      const stream = listen(apiBase, dispatcher, (at) => arrived?.(at));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const latencies: number[] = [];
      const start = now - 6 * 60 * minute;
      for (let k = 0; k < ALERTS; k += 1) {
        const readings = excursion(shipment.deviceNo, start + k * 15 * minute);
        const frame = new Promise<number>((resolve) => {
          arrived = resolve;
        });
        const sent = performance.now();
        const response = await fetch(`${apiBase}/telemetry/readings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({ readings }),
        });
        const body = (await response.json()) as {
          code: number;
          msg: string;
          data: { rejected: { reason: string }[] };
        };
        if (body.code !== 0) throw new Error(`ingest: ${body.msg}`);
        if (body.data.rejected.length > 0)
          throw new Error(`ingest refused: ${body.data.rejected[0]?.reason}`);
        const at = await Promise.race([
          frame,
          new Promise<number>((r) => setTimeout(() => r(Number.NaN), 5_000)),
        ]);
        latencies.push(at - sent);
      }
      stream.abort();
      const seen = latencies.filter(Number.isFinite);
      console.log(
        `A reading that raises an alert, to the open stream's frame (${ALERTS} alerts, load ${loadAverage()}):`,
      );
      console.log(
        `  p50 ${ms(percentile(seen, 50))}  p99 ${ms(percentile(seen, 99))}  max ${ms(Math.max(...seen))}  ` +
          `(${ALERTS - seen.length} missed within 5 s; budget p99 1,000 ms)`,
      );
    });
  });
}

await main();
