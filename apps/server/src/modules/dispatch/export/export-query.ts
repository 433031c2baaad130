import { and, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf, storedScopeSchema } from '../../base';
import { shipmentListQuery } from '../core/schemas';
import { shipmentFilters as filters } from '../core/shipment-repository';
import { shipmentWithin } from '../core/shipment-scope';

/** The list's filters without paging and sorting: what every shipment export selects by. */
export const shipmentExportFilter = shipmentListQuery.omit({
  pageNum: true,
  pageSize: true,
  sortField: true,
  sortOrder: true,
});
export type ShipmentExportFilter = z.infer<typeof shipmentExportFilter>;

/** What a shipment export is asked for: the list's filters and the ticked shipments (none: all matching). */
export type ShipmentExportInput = { filter: Partial<ShipmentExportFilter>; ids: string[] | undefined };

/** The filters, the ticked shipments and the caller's scope at the time of the request. */
export const shipmentExportQuery = z.object({
  filter: z.record(z.string(), z.unknown()),
  ids: z.array(z.string()).default([]),
  scope: storedScopeSchema,
});
export type ShipmentExportQuery = z.infer<typeof shipmentExportQuery>;

export async function shipmentExportQueryOf(
  db: DbOrTx,
  caller: AuthContext,
  { filter, ids }: ShipmentExportInput,
): Promise<ShipmentExportQuery> {
  return {
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')),
    ids: ids ?? [],
    scope: await baseScopeOf(db, caller),
  };
}

/**
 * The shipments an export covers: in the stored scope, matching the filters (the created-date filter
 * in the caller's time zone), limited to the ids if any.
 */
export function shipmentsOf(query: ShipmentExportQuery, timeZone: string): SQL {
  const filter = shipmentListQuery.parse({ ...query.filter, pageNum: 1, pageSize: 10 });
  return and(
    shipmentWithin(query.scope),
    query.ids.length > 0 ? inArray(shipments.uuid, query.ids) : undefined,
    ...filters(filter, timeZone),
  ) as SQL;
}
