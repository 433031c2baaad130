import { SHIPMENT_STATUSES } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { poolScopeOf, waybillWithin } from '../core/scope';
import { shipmentWithin } from '../core/shipment-scope';
import { shipmentsLeavingPerStatus, waybillsPerStatus } from './repository';

/**
 * The waybills waiting on dispatch in the caller's scope (their center and clients, or their carriers):
 * to review (O, not yet audited), in the pool (E, audited and free to plan) and held (H, taken into a
 * planner's pool and not yet submitted).
 */
export async function countWaitingWaybills(
  db: DbOrTx,
  caller: AuthContext,
): Promise<{ toReview: number; inPool: number; held: number }> {
  const scope = waybillWithin(await poolScopeOf(db, caller));
  const counts = await waybillsPerStatus(db, scope, ['O', 'E', 'H']);
  return { toReview: counts.get('O') ?? 0, inPool: counts.get('E') ?? 0, held: counts.get('H') ?? 0 };
}

/** The shipments in the caller's scope planned to leave on `day`, per status, every status in its order. */
export async function countShipmentsLeaving(
  db: DbOrTx,
  caller: AuthContext,
  day: string,
): Promise<{ status: string; count: number }[]> {
  const scope = shipmentWithin(await poolScopeOf(db, caller));
  const counts = await shipmentsLeavingPerStatus(db, scope, day);
  return SHIPMENT_STATUSES.map((s) => ({ status: s.code, count: counts.get(s.code) ?? 0 }));
}
