import { type ShipmentAction, type ShipmentStatus, shipmentStatusOf, type WaybillAction } from '@tms/domain';
import { and, inArray } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx, Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolScopeOf } from '../core/scope';
import type { ShipmentPatch } from '../core/shipment-repository';
import { shipmentWithin } from '../core/shipment-scope';
import { decideShipment, writeShipmentSteps } from '../core/shipment-writer';
import { lockShipmentWaybills } from '../core/waybill-repository';
import { writeWaybillSteps } from '../core/waybill-writer';

export type LockedShipment = typeof shipments.$inferSelect;

/** What an action does to each shipment besides its status: extra columns, a log remark. */
export type TransitionEffect = {
  set?: (row: LockedShipment) => ShipmentPatch;
  remark?: string | null;
  /** Checks before writing (vehicle busy, scheduling complete, ...): throw an AppError to refuse. */
  check?: (tx: Tx, rows: LockedShipment[]) => Promise<void>;
  /** Runs after the status is written, inside the same transaction. */
  after?: (tx: Tx, rows: LockedShipment[]) => Promise<void>;
};

/** The waybill step that follows a shipment's step (ship, finish: the waybills go with it). */
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
 * Runs one lifecycle action on the shipments `ids` in one transaction: the core's shipment writer has
 * the domain's table decide (all or none, the first refusal answers), writes the status with the
 * effect's columns, the log and the events; the waybills follow through the waybill writer (released
 * to audited on cancel, discard and remove; shipped and finished with the shipment).
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
    // The state is refused before any check runs (the first refusal in the order given).
    for (const row of rows) decideShipment(row, action);
    await effect.check?.(tx, rows);
    const moves = await writeShipmentSteps(
      tx,
      rows.map((row) => ({
        shipment: row,
        action,
        set: { ...effect.set?.(row), ...(action === 'remove' ? { delFlag: '1' } : {}) },
        remark: effect.remark ?? null,
      })),
      caller.userName,
    );
    const follow = WAYBILL_FOLLOWS[action];
    if (moves.some((m) => m.releasesWaybills)) await releaseWaybills(tx, unique, caller.userName);
    else if (follow) await followShipments(tx, unique, follow, caller.userName);
    await effect.after?.(tx, rows);
    return moves.map((m) => ({ uuid: m.uuid, shipmentCode: m.shipmentCode, status: m.toStatus }));
  });
}

/** Cancel, discard, remove: the waybills leave the shipment, back to audited (dispatchable again). */
export async function releaseWaybills(tx: Tx, shipmentIds: string[], by: string): Promise<void> {
  const rows = await lockShipmentWaybills(tx, shipmentIds);
  await writeWaybillSteps(
    tx,
    rows.map((waybill) => ({
      waybill,
      action: 'release' as const,
      set: { shipmentId: null, heldBy: null, heldByName: null, heldAt: null },
    })),
    by,
  );
}

/** Ship and finish: the waybills follow their shipment. */
async function followShipments(tx: Tx, shipmentIds: string[], action: WaybillAction, by: string) {
  const rows = await lockShipmentWaybills(tx, shipmentIds);
  await writeWaybillSteps(
    tx,
    rows.map((waybill) => ({ waybill, action })),
    by,
  );
}
