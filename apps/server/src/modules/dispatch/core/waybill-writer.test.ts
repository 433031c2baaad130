import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, waybillLogs, waybills } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import { CENTER, insertStations, insertWaybill, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';
import { lockWaybillStates } from './waybill-repository';
import { insertNewWaybills, writeWaybillSteps } from './waybill-writer';

let t: TestApp;
let S: Awaited<ReturnType<typeof insertStations>>;
let client: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'ww', client);
});
afterAll(async () => t?.close());

/** A fresh waybill in `status` (audited unless said). */
async function waybill(status = 'E', over: { shipmentId?: string } = {}) {
  n += 1;
  return insertWaybill(t.database.db, `WW${String(n).padStart(3, '0')}`, S.P1, S.D1, {
    clientId: client,
    status,
    ...over,
  });
}

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: waybills.status }).from(waybills).where(eq(waybills.uuid, id)))[0]
    ?.status;
const logsOf = (ids: string[]) =>
  t.database.db.select().from(waybillLogs).where(inArray(waybillLogs.waybillId, ids)).orderBy(waybillLogs.id);
async function eventsOf(ids: string[]) {
  const rows = await t.database.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'waybill.transitioned'));
  return rows.filter((r) => ids.includes(String(r.payload.waybillId))).map((r) => r.payload);
}

/** The steps written in a transaction of their own, on the waybills locked first. */
const write = (ids: string[], step: (row: { uuid: string; code: string; status: string }) => object) =>
  t.database.db.transaction(async (tx) => {
    const rows = await lockWaybillStates(tx, inArray(waybills.uuid, ids));
    return writeWaybillSteps(
      tx,
      rows.map((row) => ({ waybill: row, ...step(row) }) as Parameters<typeof writeWaybillSteps>[1][number]),
      'writer.test',
    );
  });

