import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, items, reportTasks } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

type Item = {
  uuid: string;
  code: string;
  name: string;
  temperature: string;
  clientId: string | null;
  weightKg: string | null;
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await t.database.db
    .insert(clients)
    .values([{ uuid: 'cl-item-test', code: 'CIT01', name: '测试客户（物料）' }])
    .onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  code: 'IT-0001',
  name: '速冻水饺 猪肉白菜 1kg',
  temperature: 'FROZEN',
  transClassification: '1',
  itemType: '4',
  matType: '1',
  itemBox: 'BOX',
  weightKg: '1.025',
  volumeM3: '0.002100',
  length: '0.5',
  width: '0.35',
  height: '0.25',
  boxFactor: 10,
  palletFactor: 60,
  barcode: '4006381333931',
  category1: '食品',
  category10: '末级分类',
};

const save = (body: Record<string, unknown>, token = admin) =>
  t.call<{ uuid: string }>('POST', '/api/system/item/save', { token, body, lang: 'en-US' });

describe('items: list, create, change, remove', () => {
  it('lists the 300 seeded items, filtered and remotely sorted', async () => {
    const all = await t.call<Item[]>('GET', '/api/system/item/list?pageSize=10', { token: admin });
    expect(all.body.total).toBe(300);
    expect(all.body.data[0]?.code).toBe('I00001');
    const frozen = await t.call<Item[]>('GET', '/api/system/item/list?temperature=FROZEN&pageSize=500', {
      token: admin,
    });
    expect(frozen.body.data.every((i) => i.temperature === 'FROZEN')).toBe(true);
    expect(frozen.body.total).toBeGreaterThan(50);
    const heavy = await t.call<Item[]>(
      'GET',
      '/api/system/item/list?sortField=weightKg&sortOrder=descend&pageSize=3',
      { token: admin },
    );
    const weights = heavy.body.data.map((i) => Number(i.weightKg));
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    const byName = await t.call<Item[]>('GET', `/api/system/item/list?name=${encodeURIComponent('水饺')}`, {
      token: admin,
    });
    expect(byName.body.data.every((i) => i.name.includes('水饺'))).toBe(true);
  });

  it('refuses sorting by a column that is not offered', async () => {
    const { body } = await t.call('GET', '/api/system/item/list?sortField=password', {
      token: admin,
      lang: 'en-US',
    });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('Sorting by "password" is not supported');
  });

  it('creates an item with every field and reads it back', async () => {
    const { body } = await save({ ...valid, clientId: 'cl-item-test' });
    expect(body.code).toBe(0);
    const one = await t.call<Item & Record<string, unknown>>(
      'GET',
      `/api/system/item/get/${body.data.uuid}`,
      { token: admin },
    );
    expect(one.body.data).toMatchObject({
      code: 'IT-0001',
      clientId: 'cl-item-test',
      clientName: '测试客户（物料）',
      weightKg: '1.025',
      volumeM3: '0.002100',
      boxFactor: '10.000',
      category10: '末级分类',
      barcode: '4006381333931',
    });
    const changed = await t.call('POST', '/api/system/item/update', {
      token: admin,
      body: { ...valid, uuid: body.data.uuid, name: '速冻水饺 三鲜 1kg' },
    });
    expect(changed.body.code).toBe(0);
  });

  it('refuses a taken code', async () => {
    const { body } = await save({ ...valid, code: 'I00001' });
    expect(body.msg).toBe('Code "I00001" already exists');
  });

  it('refuses a code with other characters than letters, digits, _ and -', async () => {
    const { body } = await save({ ...valid, code: 'IT 01' });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('code');
  });

  it('refuses a weight with more than 3 decimals', async () => {
    expect((await save({ ...valid, code: 'IT-W', weightKg: '1.0001' })).body.msg).toBe(
      'Weight (kg) must be 0 or more, with at most 3 decimals',
    );
  });

  it('refuses a volume with more than 6 decimals', async () => {
    expect((await save({ ...valid, code: 'IT-V', volumeM3: '0.0000001' })).body.msg).toBe(
      'Volume (m³) must be 0 or more, with at most 6 decimals',
    );
  });

  it('refuses a zero or negative dimension', async () => {
    expect((await save({ ...valid, code: 'IT-D', height: 0 })).body.msg).toBe(
      'Length, width and height must be greater than 0, with at most 3 decimals',
    );
    expect((await save({ ...valid, code: 'IT-D', length: '-1' })).body.code).toBe(500);
  });

  it('refuses a box factor or pallet factor that is not positive', async () => {
    expect((await save({ ...valid, code: 'IT-F', boxFactor: 0 })).body.msg).toBe(
      'Box factor must be greater than 0, with at most 3 decimals',
    );
    expect((await save({ ...valid, code: 'IT-F', palletFactor: -5 })).body.msg).toBe(
      'Pallet factor must be greater than 0, with at most 3 decimals',
    );
  });

  it('refuses a barcode of the wrong length or with a wrong check digit', async () => {
    expect((await save({ ...valid, code: 'IT-B', barcode: '123456789' })).body.msg).toBe(
      'Barcode must be 8, 13 or 14 digits (EAN-8, EAN-13, ITF-14)',
    );
    expect((await save({ ...valid, code: 'IT-B', barcode: '4006381333932' })).body.msg).toBe(
      'Barcode check digit is wrong; it should be 1',
    );
    expect((await save({ ...valid, code: 'IT-B', barcode: '96385074' })).body.code).toBe(0);
  });

  it('refuses a value outside its dictionary', async () => {
    expect((await save({ ...valid, code: 'IT-T', temperature: 'LUKEWARM' })).body.msg).toBe(
      '"LUKEWARM" is not a valid option (item_temperature)',
    );
    expect((await save({ ...valid, code: 'IT-T', itemType: '99' })).body.msg).toBe(
      '"99" is not a valid option (item_type)',
    );
  });

  it('requires code, name and temperature layer', async () => {
    const { body } = await save({ ...valid, code: 'IT-R', temperature: undefined });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('temperature');
  });

  it('refuses an unknown client', async () => {
    expect((await save({ ...valid, code: 'IT-C', clientId: 'nobody' })).body.msg).toBe(
      'Client "nobody" does not exist',
    );
  });

  it('serves selectors by keyword and removes softly', async () => {
    const drop = await t.call<{ code: string }[]>('GET', '/api/system/item/searchSelect?keyword=I0000', {
      token: admin,
    });
    expect(drop.body.data.length).toBe(9);
    const made = await save({ ...valid, code: 'IT-DEL', barcode: null });
    const removed = await t.call('POST', `/api/system/item/remove?ids=${made.body.data.uuid}`, {
      token: admin,
    });
    expect(removed.body.code).toBe(0);
    const gone = await t.call('GET', `/api/system/item/get/${made.body.data.uuid}`, { token: admin });
    expect(gone.body.code).toBe(404);
    // The code is free again once removed (a different body: the repeat guard refuses identical calls).
    const again = await save({ ...valid, code: 'IT-DEL', name: '重新建立', barcode: null });
    expect(again.body.code).toBe(0);
  });
});

