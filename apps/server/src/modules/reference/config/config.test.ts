import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type Config = { id: number; configKey: string; configValue: string; configType: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

async function create(configKey: string, configValue = 'v', configType = 'N') {
  const { body } = await t.call<{ id: number }>('POST', '/api/system/config/save', {
    token: admin,
    body: { configName: configKey, configKey, configValue, configType },
  });
  expect(body.code).toBe(0);
  return body.data.id;
}

describe('parameters', () => {
  it('lists and filters parameters, paged', async () => {
    const { body } = await t.call<Config[]>('GET', '/api/system/config/list?configKey=sys.account', {
      token: admin,
    });
    expect(body.code).toBe(0);
    expect(body.data.map((c) => c.configKey).sort()).toEqual([
      'sys.account.captchaEnabled',
      'sys.account.ssoPortalUrl',
    ]);
    expect(body.total).toBe(2);
  });

  it('refuses a key that is taken, on create and on update', async () => {
    const dup = await t.call('POST', '/api/system/config/save', {
      token: admin,
      body: { configName: 'x', configKey: 'sys.site.url', configValue: 'x' },
      lang: 'en-US',
    });
    expect(dup.body.code).toBe(500);
    expect(dup.body.msg).toBe('Parameter key "sys.site.url" already exists');
    const id = await create('tms.demo.one');
    const moved = await t.call('POST', '/api/system/config/update', {
      token: admin,
      body: { id, configName: 'x', configKey: 'is_preview_print_task', configValue: 'x' },
      lang: 'en-US',
    });
    expect(moved.body.msg).toBe('Parameter key "is_preview_print_task" already exists');
  });

  it('gets one by id and its value by key', async () => {
    const id = await create('tms.demo.get', 'hello');
    const one = await t.call<Config>('GET', `/api/system/config/get/${id}`, { token: admin });
    expect(one.body.data.configValue).toBe('hello');
    const value = await t.call<string>('GET', '/api/system/config/configKey/tms.demo.get', { token: admin });
    expect(value.body.data).toBe('hello');
    const missing = await t.call<string | null>('GET', '/api/system/config/configKey/no.such.key', {
      token: admin,
    });
    expect(missing.body.data).toBeNull();
    const gone = await t.call('GET', '/api/system/config/get/999999', { token: admin });
    expect(gone.body.code).toBe(404);
  });

  it('refuses to remove a built-in parameter and removes user-defined ones', async () => {
    const list = await t.call<Config[]>('GET', '/api/system/config/list?configKey=sys.site.url', {
      token: admin,
    });
    const builtIn = list.body.data[0];
    const own = await create('tms.demo.remove');
    const refused = await t.call('POST', `/api/system/config/remove?ids=${own},${builtIn?.id}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(refused.body.code).toBe(500);
    expect(refused.body.msg).toBe('Built-in parameter "sys.site.url" cannot be deleted');
    // Nothing was removed: the user-defined one is still there.
    expect((await t.call<Config>('GET', `/api/system/config/get/${own}`, { token: admin })).body.code).toBe(
      0,
    );
    const removed = await t.call('POST', `/api/system/config/remove?ids=${own}`, { token: admin });
    expect(removed.body.code).toBe(0);
    expect((await t.call('GET', `/api/system/config/get/${own}`, { token: admin })).body.code).toBe(404);
  });

  it('answers the print mode through /wms-biz/config/select/key to any signed-in user', async () => {
    const dispatcher = await t.login('zhang.wei');
    const { body } = await t.call<{ configKey: string; configValue: string }>(
      'GET',
      '/api/wms-biz/config/select/key/is_preview_print_task',
      { token: dispatcher },
    );
    expect(body.data).toEqual({ configKey: 'is_preview_print_task', configValue: 'N' });
    expect((await t.call('GET', '/api/system/config/list', { token: dispatcher })).status).toBe(403);
  });

  it('needs the parameter permission keys to change anything', async () => {
    const auditor = await t.login('auditor');
    const save = await t.call('POST', '/api/system/config/save', {
      token: auditor,
      body: { configName: 'x', configKey: 'x.y', configValue: '1' },
    });
    expect(save.status).toBe(403);
  });
});

describe('GET /api/auth/publicConfig', () => {
  it('answers without sign-in: captcha switch, SSO portal address and map tile source', async () => {
    const { status, body } = await t.call<{ captchaEnabled: boolean; ssoPortalUrl: string }>(
      'GET',
      '/api/auth/publicConfig',
    );
    expect(status).toBe(200);
    // The harness runs with TMS_CAPTCHA=off.
    expect(body.data).toEqual({
      captchaEnabled: false,
      ssoPortalUrl: '/user/login',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('follows sys.account.captchaEnabled when the environment allows the captcha', async () => {
    const withCaptcha = await (await import('../../../test/harness')).createTestApp({
      captchaEnabledByEnv: true,
    });
    try {
      const on = await withCaptcha.call<{ captchaEnabled: boolean }>('GET', '/api/auth/publicConfig');
      expect(on.body.data.captchaEnabled).toBe(true);
      const token = await withCaptcha.call<{ token: string }>('POST', '/api/auth/login/slide', {
        body: { username: 'admin', password: 'admin123' },
      });
      // Sign-in needs the captcha now, so switch it off through the database directly.
      expect(token.body.code).toBe(500);
      const { configs } = await import('../../../db/schema');
      const { eq } = await import('drizzle-orm');
      await withCaptcha.database.db
        .update(configs)
        .set({ configValue: 'false' })
        .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
      const off = await withCaptcha.call<{ captchaEnabled: boolean }>('GET', '/api/auth/publicConfig');
      expect(off.body.data.captchaEnabled).toBe(false);
    } finally {
      await withCaptcha.close();
    }
  });
});
