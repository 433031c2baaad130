import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import {
  clients,
  ossFiles,
  shipmentEpodImages,
  shipmentEpodLines,
  shipmentEpods,
  shipmentStops,
  shipments,
  stations,
  waybillLines,
  waybills,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { BaseScope } from '../../base';
import { shipmentWithin } from '../core/shipment-scope';

/** The delivery stops of a shipment (D and P&D), in sequence, with their station's name. */
export function deliveryStopsOf(db: DbOrTx, shipmentId: string) {
  return db
    .select({
      stopId: shipmentStops.id,
      sequence: shipmentStops.sequence,
      stationId: shipmentStops.stationId,
      stationName: stations.name,
      type: shipmentStops.type,
    })
    .from(shipmentStops)
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(asc(shipmentStops.sequence));
}

/** The shipment's present waybills with their client's image-return flag, by code. */
export function waybillsOf(db: DbOrTx, shipmentId: string) {
  return db
    .select({
      waybillId: waybills.uuid,
      waybillCode: waybills.code,
      shipToId: waybills.shipToId,
      clientId: waybills.clientId,
      clientName: clients.name,
      imageReturn: sql<string>`coalesce(${clients.imageReturn}, 'N')`,
    })
    .from(waybills)
    .leftJoin(clients, eq(clients.uuid, waybills.clientId))
    .where(and(eq(waybills.shipmentId, shipmentId), eq(waybills.delFlag, '0')))
    .orderBy(asc(waybills.code), asc(waybills.uuid));
}

/** One waybill of the shipment, with its client's image-return flag; undefined when not on it. */
export async function waybillOnShipment(db: DbOrTx, shipmentId: string, waybillId: string) {
  const rows = await waybillsOf(db, shipmentId);
  return rows.find((w) => w.waybillId === waybillId);
}

/** The lines of the waybills, in line order. */
export function linesOf(db: DbOrTx, waybillIds: string[]) {
  if (waybillIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      waybillId: waybillLines.waybillId,
      waybillLineId: waybillLines.uuid,
      lineNo: waybillLines.lineNo,
      itemCode: waybillLines.itemCode,
      itemName: waybillLines.itemName,
      unit: waybillLines.unit,
      quantity: waybillLines.quantity,
    })
    .from(waybillLines)
    .where(inArray(waybillLines.waybillId, waybillIds))
    .orderBy(asc(waybillLines.waybillId), asc(waybillLines.lineNo));
}

export type EpodRow = typeof shipmentEpods.$inferSelect;

export function epodsOf(db: DbOrTx, shipmentId: string) {
  return db.select().from(shipmentEpods).where(eq(shipmentEpods.shipmentId, shipmentId));
}

