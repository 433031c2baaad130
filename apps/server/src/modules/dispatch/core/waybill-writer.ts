import {
  splitChildStatus,
  WAYBILL_CREATED_STATUS,
  WAYBILL_TRANSITIONS,
  type WaybillAction,
  type WaybillStatus,
  waybillStatusOf,
  waybillTransition,
} from '@tms/domain';
import type { Tx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/jobs';
import {
  insertWaybillLogs,
  insertWaybillRows,
  updateWaybillStates,
  type WaybillInsert,
  type WaybillLineInsert,
  type WaybillLogInsert,
  type WaybillPatch,
} from './waybill-repository';

/**
 * The one writer of a waybill's status. The domain's state table decides every step (waybillTransition:
 * the target, or the refusal naming the waybill and its holder); the writer writes the status with the
 * step's columns, one log row per step and one `waybill.transitioned` event per step, all in the
 * caller's transaction, so the three exist together or not at all. Nothing else writes a waybill's
 * status: use cases say which action, never which status.
 */

/** What a step needs to know of a waybill, as the caller locked it in this transaction. */
export type WaybillState = {
  uuid: string;
  code: string;
  status: string;
  heldBy?: number | null;
  heldByName?: string | null;
  shipmentId?: string | null;
};

export type WaybillStep = {
  waybill: WaybillState;
  action: WaybillAction;
  /** Columns written with the status: the shipment it goes onto, the hold, totals. Never the status. */
  set?: WaybillPatch;
  /** The shipment the log row and event name; by default the one the step puts it on, else the one it was on. */
  shipmentId?: string | null;
  remark?: string | null;
};

/** A step as written: the waybill, the action, its statuses. */
export type WaybillMove = {
  uuid: string;
  code: string;
  action: WaybillAction;
  fromStatus: WaybillStatus;
  toStatus: WaybillStatus;
  shipmentId: string | null;
};

/**
 * The status `action` takes the waybill to, or the refusal as an AppError: for checks before the
 * writer runs (a split's source, an edit-mode take-out).
 */
export function decideWaybill(row: WaybillState, action: WaybillAction): WaybillStatus {
  const decision = waybillTransition(waybillStatusOf(row), action, {
    code: row.code,
    holder: row.heldByName,
  });
  if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
  return decision.to;
}

/**
 * Writes the steps, in order, in the caller's transaction: all are decided first (the first refusal
 * answers and nothing is written); a waybill named again continues from the status its previous step
 * reached (released, then taken into the pool). The waybills must be locked by the caller; one whose
 * status changed under it anyway is refused as its action would be. One update per status change,
 * one insert of log rows, one insert of events.
 */
export async function writeWaybillSteps(
  tx: Tx,
  steps: readonly WaybillStep[],
  by: string,
): Promise<WaybillMove[]> {
  if (steps.length === 0) return [];
  const current = new Map<string, WaybillState>();
  const moves: WaybillMove[] = [];
  for (const step of steps) {
    const row = current.get(step.waybill.uuid) ?? step.waybill;
    const fromStatus = waybillStatusOf(row);
    const toStatus = decideWaybill(row, step.action);
    const shipmentId =
      step.shipmentId !== undefined ? step.shipmentId : (step.set?.shipmentId ?? row.shipmentId ?? null);
    moves.push({ uuid: row.uuid, code: row.code, action: step.action, fromStatus, toStatus, shipmentId });
    current.set(row.uuid, { ...row, ...pick(step.set), status: toStatus });
  }

  // Each waybill once, from its first status to its last, with the columns of all its steps.
  const writes = new Map<string, { from: string; to: string; set: WaybillPatch }>();
  for (const [i, step] of steps.entries()) {
    const move = moves[i] as WaybillMove;
    const seen = writes.get(move.uuid);
    writes.set(move.uuid, {
      from: seen?.from ?? move.fromStatus,
      to: move.toStatus,
      set: { ...seen?.set, ...step.set },
    });
  }
  const groups = new Map<string, { from: string; to: string; rows: { uuid: string; set: WaybillPatch }[] }>();
  for (const [uuid, w] of writes) {
    const key = `${w.from}>${w.to}`;
    const group = groups.get(key) ?? { from: w.from, to: w.to, rows: [] };
    group.rows.push({ uuid, set: w.set });
    groups.set(key, group);
  }
  const at = new Date();
  for (const group of groups.values()) {
    const written = new Set(await updateWaybillStates(tx, group, group.rows, at));
    const lost = group.rows.find((r) => !written.has(r.uuid));
    if (lost) {
      const move = moves.find((m) => m.uuid === lost.uuid) as WaybillMove;
      throw AppError.invalid(WAYBILL_TRANSITIONS[move.action].refusal, {
        code: move.code,
        status: '',
        holder: '',
      });
    }
  }

  await insertWaybillLogs(
    tx,
    moves.map((m, i) => ({
      waybillId: m.uuid,
      action: m.action,
      fromStatus: m.fromStatus,
      toStatus: m.toStatus,
      shipmentId: m.shipmentId,
      remark: steps[i]?.remark ?? null,
      createBy: by,
    })),
  );
  await emit(
    tx,
    ...moves.map((m) => ({
      type: 'waybill.transitioned' as const,
      payload: {
        waybillId: m.uuid,
        waybillCode: m.code,
        action: m.action,
        fromStatus: m.fromStatus,
        toStatus: m.toStatus,
        shipmentId: m.shipmentId,
        by,
      },
    })),
  );
  return moves;
}

/** The columns of a step that a later step of the same waybill is checked against. */
function pick(set: WaybillPatch | undefined): Partial<WaybillState> {
  if (!set) return {};
  const out: Partial<WaybillState> = {};
  if (set.heldBy !== undefined) out.heldBy = set.heldBy;
  if (set.heldByName !== undefined) out.heldByName = set.heldByName;
  if (set.shipmentId !== undefined) out.shipmentId = set.shipmentId;
  return out;
}

/** How a new waybill came to be: keyed in or sent (create), or split off another (split). */
export type WaybillOrigin =
  | { action: 'create'; remark: string | null }
  | { action: 'split'; source: WaybillState; heldInPool: boolean; remark: string | null };

export type NewWaybill = {
  row: Omit<WaybillInsert, 'status'>;
  lines: readonly WaybillLineInsert[];
  origin: WaybillOrigin;
};

/**
 * New waybills, their lines and their first log row. Their status is the domain's: open for a waybill
 * keyed in, sent or imported; for a split-off one, held in the splitter's pool or audited.
 */
export async function insertNewWaybills(tx: Tx, news: readonly NewWaybill[], by: string): Promise<void> {
  const rows: WaybillInsert[] = [];
  const lines: WaybillLineInsert[] = [];
  const logs: WaybillLogInsert[] = [];
  for (const { row, lines: own, origin } of news) {
    const status = origin.action === 'create' ? WAYBILL_CREATED_STATUS : splitChildStatus(origin.heldInPool);
    rows.push({ ...row, status });
    lines.push(...own);
    logs.push({
      waybillId: row.uuid,
      action: origin.action,
      fromStatus: origin.action === 'split' ? origin.source.status : null,
      toStatus: status,
      remark: origin.remark,
      createBy: by,
    });
  }
  await insertWaybillRows(tx, rows, lines, logs);
}
