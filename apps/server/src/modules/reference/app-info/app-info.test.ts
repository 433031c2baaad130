import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { compareVersions } from './latest-app-info';

type App = { id: number; type: string; clientType: string; version: string; downloadUrl: string };
type Latest = { siteUrl: string; apps: App[] };

describe('compareVersions', () => {
  it('compares dotted versions numerically, missing parts as 0', () => {
    expect(compareVersions('2.10.0', '2.9.3')).toBe(1);
    expect(compareVersions('2.3', '2.3.0')).toBe(0);
    expect(compareVersions('1.8.0', '1.8.1')).toBe(-1);
  });
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('app management', () => {
  it('lists the seeded releases and filters by client type', async () => {
    const { body } = await t.call<App[]>('GET', '/api/system/appInfo/list?clientType=appDriverClient', {
      token: admin,
    });
    expect(body.data.map((a) => `${a.type}:${a.version}`).sort()).toEqual(['android:2.3.1', 'ios:2.3.0']);
  });

  it('answers the newest release per client type and platform, and the site address, to anyone signed in', async () => {
    const save = await t.call<{ id: number }>('POST', '/api/system/appInfo/save', {
      token: admin,
      body: {
        type: 'android',
        clientType: 'appDriverClient',
        version: '2.10.0',
        downloadUrl: 'https://download.coldchain.example/tms/driver/tms-driver-2.10.0.apk',
      },
    });
    expect(save.body.code).toBe(0);
    // An older version published later does not win.
    await t.call('POST', '/api/system/appInfo/save', {
      token: admin,
      body: {
        type: 'android',
        clientType: 'appDriverClient',
        version: '2.9.9',
        downloadUrl: '/files/old.apk',
      },
    });
    const dispatcher = await t.login('zhang.wei');
    const { body } = await t.call<Latest>('GET', '/api/shipment/appInfo/getLatestAppInfo', {
      token: dispatcher,
    });
    expect(body.data.siteUrl).toBe('http://localhost:8080');
    expect(body.data.apps.map((a) => `${a.clientType}/${a.type}:${a.version}`)).toEqual([
      'appAdminClient/android:1.8.0',
      'appDriverClient/android:2.10.0',
      'appDriverClient/ios:2.3.0',
    ]);
  });

  it('validates type, client type, version and download address', async () => {
    const { body } = await t.call('POST', '/api/system/appInfo/save', {
      token: admin,
      body: { type: 'windows', clientType: 'appDriverClient', version: 'v2', downloadUrl: 'ftp://x' },
      lang: 'en-US',
    });
    expect(body.code).toBe(400);
    expect(body.msg).toContain('type');
    expect(body.msg).toContain('version');
    expect(body.msg).toContain('downloadUrl');
  });

  it('updates and removes a release', async () => {
    const list = await t.call<App[]>('GET', '/api/system/appInfo/list?clientType=appAdminClient', {
      token: admin,
    });
    const release = list.body.data[0];
    if (!release) throw new Error('no admin app');
    const updated = await t.call('POST', '/api/system/appInfo/update', {
      token: admin,
      body: { ...release, version: '1.8.1' },
    });
    expect(updated.body.code).toBe(0);
    const latest = await t.call<Latest>('GET', '/api/shipment/appInfo/getLatestAppInfo', { token: admin });
    expect(latest.body.data.apps.find((a) => a.clientType === 'appAdminClient')?.version).toBe('1.8.1');
    expect(
      (await t.call('POST', `/api/system/appInfo/remove?ids=${release.id}`, { token: admin })).body.code,
    ).toBe(0);
    const after = await t.call<Latest>('GET', '/api/shipment/appInfo/getLatestAppInfo', { token: admin });
    expect(after.body.data.apps.some((a) => a.clientType === 'appAdminClient')).toBe(false);
  });

  it('needs the app permission keys for administration', async () => {
    const dispatcher = await t.login('zhang.wei');
    expect((await t.call('GET', '/api/system/appInfo/list', { token: dispatcher })).status).toBe(403);
  });
});
