/**
 * npm run bench:submit — the submit budget on PostgreSQL, on this machine only: "a submit of 20 lines,
 * 15 stops each, 300 waybills completes in under 300 ms on the server". Each round builds 20 lines of one
 * pick-up warehouse and 14 stores (15 waybills a line, every store with its receiving windows) held in the
 * pool of a Shanghai dispatcher, and times POST /api/order/waybill/handmadeSubmit through app.inject
 * (the whole server path: auth, validation, loads, rules, the write transaction). One warm-up round, then
 * BENCH_ROUNDS (5) timed rounds on fresh waybills. Creates its own database `tms_bench_submit` (dropped at
 * the end; BENCH_KEEP=1 keeps it). DATABASE_URL names the server.
 */
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { seedAll } from '../src/seed/index';
import { type BenchDb, withBenchApp, withBenchDatabase } from './shared';

const DB_NAME = 'tms_bench_submit';
const LINES = 20;
const STOPS = 15;
const WAYBILLS_PER_LINE = 15;
const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 5), 50);
const DISPATCHER = 'zhang.wei';
const DAY = '2030-06-03';

/** One warehouse and LINES x (STOPS - 1) stores of the Shanghai center, open all week 05:00-23:00. */
async function seedNetwork(db: BenchDb) {
  await db.execute(sql`
    insert into base_station (uuid, code, name, client_id, dispatch_center_id, type, city, address, create_by)
    select 'bs-' || g, 'BSB' || lpad(g::text, 5, '0'), '压测站点' || g,
           (select client_id from base_data_group_client where data_group_id = 'dg-sh' order by client_id limit 1),
           'dc-sh', case when g = 0 then '2' else '1' end, '上海市', '测试路 ' || g || ' 号', 'bench'
      from generate_series(0, ${LINES * (STOPS - 1)}) g`);
  await db.execute(sql`
    insert into base_station_time_window (station_id, weekday_code, start_time, end_time)
    select 'bs-' || g, d, '05:00', '23:00'
      from generate_series(0, ${LINES * (STOPS - 1)}) g, generate_series(1, 7) d`);
  await db.execute(sql`
    insert into base_vehicle_model (uuid, code, name, temperature_layers, rated_load_kg, rated_volume_m3, create_by)
    values ('bench-cold', 'BENCHCOLD', '压测冷藏车', '["FROZEN","CHILLED"]'::jsonb, 30000, 80, 'bench')`);
}

/** LINES x WAYBILLS_PER_LINE waybills held by the dispatcher (user 2), each with one goods line. */
async function seedRound(db: BenchDb, round: number) {
  const total = LINES * WAYBILLS_PER_LINE;
  await db.execute(sql`
    insert into order_waybill (uuid, code, client_id, dispatch_center_id, ship_from_id, ship_to_id, status,
                               held_by, held_by_name, held_at, total_weight, total_volume, total_pallets,
                               etd, eta, create_by)
    select 'bw-' || ${round} || '-' || g, 'BW' || ${round} || lpad(g::text, 5, '0'),
           (select client_id from base_data_group_client where data_group_id = 'dg-sh' order by client_id limit 1),
           'dc-sh', 'bs-0',
           'bs-' || (1 + (g / ${WAYBILLS_PER_LINE}) * ${STOPS - 1} + (g % ${WAYBILLS_PER_LINE}) % ${STOPS - 1}),
           'H', 2, '张伟', now(), 120, 0.5, 1, ${`${DAY} 05:00:00`}, ${`${DAY} 22:00:00`}, 'bench'
      from generate_series(0, ${total - 1}) g`);
  await db.execute(sql`
    insert into order_waybill_line (uuid, waybill_id, line_no, temperature, quantity, cases, weight, volume, pallets)
    select 'bw-' || ${round} || '-' || g || '-1', 'bw-' || ${round} || '-' || g, 1,
           case when g % 2 = 0 then 'FROZEN' else 'CHILLED' end, 10, 10, 120, 0.5, 1
      from generate_series(0, ${total - 1}) g`);
}

const time = (minutes: number) => {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return `${DAY} ${h}:${m}:00`;
};

function payload(round: number) {
  const lines = [];
  for (let l = 0; l < LINES; l++) {
    const ids = Array.from(
      { length: WAYBILLS_PER_LINE },
      (_, j) => `bw-${round}-${l * WAYBILLS_PER_LINE + j}`,
    );
    const stations = [
      'bs-0',
      ...Array.from({ length: STOPS - 1 }, (_, s) => `bs-${1 + l * (STOPS - 1) + s}`),
    ];
    lines.push({
      uuid: null,
      vehicleMainModelId: 'bench-cold',
      routeDetailId: null,
      routeDetailName: null,
      transType: '3',
      waybillIdList: ids,
      stopList: stations.map((stationId, i) => ({
        stationId,
        sequence: i + 1,
        eta: time(360 + i * 40),
        etd: time(360 + i * 40 + 15),
        isBckWare: i === 0 ? 'Y' : 'N',
        backWareEta: i === 0 ? time(22 * 60) : null,
        backWareEtd: i === 0 ? time(22 * 60 + 20) : null,
      })),
    });
  }
  return { lines, windowConfirmed: true };
}

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    await seedAll(database.db);
    await seedNetwork(database.db);
    for (let round = 0; round <= ROUNDS; round++) await seedRound(database.db, round);
    await database.db.execute(sql`vacuum analyze`);
    await withBenchApp(database, async (app) => {
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login/slide',
        payload: { username: DISPATCHER, password: DEMO_PASSWORD },
      });
      const token = (login.json() as { data: { token: string } }).data.token;
      const timings: number[] = [];
      for (let round = 0; round <= ROUNDS; round++) {
        const body = payload(round);
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/order/waybill/handmadeSubmit',
          headers: { authorization: `Bearer ${token}`, lang: 'en-US' },
          payload: body,
        });
        const elapsed = performance.now() - started;
        const answer = response.json() as { code: number; msg: string; data: { shipments: unknown[] } };
        if (answer.code !== 0) throw new Error(`submit answered ${answer.code} ${answer.msg}`);
        if (answer.data.shipments.length !== LINES) throw new Error('wrong number of shipments');
        if (round > 0) timings.push(elapsed); // round 0 warms up
        process.stdout.write(`round ${round}${round === 0 ? ' (warm-up)' : ''}: ${elapsed.toFixed(1)} ms\n`);
      }
      const sorted = [...timings].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      process.stdout.write(
        `\nPOST /api/order/waybill/handmadeSubmit, PostgreSQL, ${LINES} lines x ${STOPS} stops, ` +
          `${LINES * WAYBILLS_PER_LINE} waybills: median ${median.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms ` +
          `over ${timings.length} rounds (budget 300 ms)\n`,
      );
    });
  });
}

await main();
