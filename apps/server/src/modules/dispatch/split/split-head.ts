import { moveClass, splitAvailability, splitClassValues } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolScopeOf } from '../core/scope';
import { assertMayChange, lockOne } from './access';
import type { LineRecord } from './repository';
import * as repo from './repository';
import type { SplitHeadBody } from './schemas';
import { writeSplit } from './write-split';

/**
 * POST /order/waybill/splitWaybillHead: splits a waybill's head by class in one step: the lines of the
 * first temperature (or classification) stay, each further one becomes its own waybill (auxiliary
 * materials going with their main line). One class only gives 'No order split'.
 */
export async function splitWaybillHead(db: Db, caller: AuthContext, body: SplitHeadBody) {
  const scope = await poolScopeOf(db, caller);
  return db.transaction(async (tx) => {
    const source = await lockOne(tx, scope, body.waybillId);
    assertMayChange(source, scope, 'split');
    const verdict = splitAvailability(source).split;
    if (!verdict.ok) throw AppError.invalid(verdict.key, verdict.params);
    const before = await repo.linesOf(tx, [source.uuid]);
    if (before.length === 0) throw AppError.invalid('waybill.split.empty');
    const [, ...others] = splitClassValues(before, body.field);
    if (others.length === 0) throw AppError.invalid('waybill.split.none');
    let stay: LineRecord[] = before;
    const parts: LineRecord[][] = [];
    for (const value of others) {
      const moved = moveClass<LineRecord>({ list1: stay, list2: [] }, body.field, value);
      if (moved.list2.length === 0) continue;
      stay = moved.list1;
      parts.push(moved.list2);
    }
    if (parts.length === 0 || stay.length === 0) throw AppError.invalid('waybill.split.none');
    return writeSplit(tx, scope, { source, before, stay, parts, isHandmade: body.isHandmade });
  });
}
