import { randomUUID } from 'node:crypto';
import { consumptionPer100Km, odometerProblem } from '@tms/domain';
import { and, desc, eq, gt, gte, isNotNull, lte, max, min, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { energyRecords, vehicles } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { defineExport } from '../../reporting';
import { carrierWhere, type FleetScope, fleetScopeOf } from '../fleet/fleet-scope';
import { masterRows } from '../shared/master-export';
import { equals, type Master } from '../shared/master-repository';
import { defineMasterList, findInScope, type MasterScope, targetUuid, writeMaster } from '../shared/masters';
import { type EnergyInput, energyFilter } from './schemas';

const E = energyRecords;
const vehicleField = (column: typeof vehicles.code | typeof vehicles.plateNumber, name: string) =>
  sql<string | null>`(select ${column} from ${vehicles} where ${vehicles.uuid} = ${E.vehicleId})`.as(name);
/**
 * The odometer of the vehicle's previous record of the same energy type (by day, then reading). Written
 * with the table's own name: Drizzle leaves select-list columns unqualified, which a self-join cannot use.
 */
const previousOdometer = sql<number | null>`${sql.raw(`(select p.odometer_km from base_energy p
  where p.vehicle_id = base_energy.vehicle_id and p.energy_type = base_energy.energy_type
    and p.del_flag = '0' and p.odometer_km is not null
    and (p.record_date, p.odometer_km, p.uuid) < (base_energy.record_date, base_energy.odometer_km, base_energy.uuid)
  order by p.record_date desc, p.odometer_km desc, p.uuid desc limit 1)`)}`.as('previous_odometer_km');

const master: Master<typeof energyRecords> = {
  table: E,
  uuid: E.uuid,
  code: E.code,
  delFlag: E.delFlag,
  fields: {
    uuid: E.uuid,
    code: E.code,
    vehicleId: E.vehicleId,
    recordDate: E.recordDate,
    energyType: E.energyType,
    quantity: E.quantity,
    unit: E.unit,
    amount: E.amount,
    odometerKm: E.odometerKm,
    station: E.station,
    remark: E.remark,
    createTime: E.createTime,
    vehicleCode: vehicleField(vehicles.code, 'vehicle_code'),
    plateNumber: vehicleField(vehicles.plateNumber, 'plate_number'),
    previousOdometerKm: previousOdometer,
  },
};
type Row = Omit<typeof energyRecords.$inferSelect, 'delFlag' | 'createBy' | 'updateBy' | 'updateTime'> & {
  vehicleCode: string | null;
  plateNumber: string | null;
  previousOdometerKm: number | string | null;
};

/** Energy records are seen by whoever sees the vehicle: through its carrier (the fleet scope). */
const fleetScopeParams: z.ZodType<FleetScope, unknown> = z.union([
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('ids'), carrierIds: z.array(z.string()) }),
  // Tasks queued before the fleet followed data groups alone: they see no carrier rather than guess.
  z
    .object({ kind: z.enum(['none', 'center']) })
    .transform((): FleetScope => ({ kind: 'ids', carrierIds: [] })),
]);
const vehicleScopeSql = (scope: FleetScope): SQL | undefined => {
  const within = carrierWhere(vehicles.carrierId, scope);
  return within
    ? sql`${E.vehicleId} in (select ${vehicles.uuid} from ${vehicles} where ${within})`
    : undefined;
};
const byVehicle: MasterScope<FleetScope> = {
  params: fleetScopeParams,
  of: fleetScopeOf,
  where: vehicleScopeSql,
};

export const energyList = defineMasterList({
  master,
  sorting: {
    sortable: { recordDate: E.recordDate, code: E.code, odometerKm: E.odometerKm, createTime: E.createTime },
    fallback: [desc(E.recordDate), desc(E.code), desc(E.uuid)],
  },
  filter: energyFilter,
  where: (f) =>
    and(
      equals(E.vehicleId, f.vehicleId),
      equals(E.energyType, f.energyType),
      f.beginDate ? gte(E.recordDate, f.beginDate) : undefined,
      f.endDate ? lte(E.recordDate, f.endDate) : undefined,
    ),
  scope: byVehicle,
  view: (row: Row) => {
    const previousOdometerKm = row.previousOdometerKm === null ? null : Number(row.previousOdometerKm);
    return {
      uuid: row.uuid,
      code: row.code,
      vehicleId: row.vehicleId,
      vehicleCode: row.vehicleCode,
      plateNumber: row.plateNumber,
      recordDate: row.recordDate,
      energyType: row.energyType,
      quantity: row.quantity,
      unit: row.unit,
      amount: row.amount,
      odometerKm: row.odometerKm,
      previousOdometerKm,
      per100Km: consumptionPer100Km({
        energyType: row.energyType,
        quantity: row.quantity,
        odometerKm: row.odometerKm,
        previousOdometerKm,
      }),
      station: row.station,
      remark: row.remark,
      createTime: row.createTime.toISOString(),
    };
  },
});

