import { SEPARATE_APPLY_AND_EXAMINE_KEY } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configs, shipments } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
/** The demo's Shanghai dispatcher (approves) and scheduler (applies); the administrator may do both. */
let zhang: string;
let wang: string;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  [zhang, wang, admin] = await Promise.all([t.login('zhang.wei'), t.login('wang.fang'), t.login('admin')]);
});
afterAll(async () => {
  await t.close();
});

/** A scheduled Shanghai shipment (carrier, vehicle and main driver set), ready to apply for approval. */
async function scheduledShipment() {
  n += 1;
  const uuid = `sod-${n}`;
  const code = `SOD${n}`;
  await t.database.db.insert(shipments).values({
    uuid,
    shipmentCode: code,
    status: 'D',
    dispatchCenterId: 'dc-sh',
    carrierId: 'cr01',
    vehicleId: 'v-sod',
    mainDriverId: 'd-sod',
  });
  return { uuid, code };
}

const post = (token: string, path: string, ids: string[]) =>
  t.call('POST', `/api/shipment/shipment/${path}`, { token, body: { ids }, lang: 'en-US' });
const statusOf = async (uuid: string) =>
  (await t.database.db.select().from(shipments).where(eq(shipments.uuid, uuid)))[0]?.status;
const setParameter = (value: string) =>
  t.database.db
    .update(configs)
    .set({ configValue: value })
    .where(eq(configs.configKey, SEPARATE_APPLY_AND_EXAMINE_KEY));

describe('separation of duties between applying and approving', () => {
  it('refuses the applicant approving their own application, naming the shipment', async () => {
    const s = await scheduledShipment();
    expect((await post(admin, 'apply', [s.uuid])).body.code).toBe(0);
    const { body } = await post(admin, 'examine', [s.uuid]);
    expect(body.code).toBe(500);
    expect(body.msg).toBe(`You applied for dispatch order ${s.code}; another user must approve it`);
    expect(await statusOf(s.uuid)).toBe('A');
  });

  it('lets another user approve it: the scheduler applies, the dispatcher approves', async () => {
    const s = await scheduledShipment();
    expect((await post(wang, 'apply', [s.uuid])).body.code).toBe(0);
    const { body } = await post(zhang, 'examine', [s.uuid]);
    expect(body.code).toBe(0);
    expect(await statusOf(s.uuid)).toBe('X');
  });

  it('refuses a batch that holds one own application, approving none', async () => {
    const mine = await scheduledShipment();
    const theirs = await scheduledShipment();
    await post(admin, 'apply', [mine.uuid]);
    await post(wang, 'apply', [theirs.uuid]);
    const { body } = await post(admin, 'examine', [theirs.uuid, mine.uuid]);
    expect(body.msg).toContain(mine.code);
    expect(await statusOf(theirs.uuid)).toBe('A');
  });

  it('lets the applicant approve when the parameter is off', async () => {
    await setParameter('false');
    try {
      const s = await scheduledShipment();
      await post(admin, 'apply', [s.uuid]);
      expect((await post(admin, 'examine', [s.uuid])).body.code).toBe(0);
    } finally {
      await setParameter('true');
    }
  });
});
