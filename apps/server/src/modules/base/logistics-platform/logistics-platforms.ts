import { and, eq } from 'drizzle-orm';
import { logisticsPlatforms } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
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
import { type LogisticsPlatformInput, logisticsPlatformFilter } from './schemas';

type Row = typeof logisticsPlatforms.$inferSelect;
const L = logisticsPlatforms;
const master = masterOf(L);

/** Logistics platforms (freight and tracking platforms vehicles report to) are shared by every center. */
export const logisticsPlatformList = defineMasterList({
  master,
  sorting: {
    sortable: { code: L.code, name: L.name, platformType: L.platformType, createTime: L.createTime },
  },
  filter: logisticsPlatformFilter,
  where: (f) =>
    and(
      contains(L.code, f.code),
      contains(L.name, f.name),
      equals(L.platformType, f.platformType),
      equals(L.enableFlag, f.enableFlag),
    ),
  scope: unscoped,
  view: (row: Row) => ({
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    platformType: row.platformType,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/**
 * Create or change a platform: the type must be a logistics_platform_type value; a masked phone sent
 * back from a list keeps the stored number.
 */
export async function saveLogisticsPlatform(
  db: Db,
  caller: AuthContext,
  submitted: LogisticsPlatformInput,
  isUpdate: boolean,
): Promise<string> {
  const uuid = targetUuid(submitted, isUpdate);
  const existing = uuid ? await findInScope<Row>(db, master, uuid, undefined) : undefined;
  const input = keepStoredPersonalValues(submitted, existing);
  if (input.platformType && !(await isDictValue(db, 'logistics_platform_type', input.platformType))) {
    throw AppError.invalid('base.more.dictUnknown', {
      value: input.platformType,
      dict: 'logistics_platform_type',
    });
  }
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    platformType: input.platformType,
    contact: input.contact,
    phone: input.phone,
    address: input.address,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

/**
 * Whether a vehicle may name this platform: a present, enabled platform of that name. Vehicles store the
 * platform's name (the field was free text before the platforms screen existed), as the selector offers it.
 */
export async function isEnabledPlatformName(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: L.uuid })
    .from(L)
    .where(and(eq(L.name, name), eq(L.enableFlag, 'Y'), eq(L.delFlag, '0')))
    .limit(1);
  return !!row;
}

export function logisticsPlatformDropBox(db: Db, keyword: string | undefined) {
  return masterOptions(db, master, { keyword, label: L.name, limit: 200 });
}

const platformsExport = defineExport({
  kind: 'base.logisticsPlatform.export',
  permission: 'base:logisticsPlatform:export',
  title: 'base.logisticsPlatform.exportName',
  ...masterRows(logisticsPlatformList),
  columns: [
    { key: 'code', header: 'base.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.column.name', width: 24, value: (r) => r.name },
    { key: 'platformType', header: 'base.more.column.type', width: 14, value: (r) => r.platformType },
    { key: 'contact', header: 'base.more.column.contact', width: 12, value: (r) => r.contact },
    { key: 'phone', header: 'base.more.column.phone', width: 16, value: (r) => r.phone },
    { key: 'address', header: 'base.more.column.address', width: 30, value: (r) => r.address },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportLogisticsPlatforms = platformsExport.answer;
