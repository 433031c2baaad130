/**
 * npm run bench: the API under load, on PostgreSQL, on this machine only.
 *
 * Creates its own database `tms_bench` (dropped at the end), seeds the system and demo data plus
 * 10,000 users, starts the app in-process on a free loopback port, signs in as admin, and runs
 * autocannon (32 connections, ~10 s each, bounded) against the user info and a filtered user list.
 * DATABASE_URL names the server (default postgres://root@127.0.0.1:5432/test); BENCH_SECONDS and
 * BENCH_CONNECTIONS override the load.
 */
import { sql } from 'drizzle-orm';
import { seedAll } from '../src/seed/index';
import { seedUsers } from './seeders';
import {
  BENCH_CONNECTIONS,
  BENCH_SECONDS,
  describeLoad,
  type LoadFigures,
  runLoad,
  signIn,
  withBenchDatabase,
  withListeningApp,
} from './shared';

const DB_NAME = 'tms_bench';
const USERS = 10_000;
const LIST_QUERY = 'status=0&deptId=101&pageSize=30';

async function main() {
  // This bench always drops its database (BENCH_KEEP is for the others).
  await withBenchDatabase(
    DB_NAME,
    async (database) => {
      const seedStart = Date.now();
      await seedAll(database.db);
      await seedUsers(database.db, USERS);
      // A live table is vacuumed by autovacuum; do it now so index-only scans see a set visibility map.
      await database.db.execute(sql`vacuum analyze`);
      process.stdout.write(`seeded system + ${USERS} users in ${Date.now() - seedStart} ms\n`);

      await withListeningApp(database, async (base) => {
        const token = await signIn(base, 'admin');

        // One checked call each, so the figures are for real answers and not errors.
        const check = (await (
          await fetch(`${base}/system/user/list?${LIST_QUERY}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { code: number; total: number; data: unknown[] };
        if (check.code !== 0) throw new Error(`list answered code ${check.code}`);
        process.stdout.write(`list check: total ${check.total}, page ${check.data.length}\n`);

        // BENCH_ONLY=info|list runs one endpoint (for profiling one at a time).
        const only = process.env.BENCH_ONLY;
        const figures: (LoadFigures & { name: string })[] = [];
        if (only !== 'list') {
          const info = await runLoad(`${base}/system/user/info`, token);
          figures.push({ name: 'GET /api/system/user/info', ...info });
        }
        if (only !== 'info') {
          const list = await runLoad(`${base}/system/user/list?${LIST_QUERY}`, token);
          figures.push({ name: `GET /api/system/user/list?${LIST_QUERY}`, ...list });
        }
        process.stdout.write(
          `\n${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s each, PostgreSQL, 10,000 users\n`,
        );
        for (const f of figures) process.stdout.write(`${f.name}\n  ${describeLoad(f)}\n`);
      });
    },
    { honourKeep: false },
  );
}

await main();
