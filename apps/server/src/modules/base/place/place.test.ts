import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let shDispatcher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  // zhang.wei works in the Shanghai center (session center dc-sh).
  shDispatcher = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const post = <T = { uuid: string }>(url: string, body: Record<string, unknown>, token = admin) =>
  t.call<T>('POST', `/api${url}`, { token, body, lang: 'en-US' });
const codes = (rows: { code: string }[]) => rows.map((r) => r.code);

describe('zones: scoped by the selected dispatch center', () => {
  it("shows a Shanghai dispatcher the Shanghai zones only, and refuses another center's zone", async () => {
    const { body } = await t.call<{ code: string }[]>('GET', '/api/system/zone/list?pageSize=50', {
      token: shDispatcher,
    });
    expect(codes(body.data).every((c) => c.startsWith('Z-SH-'))).toBe(true);
    expect(body.total).toBe(6);
    const drop = await t.call<{ code: string; name: string }[]>(
      'GET',
      '/api/system/zone/dropBox?keyword=浦东',
      {
        token: shDispatcher,
      },
    );
    expect(drop.body.data).toEqual([{ uuid: 'z-sh-01', code: 'Z-SH-01', name: '上海浦东新区' }]);
    expect((await t.call('GET', '/api/system/zone/get/z-hk-01', { token: shDispatcher })).status).toBe(403);
  });

  it("refuses a restricted user a zone of another center, gives new zones the caller's center", async () => {
    const other = await post(
      '/system/zone/save',
      { code: 'Z-T-1', name: 'x', dispatchCenterId: 'dc-gz' },
      shDispatcher,
    );
    expect(other.status).toBe(403);
    const own = await post('/system/zone/save', { code: 'Z-T-2', name: '临港' }, shDispatcher);
    const got = await t.call<{ dispatchCenterId: string }>(
      'GET',
      `/api/system/zone/get/${own.body.data.uuid}`,
      {
        token: admin,
      },
    );
    expect(got.body.data.dispatchCenterId).toBe('dc-sh');
  });

  it('refuses a taken code and the removal of a zone in use', async () => {
    expect((await post('/system/zone/save', { code: 'Z-SH-01', name: 'x' })).body.msg).toBe(
      'Code "Z-SH-01" already exists',
    );
    const used = await t.call('POST', '/api/system/zone/remove?ids=z-sh-01', { token: admin, lang: 'en-US' });
    expect(used.body.msg).toContain('Zone "Z-SH-01" is still used');
  });

  it('sorts remotely on whitelisted fields only', async () => {
    const { body } = await t.call<{ code: string }[]>(
      'GET',
      '/api/system/zone/list?code=Z-SH&sortField=code&sortOrder=descend&pageSize=3',
      { token: admin },
    );
    expect(body.data[0]?.code).toBe('Z-SH-06');
    expect((await t.call('GET', '/api/system/zone/list?sortField=remark', { token: admin })).body.code).toBe(
      500,
    );
  });
});

describe('transport locations', () => {
  it("refuses a zone of another center than the location's", async () => {
    const { body } = await post('/system/transLocation/save', {
      code: 'TL-T-1',
      name: '测试点',
      dispatchCenterId: 'dc-sh',
      zoneId: 'z-gz-01',
    });
    expect(body.msg).toBe('The selected zone belongs to another dispatch center');
    const ok = await post('/system/transLocation/save', {
      code: 'TL-T-1',
      name: '测试点',
      type: 'hub',
      dispatchCenterId: 'dc-sh',
      zoneId: 'z-sh-02',
    });
    const got = await t.call<{ zoneName: string }>(
      'GET',
      `/api/system/transLocation/get/${ok.body.data.uuid}`,
      {
        token: admin,
      },
    );
    expect(got.body.data.zoneName).toBe('上海闵行区');
  });

  it('lists the selected center only for a restricted user', async () => {
    const { body } = await t.call<{ code: string }[]>('GET', '/api/system/transLocation/list?pageSize=50', {
      token: shDispatcher,
    });
    expect(codes(body.data).some((c) => c.startsWith('TL-HK'))).toBe(false);
    expect(codes(body.data)).toContain('TL-SH-01');
  });
});

describe('contacts: format checks', () => {
  const contact = (extra: Record<string, unknown>) =>
    post('/system/contact/save', { code: 'CT-T', name: '测试', ...extra });

  it('refuses a bad mobile', async () =>
    expect((await contact({ mobile: '12812345678' })).body.msg).toContain('mobile'));
  it('refuses a bad landline', async () =>
    expect((await contact({ landline: '6438-1234' })).body.msg).toContain('Invalid landline'));
  it('refuses a bad WeChat id', async () =>
    expect((await contact({ wechat: '1abc' })).body.msg).toContain('WeChat id'));
  it('refuses a bad email', async () =>
    expect((await contact({ email: 'a@b' })).body.msg).toContain('email'));
  it('refuses a bad fax', async () =>
    expect((await contact({ fax: '12345' })).body.msg).toContain('Invalid fax'));
  it('saves a contact with every format right, a Hong Kong landline included', async () => {
    const { body } = await contact({
      mobile: '13912345678',
      landline: '24668888',
      wechat: 'test_wx1',
      email: 'a@b.cn',
      fax: '021-64381234-12',
    });
    expect(body.code).toBe(0);
    const list = await t.call<{ code: string }[]>('GET', '/api/system/contact/list?code=CT-T', {
      token: admin,
    });
    expect(list.body.total).toBe(1);
  });
});

describe('addresses: postcode and coordinates', () => {
  const address = (extra: Record<string, unknown>) =>
    post('/system/address/save', { code: 'AD-T', province: '上海市', city: '上海市', ...extra });

  it('refuses a postcode that is not 6 digits', async () =>
    expect((await address({ postcode: '20012' })).body.msg).toContain('Postcode must be 6 digits'));
  it('refuses a postcode for a Hong Kong address', async () =>
    expect(
      (await address({ province: '香港特别行政区', city: '香港', postcode: '999077' })).body.msg,
    ).toContain('Hong Kong addresses have no postcode'));
  it('refuses a longitude out of range', async () =>
    expect((await address({ longitude: 181, latitude: 31 })).body.msg).toContain(
      'Longitude must be between',
    ));
  it('refuses a latitude out of range', async () =>
    expect((await address({ longitude: 121, latitude: '-91' })).body.msg).toContain(
      'Latitude must be between',
    ));
  it('refuses more than 6 decimals', async () =>
    expect((await address({ longitude: '121.4737011', latitude: 31 })).body.msg).toContain(
      'at most 6 decimals',
    ));
  it('refuses one coordinate alone', async () =>
    expect((await address({ longitude: '121.47' })).body.msg).toContain('filled in together'));
  it('saves a good address and reads the coordinates back as numbers', async () => {
    const { body } = await address({ postcode: '200120', longitude: '121.473701', latitude: '31.230416' });
    expect(body.code).toBe(0);
    const got = await t.call<{ longitude: number; latitude: number }>(
      'GET',
      `/api/system/address/get/${body.data.uuid}`,
      {
        token: admin,
      },
    );
    expect(got.body.data).toMatchObject({ longitude: 121.473701, latitude: 31.230416 });
  });
  it('exports addresses as xlsx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/address/export?city=香港',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});
