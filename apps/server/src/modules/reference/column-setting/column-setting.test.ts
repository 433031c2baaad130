import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type Setting = {
  systemCode: string;
  modular: string;
  code: string;
  width: number | null;
  hidden: number;
  index: number;
};

let t: TestApp;
let lina: string;
let zhang: string;
beforeAll(async () => {
  t = await createTestApp();
  lina = await t.login('li.na');
  zhang = await t.login('zhang.wei');
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string, modular: string) =>
  (await t.call<Setting[]>('GET', `/api/system/col/set/list?systemCode=TMS&modular=${modular}`, { token }))
    .body.data;

describe('column settings', () => {
  it('answers an empty set before anything was saved', async () => {
    expect(await list(lina, 'order-waybill')).toEqual([]);
  });

  it('round-trips a saved set in display order, per user', async () => {
    const saved = await t.call('POST', '/api/system/col/set/saveList', {
      token: lina,
      body: [
        {
          systemCode: 'TMS',
          modular: 'order-waybill',
          code: 'eta',
          name: 'ETA',
          width: 160,
          hidden: 0,
          index: 1,
        },
        {
          systemCode: 'TMS',
          modular: 'order-waybill',
          code: 'code',
          name: '运单号',
          width: 180,
          hidden: 0,
          index: 0,
        },
        { systemCode: 'TMS', modular: 'order-waybill', code: 'refNo', name: '参考号', hidden: 1, index: 2 },
      ],
    });
    expect(saved.body.code).toBe(0);
    expect(await list(lina, 'order-waybill')).toEqual([
      {
        systemCode: 'TMS',
        modular: 'order-waybill',
        code: 'code',
        name: '运单号',
        width: 180,
        hidden: 0,
        index: 0,
      },
      {
        systemCode: 'TMS',
        modular: 'order-waybill',
        code: 'eta',
        name: 'ETA',
        width: 160,
        hidden: 0,
        index: 1,
      },
      {
        systemCode: 'TMS',
        modular: 'order-waybill',
        code: 'refNo',
        name: '参考号',
        width: null,
        hidden: 1,
        index: 2,
      },
    ]);
    // Another user, another module: untouched.
    expect(await list(zhang, 'order-waybill')).toEqual([]);
    expect(await list(lina, 'system-user')).toEqual([]);
  });

  it('replaces the whole set on the next save', async () => {
    await t.call('POST', '/api/system/col/set/saveList?modular=order-waybill', {
      token: lina,
      body: [{ code: 'code', hidden: 0, index: 0, width: 200 }],
    });
    const rows = await list(lina, 'order-waybill');
    expect(rows.map((r) => `${r.code}:${r.width}`)).toEqual(['code:200']);
  });

  it('resets with an empty list, which needs the module in the query', async () => {
    const noModule = await t.call('POST', '/api/system/col/set/saveList', {
      token: lina,
      body: [],
      lang: 'en-US',
    });
    expect(noModule.body.code).toBe(500);
    expect(noModule.body.msg).toBe('Name the module (modular) of the column settings');
    const reset = await t.call('POST', '/api/system/col/set/saveList?systemCode=TMS&modular=order-waybill', {
      token: lina,
      body: [],
    });
    expect(reset.body.code).toBe(0);
    expect(await list(lina, 'order-waybill')).toEqual([]);
    // Resetting twice in a row is fine (no repeat-submit refusal).
    const again = await t.call('POST', '/api/system/col/set/saveList?systemCode=TMS&modular=order-waybill', {
      token: lina,
      body: [],
    });
    expect(again.body.code).toBe(0);
  });

  it('refuses a list that mixes modules', async () => {
    const { body } = await t.call('POST', '/api/system/col/set/saveList', {
      token: lina,
      body: [
        { modular: 'a', code: 'x', hidden: 0, index: 0 },
        { modular: 'b', code: 'y', hidden: 0, index: 1 },
      ],
    });
    expect(body.code).toBe(500);
  });

  it('needs sign-in only', async () => {
    const carrier = await t.login('zhou.carrier');
    expect((await t.call('GET', '/api/system/col/set/list?modular=x', { token: carrier })).body.code).toBe(0);
    expect((await t.call('GET', '/api/system/col/set/list?modular=x')).status).toBe(401);
  });
});
