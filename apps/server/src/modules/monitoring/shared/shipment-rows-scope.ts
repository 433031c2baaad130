import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type BaseScope, withinIds } from '../../base';

/** The columns a monitoring record keeps of its shipment (alerts, ETA exceptions). */
export type ShipmentRowColumns = {
  dispatchCenterId: AnyPgColumn;
  carrierId: AnyPgColumn;
  shipmentId: AnyPgColumn;
};

/**
 * The records about shipments a caller may see follow the shipments they may see: those of the
 * session's dispatch center (every center for the super user and the admin role with none selected;
 * nothing for anyone else without one); carrier staff their carriers' only; a user bound to clients
 * those of shipments that carry only their clients' waybills, as the shipment list does. Built from a
 * scope value, so an export task that stored it reads the same rows later.
 */
export function shipmentRowsWithin(scope: BaseScope, columns: ShipmentRowColumns): SQL | undefined {
  const center = scope.centerId
    ? eq(columns.dispatchCenterId, scope.centerId)
    : scope.unrestricted
      ? undefined
      : sql`false`;
  if (scope.carrierStaff)
    return and(center, withinIds(columns.carrierId, scope.carrierIds ?? [])) ?? sql`true`;
  const ids = scope.clientIds;
  const clients =
    ids === null
      ? undefined
      : ids.length === 0
        ? sql`false`
        : sql`not exists (select 1 from order_waybill w where w.shipment_id = ${columns.shipmentId}
            and w.del_flag = '0' and (w.client_id is null or w.client_id not in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})))`;
  return and(center, clients);
}
