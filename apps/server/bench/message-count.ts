/**
 * npm run bench:message-count — the header badge budget on PostgreSQL: GET /message/index/messageCount
 * (p99) within 2× the raw SQL of the same counts, both at BENCH_CONNECTIONS (32) concurrent callers.
 * - seed: the demo data, then 2,000 users over the three centers, 2,000 messages of every message type
 *   fanned out to 100 users each (200,000 msg_recipient rows, a third unread, some deleted; the
 *   dispatcher receives every tenth), 50,000 alerts, 5,000 ETA exceptions and 5,000 shipment
 *   exceptions over the three centers' demo shipments;
 * - (a) the endpoint over HTTP, signed in as a Shanghai dispatcher (center and client scope), with
 *   autocannon for BENCH_REQUESTS requests (5,000);
 * - (b) one hand-written statement answering the same counts for the same user and center, through a pg
 *   Pool of BENCH_CONNECTIONS connections, the same number of times.
 * The endpoint's answer is checked against the raw counts first. Figures are printed, not asserted: the
 * exit code is non-zero only on an error. Creates its own database `tms_bench_message_count` (dropped at
 * the end; BENCH_KEEP=1 keeps it for EXPLAIN).
 */
import { performance } from 'node:perf_hooks';
import { ALERT_RULE_TYPES } from '@tms/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../src/platform/db';
import { seedAll } from '../src/seed/index';
import {
  BENCH_CONNECTIONS,
  type BenchDb,
  loadAverage,
  signIn,
  withBenchDatabase,
  withListeningApp,
} from './shared';

const DB_NAME = 'tms_bench_message_count';
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS ?? 5_000), 100_000);
const USERS = 2_000;
const MESSAGES = 2_000;
const RECIPIENTS_PER_MESSAGE = 100;
const ALERTS = 50_000;
const ETA_EXCEPTIONS = 5_000;
const SHIPMENT_EXCEPTIONS = 5_000;
const DISPATCHER = 'zhang.wei';
const CENTERS = `array['dc-sh','dc-gz','dc-hk']`;
/** The badge names the use case fills beside the message types (the alert badges and totals). */
const BADGE_ALERT_TYPES = ['temp', 'speed', 'door', 'stop', 'geo', 'tired', 'defer'];

/** The volume above, in a few set-based statements. */
async function seedVolume(db: BenchDb) {
  await db.execute(sql`
    insert into sys_user (dept_id, user_name, nick_name, password, create_by)
    select 111, 'bench.user.' || g, '压测用户' || g, (select password from sys_user where id = 1), 'bench'
      from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into sys_user_dispatch_center (user_id, dispatch_center_id, is_default)
    select id, (${sql.raw(CENTERS)})[1 + id % 3], 1 from sys_user where user_name like 'bench.user.%'`);
  await db.execute(sql`
    insert into msg_message (type, title, body, sender_id, status, recipients, create_time, send_time)
    select (select array_agg(dict_value order by dict_sort, id) from sys_dict_data where dict_type = 'message_type')
             [1 + g % (select count(*) from sys_dict_data where dict_type = 'message_type')::int],
           'bench-msg-' || g, '<p>压测消息</p>', 1, 'sent', '{"userIds":[],"centerIds":["dc-sh"],"roleIds":[]}',
           now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${MESSAGES}) g`);
  // Message i reaches users (i + 20k) mod USERS for k < 100: each pair once, 100 messages per user.
  await db.execute(sql`
    with m as (select id, send_time, row_number() over (order by id) as i from msg_message where title like 'bench-msg-%'),
         u as (select id, row_number() over (order by id) - 1 as n from sys_user where user_name like 'bench.user.%')
    insert into msg_recipient (message_id, user_id, receive_time, is_read, read_time, is_deleted)
    select m.id, u.id, m.send_time, (m.i + k) % 3 <> 0, case when (m.i + k) % 3 <> 0 then m.send_time end,
           (m.i * 7 + k) % 20 = 0
      from m cross join generate_series(0, ${RECIPIENTS_PER_MESSAGE - 1}) k
      join u on u.n = (m.i + k * 20) % ${USERS}`);
  await db.execute(sql`
    insert into msg_recipient (message_id, user_id, receive_time, is_read, read_time, is_deleted)
    select m.id, u.id, m.send_time, m.id % 4 <> 0, null, m.id % 17 = 0
      from msg_message m, sys_user u
     where m.title like 'bench-msg-%' and m.id % 10 = 0 and u.user_name = ${DISPATCHER}`);
  // Alerts, mostly dealt, on each center's own demo shipments.
  await db.execute(sql`
    with s as (select dispatch_center_id as c, array_agg(uuid order by uuid) as ids
                 from shipment_shipment where del_flag = '0' group by dispatch_center_id)
    insert into shipment_alert (alert_key, shipment_id, alert_type, level, dispatch_center_id, alert_content,
                                start_time, end_time, deal_status, create_by)
    select 'bench|' || g, s.ids[1 + g % cardinality(s.ids)],
           (${sql.raw(`array[${ALERT_RULE_TYPES.map((t) => `'${t}'`).join(',')}]`)})[1 + (g / 3) % ${ALERT_RULE_TYPES.length}],
           (array['slight','moderate','serious'])[1 + g % 3], s.c, '压测告警',
           now() - make_interval(mins => g), now() - make_interval(mins => g) + interval '10 minutes',
           case when g % 5 = 0 then 'N' else 'Y' end, 'bench'
      from generate_series(1, ${ALERTS}) g join s on s.c = (${sql.raw(CENTERS)})[1 + g % 3]`);
  await db.execute(sql`
    with s as (select dispatch_center_id as c, array_agg(uuid order by uuid) as ids
                 from shipment_shipment where del_flag = '0' group by dispatch_center_id)
    insert into shipment_exception_eta (shipment_id, stop_id, dispatch_center_id, predicted_eta, late_minutes,
                                        deal_status, create_by)
    select s.ids[1 + g % cardinality(s.ids)], 1000000 + g, s.c, now() + make_interval(mins => g % 90), 30 + g % 60,
           case when g % 10 < 3 then 'N' else 'Y' end, 'bench'
      from generate_series(1, ${ETA_EXCEPTIONS}) g join s on s.c = (${sql.raw(CENTERS)})[1 + g % 3]`);
  await db.execute(sql`
    with s as (select dispatch_center_id as c, array_agg(uuid order by uuid) as ids
                 from shipment_shipment where del_flag = '0' group by dispatch_center_id)
    insert into shipment_exception (shipment_id, dispatch_center_id, kind, subject, detail, status, create_by)
    select s.ids[1 + g % cardinality(s.ids)], s.c, 'STOP_MISSED', 'stop:bench-' || g, '{}',
           case when g % 10 < 3 then 'U' else 'H' end, 'bench'
      from generate_series(1, ${SHIPMENT_EXCEPTIONS}) g join s on s.c = (${sql.raw(CENTERS)})[1 + g % 3]`);
}