describe('item scope', () => {
  it("a user without the client's data group can neither list nor fetch its items", async () => {
    const made = await save({ ...valid, code: 'IT-SCOPE', clientId: 'cl-item-test', barcode: null });
    const zhang = await t.login('zhang.wei');
    const list = await t.call<Item[]>('GET', '/api/system/item/list?code=IT-SCOPE', { token: zhang });
    expect(list.body.code).toBe(0);
    expect(list.body.data).toEqual([]);
    const one = await t.call('GET', `/api/system/item/get/${made.body.data.uuid}`, { token: zhang });
    expect(one.status).toBe(403);
    const into = await save({ ...valid, code: 'IT-SCOPE2', clientId: 'cl-item-test', barcode: null }, zhang);
    expect(into.status).toBe(403);
  });
});

async function sheet(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('items');
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
  return t.call<unknown>('POST', '/api/system/item/importData', {
    token: admin,
    lang: 'en-US',
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const HEADER = [
  'Item code',
  'Item name',
  'Client code',
  'Temperature layer',
  'Weight (kg)',
  'Box factor',
  'Barcode',
];

describe('item import', () => {
  it('offers a template with headers in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/item/importTemplate',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = ((book.worksheets[0]?.getRow(1).values ?? []) as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Item code', 'Item name', 'Client code', 'Cargo type']);
  });

  it('reports the row and field of a bad row and saves nothing', async () => {
    const file = await sheet(HEADER, [
      ['IMP-1', '鲜牛奶 1L', 'CIT01', 'CHILLED', '1.06', 12, ''],
      ['IMP-2', '冰鲜鸡胸肉 500g', 'CIT01', '冷藏 (0~4℃)', '0.5205', 20, ''],
      ['IMP-3', '疫苗冷链箱', '', 'Chilled (0 to 4 °C)', '6.5', 1, '4006381333932'],
    ]);
    const { body } = await upload('items.xlsx', file);
    expect(body.code).toBe(500);
    expect(body.data).toEqual([
      { row: 3, field: 'weightKg', message: 'Weight (kg) must be 0 or more, with at most 3 decimals' },
      { row: 4, field: 'barcode', message: 'Barcode check digit is wrong; it should be 1' },
    ]);
    const list = await t.call<Item[]>('GET', '/api/system/item/list?code=IMP-', { token: admin });
    expect(list.body.data).toEqual([]);
  });

  it('finds unknown clients and layers, and codes repeated or taken', async () => {
    const file = await sheet(HEADER, [
      ['IMP-A', '甲', 'NOPE', 'CHILLED', '', '', ''],
      ['IMP-B', '乙', '', 'WARM', '', '', ''],
      ['IMP-C', '丙', '', 'FROZEN', '', '', ''],
      ['IMP-C', '丙二', '', 'FROZEN', '', '', ''],
      ['I00001', '丁', '', 'FROZEN', '', '', ''],
    ]);
    const { body } = await upload('items.xlsx', file);
    expect(body.data).toEqual([
      { row: 2, field: 'client', message: 'Client "NOPE" does not exist' },
      { row: 3, field: 'temperature', message: '"WARM" is not a valid option (item_temperature)' },
      { row: 5, field: 'code', message: 'Same code as row 4' },
      { row: 6, field: 'code', message: 'Code "I00001" already exists' },
    ]);
  });

  it('imports every row at once when all are valid, labels turned into values', async () => {
    const file = await sheet(HEADER, [
      ['IMP-1', '鲜牛奶 1L', 'CIT01', 'CHILLED', '1.06', 12, '96385074'],
      ['IMP-2', '冰鲜鸡胸肉 500g', 'cit01', '冷冻 (-18℃)', '0.52', 20, ''],
    ]);
    const { body } = await upload('items.xlsx', file);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ count: 2 });
    const list = await t.call<Item[]>('GET', '/api/system/item/list?code=IMP-', { token: admin });
    expect(list.body.data.map((i) => [i.code, i.temperature, i.clientId])).toEqual([
      ['IMP-1', 'CHILLED', 'cl-item-test'],
      ['IMP-2', 'FROZEN', 'cl-item-test'],
    ]);
  });

  it('refuses a file that is not xls or xlsx', async () => {
    const { body } = await upload('items.csv', Buffer.from('a,b'));
    expect(body.code).toBe(500);
  });
});

describe('item export', () => {
  it('answers an xlsx of the filtered list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/item/export?temperature=AMBIENT',
      headers: { authorization: `Bearer ${admin}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    expect(ws?.getRow(1).getCell(1).text).toBe('Item code');
    expect(ws?.getRow(2).getCell(5).text).toBe('AMBIENT');
    expect((ws?.rowCount ?? 0) - 1).toBe(100);
  });

  it('hands an export over 5,000 rows to the download center', async () => {
    const rows = Array.from({ length: 5_001 }, (_, i) => ({
      uuid: `bulk-${i}`,
      code: `BULK${String(i).padStart(5, '0')}`,
      name: '批量物料',
      temperature: 'AMBIENT',
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.database.db.insert(items).values(rows.slice(i, i + 1000));
    const { body } = await t.call<{ taskId: number }>('GET', '/api/system/item/export?code=BULK', {
      token: admin,
      lang: 'en-US',
    });
    expect(body.code).toBe(0);
    expect(body.msg).toBe('This export is large; it is being prepared in the download center');
    const tasks = await t.database.db.select().from(reportTasks);
    expect(tasks.find((task) => task.id === body.data.taskId)?.kind).toBe('base.item.export');
  });
});
