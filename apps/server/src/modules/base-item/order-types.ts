import { randomUUID } from 'node:crypto';
import { orderTypes } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { softRemove } from '../base-shared/records';
import * as repo from './order-type-repository';

export type OrderTypeInput = {
  uuid?: string | undefined;
  code: string;
  name: string;
  orderBreed?: string | null | undefined;
  enableFlag: 'Y' | 'N';
  remark?: string | null | undefined;
};

export const orderTypeView = (row: repo.OrderTypeRow) => ({
  uuid: row.uuid,
  code: row.code,
  name: row.name,
  orderBreed: row.orderBreed,
  enableFlag: row.enableFlag,
  remark: row.remark,
  createTime: row.createTime.toISOString(),
});

/** Order types are shared by every center and client: no data scope. */
export async function listOrderTypes(db: Db, query: PageQuery & SortQuery & repo.OrderTypeFilter) {
  const orderBy = orderByOf(repo.ORDER_TYPE_SORTABLE, query, repo.ORDER_TYPE_DEFAULT_ORDER);
  const { rows, total } = await repo.pageOrderTypes(
    db,
    repo.orderTypeWhere(query),
    orderBy,
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(orderTypeView), total };
}

export async function getOrderType(db: Db, uuid: string) {
  const row = await repo.findOrderType(db, uuid);
  if (!row) throw AppError.notFound();
  return orderTypeView(row);
}

/** Create or change; the order breed must be an order_breed value; codes are unique among present rows. */
export async function saveOrderType(db: Db, caller: AuthContext, input: OrderTypeInput): Promise<string> {
  const uuid = input.uuid?.trim() || undefined;
  if (uuid && !(await repo.findOrderType(db, uuid))) throw AppError.notFound();
  if (input.orderBreed && !(await repo.isDictValue(db, 'order_breed', input.orderBreed))) {
    throw AppError.invalid('base.item.dictUnknown', { value: input.orderBreed, dict: 'order_breed' });
  }
  if (await repo.orderTypeCodeTaken(db, input.code, uuid))
    throw AppError.invalid('base.codeTaken', { value: input.code });
  const fields = {
    code: input.code,
    name: input.name,
    orderBreed: input.orderBreed || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertOrderType(db, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await repo.updateOrderType(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

export async function removeOrderTypes(db: Db, caller: AuthContext, uuids: string[]) {
  await softRemove(
    db,
    { table: orderTypes, uuid: orderTypes.uuid, code: orderTypes.code, delFlag: orderTypes.delFlag },
    uuids,
    undefined,
    caller.userName,
  );
}

/** Selector list: enabled order types, keyword on code or name. */
export function orderTypeDropBox(db: Db, keyword: string | undefined) {
  return repo.orderTypeOptions(db, keyword);
}
