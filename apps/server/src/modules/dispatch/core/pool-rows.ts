import type { DispatchOrder, TempTotalsInput } from '@tms/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { clients, waybillLines, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { BaseScope } from '../../base';
import { dest, poolRowColumns, src } from './row-columns';
import { waybillWithin } from './scope';

/**
 * The "order pool / line order" rows (pool panel, handmadeListPost, the orders
 * of a shipment in edit mode): the waybill with its stations, client and totals per temperature zone.
 * The columns are the pool row's plus the hold's user id (kept on the server, see poolRowOut).
 */
const columns = { ...poolRowColumns, heldBy: waybills.heldBy };

/** Remote sorting of the pool panel: only these columns. */
export const POOL_SORTABLE = {
  code: waybills.code,
  refNo: waybills.refNo,
  clientName: clients.name,
  srcStationName: src.name,
  destStationName: dest.name,
  srcCity: src.city,
  destCity: dest.city,
  etd: waybills.etd,
  eta: waybills.eta,
  requiredDeliveryTime: waybills.requiredDeliveryTime,
  totalWeight: waybills.totalWeight,
  totalVolume: waybills.totalVolume,
  totalPallets: waybills.totalPallets,
};

export type PoolRowBase = Awaited<ReturnType<typeof selectPoolRows>>[number];
export type TempTotals = Required<{ [K in keyof TempTotalsInput]: string }>;
export type PoolRow = Omit<PoolRowBase, 'heldBy'> & { tempVoLists: TempTotals[] };

function selectPoolRows(db: DbOrTx, where: SQL, orderBy: SQL[]) {
  return db
    .select(columns)
    .from(waybills)
    .leftJoin(src, sql`${src.uuid} = ${waybills.shipFromId}`)
    .leftJoin(dest, sql`${dest.uuid} = ${waybills.shipToId}`)
    .leftJoin(clients, sql`${clients.uuid} = ${waybills.clientId}`)
    .where(where)
    .orderBy(...orderBy);
}

/** Totals per waybill and temperature zone, summed by the database (exact numerics). */
export async function tempTotalsOf(db: DbOrTx, ids: string[]): Promise<Map<string, TempTotals[]>> {
  const byWaybill = new Map<string, TempTotals[]>();
  if (ids.length === 0) return byWaybill;
  const rows = await db
    .select({
      waybillId: waybillLines.waybillId,
      tempCode: sql<string>`coalesce(${waybillLines.temperature}, '')`,
      cases: sql<string>`sum(${waybillLines.cases})::text`,
      weight: sql<string>`sum(${waybillLines.weight})::text`,
      volume: sql<string>`sum(${waybillLines.volume})::text`,
      pallets: sql<string>`sum(${waybillLines.pallets})::text`,
      quantity: sql<string>`sum(${waybillLines.quantity})::text`,
      containerQuantity: sql<string>`sum(${waybillLines.containerQuantity})::text`,
    })
    .from(waybillLines)
    .where(inArray(waybillLines.waybillId, ids))
    .groupBy(waybillLines.waybillId, sql`2`)
    .orderBy(asc(waybillLines.waybillId), sql`2`);
  for (const { waybillId, ...zone } of rows) {
    const list = byWaybill.get(waybillId) ?? [];
    list.push(zone);
    byWaybill.set(waybillId, list);
  }
  return byWaybill;
}

/** Pool rows matching `where`, in `orderBy`, with their temperature zones (two queries). */
export async function loadPoolRows(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL[] = [asc(waybills.code)],
): Promise<(PoolRow & { heldBy: number | null })[]> {
  const rows = await selectPoolRows(db, where, orderBy);
  const zones = await tempTotalsOf(
    db,
    rows.map((r) => r.uuid),
  );
  return rows.map((r) => ({ ...r, tempVoLists: zones.get(r.uuid) ?? [] }));
}

/** The API shape: the hold's user id stays on the server. */
export function poolRowOut(row: PoolRow & { heldBy?: number | null }): PoolRow {
  const { heldBy: _heldBy, ...out } = row;
  return out;
}

/** The waybills `ids` the caller may plan (scope), as pool rows in code order. */
export function poolRowsByIds(db: DbOrTx, scope: BaseScope, ids: readonly string[]) {
  return loadPoolRows(db, and(waybillWithin(scope), inArray(waybills.uuid, [...ids])) as SQL);
}

/** The present waybills on some shipments, as pool rows in code order. */
export function shipmentPoolRows(db: DbOrTx, shipmentIds: readonly string[]) {
  return loadPoolRows(
    db,
    and(inArray(waybills.shipmentId, [...shipmentIds]), eq(waybills.delFlag, '0')) as SQL,
  );
}

/** A pool row as the line rules take a waybill (no client copy is ever used). */
export const toOrder = (row: PoolRow): DispatchOrder => ({
  uuid: row.uuid,
  code: row.code,
  parentId: row.parentId,
  shipFromId: row.shipFromId,
  shipToId: row.shipToId,
  etd: row.etd,
  eta: row.eta,
  requiredDeliveryTime: row.requiredDeliveryTime,
  totalWeight: row.totalWeight,
  totalVolume: row.totalVolume,
  totalPallets: row.totalPallets,
  tempVoLists: row.tempVoLists,
});
