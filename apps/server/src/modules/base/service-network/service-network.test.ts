import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/fixtures/export';
import { createTestApp, type TestApp } from '../../../test/harness';

type Row = {
  uuid: string;
  code: string;
  networkType: string;
  longitude: string | null;
  latitude: string | null;
  dispatchCenterId: string | null;
};

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

describe('service network', () => {
  it("a Shanghai dispatcher sees Shanghai's points only", async () => {
    const { body } = await t.call<Row[]>('GET', '/api/system/serviceNetwork/list', { token: zhang });
    expect(body.data.map((r) => r.code).sort()).toEqual(['SN-SH-01', 'SN-SH-02']);
    expect(body.data.every((r) => r.dispatchCenterId === 'dc-sh')).toBe(true);
    expect((await t.call('GET', '/api/system/serviceNetwork/get/sn-gz-3', { token: zhang })).status).toBe(
      403,
    );
  });

  it('keeps coordinates as exact decimals and filters by type', async () => {
    const made = await post(
      '/api/system/serviceNetwork/save',
      {
        code: 'SN-SH-09',
        name: '嘉定营业点',
        networkType: 'outlet',
        province: '上海市',
        city: '上海市',
        area: '嘉定区',
        longitude: '121.250333',
        latitude: 31.383524,
      },
      zhang,
    );
    expect(made.body.code).toBe(0);
    const one = await t.call<Row>('GET', `/api/system/serviceNetwork/get/${made.body.data.uuid}`, {
      token: zhang,
    });
    expect(one.body.data).toMatchObject({
      longitude: '121.250333',
      latitude: '31.383524',
      dispatchCenterId: 'dc-sh',
    });
    const outlets = await t.call<Row[]>('GET', '/api/system/serviceNetwork/list?networkType=outlet', {
      token: zhang,
    });
    expect(outlets.body.data.map((r) => r.code).sort()).toEqual(['SN-SH-02', 'SN-SH-09']);
  });

  it('refuses coordinates out of range or with too many decimals', async () => {
    const base = { code: 'SN-X', name: 'x', networkType: 'hub' };
    const lng = await post('/api/system/serviceNetwork/save', { ...base, longitude: '181' });
    expect(lng.body.msg).toContain('Longitude must be between -180 and 180');
    const lat = await post('/api/system/serviceNetwork/save', { ...base, latitude: '-90.5' });
    expect(lat.body.msg).toContain('Latitude must be between -90 and 90');
    const digits = await post('/api/system/serviceNetwork/save', { ...base, latitude: '31.1234567' });
    expect(digits.body.code).toBe(400);
    expect((await post('/api/system/serviceNetwork/save', { ...base, latitude: '-90' })).body.code).toBe(0);
  });

  it('refuses a type outside hub, depot and outlet, and a taken code', async () => {
    expect(
      (await post('/api/system/serviceNetwork/save', { code: 'SN-Y', name: 'x', networkType: 'shop' })).body
        .msg,
    ).toBe('"shop" is not a valid option (service_network_type)');
    expect(
      (await post('/api/system/serviceNetwork/save', { code: 'SN-SH-01', name: 'x', networkType: 'hub' }))
        .body.msg,
    ).toBe('Code "SN-SH-01" already exists');
  });

  it('exports the list', async () => {
    // The admin has Shanghai selected: the export, like the list, holds that center's points.
    const file = await readExport(t, '/api/system/serviceNetwork/export?code=SN-SH', admin);
    expect(file.status).toBe(200);
    expect(file.codes.sort()).toEqual(['SN-SH-01', 'SN-SH-02', 'SN-SH-09']);
  });
});
