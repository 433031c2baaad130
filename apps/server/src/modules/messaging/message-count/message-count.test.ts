import { SYSTEM_MESSAGE_TYPES } from '@tms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCaller } from '../../../platform/auth/caller';
import { hashToken } from '../../../platform/auth/tokens';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertAlerts, insertExceptionEtas } from '../../monitoring';
import { countMessages } from './count-messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const counts = async (token: string) =>
  (await t.call<Record<string, number>>('GET', '/api/message/index/messageCount', { token })).body;

describe("the header's badge counts", () => {
  it('count the undealt alerts by type and the undealt ETA exceptions of the caller\u2019s center', async () => {
    const zhang = await t.login('zhang.wei');
    const before = await counts(zhang);
    expect(before.code).toBe(0);
    expect(Object.keys(before.data).sort()).toEqual(
      [
        // One per message_type dictionary value (NOTICE and the system messages' types among them).
        'DISPATCH',
        'NOTICE',
        'SYSTEM',
        ...Object.values(SYSTEM_MESSAGE_TYPES),
        'alert',
        'defer',
        'door',
        'exception',
        'exceptionEta',
        'geo',
        'message',
        'speed',
        'stop',
        'temp',
        'tired',
      ].sort(),
    );
    await insertAlerts(t.database.db, [
      {
        alertKey: 'badge-speed',
        shipmentId: 'sh-badge',
        alertType: 'speed',
        level: 'slight',
        dispatchCenterId: 'dc-sh',
        startTime: new Date(),
      },
      {
        alertKey: 'badge-gz',
        shipmentId: 'sh-badge-gz',
        alertType: 'speed',
        level: 'slight',
        dispatchCenterId: 'dc-gz',
        startTime: new Date(),
      },
    ]);
    await insertExceptionEtas(t.database.db, [
      { shipmentId: 'sh-badge', dispatchCenterId: 'dc-sh', predictedEta: new Date(), lateMinutes: 30 },
    ]);
    const after = (await counts(zhang)).data;
    expect(after.speed).toBe((before.data.speed ?? 0) + 1);
    expect(after.alert).toBe((before.data.alert ?? 0) + 1);
    expect(after.exceptionEta).toBe((before.data.exceptionEta ?? 0) + 1);
  });

  it('are all 0, every message type still named, for a caller who may open none of the screens', async () => {
    const zhang = await loadCaller(t.database.db, hashToken(await t.login('zhang.wei')));
    if (!zhang) throw new Error('zhang.wei has no session');
    const withKeys = await countMessages(t.database.db, zhang);
    const withoutKeys = await countMessages(t.database.db, { ...zhang, buttons: [] });
    expect(Object.keys(withoutKeys).sort()).toEqual(Object.keys(withKeys).sort());
    expect(Object.values(withoutKeys).every((n) => n === 0)).toBe(true);
  });

  it('are 0 for screens the caller may not open', async () => {
    const { data } = await counts(await t.login('wang.fang'));
    expect(data.alert).toBe(0);
    expect(data.exceptionEta).toBe(0);
  });
});
