import { isWaybillStatus, type WaybillAction, waybillTransition } from '@tms/domain';
import { and, inArray } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
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

function patchOf(action: ListAction, extra: { handoutRemark?: string | null }) {
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
 * A bulk transition, all-or-nothing: every waybill is decided by the domain's waybillTransition; the
 * first refusal (in the order sent) is answered with its key naming the waybill code and nothing
 * changes. Each change is logged in order_waybill_log.
 */
export async function transitionWaybills(
  db: Db,
  caller: AuthContext,
  ids: string[],
  action: ListAction,
  extra: { handoutRemark?: string | null; remark?: string | null } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockInScope(tx, caller, ids);
    const moves: { uuid: string; from: string; to: string }[] = [];
    for (const row of rows) {
      const status = isWaybillStatus(row.status) ? row.status : 'O';
      const decision = waybillTransition(status, action, { code: row.code, holder: row.heldByName });
      if (!decision.ok) throw AppError.invalid(decision.key, decision.params);
      moves.push({ uuid: row.uuid, from: row.status, to: decision.to });
    }
    const byTarget = new Map<string, string[]>();
    for (const m of moves) byTarget.set(m.to, [...(byTarget.get(m.to) ?? []), m.uuid]);
    const patch = patchOf(action, extra);
    for (const [to, uuids] of byTarget) {
      await repo.updateWaybills(tx, uuids, {
        ...patch,
        status: to,
        updateBy: caller.userName,
        updateTime: new Date(),
      });
    }
    await repo.insertLogs(
      tx,
      moves.map((m) => ({
        waybillId: m.uuid,
        action,
        fromStatus: m.from,
        toStatus: m.to,
        remark: action === 'handout' ? (extra.handoutRemark ?? null) : (extra.remark ?? null),
        createBy: caller.userName,
      })),
    );
    return moves.length;
  });
}
