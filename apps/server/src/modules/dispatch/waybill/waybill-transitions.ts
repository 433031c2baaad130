import type { WaybillAction } from '@tms/domain';
import { and, inArray } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { WaybillPatch } from '../core/waybill-repository';
import { writeWaybillSteps } from '../core/waybill-writer';
import * as repo from './repository';
import { waybillScopeOf } from './waybill-scope';

/** The transitions the waybill list drives (the pool's handmade calls are modules/order-pool's). */
export type ListAction = Extract<
  WaybillAction,
  'confirm' | 'withdraw' | 'handout' | 'handoutCancel' | 'cancel'
>;

/**
 * Locks the waybills for the rest of the transaction and checks the caller may act on every one:
 * 404 when one does not exist, HTTP 403 when one is outside the caller's scope.
 */
export async function lockInScope(tx: DbOrTx, caller: AuthContext, ids: string[], lock = true) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockWaybills(tx, unique, lock);
  if (rows.length !== unique.length) throw AppError.notFound();
  const { where } = await waybillScopeOf(tx, caller);
  if (where) {
    const visible = await tx
      .select({ uuid: waybills.uuid })
      .from(waybills)
      .where(and(inArray(waybills.uuid, unique), where));
    if (visible.length !== unique.length) throw AppError.forbidden('common.dataScopeDenied');
  }
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return unique.map((id) => byId.get(id) as (typeof rows)[number]);
}

function patchOf(action: ListAction, extra: { handoutRemark?: string | null }): WaybillPatch {
  const now = new Date();
  switch (action) {
    case 'confirm':
      return { auditTime: now };
    case 'withdraw':
      return { auditTime: null };
    case 'handout':
      return { handoutFlag: 'Y', handoutRemark: extra.handoutRemark ?? null };
    case 'handoutCancel':
      return { handoutFlag: 'N' };
    case 'cancel':
      return {};
    default:
      return assertUnreachable(action);
  }
}

function assertUnreachable(value: never): never {
  throw new Error(`unknown waybill action: ${String(value)}`);
}

/**
 * A bulk transition, all-or-nothing: every waybill is decided by the domain's state table through the
 * core's waybill writer; the first refusal (in the order sent) is answered with its key naming the
 * waybill code and nothing changes. Each change is logged in order_waybill_log with its event.
 */
export async function transitionWaybills(
  db: DbOrTx,
  caller: AuthContext,
  ids: string[],
  action: ListAction,
  extra: { handoutRemark?: string | null; remark?: string | null } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockInScope(tx, caller, ids);
    const set = { ...patchOf(action, extra), updateBy: caller.userName };
    const remark = action === 'handout' ? (extra.handoutRemark ?? null) : (extra.remark ?? null);
    const moves = await writeWaybillSteps(
      tx,
      rows.map((waybill) => ({ waybill, action, set, remark })),
      caller.userName,
    );
    return moves.length;
  });
}
