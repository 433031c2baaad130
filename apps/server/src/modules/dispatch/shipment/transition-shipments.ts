import {
  type ShipmentAction,
  type ShipmentStatus,
  shipmentBatchTransition,
  shipmentStatusOf,
  type WaybillAction,
  waybillTarget,
} from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { shipmentLogs, shipments, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx, Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/jobs';
import { poolScopeOf } from '../pool/scope';
import { shipmentWithin } from '../pool/shipment-scope';
import { decide, logTransitions, type WaybillLogEntry } from '../pool/transitions';

export type LockedShipment = typeof shipments.$inferSelect;

/** What an action does to each shipment besides its status: extra columns, a log remark. */
export type TransitionEffect = {
  set?: (row: LockedShipment) => Partial<typeof shipments.$inferInsert>;
  remark?: string | null;
  /** Checks before writing (vehicle busy, scheduling complete, ...): throw an AppError to refuse. */
  check?: (tx: Tx, rows: LockedShipment[]) => Promise<void>;
  /** Runs after the status is written, inside the same transaction. */
  after?: (tx: Tx, rows: LockedShipment[]) => Promise<void>;
};

/** The waybill step that follows a shipment's step (ship -> T, finish -> F). */
const WAYBILL_FOLLOWS: Partial<Record<ShipmentAction, WaybillAction>> = {
  ship: 'ship',
  shipS: 'ship',
  finish: 'finish',
};

/** The shipments `ids` inside the caller's scope, locked; any missing id refuses the call. */
export async function lockShipments(tx: Tx, caller: AuthContext, ids: string[]): Promise<LockedShipment[]> {
  const scope = await poolScopeOf(tx, caller);
  const rows = await tx
    .select()
    .from(shipments)
    .where(and(inArray(shipments.uuid, ids), shipmentWithin(scope)))
    .orderBy(shipments.uuid)
    .for('update');
  const found = new Set(rows.map((r) => r.uuid));
  if (ids.some((id) => !found.has(id))) throw AppError.notFound();
  return ids.map((id) => rows.find((r) => r.uuid === id) as LockedShipment);
}

/** A locked row's status; an unknown one is corrupt data and fails the call (domain shipmentStatusOf). */
export const statusOf = (row: { status: string; shipmentCode?: string | null }): ShipmentStatus =>
  shipmentStatusOf(row);

/**
 * Runs one lifecycle action on the shipments `ids` in one transaction: the domain machine decides (all
 * or none, the first refusal answers), the status and the effect's columns are written, the waybills
 * follow (released to audited on cancel, discard and remove; shipped and finished with the shipment),
 * and every shipment and waybill step is logged.
 */
export async function transitionShipments(
  db: DbOrTx,
  caller: AuthContext,
  ids: string[],
  action: ShipmentAction,
  effect: TransitionEffect = {},
): Promise<{ uuid: string; shipmentCode: string; status: string }[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw AppError.invalid('shipment.select.first');
  return db.transaction(async (tx) => {
    const rows = await lockShipments(tx, caller, unique);
    const decision = shipmentBatchTransition(
      rows.map((r) => ({ status: statusOf(r), code: r.shipmentCode })),
      action,
    );
    if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
    await effect.check?.(tx, rows);
    const now = new Date();
    for (const row of rows) {
      await tx
        .update(shipments)
        .set({
          ...(effect.set?.(row) ?? {}),
          status: decision.to,
          ...(action === 'remove' ? { delFlag: '1' } : {}),
          updateBy: caller.userName,
          updateTime: now,
        })
        .where(eq(shipments.uuid, row.uuid));
    }
    await tx.insert(shipmentLogs).values(
      rows.map((r) => ({
        shipmentId: r.uuid,
        action,
        fromStatus: r.status,
        toStatus: decision.to,
        remark: effect.remark ?? null,
        createBy: caller.userName,
      })),
    );
    // One event per shipment and step, committed with it (the outbox delivers it after the commit).
    await emit(
      tx,
      ...rows.map((r) => ({
        type: 'shipment.transitioned' as const,
        payload: {
          shipmentId: r.uuid,
          shipmentCode: r.shipmentCode,
          action,
          fromStatus: r.status,
          toStatus: decision.to,
          by: caller.userName,
        },
      })),
    );
    const follow = WAYBILL_FOLLOWS[action];
    if (decision.releasesWaybills) await releaseWaybills(tx, unique, caller.userName);
    else if (follow) await moveWaybills(tx, unique, follow, caller.userName);
    await effect.after?.(tx, rows);
    return rows.map((r) => ({ uuid: r.uuid, shipmentCode: r.shipmentCode, status: decision.to }));
  });
}

async function shipmentWaybills(tx: Tx, shipmentIds: string[]) {
  return tx
    .select({
      uuid: waybills.uuid,
      code: waybills.code,
      status: waybills.status,
      shipmentId: waybills.shipmentId,
    })
    .from(waybills)
    .where(and(inArray(waybills.shipmentId, shipmentIds), eq(waybills.delFlag, '0')))
    .orderBy(waybills.uuid)
    .for('update');
}

/** Cancel, discard, remove: the waybills leave the shipment, back to audited (dispatchable again). */
export async function releaseWaybills(tx: Tx, shipmentIds: string[], by: string): Promise<void> {
  const rows = await shipmentWaybills(tx, shipmentIds);
  const entries: WaybillLogEntry[] = rows.map((row) => ({
    waybillId: row.uuid,
    action: 'release',
    fromStatus: row.status,
    toStatus: decide(row, 'release'),
    shipmentId: row.shipmentId,
  }));
  if (rows.length === 0) return;
  await tx
    .update(waybills)
    .set({
      status: waybillTarget('release'),
      shipmentId: null,
      heldBy: null,
      heldByName: null,
      heldAt: null,
      updateTime: new Date(),
    })
    .where(
      inArray(
        waybills.uuid,
        rows.map((r) => r.uuid),
      ),
    );
  await logTransitions(tx, entries, by);
}

/** Ship and finish: the waybills follow their shipment (S -> T, T -> F). */
async function moveWaybills(tx: Tx, shipmentIds: string[], action: WaybillAction, by: string): Promise<void> {
  const rows = await shipmentWaybills(tx, shipmentIds);
  if (rows.length === 0) return;
  const entries: WaybillLogEntry[] = rows.map((row) => ({
    waybillId: row.uuid,
    action,
    fromStatus: row.status,
    toStatus: decide(row, action),
    shipmentId: row.shipmentId,
  }));
  const to = entries[0]?.toStatus as string;
  await tx
    .update(waybills)
    .set({ status: to, updateTime: new Date() })
    .where(
      inArray(
        waybills.uuid,
        rows.map((r) => r.uuid),
      ),
    );
  await logTransitions(tx, entries, by);
}
