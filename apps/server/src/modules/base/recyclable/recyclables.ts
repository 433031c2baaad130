import { and } from 'drizzle-orm';
import { recyclables } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { defineExport } from '../../reporting';
import { isDictValue } from '../item/order-type-repository';
import { masterRows } from '../shared/master-export';
import { contains, equals, masterOf, masterOptions } from '../shared/master-repository';
import {
  assertCodeFree,
  defineMasterList,
  findInScope,
  targetUuid,
  unscoped,
  writeMaster,
} from '../shared/masters';
import { type RecyclableInput, recyclableFilter } from './schemas';

type Row = typeof recyclables.$inferSelect;
const R = recyclables;
export const recyclableMaster = masterOf(R);

/** Recyclable kinds (crates, pallets) are shared by every center. */
export const recyclableList = defineMasterList({
  master: recyclableMaster,
  sorting: {
    sortable: { code: R.code, name: R.name, recyclableType: R.recyclableType, createTime: R.createTime },
  },
  filter: recyclableFilter,
  where: (f) =>
    and(
      contains(R.code, f.code),
      contains(R.name, f.name),
      equals(R.recyclableType, f.recyclableType),
      equals(R.enableFlag, f.enableFlag),
    ),
  scope: unscoped,
  view: (row: Row) => ({
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    recyclableType: row.recyclableType,
    unit: row.unit,
    depositPrice: row.depositPrice,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/** Create or change a recyclable kind; the type must be a recyclable_type value. */
export async function saveRecyclable(
  db: Db,
  caller: AuthContext,
  input: RecyclableInput,
  isUpdate: boolean,
): Promise<string> {
  const uuid = targetUuid(input, isUpdate);
  if (uuid) await findInScope(db, recyclableMaster, uuid, undefined);
  if (!(await isDictValue(db, 'recyclable_type', input.recyclableType))) {
    throw AppError.invalid('base.more.dictUnknown', { value: input.recyclableType, dict: 'recyclable_type' });
  }
  await assertCodeFree(db, recyclableMaster, input.code, uuid);
  return writeMaster(db, recyclableMaster, caller, uuid, {
    code: input.code,
    name: input.name,
    recyclableType: input.recyclableType,
    unit: input.unit,
    depositPrice: input.depositPrice,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

export function recyclableDropBox(db: Db, keyword: string | undefined) {
  return masterOptions(db, recyclableMaster, { keyword, label: R.name, limit: 200 });
}

const recyclableExport = defineExport({
  kind: 'base.recyclable.export',
  permission: 'base:recyclable:export',
  title: 'base.recyclable.exportName',
  ...masterRows(recyclableList),
  columns: [
    { key: 'code', header: 'base.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.column.name', width: 24, value: (r) => r.name },
    { key: 'recyclableType', header: 'base.more.column.type', width: 10, value: (r) => r.recyclableType },
    { key: 'unit', header: 'base.more.column.unit', width: 8, value: (r) => r.unit },
    {
      key: 'depositPrice',
      header: 'base.recyclable.column.depositPrice',
      width: 12,
      value: (r) => r.depositPrice,
    },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportRecyclables = recyclableExport.answer;
