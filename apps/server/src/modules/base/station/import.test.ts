import { count, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, stations, stationTimeWindows } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { parseTimeWindows } from './import-stations';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await t.database.db
    .insert(clients)
    .values({ uuid: 'client-imp', code: 'TIMP', name: '导入客户', createBy: 'test' });
});
afterAll(async () => {
  await t.close();
});

const EN_HEADER = [
  'Station code',
  'Station name',
  'Station type',
  'Client code',
  'Dispatch center',
  'City',
  'Longitude',
  'Latitude',
  'Delivery time windows',
];

async function sheet(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('stations');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(fileName: string, content: Buffer) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.call<unknown>('POST', '/api/system/station/importData', {
    token: admin,
    lang: 'en-US',
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const importedCount = async (prefix: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(stations)
      .where(like(stations.code, `${prefix}%`))
  )[0]?.n;

describe('time windows in a cell', () => {
  it('reads ranges, lists and several parts', () => {
    expect(parseTimeWindows('1-2 06:00-10:00; 7 08:00-12:00')).toEqual([
      { weekdayCode: 1, startTime: '06:00', endTime: '10:00' },
      { weekdayCode: 2, startTime: '06:00', endTime: '10:00' },
      { weekdayCode: 7, startTime: '08:00', endTime: '12:00' },
    ]);
    expect(parseTimeWindows('1,3 06:00-10:00')?.map((w) => w.weekdayCode)).toEqual([1, 3]);
    expect(parseTimeWindows('Monday morning')).toBeNull();
  });
});

describe('GET /system/station/importTemplate', () => {
  it('answers an xlsx with the headers in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/station/importTemplate',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = ((book.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header.slice(0, 5)).toEqual([
      'Station code',
      'Station name',
      'Station type',
      'Client code',
      'Dispatch center',
    ]);
  });
});

describe('POST /system/station/importData', () => {
  it('reports the row and field of each bad row and saves nothing', async () => {
    const file = await sheet(EN_HEADER, [
      ['IMP-B-01', '好站点', '门店', 'TIMP', 'SH', '上海市', 121.47, 31.23, '1-6 06:00-10:00'],
      [
        'IMP-B-02',
        '重复星期',
        'Store',
        'TIMP',
        'SH',
        '上海市',
        121.47,
        31.23,
        '1 06:00-10:00; 1 14:00-16:00',
      ],
      ['IMP-B-03', '坏客户', '1', 'NOPE', 'SH', '上海市', 121.47, 31.23, ''],
      ['IMP-B-01', '重复编码', '9', 'TIMP', 'SH', '上海市', 200, 31.23, ''],
    ]);
    const { body } = await upload('stations.xlsx', file);
    expect(body.code).toBe(500);
    expect(body.msg).toContain('3');
    expect(body.data).toEqual([
      { row: 3, field: 'timeWindows', message: 'Time-window weekdays cannot repeat (weekday 1)' },
      { row: 4, field: 'clientCode', message: 'Client "NOPE" does not exist or is disabled' },
      { row: 5, field: 'code', message: 'Repeats row 2' },
      { row: 5, field: 'type', message: 'Station type: "9" is not a value of its dictionary' },
      { row: 5, field: 'longitude', message: 'Longitude is out of range' },
    ]);
    expect(await importedCount('IMP-B-')).toBe(0);
  });

  it('refuses a file that is not xls or xlsx', async () => {
    const { body } = await upload('stations.csv', Buffer.from('code,name'));
    expect(body.code).toBe(500);
    expect(body.msg).toContain('xls');
  });

  it('imports a good file with labels in any language, with its time windows', async () => {
    const file = await sheet(EN_HEADER, [
      ['IMP-G-01', '导入门店一', '门店', 'TIMP', 'SH', '上海市', 121.47, 31.23, '1-6 06:00-10:00'],
      ['IMP-G-02', '导入枢纽', 'Cross-dock hub', '', 'GZ', '广州市', 113.26, 23.13, ''],
    ]);
    const { body } = await upload('stations.xlsx', file);
    expect(body).toMatchObject({ code: 0, data: { count: 2 } });
    const list = await t.call<
      { code: string; type: string; dispatchCenterId: string; timeWindowText: string | null }[]
    >('GET', '/api/system/station/listByDatagroup?code=IMP-G', { token: admin });
    expect(list.body.data.map((s) => s.code)).toEqual(['IMP-G-01']);
    const [windows] = await t.database.db.select({ n: count() }).from(stationTimeWindows);
    expect(windows?.n).toBeGreaterThanOrEqual(6);
  });

  // Budget: 10,000 rows under 10 s. Run with STATION_IMPORT_BENCH=1; prints the figure.
  it.runIf(process.env.STATION_IMPORT_BENCH)(
    'imports 10,000 rows in under 10 s',
    async () => {
      const rows: (string | number)[][] = [];
      for (let i = 1; i <= 10_000; i++) {
        rows.push([
          `BENCH-${i}`,
          `压测门店${i}`,
          '1',
          'TIMP',
          'SH',
          '上海市',
          121.4 + i / 1e5,
          31.2,
          '1-6 06:00-10:00',
        ]);
      }
      const file = await sheet(EN_HEADER, rows);
      const started = performance.now();
      const { body } = await upload('bench.xlsx', file);
      const ms = Math.round(performance.now() - started);
      console.log(`station import: 10,000 rows (60,000 time windows) in ${ms} ms`);
      expect(body).toMatchObject({ code: 0, data: { count: 10_000 } });
      expect(ms).toBeLessThan(10_000);
    },
    120_000,
  );
});
