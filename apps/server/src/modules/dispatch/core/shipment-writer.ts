import {
  SHIPMENT_CREATED_STATUS,
  SHIPMENT_TRANSITIONS,
  type ShipmentAction,
  type ShipmentStatus,
  shipmentStatusOf,
  shipmentTransition,
} from '@tms/domain';
import type { Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/jobs';
import {
  insertShipmentLogs,
  insertShipmentRows,
  type ShipmentInsert,
  type ShipmentPatch,
  updateShipmentStates,
} from './shipment-repository';

/**
 * The one writer of a shipment's status. The domain's state table decides every step
 * (shipmentTransition: the target, or the refusal naming the shipment); the writer writes the status
 * with the step's columns, one log row and one `shipment.transitioned` event per step, in the caller's
 * transaction. New shipments are written here too, open as the domain says, with a `shipment.created`
 * event each. Nothing else writes a shipment's status: use cases say which action, never which status.
 */

/** What a step needs to know of a shipment, as the caller locked it in this transaction. */
export type ShipmentState = { uuid: string; shipmentCode: string; status: string };

export type ShipmentStep = {
  shipment: ShipmentState;
  action: ShipmentAction;
  /** Columns written with the status (the assignment, times, a merge's target). Never the status. */
  set?: ShipmentPatch;
  remark?: string | null;
};

/** A step as written. */
export type ShipmentMove = {
  uuid: string;
  shipmentCode: string;
  action: ShipmentAction;
  fromStatus: ShipmentStatus;
  toStatus: ShipmentStatus;
  /** The domain says the shipment's waybills go back to audited (cancel, discard, remove). */
  releasesWaybills: boolean;
};

/**
 * What the domain's table says of `action` on the shipment, the refusal as an AppError: for checks that
 * must come after the state's (a busy vehicle is only worth telling for a shipment that may be scheduled).
 */
export function decideShipment(
  row: ShipmentState,
  action: ShipmentAction,
): { to: ShipmentStatus; releasesWaybills: boolean } {
  const decision = shipmentTransition(shipmentStatusOf(row), action, { code: row.shipmentCode });
  if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
  return decision;
}

/**
 * Writes the steps, in order, in the caller's transaction: all are decided first (the first refusal, in
 * the order given, answers and nothing is written). The shipments must be locked by the caller; one
 * whose status changed under it anyway is refused as its action would be. Steps with the same statuses
 * and columns share one update; the log rows and the events are one insert each.
 */
export async function writeShipmentSteps(
  tx: Tx,
  steps: readonly ShipmentStep[],
  by: string,
): Promise<ShipmentMove[]> {
  if (steps.length === 0) return [];
  const moves = steps.map(({ shipment, action }): ShipmentMove => {
    const fromStatus = shipmentStatusOf(shipment);
    const decision = decideShipment(shipment, action);
    return {
      uuid: shipment.uuid,
      shipmentCode: shipment.shipmentCode,
      action,
      fromStatus,
      toStatus: decision.to,
      releasesWaybills: decision.releasesWaybills,
    };
  });

  const at = new Date();
  const groups = new Map<string, { from: string; to: string; set: ShipmentPatch; ids: string[] }>();
  for (const [i, step] of steps.entries()) {
    const move = moves[i] as ShipmentMove;
    const set: ShipmentPatch = { ...step.set, updateBy: by, updateTime: at };
    const key = `${move.fromStatus}>${move.toStatus}>${JSON.stringify(set)}`;
    const group = groups.get(key) ?? { from: move.fromStatus, to: move.toStatus, set, ids: [] };
    group.ids.push(move.uuid);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const written = new Set(await updateShipmentStates(tx, group, group.ids, group.set));
    const lost = moves.find((m) => group.ids.includes(m.uuid) && !written.has(m.uuid));
    if (lost) {
      throw AppError.invalid(SHIPMENT_TRANSITIONS[lost.action].refusal, {
        code: lost.shipmentCode,
        status: '',
      });
    }
  }

  await insertShipmentLogs(
    tx,
    moves.map((m, i) => ({
      shipmentId: m.uuid,
      action: m.action,
      fromStatus: m.fromStatus,
      toStatus: m.toStatus,
      remark: steps[i]?.remark ?? null,
      createBy: by,
    })),
  );
  await emit(
    tx,
    ...moves.map((m) => ({
      type: 'shipment.transitioned' as const,
      payload: {
        shipmentId: m.uuid,
        shipmentCode: m.shipmentCode,
        action: m.action,
        fromStatus: m.fromStatus,
        toStatus: m.toStatus,
        by,
      },
    })),
  );
  return moves;
}

export type NewShipment = {
  row: Omit<ShipmentInsert, 'status'>;
  /** The waybills it is made with (the event names them; the caller puts them on it). */
  waybillIds: readonly string[];
};

/**
 * New shipments, open as the domain says (SHIPMENT_CREATED_STATUS), each with its first log row
 * (`action`: create for a line submit, save for one keyed in) and a `shipment.created` event.
 */
export async function insertNewShipments(
  tx: Tx,
  news: readonly NewShipment[],
  action: 'create' | 'save',
  by: string,
): Promise<void> {
  if (news.length === 0) return;
  await insertShipmentRows(
    tx,
    news.map(({ row }) => ({ ...row, status: SHIPMENT_CREATED_STATUS })),
  );
  await insertShipmentLogs(
    tx,
    news.map(({ row }) => ({
      shipmentId: row.uuid,
      action,
      fromStatus: null,
      toStatus: SHIPMENT_CREATED_STATUS,
      createBy: by,
    })),
  );
  await emit(
    tx,
    ...news.map(({ row, waybillIds }) => ({
      type: 'shipment.created' as const,
      payload: {
        shipmentId: row.uuid,
        shipmentCode: row.shipmentCode,
        status: SHIPMENT_CREATED_STATUS,
        dispatchCenterId: row.dispatchCenterId ?? null,
        waybillIds: [...waybillIds],
        by,
      },
    })),
  );
}