/**
 * The same counts as one statement, written by hand: the user's clients (directly and through base data
 * groups), then the undealt alerts per type, the undealt ETA exceptions and the unhandled shipment
 * exceptions of the center whose shipments carry only those clients' waybills, and the unread present
 * inbox rows per message type. $1 user id, $2 center, $3 alert types.
 */
const RAW_COUNTS = `
with refs as (select group_type, ref_id from sys_user_data_group where user_id = $1),
     clients as (select ref_id as id from refs where group_type = 'client'
                 union
                 select c.client_id from base_data_group_client c
                  where c.data_group_id in (select ref_id from refs where group_type = 'dataGroup')),
     foreign_shipment as (select distinct w.shipment_id from order_waybill w
                           where w.del_flag = '0' and w.shipment_id is not null
                             and (w.client_id is null or w.client_id not in (select id from clients)))
select 'alert:' || a.alert_type as k, count(*)::int as n from shipment_alert a
 where a.dispatch_center_id = $2 and a.deal_status = 'N' and a.alert_type = any($3::text[])
   and a.shipment_id not in (select shipment_id from foreign_shipment)
 group by a.alert_type
union all
select 'exceptionEta', count(*)::int from shipment_exception_eta e
 where e.dispatch_center_id = $2 and e.deal_status = 'N'
   and e.shipment_id not in (select shipment_id from foreign_shipment)
union all
select 'exception', count(*)::int from shipment_exception x
 where x.dispatch_center_id = $2 and x.status = 'U'
   and x.shipment_id not in (select shipment_id from foreign_shipment)
union all
select 'message:' || m.type, count(*)::int from msg_recipient r join msg_message m on m.id = r.message_id
 where r.user_id = $1 and r.is_deleted = false and r.is_read = false
 group by m.type
union all
select 'type:' || d.dict_value, 0 from sys_dict_data d where d.dict_type = 'message_type' and d.status = '0'`;