/** The receipt of a waybill on a shipment, locked for a change when `lock`. */
export async function epodOf(
  db: DbOrTx,
  shipmentId: string,
  waybillId: string,
  lock = false,
): Promise<EpodRow | undefined> {
  const query = db
    .select()
    .from(shipmentEpods)
    .where(and(eq(shipmentEpods.shipmentId, shipmentId), eq(shipmentEpods.waybillId, waybillId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function epodById(db: DbOrTx, id: number, lock = false): Promise<EpodRow | undefined> {
  const query = db.select().from(shipmentEpods).where(eq(shipmentEpods.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The receipt of a waybill, created (empty, status P: started, not recorded) when it has none yet; the
 * save that completes it marks it recorded. Two first saves of the same waybill meet at the unique
 * index: the second reads the first's row.
 */
export async function ensureEpod(
  db: DbOrTx,
  head: { shipmentId: string; waybillId: string; stopId: number | null; by: string },
): Promise<EpodRow> {
  await db
    .insert(shipmentEpods)
    .values({
      shipmentId: head.shipmentId,
      waybillId: head.waybillId,
      stopId: head.stopId,
      status: 'P',
      createBy: head.by,
    })
    .onConflictDoNothing({ target: [shipmentEpods.shipmentId, shipmentEpods.waybillId] });
  const row = await epodOf(db, head.shipmentId, head.waybillId, true);
  if (!row) throw new Error('epod not written');
  return row;
}

export async function updateEpodHead(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<EpodRow, 'remark' | 'status' | 'auditBy' | 'auditTime' | 'updateBy' | 'updateTime'>>,
): Promise<void> {
  await db.update(shipmentEpods).set(values).where(eq(shipmentEpods.id, id));
}

export function epodLinesOf(db: DbOrTx, epodIds: number[]) {
  if (epodIds.length === 0) return Promise.resolve([]);
  return db.select().from(shipmentEpodLines).where(inArray(shipmentEpodLines.epodId, epodIds));
}

/** Writes a receipt's lines: each line's received quantity, replacing what was recorded before. */
export async function upsertEpodLines(
  db: DbOrTx,
  epodId: number,
  lines: { waybillLineId: string; shippedQuantity: string; receivedQuantity: string | null }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(shipmentEpodLines)
    .values(lines.map((l) => ({ epodId, ...l })))
    .onConflictDoUpdate({
      target: [shipmentEpodLines.epodId, shipmentEpodLines.waybillLineId],
      set: {
        shippedQuantity: sql`excluded.shipped_quantity`,
        receivedQuantity: sql`excluded.received_quantity`,
      },
    });
}

/** The photos of the receipts, in upload order, with the stored file's link. */
export function epodImagesOf(db: DbOrTx, epodIds: number[]) {
  if (epodIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: shipmentEpodImages.id,
      epodId: shipmentEpodImages.epodId,
      ossId: shipmentEpodImages.ossId,
      originalName: shipmentEpodImages.originalName,
      fileSize: shipmentEpodImages.fileSize,
      url: ossFiles.url,
      createBy: shipmentEpodImages.createBy,
      createTime: shipmentEpodImages.createTime,
    })
    .from(shipmentEpodImages)
    .leftJoin(ossFiles, eq(ossFiles.id, shipmentEpodImages.ossId))
    .where(inArray(shipmentEpodImages.epodId, epodIds))
    .orderBy(asc(shipmentEpodImages.id));
}

export async function countEpodImages(db: DbOrTx, epodId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(shipmentEpodImages)
    .where(eq(shipmentEpodImages.epodId, epodId));
  return row?.n ?? 0;
}

export async function insertEpodImage(
  db: DbOrTx,
  row: typeof shipmentEpodImages.$inferInsert,
): Promise<number> {
  const [inserted] = await db.insert(shipmentEpodImages).values(row).returning({ id: shipmentEpodImages.id });
  if (!inserted) throw new Error('epod image not inserted');
  return inserted.id;
}

export async function epodImageById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(shipmentEpodImages).where(eq(shipmentEpodImages.id, id));
  return row;
}

export async function deleteEpodImage(db: DbOrTx, id: number): Promise<void> {
  await db.delete(shipmentEpodImages).where(eq(shipmentEpodImages.id, id));
}

/** Whether a shipment inside the scope has file `ossId` as a receipt photo. */
export async function shipmentShowsEpodFile(db: DbOrTx, ossId: number, scope: BaseScope): Promise<boolean> {
  const [row] = await db
    .select({ id: shipmentEpodImages.id })
    .from(shipmentEpodImages)
    .innerJoin(shipmentEpods, eq(shipmentEpods.id, shipmentEpodImages.epodId))
    .where(
      and(
        eq(shipmentEpodImages.ossId, ossId),
        exists(
          db
            .select({ one: shipments.uuid })
            .from(shipments)
            .where(and(eq(shipments.uuid, shipmentEpods.shipmentId), shipmentWithin(scope))),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** The received quantities of a shipment's waybill lines (the delivery note prints them). */
export function receivedQuantitiesOf(db: DbOrTx, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      waybillLineId: shipmentEpodLines.waybillLineId,
      receivedQuantity: shipmentEpodLines.receivedQuantity,
    })
    .from(shipmentEpodLines)
    .innerJoin(shipmentEpods, eq(shipmentEpods.id, shipmentEpodLines.epodId))
    .where(inArray(shipmentEpods.shipmentId, shipmentIds));
}
