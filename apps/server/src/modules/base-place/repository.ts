import { and, count, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addresses, contacts, dispatchCenters, stations, transportLocations, zones } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

/**
 * The four place tables (zones, transport locations, contacts, addresses) share one shape: uuid, code,
 * del_flag, soft removal. `Place` describes one for the generic queries below.
 */
export type Place = {
  table: PgTable;
  uuid: AnyPgColumn;
  code: AnyPgColumn;
  delFlag: AnyPgColumn;
  enableFlag?: AnyPgColumn;
  /** The selected columns of a list row (joined names as subqueries). */
  fields: Record<string, AnyPgColumn | SQL.Aliased>;
};

const centerName = (column: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${dispatchCenters.name} from ${dispatchCenters} where ${dispatchCenters.uuid} = ${column})`;

export const zonePlace = {
  table: zones,
  uuid: zones.uuid,
  code: zones.code,
  delFlag: zones.delFlag,
  enableFlag: zones.enableFlag,
  fields: { ...getTableColumns(zones), dispatchCenterName: centerName(zones.dispatchCenterId).as('dc_name') },
} satisfies Place;

export const transLocationPlace = {
  table: transportLocations,
  uuid: transportLocations.uuid,
  code: transportLocations.code,
  delFlag: transportLocations.delFlag,
  enableFlag: transportLocations.enableFlag,
  fields: {
    ...getTableColumns(transportLocations),
    zoneName: sql<
      string | null
    >`(select ${zones.name} from ${zones} where ${zones.uuid} = ${transportLocations.zoneId})`.as(
      'zone_name',
    ),
    dispatchCenterName: centerName(transportLocations.dispatchCenterId).as('dc_name'),
  },
} satisfies Place;

export const contactPlace = {
  table: contacts,
  uuid: contacts.uuid,
  code: contacts.code,
  delFlag: contacts.delFlag,
  fields: getTableColumns(contacts),
} satisfies Place;

export const addressPlace = {
  table: addresses,
  uuid: addresses.uuid,
  code: addresses.code,
  delFlag: addresses.delFlag,
  fields: getTableColumns(addresses),
} satisfies Place;

export type ZoneRow = typeof zones.$inferSelect & { dispatchCenterName: string | null };
export type TransLocationRow = typeof transportLocations.$inferSelect & {
  zoneName: string | null;
  dispatchCenterName: string | null;
};
export type ContactRow = typeof contacts.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** `%value%` with LIKE wildcards escaped. */
export const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const contains = (column: AnyPgColumn, value: string | undefined) =>
  value ? ilike(column, like(value)) : undefined;
export const equals = (column: AnyPgColumn, value: string | undefined) =>
  value ? eq(column, value) : undefined;

export async function pagePlaces<R>(
  db: DbOrTx,
  place: Place,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const present = and(eq(place.delFlag, '0'), where);
  const rows = await db
    .select(place.fields)
    .from(place.table)
    .where(present)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(place.table).where(present);
  return { rows: rows as R[], total: total?.n ?? 0 };
}

export async function countPlaces(db: DbOrTx, place: Place, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(place.table)
    .where(and(eq(place.delFlag, '0'), where));
  return total?.n ?? 0;
}

export async function allPlaces<R>(
  db: DbOrTx,
  place: Place,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<R[]> {
  const rows = await db
    .select(place.fields)
    .from(place.table)
    .where(and(eq(place.delFlag, '0'), where))
    .orderBy(...orderBy);
  return rows as R[];
}

export async function findPlace<R>(
  db: DbOrTx,
  place: Place,
  uuid: string,
  scope?: SQL,
): Promise<R | undefined> {
  const [row] = await db
    .select(place.fields)
    .from(place.table)
    .where(and(eq(place.uuid, uuid), eq(place.delFlag, '0'), scope));
  return row as R | undefined;
}

export async function placeCodeTaken(
  db: DbOrTx,
  place: Place,
  code: string,
  exceptUuid?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uuid: place.uuid })
    .from(place.table)
    .where(
      and(eq(place.code, code), eq(place.delFlag, '0'), exceptUuid ? ne(place.uuid, exceptUuid) : undefined),
    );
  return !!row;
}

export async function placeOptions(
  db: DbOrTx,
  place: Place,
  name: AnyPgColumn | SQL,
  where: SQL | undefined,
  keyword: string | undefined,
): Promise<{ uuid: string; code: string; name: string }[]> {
  const rows = await db
    .select({ uuid: place.uuid, code: place.code, name: sql<string>`coalesce(${name}, '')` })
    .from(place.table)
    .where(
      and(
        eq(place.delFlag, '0'),
        place.enableFlag ? eq(place.enableFlag, 'Y') : undefined,
        where,
        keyword ? or(ilike(place.code, like(keyword)), sql`${name} ilike ${like(keyword)}`) : undefined,
      ),
    )
    .orderBy(place.code)
    .limit(500);
  return rows as { uuid: string; code: string; name: string }[];
}

/** Options for these uuids whatever their enable flag (the values a form already holds). */
export async function placeOptionsByIds(
  db: DbOrTx,
  place: Place,
  name: AnyPgColumn | SQL,
  where: SQL | undefined,
  ids: string[],
): Promise<{ uuid: string; code: string; name: string }[]> {
  const rows = await db
    .select({ uuid: place.uuid, code: place.code, name: sql<string>`coalesce(${name}, '')` })
    .from(place.table)
    .where(and(eq(place.delFlag, '0'), inArray(place.uuid, ids), where))
    .orderBy(place.code);
  return rows as { uuid: string; code: string; name: string }[];
}

export async function insertPlace(db: DbOrTx, place: Place, row: Record<string, unknown>): Promise<void> {
  await db.insert(place.table).values(row as never);
}

export async function updatePlace(
  db: DbOrTx,
  place: Place,
  uuid: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .update(place.table)
    .set(patch as never)
    .where(eq(place.uuid, uuid));
}

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
