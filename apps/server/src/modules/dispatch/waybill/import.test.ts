import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, items, stations, waybills } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let clientCode: string;
let itemCode: string;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  const db = t.database.db;
  const [store] = await db
    .select({ code: clients.code, uuid: clients.uuid })
    .from(stations)
    .innerJoin(clients, eq(clients.uuid, stations.clientId))
    .where(eq(stations.uuid, 'st-s-sh-001'));
  clientCode = store?.code as string;
  const [item] = await db
    .select({ code: items.code })
    .from(items)
    .where(eq(items.clientId, store?.uuid as string))
    .limit(1);
  itemCode = item?.code as string;
});
afterAll(async () => {
  await t.close();
});

const HEADER = [
  'Reference no.',
  'Client code',
  'Ship-from station code',
  'Ship-to station code',
  'ETD',
  'ETA',
  'Item code',
  'Quantity',
  'Weight (kg)',
];

async function upload(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('waybills');
  ws.addRow(HEADER);
  for (const row of rows) ws.addRow(row);
  const content = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.call<{ row: number; field: string; message: string }[] | { count: number }>(
    'POST',
    '/api/order/waybill/importData',
    {
      token: zhang,
      lang: 'en-US',
      body: Buffer.concat([head, content, tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
  );
}

const imported = async (prefix: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(waybills)
      .where(and(like(waybills.refNo, `${prefix}%`), eq(waybills.source, 'IMPORT')))
  )[0]?.n;

describe('waybill import', () => {
  it('groups rows by client and reference into waybills with their lines', async () => {
    const { body } = await upload([
      [
        'IMP-A',
        clientCode,
        'W-SH-01',
        'S-SH-001',
        '2030-05-06 06:00',
        '2030-05-06 09:00',
        itemCode,
        2,
        '0.1',
      ],
      ['IMP-A', clientCode, 'W-SH-01', 'S-SH-001', '', '', itemCode, 1, '0.2'],
      ['IMP-B', clientCode, 'W-SH-01', 'S-SH-001', '', '', itemCode, 5, ''],
    ]);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ count: 2 });
    const [a] = await t.database.db.select().from(waybills).where(eq(waybills.refNo, 'IMP-A'));
    expect([a?.status, a?.totalWeight, a?.totalQuantity, a?.etd]).toEqual([
      'O',
      '0.300',
      '3.000',
      '2030-05-06 06:00:00',
    ]);
    expect(a?.code).toMatch(/^WB/);
  });

  it('reports each bad row with its line and field, and saves nothing', async () => {
    const { body } = await upload([
      ['IMP-C', clientCode, 'W-SH-01', 'S-SH-001', '', '', itemCode, 2, ''],
      ['IMP-D', clientCode, 'W-SH-01', 'NOPE', '', '', itemCode, 1, ''],
      ['IMP-E', clientCode, 'W-SH-01', 'S-SH-001', 'soon', '', itemCode, 0, ''],
    ]);
    expect(body.code).toBe(500);
    expect(body.data).toEqual([
      { row: 3, field: 'shipToCode', message: 'Station NOPE does not exist or is disabled' },
      expect.objectContaining({ row: 4, field: 'etd' }),
      { row: 4, field: 'quantity', message: 'Line 1: the quantity must be above 0 with at most 3 decimals' },
    ]);
    expect(await imported('IMP-C')).toBe(0);
  });

  it('serves a template with translated headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/waybill/importTemplate',
      headers: { authorization: `Bearer ${zhang}`, lang: 'en-US' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(1).text).toBe('Reference no.');
  });
});
