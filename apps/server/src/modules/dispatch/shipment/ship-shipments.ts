import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { transitionShipments } from './transition-shipments';

/**
 * POST /ship and /shipS: approved shipments go on the road. The actual departure is the moment of the
 * call (`at`: now, or the moment the demo seed replays its history at), as a wall-clock reading in the
 * caller's time zone (as finish reads its factTime); the waybills follow their shipment.
 */
export function shipShipments(
  db: DbOrTx,
  caller: AuthContext,
  ids: string[],
  action: 'ship' | 'shipS' = 'ship',
  remark?: string | null,
  at: Date = new Date(),
) {
  const atd = formatDateTime(at, caller.profile.timeZone);
  return transitionShipments(db, caller, ids, action, { set: () => ({ atd }), remark });
}
