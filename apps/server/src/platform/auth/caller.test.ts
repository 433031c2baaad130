import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { callerReadCount, dropAllCallers } from './caller';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the caller is read once per expiry, however many requests wait for it', () => {
  it('reads an expired caller once for a burst of requests', async () => {
    const token = await t.login('zhang.wei');
    dropAllCallers();
    const before = callerReadCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.call('GET', '/api/order/waybill/list?pageSize=5', { token })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(12).fill(0));
    expect(callerReadCount() - before).toBe(1);
  });

  it('sees a data group change at once: unbinding a client hides its waybills on the next call', async () => {
    const admin = await t.login('admin');
    const token = await t.login('zhang.wei');
    const total = async () =>
      (await t.call<unknown[]>('GET', '/api/order/waybill/list?pageSize=5', { token })).body.total ?? 0;
    const bound = await t.call<{ uuid: string }[]>(
      'GET',
      '/api/system/client/selectDataGroupRefClient/dg-sh?pageSize=50',
      {
        token: admin,
      },
    );
    const before = await total();
    expect(before).toBeGreaterThan(0);
    let shrank = false;
    for (const client of bound.body.data) {
      const unbound = await t.call('POST', '/api/system/client/unbinding1', {
        token: admin,
        body: { dataGroupId: 'dg-sh', clientIds: [client.uuid] },
      });
      expect(unbound.body.code).toBe(0);
      if ((await total()) < before) {
        shrank = true;
        break;
      }
    }
    expect(shrank).toBe(true);
  });
});
