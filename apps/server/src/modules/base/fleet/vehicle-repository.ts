import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { carriers, drivers, vehicleModels, vehicles } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import { carrierWhere, type FleetScope } from './fleet-scope';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleWithNames = VehicleRow & {
  carrierName: string | null;
  driverName: string | null;
  vehicleModelName: string | null;
  temperatureLayers: string[] | null;
};
export type VehicleFilter = {
  carrierId?: string | undefined;
  code?: string | undefined;
  plateNumber?: string | undefined;
  vehicleModelId?: string | undefined;
  reviewStatus?: string | undefined;
  enableFlag?: string | undefined;
  /** Y: insurance ended before `today`. */
  insuranceExpired?: string | undefined;
  today?: string | undefined;
};

const present = eq(vehicles.delFlag, '0');
const driver = alias(drivers, 'vehicle_driver');
const sortable = {
  code: vehicles.code,
  plateNumber: vehicles.plateNumber,
  carrierName: carriers.name,
  carrierId: carriers.name,
  insuranceEnd: vehicles.insuranceEnd,
  inspectionEnd: vehicles.inspectionEnd,
  reviewStatus: vehicles.reviewStatus,
  createTime: vehicles.createTime,
};
const names = {
  carrierName: carriers.name,
  driverName: driver.name,
  vehicleModelName: vehicleModels.name,
  temperatureLayers: vehicleModels.temperatureLayers,
};

function filterWhere(filter: VehicleFilter, scope: FleetScope | null): SQL | undefined {
  const today = filter.today ?? new Date().toISOString().slice(0, 10);
  return and(
    present,
    scope ? carrierWhere(vehicles.carrierId, scope) : undefined,
    filter.carrierId ? eq(vehicles.carrierId, filter.carrierId) : undefined,
    filter.code ? ilike(vehicles.code, `%${filter.code}%`) : undefined,
    filter.plateNumber ? ilike(vehicles.plateNumber, `%${filter.plateNumber}%`) : undefined,
    filter.vehicleModelId ? eq(vehicles.vehicleModelId, filter.vehicleModelId) : undefined,
    filter.reviewStatus ? eq(vehicles.reviewStatus, filter.reviewStatus) : undefined,
    filter.enableFlag ? eq(vehicles.enableFlag, filter.enableFlag) : undefined,
    filter.insuranceExpired === 'Y' ? sql`${vehicles.insuranceEnd} < ${today}` : undefined,
    filter.insuranceExpired === 'N'
      ? sql`(${vehicles.insuranceEnd} is null or ${vehicles.insuranceEnd} >= ${today})`
      : undefined,
  );
}

function joined(db: DbOrTx) {
  return db
    .select({ vehicle: vehicles, ...names })
    .from(vehicles)
    .leftJoin(carriers, eq(carriers.uuid, vehicles.carrierId))
    .leftJoin(driver, eq(driver.uuid, vehicles.driverId))
    .leftJoin(vehicleModels, eq(vehicleModels.uuid, vehicles.vehicleModelId));
}

type Joined = { vehicle: VehicleRow } & Omit<VehicleWithNames, keyof VehicleRow>;
const flat = (r: Joined): VehicleWithNames => ({
  ...r.vehicle,
  carrierName: r.carrierName,
  driverName: r.driverName,
  vehicleModelName: r.vehicleModelName,
  temperatureLayers: r.temperatureLayers,
});

