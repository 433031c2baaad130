import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { carriers, dataGroupCarriers, drivers, vehicleModels, vehicles } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import { carrierWhere, type FleetScope } from './fleet-scope';

export type CarrierRow = typeof carriers.$inferSelect;
export type CarrierFilter = {
  code?: string | undefined;
  name?: string | undefined;
  reviewStatus?: string | undefined;
  blacklist?: string | undefined;
  enableFlag?: string | undefined;
  /** Carriers bound (or not bound) to a base data group. */
  dataGroup?: { id: string; bound: boolean } | undefined;
  /** A keyword on code or name. */
  keyword?: string | undefined;
};

const present = eq(carriers.delFlag, '0');
const sortable = {
  code: carriers.code,
  name: carriers.name,
  reviewStatus: carriers.reviewStatus,
  blacklist: carriers.blacklist,
  createTime: carriers.createTime,
};

function filterWhere(filter: CarrierFilter, scope: FleetScope): SQL | undefined {
  return and(
    present,
    carrierWhere(carriers.uuid, scope),
    filter.code ? ilike(carriers.code, `%${filter.code}%`) : undefined,
    filter.name
      ? or(ilike(carriers.name, `%${filter.name}%`), ilike(carriers.shortName, `%${filter.name}%`))
      : undefined,
    filter.reviewStatus ? eq(carriers.reviewStatus, filter.reviewStatus) : undefined,
    filter.blacklist ? eq(carriers.blacklist, filter.blacklist) : undefined,
    filter.enableFlag ? eq(carriers.enableFlag, filter.enableFlag) : undefined,
    filter.keyword
      ? or(ilike(carriers.code, `%${filter.keyword}%`), ilike(carriers.name, `%${filter.keyword}%`))
      : undefined,
    filter.dataGroup ? boundWhere(filter.dataGroup.id, filter.dataGroup.bound) : undefined,
  );
}

function boundWhere(dataGroupId: string, bound: boolean): SQL {
  const boundIds = sql`(select ${dataGroupCarriers.carrierId} from ${dataGroupCarriers} where ${dataGroupCarriers.dataGroupId} = ${dataGroupId})`;
  return bound ? inArray(carriers.uuid, boundIds) : notInArray(carriers.uuid, boundIds);
}

/** Puts carriers in a base data group (those already in it stay as they are). */
export async function bindCarriers(db: DbOrTx, dataGroupId: string, carrierIds: string[]): Promise<void> {
  if (carrierIds.length === 0) return;
  await db
    .insert(dataGroupCarriers)
    .values(carrierIds.map((carrierId) => ({ dataGroupId, carrierId })))
    .onConflictDoNothing();
}

export async function unbindCarriers(db: DbOrTx, dataGroupId: string, carrierIds: string[]): Promise<void> {
  if (carrierIds.length === 0) return;
  await db
    .delete(dataGroupCarriers)
    .where(
      and(eq(dataGroupCarriers.dataGroupId, dataGroupId), inArray(dataGroupCarriers.carrierId, carrierIds)),
    );
}

/** A removed carrier leaves every data group. */
export async function unbindCarriersEverywhere(db: DbOrTx, carrierIds: string[]): Promise<void> {
  if (carrierIds.length === 0) return;
  await db.delete(dataGroupCarriers).where(inArray(dataGroupCarriers.carrierId, carrierIds));
}

export async function pageCarriers(
  db: DbOrTx,
  filter: CarrierFilter & SortQuery,
  scope: FleetScope,
  limit: number,
  offset: number,
) {
  const where = filterWhere(filter, scope);
  const rows = await db
    .select()
    .from(carriers)
    .where(where)
    .orderBy(...orderByOf(sortable, filter, [asc(carriers.code), asc(carriers.uuid)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(carriers).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A select, not db.query: the scope's raw subqueries name the table, which db.query aliases. */
export async function findCarrier(
  db: DbOrTx,
  uuid: string,
  scope: FleetScope | null,
): Promise<CarrierRow | undefined> {
  const [row] = await db
    .select()
    .from(carriers)
    .where(and(eq(carriers.uuid, uuid), present, scope ? carrierWhere(carriers.uuid, scope) : undefined))
    .limit(1);
  return row;
}

export async function carrierCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const row = await db.query.carriers.findFirst({
    columns: { uuid: true },
    where: and(eq(carriers.code, code), present, exceptUuid ? ne(carriers.uuid, exceptUuid) : undefined),
  });
  return !!row;
}

export async function insertCarrier(db: DbOrTx, row: typeof carriers.$inferInsert): Promise<void> {
  await db.insert(carriers).values(row);
}

export async function updateCarriers(
  db: DbOrTx,
  uuids: string[],
  patch: Partial<typeof carriers.$inferInsert>,
): Promise<void> {
  await db.update(carriers).set(patch).where(inArray(carriers.uuid, uuids));
}

/** Carriers in scope among these uuids (present only). */
export function carriersIn(db: DbOrTx, uuids: string[], scope: FleetScope | null): Promise<CarrierRow[]> {
  return db
    .select()
    .from(carriers)
    .where(
      and(inArray(carriers.uuid, uuids), present, scope ? carrierWhere(carriers.uuid, scope) : undefined),
    );
}

/** Selector rows. `dispatchable`: approved, not blacklisted, enabled (the dropBox for dispatch). */
export function carrierOptions(
  db: DbOrTx,
  scope: FleetScope,
  options: { keyword?: string | undefined; dispatchable: boolean },
) {
  return db
    .select({ uuid: carriers.uuid, code: carriers.code, name: carriers.name })
    .from(carriers)
    .where(
      and(
        present,
        carrierWhere(carriers.uuid, scope),
        options.dispatchable
          ? and(eq(carriers.reviewStatus, '1'), eq(carriers.blacklist, 'N'), eq(carriers.enableFlag, 'Y'))
          : undefined,
        options.keyword
          ? or(ilike(carriers.code, `%${options.keyword}%`), ilike(carriers.name, `%${options.keyword}%`))
          : undefined,
      ),
    )
    .orderBy(asc(carriers.code))
    .limit(500);
}

/** Codes of carriers that still have present drivers, vehicles or models. */
export async function carriersInUse(db: DbOrTx, uuids: string[]): Promise<string[]> {
  const used = sql`(
    exists (select 1 from ${drivers} where ${drivers.carrierId} = ${carriers.uuid} and ${drivers.delFlag} = '0')
    or exists (select 1 from ${vehicles} where ${vehicles.carrierId} = ${carriers.uuid} and ${vehicles.delFlag} = '0')
    or exists (select 1 from ${vehicleModels} where ${vehicleModels.carrierId} = ${carriers.uuid} and ${vehicleModels.delFlag} = '0')
  )`;
  const rows = await db
    .select({ code: carriers.code })
    .from(carriers)
    .where(and(inArray(carriers.uuid, uuids), used));
  return rows.map((r) => r.code);
}

/** Carrier uuid by code (imports), among the carriers in scope. */
export async function carrierIdsByCode(db: DbOrTx, scope: FleetScope): Promise<Map<string, string>> {
  const rows = await db
    .select({ uuid: carriers.uuid, code: carriers.code })
    .from(carriers)
    .where(and(present, carrierWhere(carriers.uuid, scope)));
  return new Map(rows.map((r) => [r.code.toUpperCase(), r.uuid]));
}

export async function carrierNames(db: DbOrTx, uuids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ uuid: carriers.uuid, name: carriers.name })
    .from(carriers)
    .where(inArray(carriers.uuid, unique));
  return new Map(rows.map((r) => [r.uuid, r.name]));
}
