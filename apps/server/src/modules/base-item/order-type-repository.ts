import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { dictData, orderTypes } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export type OrderTypeRow = typeof orderTypes.$inferSelect;
export type OrderTypeFilter = { code?: string; name?: string; orderBreed?: string; enableFlag?: string };

export const ORDER_TYPE_SORTABLE = {
  code: orderTypes.code,
  name: orderTypes.name,
  orderBreed: orderTypes.orderBreed,
  createTime: orderTypes.createTime,
};
export const ORDER_TYPE_DEFAULT_ORDER = [asc(orderTypes.code), asc(orderTypes.uuid)];

export function orderTypeWhere(filter: OrderTypeFilter): SQL | undefined {
  return and(
    eq(orderTypes.delFlag, '0'),
    filter.code ? ilike(orderTypes.code, `%${filter.code}%`) : undefined,
    filter.name ? ilike(orderTypes.name, `%${filter.name}%`) : undefined,
    filter.orderBreed ? eq(orderTypes.orderBreed, filter.orderBreed) : undefined,
    filter.enableFlag ? eq(orderTypes.enableFlag, filter.enableFlag) : undefined,
  );
}

export async function pageOrderTypes(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await db
    .select()
    .from(orderTypes)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(orderTypes).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrderType(db: DbOrTx, uuid: string): Promise<OrderTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(orderTypes)
    .where(and(eq(orderTypes.uuid, uuid), eq(orderTypes.delFlag, '0')));
  return row;
}

export async function orderTypeCodeTaken(db: DbOrTx, code: string, exceptUuid?: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: orderTypes.uuid })
    .from(orderTypes)
    .where(
      and(
        eq(orderTypes.code, code),
        eq(orderTypes.delFlag, '0'),
        exceptUuid ? ne(orderTypes.uuid, exceptUuid) : undefined,
      ),
    );
  return !!row;
}

export async function insertOrderType(db: DbOrTx, row: typeof orderTypes.$inferInsert) {
  await db.insert(orderTypes).values(row);
}

export async function updateOrderType(
  db: DbOrTx,
  uuid: string,
  patch: Partial<typeof orderTypes.$inferInsert>,
) {
  await db.update(orderTypes).set(patch).where(eq(orderTypes.uuid, uuid));
}

export function orderTypeOptions(db: DbOrTx, keyword: string | undefined) {
  return db
    .select({ uuid: orderTypes.uuid, code: orderTypes.code, name: orderTypes.name })
    .from(orderTypes)
    .where(
      and(
        eq(orderTypes.delFlag, '0'),
        eq(orderTypes.enableFlag, 'Y'),
        keyword
          ? or(ilike(orderTypes.code, `%${keyword}%`), ilike(orderTypes.name, `%${keyword}%`))
          : undefined,
      ),
    )
    .orderBy(asc(orderTypes.code))
    .limit(200);
}

export async function isDictValue(db: DbOrTx, dictType: string, value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dictData.id })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, value), eq(dictData.status, '0')));
  return !!row;
}
