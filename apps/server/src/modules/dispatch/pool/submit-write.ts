import { randomUUID } from 'node:crypto';
import {
  type DispatchLine,
  SHIPMENT_CREATED_STATUS,
  stopWindowFlags,
  toHandmadeSubmitLine,
  totalsOf,
  waybillTarget,
} from '@tms/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { shipmentLogs, shipmentStops, shipments, waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, Tx } from '../../../platform/db';
import { rowsOf } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { issueDocumentNumbers } from '../../base';
import { backToPoolEntries, holdScheduledInPool } from './back-to-pool';
import { lockWaybillStates } from './holds';
import type { PoolScope } from './scope';
import { adjustableShipments } from './shipment-scope';
import { assertSubmittable } from './submit-checks';
import type { SubmitData } from './submit-load';
import { decide, logTransitions, type WaybillLogEntry } from './transitions';

type Plan = { line: DispatchLine; uuid: string; shipmentCode: string; isNew: boolean };
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A route detail typed as free text (check 6 turned it to null) or a real route detail id. */
const routeDetailOf = (id: string | null | undefined) => (id && /^\d{1,15}$/.test(id) ? Number(id) : null);

function shipmentValues(plan: Plan, by: string) {
  const head = toHandmadeSubmitLine(plan.line);
  const totals = totalsOf(plan.line.orders).total;
  return {
    transType: plan.line.transType ?? '3',
    routeDetailId: routeDetailOf(plan.line.routeDetailId),
    routeDetailName: plan.line.routeDetailName ?? null,
    vehicleMainModelId: plan.line.vehicleMainModelId ?? null,
    takeFirstStationId: head.takeFirstStationId,
    downFirstStationId: head.downFirstStationId,
    downLastStationId: head.downLastStationId,
    stationNum: plan.line.stopList.length,
    etd: head.etd,
    eta: head.eta,
    totalQuantity: totals.quantity,
    totalCases: totals.cases,
    totalWeight: totals.weight,
    totalVolume: totals.volume,
    totalPallets: totals.pallets,
    updateBy: by,
    updateTime: new Date(),
  };
}

function stopRows(plan: Plan) {
  const head = toHandmadeSubmitLine(plan.line);
  return head.stopList.map((stop, index) => {
    const flags = stopWindowFlags(plan.line.stopList[index] ?? { eta: null, etd: null });
    return { shipmentId: plan.uuid, ...stop, ...flags, sequence: index + 1 };
  });
}

/**
 * The write of a submit, in one transaction. Waybills (submitted, and those on the adjusted shipments)
 * are locked in uuid order, so racing submits queue instead of deadlocking, and are checked again under
 * the lock: however many submits race, a waybill ends up on one shipment and the others are told
 * (waybill.submit.lost). Shipments, stops, waybill updates and logs are one statement each (an
 * adjusted shipment's own update excepted).
 */
export async function writeSubmission(
  db: Db,
  scope: PoolScope,
  input: { caller: AuthContext; lines: DispatchLine[]; shipmentIds: string[]; data: SubmitData },
) {
  const { lines, shipmentIds, data } = input;
  const by = input.caller.userName;
  const editing = new Set(shipmentIds);
  const submitted = lines.flatMap((l) => l.orders.map((o) => o.uuid));
  return db.transaction(async (tx) => {
    const locked = await lockWaybillStates(
      tx,
      or(
        inArray(waybills.uuid, submitted),
        shipmentIds.length > 0 ? inArray(waybills.shipmentId, shipmentIds) : undefined,
      ),
    );
    const byId = new Map(locked.map((r) => [r.uuid, r]));
    for (const id of submitted) {
      const row = byId.get(id);
      if (!row) throw AppError.invalid('waybill.submit.lost', { code: id });
      assertSubmittable(row, scope, editing, 'waybill.submit.lost');
    }
    const heads = new Map((await adjustableShipments(tx, scope, shipmentIds, true)).map((h) => [h.uuid, h]));
    const first = data.waybills.get(submitted[0] ?? '');
    const centerId = scope.centerId ?? first?.dispatchCenterId ?? null;
    const headOf = (line: DispatchLine) =>
      line.uuid && editing.has(line.uuid) ? heads.get(line.uuid) : undefined;
    // Codes for the new shipments in one sequence bump, consecutive in line order.
    const codes = await issueDocumentNumbers(
      tx,
      { refType: 'shipment', dispatchCenterId: centerId },
      lines.filter((line) => !headOf(line)).length,
    );
    const plans: Plan[] = lines.map((line) => {
      const head = headOf(line);
      return {
        line,
        uuid: head?.uuid ?? randomUUID(),
        shipmentCode: head?.shipmentCode ?? (codes.shift() as string),
        isNew: !head,
      };
    });
    await writeShipments(tx, plans, shipmentIds, centerId, by);
    await moveWaybills(tx, scope, plans, shipmentIds, submitted.length);
    const entries: WaybillLogEntry[] = plans.flatMap((plan) =>
      plan.line.orders.map((o) => {
        const row = byId.get(o.uuid) as (typeof locked)[number];
        return {
          waybillId: o.uuid,
          action: 'handmadeSubmit' as const,
          fromStatus: row.status,
          toStatus: decide(row, 'handmadeSubmit'),
          shipmentId: plan.uuid,
        };
      }),
    );
    const inLines = new Set(submitted);
    const takenOut = locked.filter((r) => r.shipmentId && editing.has(r.shipmentId) && !inLines.has(r.uuid));
    entries.push(...(await returnToPool(tx, scope, takenOut)));
    await logTransitions(tx, entries, by);
    const used = new Set(plans.map((p) => p.uuid));
    const removed = shipmentIds.filter((id) => !used.has(id));
    if (removed.length > 0) {
      await tx
        .update(shipments)
        .set({ delFlag: '2', updateBy: by, updateTime: new Date() })
        .where(inArray(shipments.uuid, removed));
    }
    await tx.insert(shipmentLogs).values([
      ...plans.map((p) => ({
        shipmentId: p.uuid,
        action: p.isNew ? 'create' : 'adjust',
        fromStatus: p.isNew ? null : (heads.get(p.uuid)?.status ?? null),
        toStatus: p.isNew ? SHIPMENT_CREATED_STATUS : (heads.get(p.uuid)?.status ?? null),
        createBy: by,
      })),
      ...removed.map((id) => ({ shipmentId: id, action: 'remove', remark: 'no line left', createBy: by })),
    ]);
    return plans.map((p) => ({ uuid: p.uuid, shipmentCode: p.shipmentCode }));
  });
}

