import { and, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf, storedScopeSchema } from '../../base';
import { shipmentWithin } from '../pool/shipment-scope';
import { filters } from '../shipment/list-shipments';
import { shipmentListQuery } from '../shipment/schemas';

/** The list's filters without paging and sorting: what every shipment export selects by. */
export const shipmentExportFilter = shipmentListQuery.omit({
  pageNum: true,
  pageSize: true,
  sortField: true,
  sortOrder: true,
});
export type ShipmentExportFilter = z.infer<typeof shipmentExportFilter>;

/**
 * A queued shipment export keeps the filters, the selected ids (when the user ticked rows), the
 * caller's time zone (for the created-date filter) and scope at the time of the request.
 */
export const shipmentExportQuery = z.object({
  filter: z.record(z.string(), z.unknown()),
  ids: z.array(z.string()).default([]),
  timeZone: z.string(),
  scope: storedScopeSchema,
});
export type ShipmentExportQuery = z.infer<typeof shipmentExportQuery>;

export async function shipmentExportQueryOf(
  db: DbOrTx,
  caller: AuthContext,
  filter: Partial<ShipmentExportFilter>,
  ids: string[] | undefined,
): Promise<ShipmentExportQuery> {
  return {
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')),
    ids: ids ?? [],
    timeZone: caller.profile.timeZone || 'Asia/Shanghai',
    scope: await baseScopeOf(db, caller),
  };
}

/** The shipments an export covers: in the stored scope, matching the filters, limited to the ids if any. */
export function shipmentsOf(query: ShipmentExportQuery): SQL {
  const filter = shipmentListQuery.parse({ ...query.filter, pageNum: 1, pageSize: 10 });
  return and(
    shipmentWithin(query.scope),
    query.ids.length > 0 ? inArray(shipments.uuid, query.ids) : undefined,
    ...filters(filter, query.timeZone),
  ) as SQL;
}
