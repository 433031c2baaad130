import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../../../db/schema';
import { listOnlyUser, readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Client = { uuid: string; code: string; name: string; minTemperature: number | null; enableFlag: string };

let t: TestApp;
let admin: string;
let shDispatcher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // zhang.wei: dispatcher of the Shanghai center, holding data group DG-SH (seed).
  shDispatcher = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const save = (body: Record<string, unknown>, token = admin) =>
  t.call<{ uuid: string }>('POST', '/api/system/client/save', { token, body, lang: 'en-US' });

const codes = (rows: { code: string }[]) => rows.map((r) => r.code);

describe('client temperature and formats', () => {
  it('saves a chilled client with a 0 to 4 range and reads it back', async () => {
    const { body } = await save({
      code: 'T-CHILL',
      name: '冷藏客户',
      minTemperature: 0,
      maxTemperature: '4.5',
    });
    expect(body.code).toBe(0);
    const got = await t.call<Client & { maxTemperature: number }>(
      'GET',
      `/api/system/client/get/${body.data.uuid}`,
      {
        token: admin,
      },
    );
    expect(got.body.data).toMatchObject({
      code: 'T-CHILL',
      minTemperature: 0,
      maxTemperature: 4.5,
      enableFlag: 'Y',
    });
  });

  it('refuses a minimum without a maximum', async () => {
    const { body } = await save({ code: 'T-ONE', name: 'x', minTemperature: 2 });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('maxTemperature');
    expect(body.msg).toContain('Minimum and maximum temperature must be filled in together');
  });

  it('refuses a maximum without a minimum', async () => {
    const { body } = await save({ code: 'T-ONE', name: 'x', minTemperature: '', maxTemperature: 4 });
    expect(body.msg).toContain('Minimum and maximum temperature must be filled in together');
  });

  it('refuses a minimum below 0', async () => {
    const { body } = await save({ code: 'T-FROZEN', name: 'x', minTemperature: -18, maxTemperature: -15 });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('Minimum temperature cannot be below 0');
  });

  it('refuses a minimum above the maximum, in the caller language', async () => {
    const { body } = await t.call('POST', '/api/system/client/save', {
      token: admin,
      lang: 'zh-CN',
      body: { code: 'T-UPSIDE', name: 'x', minTemperature: 8, maxTemperature: 2 },
    });
    expect(body.msg).toContain('最低温度不能大于最高温度');
  });

  it('refuses a bad code, a bad mobile and a taken code', async () => {
    expect((await save({ code: 'bad code', name: 'x' })).body.msg).toContain(
      'only letters, digits, underscores and hyphens',
    );
    expect((await save({ code: 'T-MOB', name: 'x', mobile: '12345' })).body.msg).toContain('mobile');
    const taken = await save({ code: 'C001', name: 'x' });
    expect(taken.body.code).toBe(500);
    expect(taken.body.msg).toBe('Code "C001" already exists');
  });
});

describe('client scope (data groups)', () => {
  it('shows a DG-SH dispatcher only the clients of DG-SH', async () => {
    const { body } = await t.call<Client[]>('GET', '/api/system/client/list?pageSize=100', {
      token: shDispatcher,
    });
    expect(codes(body.data)).toEqual([
      'C001',
      'C002',
      'C003',
      'C004',
      'C005',
      'C007',
      'C008',
      'C009',
      'C010',
    ]);
    const all = await t.call<Client[]>('GET', '/api/system/client/list?pageSize=100', { token: admin });
    expect(all.body.total).toBeGreaterThanOrEqual(15);
  });

  it("refuses another center's client by uuid (403) and answers 404 for an unknown one", async () => {
    const other = await t.call('GET', '/api/system/client/get/cl-c012', { token: shDispatcher });
    expect(other.status).toBe(403);
    const own = await t.call<Client>('GET', '/api/system/client/get/cl-c001', { token: shDispatcher });
    expect(own.body.data.code).toBe('C001');
    expect((await t.call('GET', '/api/system/client/get/nope', { token: shDispatcher })).body.code).toBe(404);
  });

  it('scopes the selectors and refuses changes outside the scope', async () => {
    const drop = await t.call<{ code: string }[]>('GET', '/api/system/client/dropBox?keyword=C01', {
      token: shDispatcher,
    });
    expect(codes(drop.body.data)).toEqual(['C010']);
    const search = await t.call<{ code: string }[]>('GET', '/api/system/client/searchSelect?keyword=维他', {
      token: admin,
    });
    expect(codes(search.body.data)).toEqual(['C012']);
    const disable = await t.call('POST', '/api/system/client/updateDisable?ids=cl-c012', {
      token: shDispatcher,
    });
    expect(disable.status).toBe(403);
  });

  it('lists the clients of the caller data groups, or of one group', async () => {
    const mine = await t.call<Client[]>('GET', '/api/system/client/listByDatagroup?pageSize=50', {
      token: shDispatcher,
    });
    expect(codes(mine.body.data)).toContain('C001');
    expect(codes(mine.body.data)).not.toContain('C012');
    const hk = await t.call<Client[]>('GET', '/api/system/client/listByDatagroup?dataGroupId=dg-hk', {
      token: admin,
    });
    expect(codes(hk.body.data)).toEqual(['C012', 'C013', 'C014', 'C015']);
    const refused = await t.call('GET', '/api/system/client/listByDatagroup?dataGroupId=dg-hk', {
      token: shDispatcher,
    });
    expect(refused.status).toBe(403);
  });
});

describe('enable, disable, remove', () => {
  it('refuses to enable an enabled client and to disable a disabled one', async () => {
    const twice = await t.call('POST', '/api/system/client/updateEnable?ids=cl-c001', {
      token: admin,
      lang: 'en-US',
    });
    expect(twice.body.code).toBe(500);
    expect(twice.body.msg).toBe('"C001" is already enabled');
    expect(
      (await t.call('POST', '/api/system/client/updateDisable?ids=cl-c001', { token: admin })).body.code,
    ).toBe(0);
    // A different URL, so the 5-second repeat-submit guard does not answer first.
    const again = await t.call('POST', '/api/system/client/updateDisable?ids=cl-c001&again=1', {
      token: admin,
      lang: 'en-US',
    });
    expect(again.body.msg).toBe('"C001" is already disabled');
    const drop = await t.call<{ code: string }[]>('GET', '/api/system/client/dropBox?keyword=C001', {
      token: admin,
    });
    expect(drop.body.data).toEqual([]);
    expect(
      (await t.call('POST', '/api/system/client/updateEnable?ids=cl-c001', { token: admin })).body.code,
    ).toBe(0);
  });

  it('refuses to remove a client with stations, removes one without', async () => {
    const { body } = await save({ code: 'T-HASSTN', name: '有站点客户' });
    await t.database.db.insert(stations).values({
      uuid: 'stn-test-1',
      code: 'T-STN-1',
      name: '测试门店',
      type: 'store',
      clientId: body.data.uuid,
    });
    const refused = await t.call('POST', `/api/system/client/remove?ids=${body.data.uuid}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(refused.body.msg).toBe('Client "T-HASSTN" still has 1 station(s) and cannot be deleted');
    const free = await save({ code: 'T-FREE', name: '无站点客户' });
    expect(
      (await t.call('POST', `/api/system/client/remove?ids=${free.body.data.uuid}`, { token: admin })).body
        .code,
    ).toBe(0);
    expect(
      (await t.call('GET', `/api/system/client/get/${free.body.data.uuid}`, { token: admin })).body.code,
    ).toBe(404);
    // The code is free again once the client is removed.
    expect((await save({ code: 'T-FREE', name: '再建' })).body.code).toBe(0);
  });
});

describe('data-group binding', () => {
  it('binds and unbinds clients, as the bound and not-bound lists show', async () => {
    const group = await t.call<{ uuid: string }>('POST', '/api/system/dataGroup/save', {
      token: admin,
      body: { code: 'DG-TEST', name: '测试组' },
    });
    const dataGroupId = group.body.data.uuid;
    const bound = () =>
      t.call<Client[]>('GET', `/api/system/client/selectDataGroupRefClient/${dataGroupId}?pageSize=100`, {
        token: admin,
      });
    const notBound = () =>
      t.call<Client[]>(
        'GET',
        `/api/system/client/selectDataGroupNotRefClient/${dataGroupId}?pageSize=100&keyword=C01`,
        {
          token: admin,
        },
      );
    expect((await bound()).body.data).toEqual([]);
    expect(codes((await notBound()).body.data)).toContain('C012');

    const bind = await t.call('POST', '/api/system/client/binding1', {
      token: admin,
      body: { dataGroupId, clientIds: ['cl-c012', 'cl-c013', 'cl-c012'] },
    });
    expect(bind.body.code).toBe(0);
    expect(codes((await bound()).body.data)).toEqual(['C012', 'C013']);
    expect(codes((await notBound()).body.data)).not.toContain('C012');
    // Binding again changes nothing.
    await t.call('POST', '/api/system/client/binding1', {
      token: admin,
      body: { dataGroupId, clientIds: ['cl-c013'] },
    });
    const list = await t.call<{ code: string; clientCount: number }[]>(
      'GET',
      '/api/system/dataGroup/list?code=DG-TEST',
      {
        token: admin,
      },
    );
    expect(list.body.data[0]?.clientCount).toBe(2);

    await t.call('POST', '/api/system/client/unbinding1', {
      token: admin,
      body: { dataGroupId, clientIds: ['cl-c012'] },
    });
    expect(codes((await bound()).body.data)).toEqual(['C013']);
  });

  it("refuses binding to a group the caller does not hold and a client outside the caller's scope", async () => {
    const hk = await t.call('POST', '/api/system/client/binding1', {
      token: admin,
      body: { dataGroupId: 'dg-nope', clientIds: ['cl-c001'] },
    });
    expect(hk.body.code).toBe(404);
    const refs = await t.call('GET', '/api/system/client/selectDataGroupRefClient/dg-hk', {
      token: shDispatcher,
    });
    expect(refs.status).toBe(403);
  });

  it('refuses to remove a data group users hold', async () => {
    const { body } = await t.call('POST', '/api/system/dataGroup/remove?ids=dg-sh', {
      token: admin,
      lang: 'en-US',
    });
    expect(body.msg).toBe('Data group "DG-SH" is assigned to users and cannot be deleted');
  });

  it('shows a restricted user only their own data groups', async () => {
    const { body } = await t.call<{ code: string }[]>('GET', '/api/system/dataGroup/dropBox', {
      token: shDispatcher,
    });
    expect(codes(body.data)).toEqual(['DG-SH']);
    expect((await t.call('GET', '/api/system/dataGroup/get/dg-hk', { token: shDispatcher })).status).toBe(
      403,
    );
  });
});

describe('data group export', () => {
  it('exports the groups a user may see, with English headers', async () => {
    const all = await readExport(
      t,
      `/api/system/dataGroup/export?name=${encodeURIComponent('客户组')}`,
      admin,
    );
    expect(all.header).toEqual(['Group code', 'Group name', 'Clients', 'Carriers', 'Enabled', 'Remark']);
    expect(all.codes).toEqual(['DG-GZ', 'DG-HK', 'DG-SH']);
    const own = await readExport(t, '/api/system/dataGroup/export', shDispatcher);
    expect(own.codes).toEqual(['DG-SH']);
  });

  it('is refused to a user who may list data groups but holds no export button', async () => {
    const lister = await listOnlyUser(t, admin, ['base:dataGroup']);
    expect((await t.call('GET', '/api/system/dataGroup/list', { token: lister })).body.code).toBe(0);
    expect((await readExport(t, '/api/system/dataGroup/export', lister)).status).toBe(403);
  });
});

async function sheet(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('clients');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(fileName: string, content: Buffer) {
  const boundary = '----tmsclientimport';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.call<unknown>('POST', '/api/system/client/importData', {
    token: admin,
    lang: 'en-US',
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('client import and export', () => {
  const header = [
    'Client code',
    'Client name',
    'Min temperature (°C)',
    'Max temperature (°C)',
    'Image return',
  ];

  it('reports the row and field of a bad row and saves nothing', async () => {
    const file = await sheet(header, [
      ['IMP-1', '导入客户一', 0, 4, 'Y'],
      ['IMP-2', '导入客户二', -5, 4, 'N'],
      ['IMP-3', '导入客户三', '', '', ''],
    ]);
    const { body } = await upload('clients.xlsx', file);
    expect(body.code).toBe(500);
    expect(body.data).toEqual([
      { row: 3, field: 'minTemperature', message: 'Minimum temperature cannot be below 0' },
    ]);
    const list = await t.call<Client[]>('GET', '/api/system/client/list?code=IMP-', { token: admin });
    expect(list.body.total).toBe(0);
  });

  it('reports codes taken or repeated in the file', async () => {
    const file = await sheet(header, [
      ['C002', '重复', '', '', ''],
      ['IMP-9', 'a', 3, '', ''],
      ['IMP-8', 'b', '', '', 'maybe'],
      ['IMP-8', 'c', '', '', ''],
    ]);
    const { body } = await upload('clients.xlsx', file);
    expect(body.data).toEqual([
      { row: 2, field: 'code', message: 'Code "C002" already exists' },
      {
        row: 3,
        field: 'maxTemperature',
        message: 'Minimum and maximum temperature must be filled in together',
      },
      { row: 4, field: 'imageReturn', message: expect.stringContaining('Y, N') },
      { row: 5, field: 'code', message: 'Duplicates row 4' },
    ]);
  });

  it('imports a good file at once', async () => {
    const file = await sheet(header, [
      ['IMP-1', '导入客户一', 0, 4, 'Y'],
      ['IMP-2', '导入客户二', '', '', ''],
    ]);
    const { body } = await upload('clients.xlsx', file);
    expect(body.code).toBe(0);
    const list = await t.call<Client[]>(
      'GET',
      '/api/system/client/list?code=IMP-&sortField=code&sortOrder=descend',
      {
        token: admin,
      },
    );
    expect(codes(list.body.data)).toEqual(['IMP-2', 'IMP-1']);
  });

  it('refuses an unknown sort field', async () => {
    const { body } = await t.call('GET', '/api/system/client/list?sortField=password', { token: admin });
    expect(body.code).toBe(500);
  });

  it('exports the list as xlsx, within the caller scope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/client/export',
      headers: { authorization: `Bearer ${shDispatcher}`, lang: 'en-US' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const first = book.worksheets[0];
    expect(first?.getRow(1).getCell(1).text).toBe('Client code');
    const exported = [];
    for (let r = 2; r <= (first?.rowCount ?? 0); r++) exported.push(first?.getRow(r).getCell(1).text);
    expect(exported).not.toContain('C012');
    expect(exported).toContain('C001');
  });
});
