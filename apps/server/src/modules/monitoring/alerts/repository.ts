import { and, eq, type SQL, sql } from 'drizzle-orm';
import { shipmentAlertLogs, shipmentAlerts } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { totalColumn } from '../../../platform/paging';

const A = shipmentAlerts;

const columns = {
  id: A.id,
  alertType: A.alertType,
  level: A.level,
  alertContent: A.alertContent,
  startPlace: A.startPlace,
  endPlace: A.endPlace,
  startTime: A.startTime,
  endTime: A.endTime,
  carrierName: A.carrierName,
  vehicleIdMainNumberPlates: A.vehicleIdMainNumberPlates,
  driverName: A.driverName,
  driverMobile: A.driverMobile,
  field1: A.field1,
  shipmentId: A.shipmentId,
  shipmentCode: A.shipmentCode,
  dealStatus: A.dealStatus,
  alertReason: A.alertReason,
  alertRemark: A.alertRemark,
  dealBy: A.dealBy,
  dealTime: A.dealTime,
  detail: A.detail,
};

const selectAlerts = (db: DbOrTx) => db.select(columns).from(A);
export type AlertRow = Awaited<ReturnType<typeof selectAlerts>>[number];

export async function listPage(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: AlertRow[]; total: number | null }> {
  const page = await db
    .select({ ...columns, total: totalColumn(A, where) })
    .from(A)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const rows: AlertRow[] = page.map(({ total: _total, ...row }) => row);
  return { rows, total: page[0]?.total ?? null };
}

export async function countAlerts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(A)
    .where(where);
  return row?.n ?? 0;
}

/** One alert's handling state, locked for the deal when `lock`. */
export async function findForDeal(db: DbOrTx, id: number, scope: SQL | undefined, lock: boolean) {
  const query = db
    .select({ id: A.id, dealStatus: A.dealStatus })
    .from(A)
    .where(and(eq(A.id, id), scope));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function writeDeal(
  db: DbOrTx,
  id: number,
  deal: { alertReason: string; alertRemark: string },
  who: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(A)
    .set({ ...deal, dealStatus: 'Y', dealBy: who, dealTime: now, updateBy: who, updateTime: now })
    .where(eq(A.id, id));
  await db.insert(shipmentAlertLogs).values({ alertId: id, action: 'deal', detail: deal, createBy: who });
}

export type NewAlert = typeof A.$inferInsert;

/**
 * Stores raised alerts with a 'raise' log each (tests put alerts in place through here; the product's
 * alerts are raised by evaluating readings).
 */
export async function insertAlerts(db: DbOrTx, alerts: NewAlert[]): Promise<number[]> {
  if (alerts.length === 0) return [];
  const rows = await db.insert(A).values(alerts).returning({ id: A.id, createBy: A.createBy });
  await db
    .insert(shipmentAlertLogs)
    .values(rows.map((r) => ({ alertId: r.id, action: 'raise', createBy: r.createBy })));
  return rows.map((r) => r.id);
}

export const SORTABLE = {
  startTime: A.startTime,
  endTime: A.endTime,
  level: A.level,
  alertType: A.alertType,
  shipmentCode: A.shipmentCode,
  dealStatus: A.dealStatus,
  dealTime: A.dealTime,
};

export const table = A;
