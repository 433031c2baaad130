import { isShipmentAdjustable } from '@tms/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { BaseScope } from '../../base';
import { shipmentOfCarriers } from './carrier-scope';
import type { PoolScope } from './scope';

/**
 * Shipments a caller may see: those of the session's dispatch center (all for the super user without a
 * center). Clients are checked through the shipment's waybills (a shipment carries several clients).
 */
export function shipmentWithin(scope: BaseScope): SQL {
  const center = scope.centerId
    ? eq(shipments.dispatchCenterId, scope.centerId)
    : scope.unrestricted
      ? undefined
      : sql`false`;
  if (scope.carrierStaff) {
    return and(eq(shipments.delFlag, '0'), center, shipmentOfCarriers(scope.carrierIds ?? [])) as SQL;
  }
  const ids = scope.clientIds;
  const clients =
    ids === null
      ? undefined
      : ids.length === 0
        ? sql`false`
        : sql`not exists (select 1 from order_waybill w where w.shipment_id = ${shipments.uuid}
            and w.del_flag = '0' and (w.client_id is null or w.client_id not in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})))`;
  return and(eq(shipments.delFlag, '0'), center, clients) as SQL;
}

export type ShipmentHead = { uuid: string; shipmentCode: string; status: string };

/**
 * The shipments of edit mode, locked when `lock`: every id must exist in scope and still be open
 * (shipment.adjust.notOpen), else the call is refused.
 */
export async function adjustableShipments(
  db: DbOrTx,
  scope: PoolScope,
  ids: string[],
  lock = false,
): Promise<ShipmentHead[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({ uuid: shipments.uuid, shipmentCode: shipments.shipmentCode, status: shipments.status })
    .from(shipments)
    .where(and(inArray(shipments.uuid, ids), shipmentWithin(scope)))
    .orderBy(shipments.uuid);
  const rows = lock ? await query.for('update') : await query;
  const found = new Set(rows.map((r) => r.uuid));
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw AppError.notFound();
  const closed = rows.find((r) => !isShipmentAdjustable(r.status));
  if (closed) throw AppError.invalid('shipment.adjust.notOpen', { code: closed.shipmentCode });
  return rows;
}