describe('the waybill writer', () => {
  it('takes the status from the state table, writes one log row and emits one event per waybill', async () => {
    const ids = [await waybill('O'), await waybill('O')];
    const moves = await write(ids, () => ({ action: 'confirm', set: { auditTime: new Date() } }));
    expect(moves.map((m) => [m.fromStatus, m.toStatus])).toEqual([
      ['O', 'E'],
      ['O', 'E'],
    ]);
    for (const id of ids) expect(await statusOf(id)).toBe('E');
    const logs = await logsOf(ids);
    expect(logs.map((l) => [l.action, l.fromStatus, l.toStatus, l.createBy])).toEqual([
      ['confirm', 'O', 'E', 'writer.test'],
      ['confirm', 'O', 'E', 'writer.test'],
    ]);
    const events = await eventsOf(ids);
    expect(events).toHaveLength(2);
    expect(events).toContainEqual(
      expect.objectContaining({ waybillId: ids[0], action: 'confirm', fromStatus: 'O', toStatus: 'E' }),
    );
  });

  it('refuses an action the state table does not allow, naming the waybill, and writes nothing', async () => {
    const open = await waybill('O');
    const audited = await waybill('E');
    const refused = write([open, audited], () => ({ action: 'withdraw' }));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ key: 'waybill.state.withdraw' });
    expect([await statusOf(open), await statusOf(audited)]).toEqual(['O', 'E']);
    expect(await logsOf([open, audited])).toEqual([]);
    expect(await eventsOf([open, audited])).toEqual([]);
  });

  it('emits inside the transaction: a rollback leaves no status, log or event', async () => {
    const id = await waybill('E');
    await expect(
      t.database.db.transaction(async (tx) => {
        const rows = await lockWaybillStates(tx, eq(waybills.uuid, id));
        await writeWaybillSteps(
          tx,
          rows.map((row) => ({ waybill: row, action: 'cancel' as const })),
          'writer.test',
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await statusOf(id)).toBe('E');
    expect(await logsOf([id])).toEqual([]);
    expect(await eventsOf([id])).toEqual([]);
  });

  it('chains two steps of one waybill: written once with the last status, both logged and emitted', async () => {
    const shipmentId = 'sh-ww-chain';
    const id = await waybill('S', { shipmentId });
    await t.database.db.transaction(async (tx) => {
      const [row] = await lockWaybillStates(tx, eq(waybills.uuid, id));
      if (!row) throw new Error('no row');
      await writeWaybillSteps(
        tx,
        [
          { waybill: row, action: 'release', set: { shipmentId: null } },
          { waybill: row, action: 'handmade', set: { heldBy: 2, heldByName: 'Zhang', heldAt: new Date() } },
        ],
        'writer.test',
      );
    });
    const [row] = await t.database.db.select().from(waybills).where(eq(waybills.uuid, id));
    expect([row?.status, row?.shipmentId, row?.heldBy]).toEqual(['H', null, 2]);
    expect((await logsOf([id])).map((l) => [l.action, l.fromStatus, l.toStatus, l.shipmentId])).toEqual([
      ['release', 'S', 'E', shipmentId],
      ['handmade', 'E', 'H', null],
    ]);
    expect((await eventsOf([id])).map((e) => e.action)).toEqual(['release', 'handmade']);
  });

  it('refuses a waybill whose status changed under it instead of overwriting it', async () => {
    const id = await waybill('E');
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await lockWaybillStates(tx, eq(waybills.uuid, id));
        // Another writer got there first (a caller that did not lock would see this).
        await tx.update(waybills).set({ status: 'C' }).where(eq(waybills.uuid, id));
        await writeWaybillSteps(tx, [{ waybill: row as never, action: 'handmade' }], 'writer.test');
      }),
    ).rejects.toMatchObject({ key: 'waybill.state.handmade' });
    expect(await statusOf(id)).toBe('E');
  });

  it('writes each waybill its own column when they differ (a submit onto several shipments)', async () => {
    const ids = [await waybill('E'), await waybill('E')];
    await t.database.db.transaction(async (tx) => {
      const rows = await lockWaybillStates(tx, inArray(waybills.uuid, ids));
      await writeWaybillSteps(
        tx,
        rows.map((row, i) => ({
          waybill: row,
          action: 'assign' as const,
          set: { shipmentId: `sh-ww-${i}` },
        })),
        'writer.test',
      );
    });
    const rows = await t.database.db
      .select({ uuid: waybills.uuid, shipmentId: waybills.shipmentId, status: waybills.status })
      .from(waybills)
      .where(inArray(waybills.uuid, ids))
      .orderBy(waybills.uuid);
    expect(rows.map((r) => [r.status, r.shipmentId])).toEqual([
      ['S', 'sh-ww-0'],
      ['S', 'sh-ww-1'],
    ]);
  });

  it('writes new waybills in the status the domain gives them: open when created, held when split into the pool', async () => {
    const base = {
      shipFromId: S.P1,
      shipToId: S.D1,
      clientId: client,
      dispatchCenterId: CENTER,
      createBy: 'test',
    };
    await t.database.db.transaction((tx) =>
      insertNewWaybills(
        tx,
        [
          {
            row: { ...base, uuid: 'ww-new-1', code: 'WWNEW1' },
            lines: [],
            origin: { action: 'create', remark: 'API' },
          },
          {
            row: { ...base, uuid: 'ww-new-2', code: 'WWNEW2' },
            lines: [],
            origin: {
              action: 'split',
              source: { uuid: 'x', code: 'X', status: 'E' },
              heldInPool: true,
              remark: 'from X',
            },
          },
        ],
        'writer.test',
      ),
    );
    expect([await statusOf('ww-new-1'), await statusOf('ww-new-2')]).toEqual(['O', 'H']);
    expect((await logsOf(['ww-new-1', 'ww-new-2'])).map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual(
      [
        ['create', null, 'O'],
        ['split', 'E', 'H'],
      ],
    );
  });
});
