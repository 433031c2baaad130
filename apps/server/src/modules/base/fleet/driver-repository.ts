import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { carriers, drivers } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import { carrierWhere, type FleetScope } from './fleet-scope';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverWithCarrier = DriverRow & { carrierName: string | null; carrierCode: string | null };
export type DriverFilter = {
  carrierId?: string | undefined;
  code?: string | undefined;
  name?: string | undefined;
  mobile?: string | undefined;
  loginName?: string | undefined;
  reviewStatus?: string | undefined;
  enableFlag?: string | undefined;
};

const present = eq(drivers.delFlag, '0');
const sortable = {
  code: drivers.code,
  name: drivers.name,
  carrierName: carriers.name,
  carrierId: carriers.name,
  licenseValidTo: drivers.licenseValidTo,
  healthValidTo: drivers.healthValidTo,
  reviewStatus: drivers.reviewStatus,
  createTime: drivers.createTime,
};
const withCarrier = { carrierName: carriers.name, carrierCode: carriers.code };

function filterWhere(filter: DriverFilter, scope: FleetScope | null): SQL | undefined {
  return and(
    present,
    scope ? carrierWhere(drivers.carrierId, scope) : undefined,
    filter.carrierId ? eq(drivers.carrierId, filter.carrierId) : undefined,
    filter.code ? ilike(drivers.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(drivers.name, `%${filter.name}%`) : undefined,
    filter.mobile ? ilike(drivers.mobile, `%${filter.mobile}%`) : undefined,
    filter.loginName ? ilike(drivers.loginName, `%${filter.loginName}%`) : undefined,
    filter.reviewStatus ? eq(drivers.reviewStatus, filter.reviewStatus) : undefined,
    filter.enableFlag ? eq(drivers.enableFlag, filter.enableFlag) : undefined,
  );
}

export async function pageDrivers(
  db: DbOrTx,
  filter: DriverFilter & SortQuery,
  scope: FleetScope,
  limit: number,
  offset: number,
): Promise<{ rows: DriverWithCarrier[]; total: number }> {
  const where = filterWhere(filter, scope);
  const rows = await db
    .select({ driver: drivers, ...withCarrier })
    .from(drivers)
    .leftJoin(carriers, eq(carriers.uuid, drivers.carrierId))
    .where(where)
    .orderBy(...orderByOf(sortable, filter, [asc(drivers.code), asc(drivers.uuid)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(drivers).where(where);
  return {
    rows: rows.map((r) => ({ ...r.driver, carrierName: r.carrierName, carrierCode: r.carrierCode })),
    total: total?.n ?? 0,
  };
}

export async function findDriver(
  db: DbOrTx,
  uuid: string,
  scope: FleetScope | null,
): Promise<DriverWithCarrier | undefined> {
  const [row] = await db
    .select({ driver: drivers, ...withCarrier })
    .from(drivers)
    .leftJoin(carriers, eq(carriers.uuid, drivers.carrierId))
    .where(and(eq(drivers.uuid, uuid), filterWhere({}, scope)))
    .limit(1);
  return row ? { ...row.driver, carrierName: row.carrierName, carrierCode: row.carrierCode } : undefined;
}

export function driversIn(db: DbOrTx, uuids: string[], scope: FleetScope | null): Promise<DriverRow[]> {
  return db
    .select()
    .from(drivers)
    .where(and(inArray(drivers.uuid, uuids), filterWhere({}, scope)));
}

export async function driverCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const row = await db.query.drivers.findFirst({
    columns: { uuid: true },
    where: and(eq(drivers.code, code), present, exceptUuid ? ne(drivers.uuid, exceptUuid) : undefined),
  });
  return !!row;
}

export async function loginNameTaken(db: DbOrTx, loginName: string, exceptUuid?: string): Promise<boolean> {
  const row = await db.query.drivers.findFirst({
    columns: { uuid: true },
    where: and(
      eq(drivers.loginName, loginName),
      present,
      exceptUuid ? ne(drivers.uuid, exceptUuid) : undefined,
    ),
  });
  return !!row;
}

/** Which of these values are taken among present drivers (imports). */
export async function takenDriverValues(
  db: DbOrTx,
  column: 'code' | 'loginName',
  values: string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const col = column === 'code' ? drivers.code : drivers.loginName;
  const rows = await db
    .select({ value: col })
    .from(drivers)
    .where(and(present, inArray(col, values)));
  return new Set(rows.map((r) => r.value ?? ''));
}

export async function insertDrivers(db: DbOrTx, rows: (typeof drivers.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(drivers).values(rows.slice(i, i + 500));
}

export async function updateDrivers(
  db: DbOrTx,
  uuids: string[],
  patch: Partial<typeof drivers.$inferInsert>,
): Promise<void> {
  await db.update(drivers).set(patch).where(inArray(drivers.uuid, uuids));
}

/** Selector rows: enabled, approved drivers, optionally of one carrier. */
export function driverOptions(
  db: DbOrTx,
  scope: FleetScope,
  options: { keyword?: string | undefined; carrierId?: string | undefined },
) {
  return db
    .select({ uuid: drivers.uuid, code: drivers.code, name: drivers.name })
    .from(drivers)
    .where(
      and(
        filterWhere({ carrierId: options.carrierId, enableFlag: 'Y', reviewStatus: '1' }, scope),
        options.keyword
          ? or(
              ilike(drivers.code, `%${options.keyword}%`),
              ilike(drivers.name, `%${options.keyword}%`),
              ilike(drivers.mobile, `%${options.keyword}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(drivers.code))
    .limit(500);
}

/** getLoginNameAll: drivers that have an app account. */
export function driverLogins(db: DbOrTx, scope: FleetScope, carrierId?: string) {
  return db
    .select({
      uuid: drivers.uuid,
      loginName: drivers.loginName,
      name: drivers.name,
      carrierId: drivers.carrierId,
    })
    .from(drivers)
    .where(and(filterWhere({ carrierId }, scope), isNotNull(drivers.loginName)))
    .orderBy(asc(drivers.loginName));
}

/** The carrier of a driver (present or not: dispatch history keeps pointing at removed drivers). */
export async function carrierOfDriver(db: DbOrTx, uuid: string): Promise<string[]> {
  const rows = await db.select({ carrierId: drivers.carrierId }).from(drivers).where(eq(drivers.uuid, uuid));
  return rows.map((r) => r.carrierId);
}

export async function driverCarriers(db: DbOrTx, uuids: string[]): Promise<Map<string, DriverRow>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(drivers)
    .where(and(inArray(drivers.uuid, uuids), present));
  return new Map(rows.map((r) => [r.uuid, r]));
}

/** Driver uuid by code (vehicle imports). */
export async function driversByCode(db: DbOrTx, codes: string[]): Promise<Map<string, DriverRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(drivers)
    .where(and(inArray(drivers.code, codes), present));
  return new Map(rows.map((r) => [r.code.toUpperCase(), r]));
}

/** Whether a driver in the scope shows stored file `fileId` among its images. */
export async function driverShowsFile(db: DbOrTx, fileId: number, scope: FleetScope): Promise<boolean> {
  const id = JSON.stringify([String(fileId)]);
  const [row] = await db
    .select({ uuid: drivers.uuid })
    .from(drivers)
    .where(
      and(
        filterWhere({}, scope),
        or(
          sql`${drivers.licenseImages} @> ${id}::jsonb`,
          sql`${drivers.healthImages} @> ${id}::jsonb`,
          sql`${drivers.qualificationImages} @> ${id}::jsonb`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
