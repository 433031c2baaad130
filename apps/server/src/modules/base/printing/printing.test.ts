import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOnlyUser, readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = { uuid: string; code: string; name: string; dispatchCenterId?: string | null; type?: string };

let t: TestApp;
let admin: string;
let zhang: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: Record<string, unknown>, token = admin) =>
  t.call<{ uuid: string }>('POST', url, { token, body, lang: 'en-US' });

describe('printers are scoped by the selected dispatch center', () => {
  it('a Shanghai user sees the Shanghai printers only', async () => {
    const { body } = await t.call<Row[]>('GET', '/api/system/printer/list', { token: zhang });
    expect(body.code).toBe(0);
    expect(body.data.map((p) => p.code)).toEqual(['PR-SH-01', 'PR-SH-02']);
    const drop = await t.call<Row[]>('GET', '/api/system/printer/dropBox', { token: zhang });
    expect(drop.body.data.map((p) => p.code)).toEqual(['PR-SH-01', 'PR-SH-02']);
  });

  it('fetching or removing a printer of another center is refused', async () => {
    const one = await t.call('GET', '/api/system/printer/get/pr-gz-01', { token: zhang });
    expect(one.status).toBe(403);
    const removed = await t.call('POST', '/api/system/printer/remove?ids=pr-gz-01', { token: zhang });
    expect(removed.status).toBe(403);
    const own = await t.call<Row>('GET', '/api/system/printer/get/pr-sh-01', { token: zhang });
    expect(own.body.data.dispatchCenterId).toBe('dc-sh');
  });

  it('a new printer lands in the selected center; another center is refused', async () => {
    const made = await post(
      '/api/system/printer/save',
      { code: 'PR-SH-09', name: '冷库出口打印机', ip: '10.20.1.99', port: 9100 },
      zhang,
    );
    expect(made.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/printer/get/${made.body.data.uuid}`, { token: zhang });
    expect(one.body.data.dispatchCenterId).toBe('dc-sh');
    const elsewhere = await post(
      '/api/system/printer/save',
      { code: 'PR-GZ-09', name: '广州', dispatchCenterId: 'dc-gz' },
      zhang,
    );
    expect(elsewhere.body.msg).toBe('Printers can only be kept for the selected dispatch center');
  });

  it('switching the center switches the printers; the super user may place printers in any center', async () => {
    const li = await t.login('li.na');
    const before = await t.call<Row[]>('GET', '/api/system/printer/list', { token: li });
    expect(before.body.data.every((p) => p.dispatchCenterId === 'dc-sh')).toBe(true);
    await t.call('GET', '/api/system/user/updateUserRights?dispatchCenterId=dc-gz', { token: li });
    const after = await t.call<Row[]>('GET', '/api/system/printer/list', { token: li });
    expect(after.body.data.map((p) => p.code)).toEqual(['PR-GZ-01', 'PR-GZ-02']);
    const made = await post('/api/system/printer/save', {
      code: 'PR-HK-09',
      name: '葵涌打印机',
      dispatchCenterId: 'dc-hk',
    });
    expect(made.body.code).toBe(0);
  });

  it('refuses a bad IP address, a port outside 1-65535 and a taken code', async () => {
    expect(
      (await post('/api/system/printer/save', { code: 'PR-X', name: 'x', ip: '10.0.0.300' })).body.code,
    ).toBe(400);
    expect((await post('/api/system/printer/save', { code: 'PR-X', name: 'x', port: 70000 })).body.code).toBe(
      400,
    );
    expect((await post('/api/system/printer/save', { code: 'PR-SH-01', name: 'x' })).body.msg).toBe(
      'Code "PR-SH-01" already exists',
    );
  });
});

describe('print templates', () => {
  it('lists the four seeded template records, by type', async () => {
    const { body } = await t.call<Row[]>('GET', '/api/system/printTemplate/list', { token: admin });
    expect(body.data.map((r) => r.type).sort()).toEqual(['crossDock', 'goods', 'goodsMulti', 'shipment']);
    const goods = await t.call<Row[]>('GET', '/api/system/printTemplate/dropBox?type=goods', {
      token: admin,
    });
    expect(goods.body.data.map((r) => r.code)).toEqual(['TPL-GOODS']);
  });

  it('refuses a type other than goods, goodsMulti, shipment and crossDock', async () => {
    const { body } = await post('/api/system/printTemplate/save', {
      code: 'TPL-X',
      name: 'x',
      type: 'invoice',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('goods, goodsMulti, shipment, crossDock');
  });

  it('creates, changes and removes a template; refuses an unknown client', async () => {
    const made = await post('/api/system/printTemplate/save', {
      code: 'TPL-NEW',
      name: '新调度单',
      type: 'shipment',
    });
    expect(made.body.code).toBe(0);
    const changed = await post('/api/system/printTemplate/update', {
      uuid: made.body.data.uuid,
      code: 'TPL-NEW',
      name: '新调度单二',
      type: 'shipment',
    });
    expect(changed.body.code).toBe(0);
    expect(
      (
        await post('/api/system/printTemplate/save', {
          code: 'TPL-C',
          name: 'c',
          type: 'goods',
          clientId: 'nobody',
        })
      ).body.msg,
    ).toBe('Client "nobody" does not exist');
    const removed = await t.call('POST', `/api/system/printTemplate/remove?ids=${made.body.data.uuid}`, {
      token: admin,
    });
    expect(removed.body.code).toBe(0);
  });
});

describe('order types', () => {
  it('lists the seeded order types sorted by name, and serves the selector', async () => {
    const { body } = await t.call<Row[]>(
      'GET',
      '/api/system/orderType/list?sortField=code&sortOrder=descend',
      { token: admin },
    );
    expect(body.total).toBe(8);
    expect(body.data[0]?.code).toBe('OT-XD');
    const drop = await t.call<Row[]>(
      'GET',
      `/api/system/orderType/dropBox?keyword=${encodeURIComponent('冷')}`,
      { token: zhang },
    );
    expect(drop.body.data.map((r) => r.code)).toEqual(['OT-CHL', 'OT-FRZ']);
  });

  it('refuses an order breed outside order_breed, a taken code and a bad code', async () => {
    expect(
      (await post('/api/system/orderType/save', { code: 'OT-N', name: 'n', orderBreed: '9' })).body.msg,
    ).toBe('"9" is not a valid option (order_breed)');
    expect((await post('/api/system/orderType/save', { code: 'OT-DLV', name: 'n' })).body.msg).toBe(
      'Code "OT-DLV" already exists',
    );
    expect((await post('/api/system/orderType/save', { code: 'OT N', name: 'n' })).body.code).toBe(400);
  });

  it('creates, changes and removes an order type', async () => {
    const made = await post('/api/system/orderType/save', {
      code: 'OT-EXP',
      name: '加急配送',
      orderBreed: '2',
    });
    expect(made.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/orderType/get/${made.body.data.uuid}`, {
      token: admin,
    });
    expect(one.body.data.name).toBe('加急配送');
    expect(
      (
        await post('/api/system/orderType/update', {
          uuid: made.body.data.uuid,
          code: 'OT-EXP',
          name: '加急',
        })
      ).body.code,
    ).toBe(0);
    expect(
      (await t.call('POST', `/api/system/orderType/remove?ids=${made.body.data.uuid}`, { token: admin })).body
        .code,
    ).toBe(0);
  });
});

