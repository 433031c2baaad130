import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, shipmentLogs, shipments } from '../../../db/schema';
import { CENTER } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertNewShipments, writeShipmentSteps } from './shipment-writer';

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A fresh shipment in `status`. */
async function shipment(status: string) {
  n += 1;
  const uuid = `sh-sw-${n}`;
  await t.database.db
    .insert(shipments)
    .values({ uuid, shipmentCode: `SW${n}`, status, dispatchCenterId: CENTER, createBy: 'test' });
  return uuid;
}

const lockAll = (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0], ids: string[]) =>
  tx.select().from(shipments).where(inArray(shipments.uuid, ids)).orderBy(shipments.uuid).for('update');
const statuses = async (ids: string[]) =>
  (
    await t.database.db
      .select({ status: shipments.status })
      .from(shipments)
      .where(inArray(shipments.uuid, ids))
      .orderBy(shipments.uuid)
  ).map((r) => r.status);
const logsOf = (ids: string[]) =>
  t.database.db
    .select()
    .from(shipmentLogs)
    .where(inArray(shipmentLogs.shipmentId, ids))
    .orderBy(shipmentLogs.id);
async function eventsOf(type: 'shipment.transitioned' | 'shipment.created', ids: string[]) {
  const rows = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, type));
  return rows.filter((r) => ids.includes(String(r.payload.shipmentId))).map((r) => r.payload);
}

describe('the shipment writer', () => {
  it('takes the status from the state table, writes one log row and emits one event per shipment', async () => {
    const ids = [await shipment('O'), await shipment('O')];
    await t.database.db.transaction(async (tx) => {
      const rows = await lockAll(tx, ids);
      await writeShipmentSteps(
        tx,
        rows.map((row) => ({ shipment: row, action: 'effect' as const, remark: 'go' })),
        'writer.test',
      );
    });
    expect(await statuses(ids)).toEqual(['E', 'E']);
    expect((await logsOf(ids)).map((l) => [l.action, l.fromStatus, l.toStatus, l.remark])).toEqual([
      ['effect', 'O', 'E', 'go'],
      ['effect', 'O', 'E', 'go'],
    ]);
    const events = await eventsOf('shipment.transitioned', ids);
    expect(events).toHaveLength(2);
    expect(events).toContainEqual(
      expect.objectContaining({ shipmentId: ids[1], action: 'effect', fromStatus: 'O', toStatus: 'E' }),
    );
  });

  it('refuses an action the state table does not allow (the first in order answers) and writes nothing', async () => {
    const approved = await shipment('X');
    const open = await shipment('O');
    await expect(
      t.database.db.transaction(async (tx) => {
        const rows = await lockAll(tx, [approved, open]);
        await writeShipmentSteps(
          tx,
          rows.map((row) => ({ shipment: row, action: 'ship' as const })),
          'writer.test',
        );
      }),
    ).rejects.toMatchObject({ key: 'shipment.state.ship', params: { code: 'SW4' } });
    expect(await statuses([approved, open])).toEqual(['X', 'O']);
    expect(await logsOf([approved, open])).toEqual([]);
    expect(await eventsOf('shipment.transitioned', [approved, open])).toEqual([]);
  });

  it('emits inside the transaction: a rollback leaves no status, log or event', async () => {
    const id = await shipment('O');
    await expect(
      t.database.db.transaction(async (tx) => {
        const rows = await lockAll(tx, [id]);
        await writeShipmentSteps(
          tx,
          rows.map((row) => ({ shipment: row, action: 'cancel' as const })),
          'writer.test',
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await statuses([id])).toEqual(['O']);
    expect(await logsOf([id])).toEqual([]);
    expect(await eventsOf('shipment.transitioned', [id])).toEqual([]);
  });

  it('writes a new shipment open, logged, with one shipment.created naming its waybills', async () => {
    await t.database.db.transaction((tx) =>
      insertNewShipments(
        tx,
        [
          {
            row: { uuid: 'sh-sw-new', shipmentCode: 'SWNEW', dispatchCenterId: CENTER, createBy: 'test' },
            waybillIds: ['w1', 'w2'],
          },
        ],
        'create',
        'writer.test',
      ),
    );
    expect(await statuses(['sh-sw-new'])).toEqual(['O']);
    expect((await logsOf(['sh-sw-new'])).map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['create', null, 'O'],
    ]);
    expect(await eventsOf('shipment.created', ['sh-sw-new'])).toEqual([
      {
        shipmentId: 'sh-sw-new',
        shipmentCode: 'SWNEW',
        status: 'O',
        dispatchCenterId: CENTER,
        waybillIds: ['w1', 'w2'],
        by: 'writer.test',
      },
    ]);
  });
});
