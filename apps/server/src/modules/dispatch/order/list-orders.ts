import { and, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { orderByOf } from '../../../platform/list-query';
import { requireInScope } from '../../base';
import { orderScopeOf } from './order-scope';
import * as repo from './repository';
import type { OrderListQuery, OrderRow } from './schemas';

type Record = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

const view = (row: Record): OrderRow => ({
  ...row,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime ? row.updateTime.toISOString() : null,
});

/** GET /order/order/list */
export async function listOrders(db: DbOrTx, caller: AuthContext, query: OrderListQuery) {
  const { where: scope } = await orderScopeOf(db, caller);
  const where = repo.orderWhere(query, scope);
  const orderBy = orderByOf(repo.ORDER_SORTABLE, query, repo.ORDER_DEFAULT_ORDER);
  const { rows, total } = await repo.pageOrders(db, where, orderBy, query.pageSize, offsetOf(query));
  return { rows: rows.map(view), total };
}

/** GET /order/order/get/{uuid}: 404 missing, HTTP 403 outside the caller's scope. */
export async function getOrder(db: DbOrTx, caller: AuthContext, uuid: string): Promise<OrderRow> {
  const { where } = await orderScopeOf(db, caller);
  const row = await requireInScope((scoped) =>
    repo.findOrder(db, and(eq(orders.uuid, uuid), eq(orders.delFlag, '0'), scoped ? where : undefined)),
  );
  return view(row);
}