export async function pageVehicles(
  db: DbOrTx,
  filter: VehicleFilter & SortQuery,
  scope: FleetScope,
  limit: number,
  offset: number,
): Promise<{ rows: VehicleWithNames[]; total: number }> {
  const where = filterWhere(filter, scope);
  const rows = await joined(db)
    .where(where)
    .orderBy(...orderByOf(sortable, filter, [asc(vehicles.code), asc(vehicles.uuid)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(vehicles).where(where);
  return { rows: rows.map(flat), total: total?.n ?? 0 };
}

export async function findVehicle(db: DbOrTx, uuid: string, scope: FleetScope | null) {
  const [row] = await joined(db)
    .where(and(eq(vehicles.uuid, uuid), filterWhere({}, scope)))
    .limit(1);
  return row ? flat(row) : undefined;
}

export function vehiclesIn(db: DbOrTx, uuids: string[], scope: FleetScope | null): Promise<VehicleRow[]> {
  return db
    .select()
    .from(vehicles)
    .where(and(inArray(vehicles.uuid, uuids), filterWhere({}, scope)));
}

export async function vehicleTaken(
  db: DbOrTx,
  column: 'code' | 'plateNumber',
  value: string,
  exceptUuid?: string,
): Promise<boolean> {
  const col = column === 'code' ? vehicles.code : vehicles.plateNumber;
  const row = await db.query.vehicles.findFirst({
    columns: { uuid: true },
    where: and(eq(col, value), present, exceptUuid ? ne(vehicles.uuid, exceptUuid) : undefined),
  });
  return !!row;
}

export async function takenVehicleValues(
  db: DbOrTx,
  column: 'code' | 'plateNumber',
  values: string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const col = column === 'code' ? vehicles.code : vehicles.plateNumber;
  const rows = await db
    .select({ value: col })
    .from(vehicles)
    .where(and(present, inArray(col, values)));
  return new Set(rows.map((r) => r.value));
}

export async function insertVehicles(db: DbOrTx, rows: (typeof vehicles.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(vehicles).values(rows.slice(i, i + 500));
}

export async function updateVehicles(
  db: DbOrTx,
  uuids: string[],
  patch: Partial<typeof vehicles.$inferInsert>,
): Promise<void> {
  await db.update(vehicles).set(patch).where(inArray(vehicles.uuid, uuids));
}

/**
 * Selector rows for dispatch: enabled, approved, unlocked vehicles whose insurance has not expired,
 * optionally of one carrier.
 */
export function vehicleOptions(
  db: DbOrTx,
  scope: FleetScope,
  options: { keyword?: string | undefined; carrierId?: string | undefined; today: string },
) {
  return (
    db
      .select({
        uuid: vehicles.uuid,
        code: vehicles.code,
        name: vehicles.plateNumber,
        carrierId: vehicles.carrierId,
        vehicleModelId: vehicles.vehicleModelId,
        vehicleModelName: vehicleModels.name,
        temperatureLayers: vehicleModels.temperatureLayers,
        ratedLoadKg: vehicleModels.ratedLoadKg,
        ratedVolumeM3: vehicleModels.ratedVolumeM3,
      })
      .from(vehicles)
      // The model the scheduler weighs the vehicle by (layers, capacity): a removed one shows as none.
      .leftJoin(
        vehicleModels,
        and(eq(vehicleModels.uuid, vehicles.vehicleModelId), eq(vehicleModels.delFlag, '0')),
      )
      .where(
        and(
          filterWhere(
            {
              carrierId: options.carrierId,
              enableFlag: 'Y',
              reviewStatus: '1',
              insuranceExpired: 'N',
              today: options.today,
            },
            scope,
          ),
          eq(vehicles.locked, 'N'),
          options.keyword
            ? or(
                ilike(vehicles.code, `%${options.keyword}%`),
                ilike(vehicles.plateNumber, `%${options.keyword}%`),
              )
            : undefined,
        ),
      )
      .orderBy(asc(vehicles.code))
      .limit(500)
  );
}

export async function carrierOfVehicle(db: DbOrTx, uuid: string): Promise<string[]> {
  const rows = await db
    .select({ carrierId: vehicles.carrierId })
    .from(vehicles)
    .where(eq(vehicles.uuid, uuid));
  return rows.map((r) => r.carrierId);
}

/** Whether a vehicle in the scope shows stored file `fileId` among its documents. */
export async function vehicleShowsFile(db: DbOrTx, fileId: number, scope: FleetScope): Promise<boolean> {
  const id = JSON.stringify([String(fileId)]);
  const documents = [
    vehicles.drivingLicenseFront,
    vehicles.drivingLicenseBack,
    vehicles.transportPermit,
    vehicles.insuranceFiles,
    vehicles.inspectionCertificate,
  ];
  const [row] = await db
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(and(filterWhere({}, scope), or(...documents.map((column) => sql`${column} @> ${id}::jsonb`))))
    .limit(1);
  return row !== undefined;
}

/** Present, enabled vehicles whose insurance ends between two days (YYYY-MM-DD, both included). */
export function vehiclesWithInsuranceEnding(db: DbOrTx, fromDay: string, toDay: string) {
  return db
    .select({
      uuid: vehicles.uuid,
      plateNumber: vehicles.plateNumber,
      carrierId: vehicles.carrierId,
      insuranceEnd: vehicles.insuranceEnd,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.delFlag, '0'),
        eq(vehicles.enableFlag, 'Y'),
        gte(vehicles.insuranceEnd, fromDay),
        lte(vehicles.insuranceEnd, toDay),
      ),
    )
    .orderBy(vehicles.insuranceEnd);
}

/**
 * The vehicles a dispatch question weighs (which vehicles can go): present vehicles in the scope, with
 * what decides whether they may go — review, enable and lock flags, scrap and insurance days, their
 * carrier's standing, their model's (null when it has none, or it is removed) — and what the picker shows.
 */
export function candidateVehicles(db: DbOrTx, scope: FleetScope, filter: CandidateFilter) {
  return db
    .select({
      uuid: vehicles.uuid,
      code: vehicles.code,
      plateNumber: vehicles.plateNumber,
      carrierId: vehicles.carrierId,
      carrierName: carriers.name,
      reviewStatus: vehicles.reviewStatus,
      enableFlag: vehicles.enableFlag,
      locked: vehicles.locked,
      scrapDate: vehicles.scrapDate,
      insuranceStart: vehicles.insuranceStart,
      insuranceEnd: vehicles.insuranceEnd,
      vehicleModelId: vehicleModels.uuid,
      vehicleModelName: vehicleModels.name,
      modelEnableFlag: vehicleModels.enableFlag,
      temperatureLayers: vehicleModels.temperatureLayers,
      ratedLoadKg: vehicleModels.ratedLoadKg,
      ratedVolumeM3: vehicleModels.ratedVolumeM3,
      carrierReviewStatus: carriers.reviewStatus,
      carrierEnableFlag: carriers.enableFlag,
      carrierBlacklist: carriers.blacklist,
    })
    .from(vehicles)
    .innerJoin(carriers, and(eq(carriers.uuid, vehicles.carrierId), eq(carriers.delFlag, '0')))
    .leftJoin(
      vehicleModels,
      and(eq(vehicleModels.uuid, vehicles.vehicleModelId), eq(vehicleModels.delFlag, '0')),
    )
    .where(
      and(
        filterWhere({}, scope),
        filter.carrierIds ? inArray(vehicles.carrierId, filter.carrierIds) : undefined,
        filter.vehicleIds ? inArray(vehicles.uuid, filter.vehicleIds) : undefined,
        filter.keyword
          ? or(
              ilike(vehicles.code, `%${filter.keyword}%`),
              ilike(vehicles.plateNumber, `%${filter.keyword}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(vehicles.code))
    .limit(filter.limit ?? 500);
}
export type CandidateFilter = {
  carrierIds?: string[] | undefined;
  vehicleIds?: string[] | undefined;
  keyword?: string | undefined;
  /** At most this many, by code (a picker's 500 unless said). */
  limit?: number | undefined;
};
export type CandidateVehicle = Awaited<ReturnType<typeof candidateVehicles>>[number];
