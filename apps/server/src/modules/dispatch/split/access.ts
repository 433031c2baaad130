import type { WaybillAction } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { type PoolScope, waybillWithin } from '../core/scope';
import { decideWaybill } from '../core/waybill-writer';
import { lockWaybills, type WaybillRecord } from './repository';

/**
 * A waybill the caller may split or merge: in the caller's data scope (dispatch center and clients), in a
 * status the domain's state machine allows for `action`, and not held in another dispatcher's pool.
 */
export function assertMayChange(row: WaybillRecord, scope: PoolScope, action: WaybillAction): void {
  decideWaybill(row, action);
  if (row.status === 'H' && row.heldBy !== scope.userId)
    throw AppError.invalid('waybill.split.held', { code: row.code, holder: row.heldByName ?? '' });
}

/** Locks one waybill of the caller's scope, or refuses as the pool does for an unknown one. */
export async function lockOne(db: DbOrTx, scope: PoolScope, uuid: string): Promise<WaybillRecord> {
  const [row] = await lockWaybills(db, and(eq(waybills.uuid, uuid), waybillWithin(scope)));
  if (!row) throw AppError.invalid('waybill.pool.notFound', { code: uuid });
  return row;
}
