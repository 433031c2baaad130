import { type WaybillAction, type WaybillStatus, waybillStatusOf, waybillTransition } from '@tms/domain';
import { waybillLogs } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';

/** What a transition needs to know of a waybill. */
export type WaybillState = {
  uuid: string;
  code: string;
  status: string;
  heldBy?: number | null;
  heldByName?: string | null;
  shipmentId?: string | null;
};

/**
 * The status `action` takes the waybill to, through the domain's state machine; a refusal becomes the
 * AppError with the domain's key, naming the waybill (and its holder, for a held one).
 */
export function decide(row: WaybillState, action: WaybillAction): WaybillStatus {
  const decision = waybillTransition(waybillStatusOf(row), action, {
    code: row.code,
    holder: row.heldByName,
  });
  if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
  return decision.to;
}

export type WaybillLogEntry = {
  waybillId: string;
  action: WaybillAction;
  fromStatus: string;
  toStatus: string;
  shipmentId?: string | null;
  remark?: string | null;
};

/** Every transition of a call in one insert. */
export async function logTransitions(db: DbOrTx, entries: WaybillLogEntry[], by: string): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(waybillLogs).values(entries.map((e) => ({ ...e, createBy: by })));
}
