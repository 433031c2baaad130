import { applySplit, splitAvailability } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolScopeOf } from '../core/scope';
import { assertMayChange, lockOne } from './access';
import * as repo from './repository';
import type { SplitBody } from './schemas';
import { writeSplit } from './write-split';

/** splitWaybill: the SKU quantity split (tab 1); splitByItemAttribute: whole lines by class (tab 2). */
export type SplitMode = 'quantity' | 'class';

/**
 * POST /order/waybill/splitWaybill, /splitByItemAttribute and /splitDC: the dialog's waybillList entry
 * for waybillId names, per original line, the quantity split off (waybillLineList2). The server reloads
 * the lines and lets the domain decide (applySplit: pro rata weights and volumes, bundled whole,
 * auxiliaries with their main), then writes one child waybill in one transaction.
 */
export async function splitWaybill(
  db: Db,
  caller: AuthContext,
  body: SplitBody & { dispatchCenterId?: string },
  mode: SplitMode,
) {
  if (body.waybillList.length === 0) throw AppError.invalid('waybill.split.empty');
  const scope = await poolScopeOf(db, caller);
  const sent = body.waybillList.find((w) => w.uuid === body.waybillId);
  if (!sent) throw AppError.invalid('waybill.split.none');
  return db.transaction(async (tx) => {
    const source = await lockOne(tx, scope, body.waybillId);
    assertMayChange(source, scope, 'split');
    const available = splitAvailability(source);
    const verdict = mode === 'quantity' ? available.quantity : available.split;
    if (!verdict.ok) throw AppError.invalid(verdict.key, verdict.params);
    if (body.dispatchCenterId) {
      if (
        body.dispatchCenterId === source.dispatchCenterId ||
        !(await repo.centerExists(tx, body.dispatchCenterId))
      )
        throw AppError.invalid('waybill.split.center');
    }
    const before = await repo.linesOf(tx, [source.uuid]);
    const result = applySplit({
      code: source.code,
      lines: before,
      moves: sent.waybillLineList2,
      wholeLines: mode === 'class',
    });
    if (!result.ok) throw AppError.invalid(result.key, result.params);
    return writeSplit(tx, scope, {
      source,
      before,
      stay: result.value.list1,
      parts: [result.value.list2],
      isHandmade: body.isHandmade,
      centerId: body.dispatchCenterId,
    });
  });
}
