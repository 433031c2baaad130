/**
 * npm run bench:message-fanout — one message to a whole dispatch center, budget 500 ms: the demo data
 * plus BENCH_FANOUT_USERS (1,000) enabled users in the Shanghai center; the admin sends BENCH_SENDS (10)
 * messages to that center (centerIds) through POST /message/draftBox/send, one after another, each
 * answered only once its msg_recipient rows are written (one transaction). Prints the median and the
 * slowest request, first on PostgreSQL (its own database `tms_bench_message_fanout`, dropped at the end;
 * DATABASE_URL names the server), then on an in-memory PGlite (BENCH_PGLITE=0 skips it). Figures are
 * printed, not asserted: the exit code is non-zero only on an error (a refused send, a wrong count).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../src/platform/db';
import { seedAll } from '../src/seed/index';
import { type BenchDb, loadAverage, signIn, withBenchDatabase, withListeningApp } from './shared';

const DB_NAME = 'tms_bench_message_fanout';
const USERS = Math.max(Number(process.env.BENCH_FANOUT_USERS ?? 1_000), 1);
const SENDS = Math.max(Number(process.env.BENCH_SENDS ?? 10), 1);
const CENTER = 'dc-sh';
const SENDER = 'admin';

/** USERS enabled users, each in the center. */
async function seedCenterUsers(db: BenchDb) {
  await db.execute(sql`
    insert into sys_user (dept_id, user_name, nick_name, password, create_by)
    select 111, 'fanout.user.' || g, '群发用户' || g, (select password from sys_user where id = 1), 'bench'
      from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into sys_user_dispatch_center (user_id, dispatch_center_id, is_default)
    select id, ${CENTER}, 1 from sys_user where user_name like 'fanout.user.%'`);
}

const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;

/** SENDS messages to the center, one after another (plus one unmeasured first send); each request's time. */
async function timeSends(database: Database): Promise<{ times: number[]; recipients: number }> {
  let recipients = 0;
  const times: number[] = [];
  await withListeningApp(database, async (base) => {
    const token = await signIn(base, SENDER);
    const send = async (n: number) => {
      const start = performance.now();
      const response = await fetch(`${base}/message/draftBox/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'NOTICE',
          title: `群发压测 ${n}`,
          body: '<p>今晚 22:00 起仓库盘点，请提前安排。</p>',
          attachmentIds: [],
          userIds: [],
          centerIds: [CENTER],
          roleIds: [],
        }),
      });
      const answer = (await response.json()) as {
        code: number;
        msg: string;
        data: { recipientCount: number };
      };
      const elapsed = performance.now() - start;
      if (answer.code !== 0) throw new Error(`send answered ${answer.code} ${answer.msg}`);
      return { elapsed, recipientCount: answer.data.recipientCount };
    };
    await send(0);
    for (let n = 1; n <= SENDS; n += 1) {
      const { elapsed, recipientCount } = await send(n);
      times.push(elapsed);
      recipients = recipientCount;
    }
  });
  if (recipients < USERS) throw new Error(`a send reached ${recipients} users, expected at least ${USERS}`);
  return { times: times.sort((a, b) => a - b), recipients };
}

function report(label: string, { times, recipients }: { times: number[]; recipients: number }) {
  process.stdout.write(
    `${label}: ${SENDS} sends to ${recipients} recipients each  median ${median(times).toFixed(1)} ms  ` +
      `max ${(times[times.length - 1] ?? Number.NaN).toFixed(1)} ms  (budget 500 ms; load ${loadAverage()})\n`,
  );
}

async function storedRecipients(db: BenchDb): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from msg_recipient`));
  return row?.n ?? 0;
}

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    await seedAll(database.db);
    await seedCenterUsers(database.db);
    await database.db.execute(sql`vacuum analyze`);
    const result = await timeSends(database);
    report('PostgreSQL', result);
    process.stdout.write(`  msg_recipient rows after the sends: ${await storedRecipients(database.db)}\n`);
  });
  if (process.env.BENCH_PGLITE === '0') return;
  const lite = await openDatabase({});
  try {
    await seedAll(lite.db);
    await seedCenterUsers(lite.db);
    report('PGlite (in memory)', await timeSends(lite));
  } finally {
    await lite.close();
  }
}

await main();
