import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  carriers,
  clients,
  dispatchCenters,
  shipmentExceptions,
  shipmentStops,
  shipments,
  stations,
  telemetryReadings,
  waybillLines,
  waybills,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { totalColumn } from '../../../platform/paging';

const E = shipmentExceptions;

/** A record with the names the screen shows: the carrier, the vehicle and the driver. */
const columns = {
  id: E.id,
  shipmentId: E.shipmentId,
  shipmentCode: E.shipmentCode,
  dispatchCenterId: E.dispatchCenterId,
  carrierId: E.carrierId,
  carrierName: carriers.name,
  vehicleIdMainNumberPlates: shipments.frontPlate,
  driverName: shipments.mainDriverName,
  kind: E.kind,
  subject: E.subject,
  detail: E.detail,
  status: E.status,
  handleRemark: E.handleRemark,
  handleBy: E.handleBy,
  handleTime: E.handleTime,
  createTime: E.createTime,
};

const selectRows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(E)
    .leftJoin(carriers, eq(carriers.uuid, E.carrierId))
    .leftJoin(shipments, eq(shipments.uuid, E.shipmentId));
export type ShipmentExceptionRecord = Awaited<ReturnType<typeof selectRows>>[number];

/** One page in `orderBy` order, with the matching total in the same query. */
export async function listPage(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ShipmentExceptionRecord[]; total: number | null }> {
  const page = await db
    .select({ ...columns, total: totalColumn(E, where) })
    .from(E)
    .leftJoin(carriers, eq(carriers.uuid, E.carrierId))
    .leftJoin(shipments, eq(shipments.uuid, E.shipmentId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const rows: ShipmentExceptionRecord[] = page.map(({ total: _total, ...row }) => row);
  return { rows, total: page[0]?.total ?? null };
}

export async function countExceptions(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(E)
    .where(where);
  return row?.n ?? 0;
}

/** The records to handle and their state, locked for the handling when `lock`. */
export async function findForHandle(db: DbOrTx, ids: number[], scope: SQL | undefined, lock: boolean) {
  const query = db
    .select({ id: E.id, status: E.status })
    .from(E)
    .where(and(inArray(E.id, ids), scope))
    .orderBy(E.id);
  return lock ? await query.for('update') : await query;
}

/** Marks open records handled; answers how many it changed. */
export async function writeHandle(db: DbOrTx, ids: number[], remark: string, who: string): Promise<number> {
  const now = new Date();
  const changed = await db
    .update(E)
    .set({
      status: 'H',
      handleRemark: remark,
      handleBy: who,
      handleTime: now,
      updateBy: who,
      updateTime: now,
    })
    .where(and(inArray(E.id, ids), eq(E.status, 'U')))
    .returning({ id: E.id });
  return changed.length;
}

export type NewShipmentException = typeof E.$inferInsert;

/**
 * Stores found exceptions; one already stored for the same shipment, kind and subject is left as it is
 * (handled or not), so finding it again writes nothing. Answers the rows actually written.
 */
export async function insertNew(
  db: DbOrTx,
  rows: readonly NewShipmentException[],
): Promise<{ id: number; shipmentId: string; kind: string; dispatchCenterId: string | null }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(E)
    .values([...rows])
    .onConflictDoNothing({ target: [E.shipmentId, E.kind, E.subject] })
    .returning({ id: E.id, shipmentId: E.shipmentId, kind: E.kind, dispatchCenterId: E.dispatchCenterId });
}

/** What a record keeps of its shipment, with the status the rules read. */
export async function shipmentHead(db: DbOrTx, shipmentId: string) {
  const [row] = await db
    .select({
      uuid: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      status: shipments.status,
      dispatchCenterId: shipments.dispatchCenterId,
      carrierId: shipments.carrierId,
    })
    .from(shipments)
    .where(and(eq(shipments.uuid, shipmentId), eq(shipments.delFlag, '0')));
  return row ?? null;
}

/** The stops with what was recorded there: fence arrival, actual arrival, handover temperatures. */
export function stopsOf(db: DbOrTx, shipmentId: string) {
  return db
    .select({
      stopId: shipmentStops.id,
      sequence: shipmentStops.sequence,
      stationId: shipmentStops.stationId,
      stationName: stations.name,
      type: shipmentStops.type,
      ata: shipmentStops.ata,
      arriveInFence: shipmentStops.arriveInFence,
      departInFence: shipmentStops.departInFence,
      tempIn: shipmentStops.handoverTempIn,
      tempOut: shipmentStops.handoverTempOut,
    })
    .from(shipmentStops)
    .leftJoin(stations, eq(stations.uuid, shipmentStops.stationId))
    .where(eq(shipmentStops.shipmentId, shipmentId))
    .orderBy(shipmentStops.sequence);
}

/** Whether the shipment's vehicle sent readings while carrying it (arrivals could be seen). */
export async function wasTracked(db: DbOrTx, shipmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(telemetryReadings)
    .where(eq(telemetryReadings.shipmentId, shipmentId))
    .limit(1);
  return row !== undefined;
}

/**
 * The shipment's goods with where each is picked up and delivered: their temperature layer and their
 * client's own temperature range.
 */
export function goodsOf(db: DbOrTx, shipmentId: string) {
  return db
    .selectDistinct({
      from: waybills.shipFromId,
      to: waybills.shipToId,
      layer: waybillLines.temperature,
      clientMin: clients.minTemperature,
      clientMax: clients.maxTemperature,
    })
    .from(waybills)
    .innerJoin(waybillLines, eq(waybillLines.waybillId, waybills.uuid))
    .leftJoin(clients, eq(clients.uuid, waybills.clientId))
    .where(and(eq(waybills.shipmentId, shipmentId), eq(waybills.delFlag, '0')));
}

/**
 * Shipments in transit with a planned finish and no overdue record yet, with their center's zone (the
 * zone their wall-clock times are read in).
 */
export function inTransitNotYetOverdue(db: DbOrTx) {
  return db
    .select({
      uuid: shipments.uuid,
      shipmentCode: shipments.shipmentCode,
      status: shipments.status,
      dispatchCenterId: shipments.dispatchCenterId,
      carrierId: shipments.carrierId,
      eta: shipments.eta,
      timeZone: dispatchCenters.timeZone,
    })
    .from(shipments)
    .leftJoin(dispatchCenters, eq(dispatchCenters.uuid, shipments.dispatchCenterId))
    .where(
      and(
        eq(shipments.status, 'T'),
        eq(shipments.delFlag, '0'),
        isNotNull(shipments.eta),
        sql`not exists (select 1 from ${E} where ${E.shipmentId} = ${shipments.uuid}
          and ${E.kind} = 'OVERDUE_FINISH')`,
      ),
    );
}

export const SORTABLE = {
  createTime: E.createTime,
  shipmentCode: E.shipmentCode,
  kind: E.kind,
  status: E.status,
  handleTime: E.handleTime,
};

export const table = E;