/** The raw rows as the endpoint's answer: the same keys, so the two can be compared. */
function countsOfRaw(rows: { k: string; n: number }[]): Record<string, number> {
  const counts: Record<string, number> = { message: 0, exception: 0, NOTICE: 0, alert: 0, exceptionEta: 0 };
  for (const type of BADGE_ALERT_TYPES) counts[type] = 0;
  const unread = new Map<string, number>();
  for (const { k, n } of rows) {
    if (k.startsWith('alert:')) {
      counts.alert = (counts.alert ?? 0) + n;
      const type = k.slice('alert:'.length);
      if (BADGE_ALERT_TYPES.includes(type)) counts[type] = n;
    } else if (k.startsWith('message:')) unread.set(k.slice('message:'.length), n);
    else if (k === 'exceptionEta' || k === 'exception') counts[k] = n;
  }
  counts.message = [...unread.values()].reduce((sum, n) => sum + n, 0);
  counts.NOTICE = unread.get('NOTICE') ?? 0;
  for (const { k } of rows) {
    if (!k.startsWith('type:')) continue;
    const type = k.slice('type:'.length);
    if (type === 'NOTICE' || !(type in counts)) counts[type] = unread.get(type) ?? 0;
  }
  return counts;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** `runs` runs of `run` by `concurrency` workers; each run's time, sorted. */
async function timePool(concurrency: number, runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < runs) {
        next += 1;
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedVolume(database.db);
    await database.db.execute(sql`vacuum analyze`);
    const [volume] = rowsOf<{ recipients: number; alerts: number; etas: number; exceptions: number }>(
      await database.db.execute(sql`
        select (select count(*) from msg_recipient)::int as recipients, (select count(*) from shipment_alert)::int as alerts,
               (select count(*) from shipment_exception_eta)::int as etas, (select count(*) from shipment_exception)::int as exceptions`),
    );
    process.stdout.write(
      `seeded demo + ${USERS} users, ${volume?.recipients} msg_recipient, ${volume?.alerts} alerts, ` +
        `${volume?.etas} ETA exceptions, ${volume?.exceptions} shipment exceptions in ${Date.now() - seedStart} ms\n`,
    );
    const [who] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id::int as id from sys_user where user_name = ${DISPATCHER}`),
    );
    if (!who) throw new Error(`no user ${DISPATCHER}`);

    await withListeningApp(database, async (base) => {
      const token = await signIn(base, DISPATCHER);
      const url = `${base}/message/index/messageCount`;
      const answer = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        code: number;
        msg: string;
        data: Record<string, number>;
      };
      if (answer.code !== 0) throw new Error(`messageCount answered ${answer.code} ${answer.msg}`);
      const [session] = rowsOf<{ center: string }>(
        await database.db.execute(
          sql`select dispatch_center_id as center from sys_session where user_id = ${who.id} order by login_time desc limit 1`,
        ),
      );
      const center = session?.center;
      if (!center) throw new Error(`${DISPATCHER} signed in without a dispatch center`);

      const raw = new pg.Pool({ connectionString: database.url, max: BENCH_CONNECTIONS });
      try {
        const rawQuery = () =>
          raw.query<{ k: string; n: number }>(RAW_COUNTS, [who.id, center, ALERT_RULE_TYPES]);
        const expected = countsOfRaw((await rawQuery()).rows);
        process.stdout.write(`counts of ${DISPATCHER} in ${center}: ${JSON.stringify(answer.data)}\n`);
        if (!sameCounts(answer.data, expected)) {
          throw new Error(`the endpoint and the raw SQL disagree: raw ${JSON.stringify(expected)}`);
        }

        const load = await autocannon({
          url,
          connections: BENCH_CONNECTIONS,
          amount: REQUESTS,
          // The load generator runs in a worker thread, so it does not share the server's event loop.
          workers: 1,
          headers: { authorization: `Bearer ${token}` },
        });
        if (load.errors > 0 || load.non2xx > 0) {
          throw new Error(`endpoint load: ${load.errors} errors, ${load.non2xx} non-2xx`);
        }
        // Warm the raw pool's connections (the app's pool is warm from the load above).
        await timePool(BENCH_CONNECTIONS, BENCH_CONNECTIONS * 4, rawQuery);
        const rawTimes = await timePool(BENCH_CONNECTIONS, REQUESTS, rawQuery);
        const rawP50 = percentile(rawTimes, 50);
        const rawP99 = percentile(rawTimes, 99);
        const ratio = load.latency.p99 / rawP99;
        process.stdout.write(
          `\n${BENCH_CONNECTIONS} concurrent, ${REQUESTS} requests each, PostgreSQL, as ${DISPATCHER} (load ${loadAverage()})\n` +
            `  GET /api/message/index/messageCount  p50 ${load.latency.p50} ms  p99 ${load.latency.p99} ms  ` +
            `${Math.round(load.requests.average)} req/s  (autocannon, whole ms)\n` +
            `  raw SQL, one statement, pg Pool(${BENCH_CONNECTIONS})  p50 ${rawP50.toFixed(1)} ms  p99 ${rawP99.toFixed(1)} ms\n` +
            `  p99 endpoint / p99 raw = ${ratio.toFixed(2)}  (budget 2)\n`,
        );
      } finally {
        await raw.end();
      }
    });
  });
}

await main();
