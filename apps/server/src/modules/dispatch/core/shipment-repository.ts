import { type AnyColumn, and, asc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { shipmentLogs, shipmentStops, shipments, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { escapeLike } from '../../../platform/list-query';
import { hasOpenAlert } from '../../monitoring';
import type { ShipmentListQuery } from './schemas';

/**
 * The shipment queries more than one part of dispatch needs: the status write of the shipment writer
 * (shipment-writer.ts, its only caller), head and stop rewrites that leave the status alone, logs, and
 * the list's filters (the list and its exports select by the same).
 */
export type ShipmentInsert = typeof shipments.$inferInsert;
export type ShipmentLogInsert = typeof shipmentLogs.$inferInsert;
export type StopInsert = typeof shipmentStops.$inferInsert;
export type StopRow = typeof shipmentStops.$inferSelect;

/** Columns written beside a status or instead of one: never the status (the writer's), nor the key. */
export type ShipmentPatch = Omit<Partial<ShipmentInsert>, 'status' | 'uuid'>;

export async function insertShipmentRows(db: DbOrTx, rows: readonly ShipmentInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(shipments).values([...rows]);
}

/**
 * The writer's status write: the shipments `ids` still in `from` go to `to` with the columns `set`, in
 * one statement. Answers the uuids written, so the writer can tell a row that changed under it.
 */
export async function updateShipmentStates(
  db: DbOrTx,
  states: { from: string; to: string },
  ids: readonly string[],
  set: ShipmentPatch,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const written = await db
    .update(shipments)
    .set({ ...set, status: states.to })
    .where(and(inArray(shipments.uuid, [...ids]), eq(shipments.status, states.from)))
    .returning({ uuid: shipments.uuid });
  return written.map((r) => r.uuid);
}

/** Head columns of one shipment that are not its status (totals, stations, the planned model). */
export async function updateShipmentColumns(db: DbOrTx, uuid: string, patch: ShipmentPatch): Promise<void> {
  await db.update(shipments).set(patch).where(eq(shipments.uuid, uuid));
}

export async function insertShipmentLogs(db: DbOrTx, logs: readonly ShipmentLogInsert[]): Promise<void> {
  if (logs.length > 0) await db.insert(shipmentLogs).values([...logs]);
}

/** The stop rows of some shipments as stored, in shipment and sequence order. */
export async function stopRowsOf(db: DbOrTx, shipmentIds: readonly string[]): Promise<StopRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentStops)
    .where(inArray(shipmentStops.shipmentId, [...shipmentIds]))
    .orderBy(asc(shipmentStops.shipmentId), asc(shipmentStops.sequence));
}

/**
 * The stops of the shipments `shipmentIds` rewritten whole: (shipment_id, sequence) is unique and stops
 * may both come and go, so the old ones go first.
 */
export async function replaceStops(
  db: DbOrTx,
  shipmentIds: readonly string[],
  rows: readonly StopInsert[],
): Promise<void> {
  if (shipmentIds.length > 0) {
    await db.delete(shipmentStops).where(inArray(shipmentStops.shipmentId, [...shipmentIds]));
  }
  if (rows.length > 0) await db.insert(shipmentStops).values([...rows]);
}

const stationFilter = (stationId: string) =>
  sql`exists (select 1 from ${shipmentStops} where ${shipmentStops.shipmentId} = ${shipments.uuid}
    and ${shipmentStops.stationId} = ${stationId})`;

const waybillCodeFilter = (code: string) =>
  sql`exists (select 1 from ${waybills} where ${waybills.shipmentId} = ${shipments.uuid}
    and ${waybills.delFlag} = '0' and ${waybills.code} ilike ${`%${escapeLike(code)}%`})`;

const anyContains = (columns: AnyColumn[], text: string) =>
  or(...columns.map((column) => ilike(column, `%${escapeLike(text)}%`)));

/** The shipment list's filters (created days are the user's calendar days in `timeZone`). */
export function shipmentFilters(query: Partial<ShipmentListQuery>, timeZone: string): (SQL | undefined)[] {
  return [
    query.shipmentCode ? ilike(shipments.shipmentCode, `%${escapeLike(query.shipmentCode)}%`) : undefined,
    query.status ? eq(shipments.status, query.status) : undefined,
    query.createBegin
      ? sql`${shipments.createTime} >= (${query.createBegin}::date::timestamp at time zone ${timeZone})`
      : undefined,
    query.createEnd
      ? sql`${shipments.createTime} < ((${query.createEnd}::date + 1)::timestamp at time zone ${timeZone})`
      : undefined,
    query.carrierId ? eq(shipments.carrierId, query.carrierId) : undefined,
    query.vehicleMainModelId ? eq(shipments.vehicleMainModelId, query.vehicleMainModelId) : undefined,
    query.transType ? eq(shipments.transType, query.transType) : undefined,
    query.waybillCode ? waybillCodeFilter(query.waybillCode) : undefined,
    query.stationId ? stationFilter(query.stationId) : undefined,
    query.etdBegin ? sql`${shipments.etd} >= ${query.etdBegin}::date` : undefined,
    query.etdEnd ? sql`${shipments.etd} < (${query.etdEnd}::date + 1)` : undefined,
    query.plate ? anyContains([shipments.frontPlate, shipments.rearPlate], query.plate) : undefined,
    query.driver ? anyContains([shipments.mainDriverName, shipments.coDriverName], query.driver) : undefined,
    query.alertState === 'open' ? hasOpenAlert(shipments.uuid) : undefined,
    query.alertState === 'none' ? not(hasOpenAlert(shipments.uuid)) : undefined,
    query.uuids ? inArray(shipments.uuid, query.uuids) : undefined,
  ];
}
