import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { carriers, vehicleModels } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import { carrierOrSharedWhere, type FleetScope } from './fleet-scope';

export type ModelRow = typeof vehicleModels.$inferSelect;
export type ModelWithCarrier = ModelRow & { carrierName: string | null };
export type ModelFilter = {
  carrierId?: string | undefined;
  code?: string | undefined;
  name?: string | undefined;
  classification?: string | undefined;
  temperatureLayer?: string | undefined;
  enableFlag?: string | undefined;
};

const present = eq(vehicleModels.delFlag, '0');
const sortable = {
  code: vehicleModels.code,
  name: vehicleModels.name,
  carrierName: carriers.name,
  carrierId: carriers.name,
  ratedLoadKg: vehicleModels.ratedLoadKg,
  ratedVolumeM3: vehicleModels.ratedVolumeM3,
  classification: vehicleModels.classification,
  createTime: vehicleModels.createTime,
};

function filterWhere(filter: ModelFilter, scope: FleetScope | null): SQL | undefined {
  return and(
    present,
    scope ? carrierOrSharedWhere(vehicleModels.carrierId, scope) : undefined,
    filter.carrierId ? eq(vehicleModels.carrierId, filter.carrierId) : undefined,
    filter.code ? ilike(vehicleModels.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(vehicleModels.name, `%${filter.name}%`) : undefined,
    filter.classification ? eq(vehicleModels.classification, filter.classification) : undefined,
    // jsonb containment: the model holds this layer (among others).
    filter.temperatureLayer ? sqlContains(filter.temperatureLayer) : undefined,
    filter.enableFlag ? eq(vehicleModels.enableFlag, filter.enableFlag) : undefined,
  );
}

function sqlContains(layer: string): SQL {
  return sql`${vehicleModels.temperatureLayers} @> ${JSON.stringify([layer])}::jsonb`;
}

export async function pageModels(
  db: DbOrTx,
  filter: ModelFilter & SortQuery,
  scope: FleetScope,
  limit: number,
  offset: number,
): Promise<{ rows: ModelWithCarrier[]; total: number }> {
  const where = filterWhere(filter, scope);
  const rows = await db
    .select({ model: vehicleModels, carrierName: carriers.name })
    .from(vehicleModels)
    .leftJoin(carriers, eq(carriers.uuid, vehicleModels.carrierId))
    .where(where)
    .orderBy(...orderByOf(sortable, filter, [asc(vehicleModels.code), asc(vehicleModels.uuid)]))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(vehicleModels).where(where);
  return { rows: rows.map((r) => ({ ...r.model, carrierName: r.carrierName })), total: total?.n ?? 0 };
}

export async function findModel(db: DbOrTx, uuid: string, scope: FleetScope | null) {
  const [row] = await db
    .select({ model: vehicleModels, carrierName: carriers.name })
    .from(vehicleModels)
    .leftJoin(carriers, eq(carriers.uuid, vehicleModels.carrierId))
    .where(and(eq(vehicleModels.uuid, uuid), filterWhere({}, scope)))
    .limit(1);
  return row ? { ...row.model, carrierName: row.carrierName } : undefined;
}

export function modelsIn(db: DbOrTx, uuids: string[], scope: FleetScope | null): Promise<ModelRow[]> {
  return db
    .select()
    .from(vehicleModels)
    .where(and(inArray(vehicleModels.uuid, uuids), filterWhere({}, scope)));
}

export async function modelCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const row = await db.query.vehicleModels.findFirst({
    columns: { uuid: true },
    where: and(
      eq(vehicleModels.code, code),
      present,
      exceptUuid ? ne(vehicleModels.uuid, exceptUuid) : undefined,
    ),
  });
  return !!row;
}

export async function insertModel(db: DbOrTx, row: typeof vehicleModels.$inferInsert): Promise<void> {
  await db.insert(vehicleModels).values(row);
}

export async function updateModels(
  db: DbOrTx,
  uuids: string[],
  patch: Partial<typeof vehicleModels.$inferInsert>,
): Promise<void> {
  await db.update(vehicleModels).set(patch).where(inArray(vehicleModels.uuid, uuids));
}

/** searchSelect rows: enabled models of the carrier (and shared ones), optionally by keyword. */
export function modelOptions(
  db: DbOrTx,
  scope: FleetScope,
  options: { keyword?: string | undefined; carrierId?: string | undefined },
) {
  return db
    .select({
      uuid: vehicleModels.uuid,
      code: vehicleModels.code,
      name: vehicleModels.name,
      temperatureLayers: vehicleModels.temperatureLayers,
      ratedLoadKg: vehicleModels.ratedLoadKg,
      ratedVolumeM3: vehicleModels.ratedVolumeM3,
      compartments: vehicleModels.compartments,
    })
    .from(vehicleModels)
    .where(
      and(
        filterWhere({ enableFlag: 'Y' }, scope),
        options.carrierId
          ? or(eq(vehicleModels.carrierId, options.carrierId), sql`${vehicleModels.carrierId} is null`)
          : undefined,
        options.keyword
          ? or(
              ilike(vehicleModels.code, `%${options.keyword}%`),
              ilike(vehicleModels.name, `%${options.keyword}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(vehicleModels.code))
    .limit(500);
}

export async function modelsByCode(db: DbOrTx, codes: string[]): Promise<Map<string, ModelRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(vehicleModels)
    .where(and(inArray(vehicleModels.code, codes), present));
  return new Map(rows.map((r) => [r.code.toUpperCase(), r]));
}