/** The vehicle's readings around a day: the highest up to that day and the lowest after it (others only). */
async function odometerBounds(db: Db, vehicleId: string, day: string, exceptUuid: string | undefined) {
  const others = and(
    eq(E.vehicleId, vehicleId),
    eq(E.delFlag, '0'),
    isNotNull(E.odometerKm),
    exceptUuid ? ne(E.uuid, exceptUuid) : undefined,
  );
  const [before] = await db
    .select({ n: max(E.odometerKm) })
    .from(E)
    .where(and(others, lte(E.recordDate, day)));
  const [after] = await db
    .select({ n: min(E.odometerKm) })
    .from(E)
    .where(and(others, gt(E.recordDate, day)));
  return { before: before?.n ?? null, after: after?.n ?? null };
}

/**
 * Create or change an energy record. The vehicle must be one the caller sees. The odometer never goes
 * back: a reading below the vehicle's reading on an earlier (or the same) day, or above one on a later
 * day, is refused with the reading it collides with. New records get a record number.
 */
export async function saveEnergyRecord(
  db: Db,
  caller: AuthContext,
  input: EnergyInput,
  isUpdate: boolean,
): Promise<string> {
  const uuid = targetUuid(input, isUpdate);
  const scope = await fleetScopeOf(db, caller);
  const existing = uuid ? await findInScope<Row>(db, master, uuid, vehicleScopeSql(scope)) : undefined;
  const [vehicle] = await db
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.uuid, input.vehicleId),
        eq(vehicles.delFlag, '0'),
        carrierWhere(vehicles.carrierId, scope),
      ),
    );
  if (!vehicle) throw AppError.invalid('base.energy.vehicleUnknown');
  if (input.odometerKm !== null) {
    const bounds = await odometerBounds(db, input.vehicleId, input.recordDate, uuid);
    const problem = odometerProblem({ odometerKm: input.odometerKm, ...bounds });
    if (problem) {
      throw AppError.invalid(
        problem.bound === 'before' ? 'base.energy.odometerBefore' : 'base.energy.odometerAfter',
        {
          value: input.odometerKm,
          limit: problem.limit,
        },
      );
    }
  }
  const code =
    existing?.code ?? `EN${input.recordDate.replaceAll('-', '')}${randomUUID().slice(0, 6).toUpperCase()}`;
  return writeMaster(db, master, caller, uuid, {
    code,
    vehicleId: input.vehicleId,
    recordDate: input.recordDate,
    energyType: input.energyType,
    quantity: input.quantity,
    unit: input.unit,
    amount: input.amount,
    odometerKm: input.odometerKm,
    station: input.station,
    remark: input.remark || null,
  });
}

const energyExport = defineExport({
  kind: 'base.energy.export',
  permission: 'base:energy:export',
  title: 'base.energy.exportName',
  ...masterRows(energyList),
  columns: [
    { key: 'code', header: 'base.energy.column.code', width: 18, value: (r) => r.code },
    { key: 'plateNumber', header: 'base.energy.column.vehicle', width: 12, value: (r) => r.plateNumber },
    { key: 'recordDate', header: 'base.energy.column.recordDate', width: 12, value: (r) => r.recordDate },
    { key: 'energyType', header: 'base.more.column.type', width: 10, value: (r) => r.energyType },
    {
      key: 'quantity',
      header: 'base.energy.column.quantity',
      width: 10,
      cell: 'decimal',
      value: (r) => r.quantity,
    },
    { key: 'unit', header: 'base.more.column.unit', width: 8, value: (r) => r.unit },
    { key: 'amount', header: 'base.energy.column.amount', width: 12, cell: 'money', value: (r) => r.amount },
    { key: 'odometerKm', header: 'base.energy.column.odometerKm', width: 12, value: (r) => r.odometerKm },
    {
      key: 'per100Km',
      header: 'base.energy.column.per100Km',
      width: 12,
      cell: 'decimal',
      value: (r) =>
        consumptionPer100Km({
          energyType: r.energyType,
          quantity: r.quantity,
          odometerKm: r.odometerKm,
          previousOdometerKm: r.previousOdometerKm === null ? null : Number(r.previousOdometerKm),
        }),
    },
    { key: 'station', header: 'base.energy.column.station', width: 16, value: (r) => r.station },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportEnergyRecords = energyExport.answer;
