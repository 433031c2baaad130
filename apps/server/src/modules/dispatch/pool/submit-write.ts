import { randomUUID } from 'node:crypto';
import { type DispatchLine, stopWindowFlags, toHandmadeSubmitLine, totalsOf } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { issueDocumentNumbers } from '../../base';
import type { PoolScope } from '../core/scope';
import {
  insertShipmentLogs,
  replaceStops,
  type ShipmentPatch,
  type StopInsert,
  updateShipmentColumns,
} from '../core/shipment-repository';
import { adjustableShipments } from '../core/shipment-scope';
import { insertNewShipments, writeShipmentSteps } from '../core/shipment-writer';
import type { SubmitData } from '../core/submit-line';
import { type WaybillStep, writeWaybillSteps } from '../core/waybill-writer';
import { backToPoolSteps } from './back-to-pool';
import { lockForSubmit, NO_HOLD } from './repository';
import { assertSubmittable } from './submit-checks';

type Plan = { line: DispatchLine; uuid: string; shipmentCode: string; isNew: boolean };

/** A route detail typed as free text (check 6 turned it to null) or a real route detail id. */
const routeDetailOf = (id: string | null | undefined) => (id && /^\d{1,15}$/.test(id) ? Number(id) : null);

/** The head of a line's shipment: its route, model, first and last stations, times and exact totals. */
function shipmentValues(plan: Plan): ShipmentPatch {
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
  };
}

function stopRows(plan: Plan): StopInsert[] {
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
 * (waybill.submit.lost). New shipments, stops, waybill steps and logs are one statement each (an
 * adjusted shipment's own head update excepted); statuses go through the core's writers.
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
    const locked = await lockForSubmit(tx, submitted, shipmentIds);
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

    await insertNewShipments(
      tx,
      plans
        .filter((p) => p.isNew)
        .map((p) => ({
          row: {
            uuid: p.uuid,
            shipmentCode: p.shipmentCode,
            dispatchCenterId: centerId,
            ...shipmentValues(p),
            createBy: by,
          },
          waybillIds: p.line.orders.map((o) => o.uuid),
        })),
      'create',
      by,
    );
    const adjusted = plans.filter((p) => !p.isNew);
    for (const p of adjusted) {
      await updateShipmentColumns(tx, p.uuid, { ...shipmentValues(p), updateBy: by, updateTime: new Date() });
    }
    await replaceStops(tx, shipmentIds, plans.flatMap(stopRows));

    // Every submitted waybill onto its line's shipment; those taken off an adjusted one back to the pool.
    const onLines = plans.flatMap((plan) =>
      plan.line.orders.map(
        (o): WaybillStep => ({
          waybill: byId.get(o.uuid) as (typeof locked)[number],
          action: 'handmadeSubmit',
          set: { shipmentId: plan.uuid, ...NO_HOLD },
        }),
      ),
    );
    const inLines = new Set(submitted);
    const takenOut = locked.filter((r) => r.shipmentId && editing.has(r.shipmentId) && !inLines.has(r.uuid));
    await writeWaybillSteps(tx, [...onLines, ...backToPoolSteps(takenOut, scope)], by);

    await insertShipmentLogs(
      tx,
      adjusted.map((p) => {
        const status = heads.get(p.uuid)?.status ?? null;
        return { shipmentId: p.uuid, action: 'adjust', fromStatus: status, toStatus: status, createBy: by };
      }),
    );
    // An adjusted shipment no line kept is removed (its waybills went back to the pool above).
    const used = new Set(plans.map((p) => p.uuid));
    await writeShipmentSteps(
      tx,
      shipmentIds.flatMap((id) => {
        const head = heads.get(id);
        return head && !used.has(id)
          ? [{ shipment: head, action: 'remove' as const, set: { delFlag: '2' }, remark: 'no line left' }]
          : [];
      }),
      by,
    );
    return plans.map((p) => ({ uuid: p.uuid, shipmentCode: p.shipmentCode }));
  });
}
