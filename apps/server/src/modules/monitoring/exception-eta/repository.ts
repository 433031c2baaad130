import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { carriers, exceptionEtas, shipments, stations } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { totalColumn } from '../../../platform/paging';

const E = exceptionEtas;

/** A record with the names the screen shows: the stop's station, the carrier, the vehicle and driver. */
const columns = {
  id: E.id,
  shipmentId: E.shipmentId,
  shipmentCode: E.shipmentCode,
  stopId: E.stopId,
  stationId: E.stationId,
  stationCode: stations.code,
  stationName: stations.name,
  dispatchCenterId: E.dispatchCenterId,
  carrierId: E.carrierId,
  carrierName: carriers.name,
  vehicleIdMainNumberPlates: shipments.frontPlate,
  driverName: shipments.mainDriverName,
  plannedEta: E.plannedEta,
  windowEnd: E.windowEnd,
  predictedEta: E.predictedEta,
  lateMinutes: E.lateMinutes,
  dealStatus: E.dealStatus,
  dealReason: E.dealReason,
  dealRemark: E.dealRemark,
  dealBy: E.dealBy,
  dealTime: E.dealTime,
  createTime: E.createTime,
};

const selectRows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(E)
    .leftJoin(stations, eq(stations.uuid, E.stationId))
    .leftJoin(carriers, eq(carriers.uuid, E.carrierId))
    .leftJoin(shipments, eq(shipments.uuid, E.shipmentId));
export type ExceptionEtaRecord = Awaited<ReturnType<typeof selectRows>>[number];

/** One page in `orderBy` order, with the matching total in the same query. */
export async function listPage(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ExceptionEtaRecord[]; total: number | null }> {
  const page = await db
    .select({ ...columns, total: totalColumn(E, where) })
    .from(E)
    .leftJoin(stations, eq(stations.uuid, E.stationId))
    .leftJoin(carriers, eq(carriers.uuid, E.carrierId))
    .leftJoin(shipments, eq(shipments.uuid, E.shipmentId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const rows: ExceptionEtaRecord[] = page.map(({ total: _total, ...row }) => row);
  return { rows, total: page[0]?.total ?? null };
}

/** Rows for an export: the same records, a page at a time. */
export function rowsPage(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<ExceptionEtaRecord[]> {
  return selectRows(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countExceptions(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(E)
    .where(where);
  return row?.n ?? 0;
}

/** The records to deal with and their handling state, locked for the deal when `lock`. */
export async function findForDeal(db: DbOrTx, ids: number[], scope: SQL | undefined, lock: boolean) {
  const query = db
    .select({ id: E.id, dealStatus: E.dealStatus })
    .from(E)
    .where(and(inArray(E.id, ids), scope))
    .orderBy(E.id);
  return lock ? await query.for('update') : await query;
}

export async function writeDeal(
  db: DbOrTx,
  ids: number[],
  deal: { dealReason: string; dealRemark: string },
  who: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(E)
    .set({ ...deal, dealStatus: 'Y', dealBy: who, dealTime: now, updateBy: who, updateTime: now })
    .where(and(inArray(E.id, ids), eq(E.dealStatus, 'N')));
}

export type NewExceptionEta = typeof E.$inferInsert;

/**
 * Stores ETA exceptions as the evaluation raises them (tests write theirs through here).
 */
export async function insertExceptionEtas(db: DbOrTx, rows: NewExceptionEta[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const made = await db.insert(E).values(rows).returning({ id: E.id });
  return made.map((r) => r.id);
}

export const SORTABLE = {
  createTime: E.createTime,
  predictedEta: E.predictedEta,
  plannedEta: E.plannedEta,
  lateMinutes: E.lateMinutes,
  shipmentCode: E.shipmentCode,
  dealStatus: E.dealStatus,
  dealTime: E.dealTime,
};

export const table = E;

/** One record with its station and vehicle names (what a message about it says), or null. */
export async function exceptionEtaRecord(db: DbOrTx, id: number): Promise<ExceptionEtaRecord | null> {
  const [row] = await selectRows(db).where(eq(E.id, id));
  return row ?? null;
}