describe('exports of order types, printers and print templates', () => {
  it('exports the filtered order types with English headers', async () => {
    const file = await readExport(t, `/api/system/orderType/export?name=${encodeURIComponent('冷')}`, admin);
    expect(file.header).toEqual(['Order type code', 'Order type name', 'Order breed', 'Enabled', 'Remark']);
    expect(file.codes).toEqual(['OT-CHL', 'OT-FRZ']);
  });

  it("exports only the selected center's printers, with headers in the caller's language", async () => {
    const file = await readExport(t, '/api/system/printer/export?code=-01', zhang, 'zh-CN');
    expect(file.header.slice(0, 3)).toEqual(['打印机编码', '打印机名称', '调度中心']);
    expect(file.codes).toEqual(['PR-SH-01']);
    const guangzhou = await readExport(t, '/api/system/printer/export?code=-01', await t.login('chen.jie'));
    expect(guangzhou.codes).toEqual(['PR-GZ-01']);
  });

  it("keeps another client's templates out of a restricted user's export", async () => {
    const other = await post('/api/system/printTemplate/save', {
      code: 'TPL-C012',
      name: '客户专用标签',
      type: 'goods',
      clientId: 'cl-c012',
    });
    expect(other.body.code).toBe(0);
    const mine = await readExport(t, '/api/system/printTemplate/export?type=goods', zhang);
    expect(mine.header).toEqual(['Template code', 'Template name', 'Type', 'Client', 'Enabled', 'Remark']);
    expect(mine.codes).toEqual(['TPL-GOODS']);
    const all = await readExport(t, '/api/system/printTemplate/export?type=goods', admin);
    expect(all.codes).toEqual(['TPL-C012', 'TPL-GOODS']);
  });

  it('refuses the exports to a user who may list but holds no export button', async () => {
    const lister = await listOnlyUser(t, admin, ['base:orderType', 'base:printer', 'base:printTemplate']);
    for (const entity of ['orderType', 'printer', 'printTemplate']) {
      expect((await t.call('GET', `/api/system/${entity}/list`, { token: lister })).body.code).toBe(0);
      expect((await readExport(t, `/api/system/${entity}/export`, lister)).status).toBe(403);
    }
  });
});