async function writeShipments(
  tx: Tx,
  plans: Plan[],
  shipmentIds: string[],
  centerId: string | null,
  by: string,
) {
  const fresh = plans.filter((p) => p.isNew);
  if (fresh.length > 0) {
    await tx.insert(shipments).values(
      fresh.map((p) => ({
        uuid: p.uuid,
        shipmentCode: p.shipmentCode,
        status: SHIPMENT_CREATED_STATUS,
        dispatchCenterId: centerId,
        ...shipmentValues(p, by),
        updateBy: null,
        updateTime: null,
        createBy: by,
      })),
    );
  }
  for (const p of plans.filter((plan) => !plan.isNew)) {
    await tx.update(shipments).set(shipmentValues(p, by)).where(eq(shipments.uuid, p.uuid));
  }
  if (shipmentIds.length > 0)
    await tx.delete(shipmentStops).where(inArray(shipmentStops.shipmentId, shipmentIds));
  const stops = plans.flatMap(stopRows);
  if (stops.length > 0) await tx.insert(shipmentStops).values(stops);
}

/** Every submitted waybill onto its line's shipment (H or S -> S) in one conditional statement. */
async function moveWaybills(
  tx: Tx,
  scope: PoolScope,
  plans: Plan[],
  shipmentIds: string[],
  expected: number,
) {
  const ids = plans.flatMap((p) => p.line.orders.map((o) => o.uuid));
  const targets = plans.flatMap((p) => p.line.orders.map(() => p.uuid));
  if (ids.length === 0) return;
  const onAdjusted =
    shipmentIds.length > 0
      ? sql`or (w.status = 'S' and w.shipment_id in (${list(shipmentIds)})
             and (w.held_by is null or w.held_by = ${scope.userId}))`
      : sql``;
  const result = await tx.execute(sql`
    update order_waybill w
       set status = ${waybillTarget('handmadeSubmit')}, shipment_id = v.sid, held_by = null, held_by_name = null, held_at = null,
           update_time = now()
      from (select unnest(array[${list(ids)}]::text[]) as id, unnest(array[${list(targets)}]::text[]) as sid) v
     where w.uuid = v.id
       and ((w.status = 'H' and w.held_by = ${scope.userId}) ${onAdjusted})
    returning w.uuid`);
  if (rowsOf<{ uuid: string }>(result).length !== expected) {
    throw AppError.invalid('waybill.submit.lost', { code: '' });
  }
}

/** Waybills taken off an adjusted shipment go back to the caller's pool: release, then handmade. */
async function returnToPool(
  tx: Tx,
  scope: PoolScope,
  rows: { uuid: string; code: string; status: string; shipmentId: string | null }[],
): Promise<WaybillLogEntry[]> {
  if (rows.length === 0) return [];
  const entries = rows.flatMap(backToPoolEntries);
  await holdScheduledInPool(
    tx,
    scope,
    rows.map((r) => r.uuid),
  );
  return entries;
}
