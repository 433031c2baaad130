import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { carriers, recyclableMoves, recyclables, stations } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { RecyclableMoveFilter } from './schemas';

const M = recyclableMoves;
const nameOf = (table: typeof stations | typeof carriers | typeof recyclables, id: AnyPgColumn) =>
  sql<string | null>`(select ${table.name} from ${table} where ${table.uuid} = ${id})`;

export function moveWhere(filter: RecyclableMoveFilter, scope: SQL | undefined): SQL | undefined {
  return and(
    filter.recyclableId ? eq(M.recyclableId, filter.recyclableId) : undefined,
    filter.stationId ? eq(M.stationId, filter.stationId) : undefined,
    filter.carrierId ? eq(M.carrierId, filter.carrierId) : undefined,
    filter.direction ? eq(M.direction, filter.direction) : undefined,
    scope,
  );
}

export async function pageMoves(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: M.id,
      recyclableId: M.recyclableId,
      recyclableCode: sql<
        string | null
      >`(select ${recyclables.code} from ${recyclables} where ${recyclables.uuid} = ${M.recyclableId})`,
      recyclableName: nameOf(recyclables, M.recyclableId),
      stationId: M.stationId,
      stationName: nameOf(stations, M.stationId),
      carrierId: M.carrierId,
      carrierName: nameOf(carriers, M.carrierId),
      direction: M.direction,
      quantity: M.quantity,
      moveTime: M.moveTime,
      shipmentCode: M.shipmentCode,
      remark: M.remark,
      createBy: M.createBy,
    })
    .from(M)
    .where(where)
    .orderBy(desc(M.moveTime), desc(M.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(M).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Quantities summed per recyclable, station, carrier and direction (the balance's input). */
export function sumMoves(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      recyclableId: M.recyclableId,
      stationId: M.stationId,
      carrierId: M.carrierId,
      direction: M.direction,
      quantity: sql<string>`sum(${M.quantity})`,
    })
    .from(M)
    .where(where)
    .groupBy(M.recyclableId, M.stationId, M.carrierId, M.direction);
}

/** Names of the records a balance names, by uuid. */
export async function namesOf(
  db: DbOrTx,
  table: typeof stations | typeof carriers | typeof recyclables,
  ids: string[],
) {
  if (ids.length === 0) return new Map<string, { code: string; name: string }>();
  const rows = await db
    .select({ uuid: table.uuid, code: table.code, name: table.name })
    .from(table)
    .where(sql`${table.uuid} in ${ids}`);
  return new Map(rows.map((r) => [r.uuid, { code: r.code, name: r.name }]));
}

export async function insertMove(db: DbOrTx, row: typeof M.$inferInsert) {
  const [made] = await db.insert(M).values(row).returning({ id: M.id });
  return made?.id ?? 0;
}

export async function presentIn(
  db: DbOrTx,
  table: typeof stations | typeof carriers | typeof recyclables,
  uuid: string,
  scope?: SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ uuid: table.uuid })
    .from(table)
    .where(and(eq(table.uuid, uuid), eq(table.delFlag, '0'), scope));
  return !!row;
}
