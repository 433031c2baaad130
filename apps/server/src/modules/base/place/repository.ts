import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { addresses, contacts, stations, transportLocations, zones } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { centerNameOf, masterOf } from '../shared/master-repository';

/**
 * The four place tables (zones, transport locations, contacts, addresses) for the shared master-data
 * queries (base-shared/master-repository): uuid, code, del_flag, soft removal.
 */
export const zonePlace = masterOf(zones, {
  ...getTableColumns(zones),
  dispatchCenterName: centerNameOf(zones.dispatchCenterId),
});

export const transLocationPlace = masterOf(transportLocations, {
  ...getTableColumns(transportLocations),
  zoneName: sql<
    string | null
  >`(select ${zones.name} from ${zones} where ${zones.uuid} = ${transportLocations.zoneId})`.as('zone_name'),
  dispatchCenterName: centerNameOf(transportLocations.dispatchCenterId),
});

export const contactPlace = masterOf(contacts);

export const addressPlace = masterOf(addresses);

export type ZoneRow = typeof zones.$inferSelect & { dispatchCenterName: string | null };
export type TransLocationRow = typeof transportLocations.$inferSelect & {
  zoneName: string | null;
  dispatchCenterName: string | null;
};
export type ContactRow = typeof contacts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** Zones among these that present stations or transport locations still use. */
export async function zonesInUse(db: DbOrTx, zoneIds: string[]): Promise<Set<string>> {
  const [byStation, byLocation] = await Promise.all([
    db
      .selectDistinct({ id: stations.zoneId })
      .from(stations)
      .where(and(inArray(stations.zoneId, zoneIds), eq(stations.delFlag, '0'))),
    db
      .selectDistinct({ id: transportLocations.zoneId })
      .from(transportLocations)
      .where(and(inArray(transportLocations.zoneId, zoneIds), eq(transportLocations.delFlag, '0'))),
  ]);
  return new Set([...byStation, ...byLocation].map((r) => r.id ?? ''));
}

/** A present zone's dispatch center (undefined when the zone does not exist). */
export async function zoneCenter(
  db: DbOrTx,
  zoneId: string,
): Promise<{ dispatchCenterId: string | null } | undefined> {
  const [row] = await db
    .select({ dispatchCenterId: zones.dispatchCenterId })
    .from(zones)
    .where(and(eq(zones.uuid, zoneId), eq(zones.delFlag, '0')));
  return row;
}
