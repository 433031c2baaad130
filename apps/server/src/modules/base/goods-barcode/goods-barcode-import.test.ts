import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = {
  itemCode: string | null;
  barcode: string;
  barcodeType: string;
  mainFlag: string;
  conversionFactor: number;
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const HEADER = ['Item code', 'Barcode', 'Barcode type', 'Conversion factor', 'Main barcode'];

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('barcodes');
  ws.addRow(HEADER);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(content: Buffer, token = admin) {
  const boundary = `----tms${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="barcodes.xlsx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.call<unknown>('POST', '/api/system/goodsBarcode/import', {
    token,
    lang: 'en-US',
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const listOf = async (barcode: string) =>
  (await t.call<Row[]>('GET', `/api/system/goodsBarcode/list?barcode=${barcode}`, { token: admin })).body
    .data;

describe('goods barcode import', () => {
  it('offers a template with headers in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/goodsBarcode/importTemplate',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = ((book.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Item code', 'Barcode', 'Barcode type']);
  });

  it('checks every row with the form rules, reports the bad ones and saves nothing', async () => {
    const { body } = await upload(
      await sheet([
        ['NO-SUCH-ITEM', '6901234567991', 'EAN13', 1, 'N'],
        ['I00004', '6901234567993', 'EAN13', 1, 'N'],
        ['I00004', '6901234567892', 'EAN13', 1, 'N'],
        ['I00001', '6901234568004', 'EAN13', 1, 'Y'],
        ['I00004', '16901234567899', 'ITF14', 1, 'Y'],
        ['I00004', '6901234568011', 'EAN13', 1, 'Y'],
        ['I00005', '16901234567899', 'ITF14', 0, 'N'],
        ['I00005', 'PKG16901', 'UPC', 1, 'N'],
      ]),
    );
    expect(body.code).toBe(500);
    expect(body.data).toEqual([
      { row: 2, field: 'itemCode', message: 'The item does not exist' },
      { row: 3, field: 'barcode', message: 'The barcode check digit is wrong; it should be 1' },
      { row: 4, field: 'barcode', message: 'Barcode "6901234567892" already exists' },
      {
        row: 5,
        field: 'mainFlag',
        message: 'This item already has the main barcode "6901234567892"; an item has one main barcode',
      },
      {
        row: 7,
        field: 'mainFlag',
        message: 'This item already has the main barcode "16901234567899"; an item has one main barcode',
      },
      {
        row: 8,
        field: 'conversionFactor',
        message: 'The conversion factor must be a whole number of 1 or more',
      },
      { row: 9, field: 'barcodeType', message: expect.stringContaining('EAN13/ITF14/CODE128/QR') },
    ]);
    expect(await listOf('16901234567899')).toEqual([]);
  });

  it('a barcode repeated within the file is reported against the later row', async () => {
    const { body } = await upload(
      await sheet([
        ['I00004', '6901234568011', 'EAN13', 1, 'N'],
        ['I00005', '6901234568011', 'EAN13', 1, 'N'],
      ]),
    );
    expect(body.data).toEqual([{ row: 3, field: 'barcode', message: 'Same barcode as row 2' }]);
  });

  it('imports all rows at once when every one is valid, the item found by its code', async () => {
    const { body } = await upload(
      await sheet([
        ['I00004', '16901234567899', 'ITF14', 12, 'Y'],
        ['I00004', '6901234568011', 'ean-13', '', 'N'],
      ]),
    );
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ count: 2 });
    const itf = await listOf('16901234567899');
    expect(itf.map((r) => [r.itemCode, r.barcodeType, r.conversionFactor, r.mainFlag])).toEqual([
      ['I00004', 'ITF14', 12, 'Y'],
    ]);
    const ean = await listOf('6901234568011');
    expect(ean.map((r) => [r.itemCode, r.barcodeType, r.conversionFactor, r.mainFlag])).toEqual([
      ['I00004', 'EAN13', 1, 'N'],
    ]);
  });

  it('needs the import permission', async () => {
    const scheduler = await t.login('wang.fang');
    const { status } = await upload(await sheet([['I00004', 'X1', 'QR', 1, 'N']]), scheduler);
    expect(status).toBe(403);
  });
});
