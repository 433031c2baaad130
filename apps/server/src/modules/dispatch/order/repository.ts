import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { carriers, clients, orders, routeGroupDetails, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { escapeLike } from '../../../platform/list-query';
import { splitTotal, totalColumn } from '../../../platform/paging';
import type { OrderFilter } from './schemas';

export type OrderInsert = typeof orders.$inferInsert;

export const ORDER_SORTABLE = {
  code: orders.code,
  status: orders.status,
  orderType: orders.orderType,
  createTime: orders.createTime,
};
export const ORDER_DEFAULT_ORDER = [desc(orders.createTime), desc(orders.uuid)];

export function orderWhere(filter: Partial<OrderFilter>, scope: SQL | undefined): SQL | undefined {
  return and(
    eq(orders.delFlag, '0'),
    filter.code ? ilike(orders.code, `%${escapeLike(filter.code)}%`) : undefined,
    filter.clientId ? eq(orders.clientId, filter.clientId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.locked ? eq(orders.locked, filter.locked) : undefined,
    filter.manual ? eq(orders.manual, filter.manual) : undefined,
    scope,
  );
}

const rowColumns = {
  uuid: orders.uuid,
  code: orders.code,
  clientId: orders.clientId,
  clientName: clients.name,
  dispatchCenterId: orders.dispatchCenterId,
  orderType: orders.orderType,
  orderBreed: orders.orderBreed,
  status: orders.status,
  locked: orders.locked,
  manual: orders.manual,
  carrierId: orders.carrierId,
  carrierName: carriers.name,
  routeDetailId: orders.routeDetailId,
  source: orders.source,
  remark: orders.remark,
  waybillCount:
    sql<number>`(select count(*) from ${waybills} w where w.order_id = ${orders.uuid} and w.del_flag = '0')`.mapWith(
      Number,
    ),
  createTime: orders.createTime,
  updateTime: orders.updateTime,
};

export async function pageOrders(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  const page = await db
    .select({ ...rowColumns, total: totalColumn(orders, where) })
    .from(orders)
    .leftJoin(clients, eq(clients.uuid, orders.clientId))
    .leftJoin(carriers, eq(carriers.uuid, orders.carrierId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return splitTotal(page, offset, async () => {
    const [row] = await db.select({ n: count() }).from(orders).where(where);
    return row?.n ?? 0;
  });
}

export async function findOrder(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select(rowColumns)
    .from(orders)
    .leftJoin(clients, eq(clients.uuid, orders.clientId))
    .leftJoin(carriers, eq(carriers.uuid, orders.carrierId))
    .where(where);
  return row;
}

export async function lockOrders(db: DbOrTx, uuids: string[]) {
  return db
    .select({
      uuid: orders.uuid,
      code: orders.code,
      status: orders.status,
      locked: orders.locked,
      manual: orders.manual,
    })
    .from(orders)
    .where(and(inArray(orders.uuid, uuids), eq(orders.delFlag, '0')))
    .for('update');
}

export async function visibleOrderIds(db: DbOrTx, uuids: string[], scope: SQL | undefined) {
  const rows = await db
    .select({ uuid: orders.uuid })
    .from(orders)
    .where(and(inArray(orders.uuid, uuids), scope));
  return new Set(rows.map((r) => r.uuid));
}

export async function insertOrder(db: DbOrTx, row: OrderInsert) {
  await db.insert(orders).values(row);
}

export async function updateOrder(db: DbOrTx, uuid: string, patch: Partial<OrderInsert>) {
  await db.update(orders).set(patch).where(eq(orders.uuid, uuid));
}

export async function routeDetailExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: routeGroupDetails.id })
    .from(routeGroupDetails)
    .where(and(eq(routeGroupDetails.id, id), eq(routeGroupDetails.delFlag, '0')));
  return row !== undefined;
}
