import { and } from 'drizzle-orm';
import { orderTypes } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { contains, equals, masterOptions } from '../shared/master-repository';
import {
  assertCodeFree,
  defineMasterList,
  findInScope,
  targetUuid,
  unscoped,
  writeMaster,
} from '../shared/masters';
import * as repo from './order-type-repository';
import { type OrderTypeInput, orderTypeFilter } from './order-type-schemas';

const master = repo.orderTypeMaster;
const O = orderTypes;

/** Order types are shared by every center and client: no data scope. */
export const orderTypeList = defineMasterList({
  master,
  sorting: { sortable: { code: O.code, name: O.name, orderBreed: O.orderBreed, createTime: O.createTime } },
  filter: orderTypeFilter,
  where: (f) =>
    and(
      contains(O.code, f.code),
      contains(O.name, f.name),
      equals(O.orderBreed, f.orderBreed),
      equals(O.enableFlag, f.enableFlag),
    ),
  scope: unscoped,
  view: (row: repo.OrderTypeRow) => ({
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    orderBreed: row.orderBreed,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/** Create or change; the order breed must be an order_breed value; codes are unique among present rows. */
export async function saveOrderType(db: Db, caller: AuthContext, input: OrderTypeInput): Promise<string> {
  const uuid = targetUuid(input);
  if (uuid) await findInScope(db, master, uuid, undefined);
  if (input.orderBreed && !(await repo.isDictValue(db, 'order_breed', input.orderBreed))) {
    throw AppError.invalid('base.item.dictUnknown', { value: input.orderBreed, dict: 'order_breed' });
  }
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    orderBreed: input.orderBreed || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

/** Selector list: enabled order types, keyword on code or name. */
export function orderTypeDropBox(db: Db, keyword: string | undefined) {
  return masterOptions(db, master, { keyword, label: O.name, limit: 200 });
}
