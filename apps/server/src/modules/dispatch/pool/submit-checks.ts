import { AppError } from '../../../platform/errors';
import type { PoolRow } from '../core/pool-rows';
import type { PoolScope } from '../core/scope';
import { decideWaybill } from '../core/waybill-writer';

/**
 * A waybill may be submitted when the caller holds it in the pool (H), or, in edit mode, when it is on
 * one of the shipments being adjusted and nobody else holds it. Otherwise the domain's refusal (named
 * holder for a waybill in someone else's pool; not in the pool or already dispatched for the rest).
 */
export function assertSubmittable(
  row: Pick<PoolRow, 'uuid' | 'code' | 'status' | 'heldByName' | 'shipmentId'> & { heldBy: number | null },
  scope: PoolScope,
  shipmentIds: ReadonlySet<string>,
  lostKey?: 'waybill.submit.lost',
): void {
  const mine = row.heldBy === null || row.heldBy === scope.userId;
  if (row.status === 'H' && row.heldBy === scope.userId) return;
  if (row.status === 'S' && mine && row.shipmentId && shipmentIds.has(row.shipmentId)) return;
  if (lostKey) throw AppError.invalid(lostKey, { code: row.code });
  if (row.status === 'H') decideWaybill(row, 'handmade');
  decideWaybill(row, 'handmadeSubmit');
  throw AppError.invalid('waybill.state.handmadeSubmit', { code: row.code, status: row.status });
}
