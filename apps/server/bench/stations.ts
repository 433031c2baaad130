/**
 * npm run bench:stations — the station budgets on PostgreSQL, on this machine only:
 * - a filtered station page (a Shanghai dispatcher, scoped by center and data groups) with 50,000 stations,
 *   32 connections for BENCH_SECONDS (10 by default);
 * - importing 10,000 station rows through POST /system/station/importData (one xlsx file).
 * Creates its own database `tms_bench_stations` (dropped at the end). DATABASE_URL names the server.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { seedAll } from '../src/seed/index';
import { seedStations } from './seeders';
import {
  BENCH_CONNECTIONS,
  BENCH_SECONDS,
  describeLoad,
  runLoad,
  signIn,
  withBenchDatabase,
  withListeningApp,
} from './shared';

const DB_NAME = 'tms_bench_stations';
const STATIONS = 50_000;
const IMPORT_ROWS = 10_000;
const DISPATCHER = 'zhang.wei';
const LIST_QUERY = 'type=1&enableFlag=Y&city=上海市&pageSize=30';

/**
 * An import file of IMPORT_ROWS valid stores (codes IMPnnnnn) with time windows, headed by the field keys
 * (the import matches headers in any language or by key).
 */
async function importFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('stations');
  sheet.addRow([
    'code',
    'name',
    'type',
    'clientCode',
    'province',
    'city',
    'address',
    'longitude',
    'latitude',
    'timeWindows',
  ]);
  for (let n = 1; n <= IMPORT_ROWS; n++) {
    sheet.addRow([
      `IMP${String(n).padStart(5, '0')}`,
      `导入门店${n}`,
      '1',
      `C${String(1 + (n % 15)).padStart(3, '0')}`,
      '上海市',
      '上海市',
      `导入路 ${n} 号`,
      (121.4 + (n % 100) / 1000).toFixed(6),
      (31.2 + (n % 100) / 1000).toFixed(6),
      '1-6 06:00-10:00; 7 08:00-12:00',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  await withBenchDatabase(DB_NAME, async (database) => {
    const seedStart = Date.now();
    await seedAll(database.db);
    await seedStations(database.db, STATIONS);
    await database.db.execute(sql`vacuum analyze`);
    process.stdout.write(`seeded system + ${STATIONS} stations in ${Date.now() - seedStart} ms\n`);

    await withListeningApp(database, async (base) => {
      const token = await signIn(base, DISPATCHER);
      const listUrl = `${base}/system/station/list?${encodeURI(LIST_QUERY)}`;
      const check = (await (
        await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { code: number; msg: string; total: number; data: unknown[] };
      if (check.code !== 0) throw new Error(`list answered ${check.code} ${check.msg}`);
      process.stdout.write(`list check: total ${check.total}, page ${check.data.length}\n`);

      const figures = await runLoad(listUrl, token);
      process.stdout.write(
        `\n${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s, PostgreSQL, ${STATIONS} stations, as ${DISPATCHER}\n` +
          `GET /api/system/station/list?${LIST_QUERY}\n  ${describeLoad(figures)}\n`,
      );

      const adminToken = await signIn(base, 'admin');
      const file = await importFile();
      const form = new FormData();
      form.append('file', new Blob([file]), 'stations.xlsx');
      const started = Date.now();
      const imported = (await (
        await fetch(`${base}/system/station/importData`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminToken}`, lang: 'en-US' },
          body: form,
        })
      ).json()) as { code: number; msg: string; data: unknown };
      const elapsed = Date.now() - started;
      if (imported.code !== 0) {
        throw new Error(
          `import answered ${imported.code} ${imported.msg} ${JSON.stringify(imported.data).slice(0, 400)}`,
        );
      }
      process.stdout.write(`import of ${IMPORT_ROWS} station rows (${file.length} bytes): ${elapsed} ms\n`);
    });
  });
}

await main();
