import { and, eq, sql } from 'drizzle-orm';
import { clients, ossFiles, sops } from '../../../db/schema';
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
import { type SopInput, sopFilter } from './schemas';

const S = sops;
const attachmentName = sql<string | null>`(select ${ossFiles.originalName} from ${ossFiles}
  where ${S.attachmentId} ~ '^[0-9]+$' and ${ossFiles.id} = ${S.attachmentId}::bigint)`.as('attachment_name');
const master = masterOf(S, {
  uuid: S.uuid,
  code: S.code,
  title: S.title,
  appliesTo: S.appliesTo,
  appliesValue: S.appliesValue,
  version: S.version,
  effectiveDate: S.effectiveDate,
  content: S.content,
  attachmentId: S.attachmentId,
  enableFlag: S.enableFlag,
  remark: S.remark,
  createTime: S.createTime,
  attachmentName,
});
type Row = Omit<typeof sops.$inferSelect, 'delFlag' | 'createBy' | 'updateBy' | 'updateTime'> & {
  attachmentName: string | null;
};

/** SOPs are working rules every center reads: no data scope. */
export const sopList = defineMasterList({
  master,
  sorting: {
    sortable: {
      code: S.code,
      title: S.title,
      version: S.version,
      effectiveDate: S.effectiveDate,
      createTime: S.createTime,
    },
  },
  filter: sopFilter,
  where: (f) =>
    and(
      contains(S.code, f.code),
      contains(S.title, f.title),
      equals(S.appliesTo, f.appliesTo),
      equals(S.enableFlag, f.enableFlag),
    ),
  scope: unscoped,
  view: (row: Row) => ({
    uuid: row.uuid,
    code: row.code,
    title: row.title,
    appliesTo: row.appliesTo,
    appliesValue: row.appliesValue,
    version: row.version,
    effectiveDate: row.effectiveDate,
    content: row.content,
    attachmentId: row.attachmentId,
    attachmentName: row.attachmentName,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/** What an SOP applies to must exist: a present client, or a value of the line-type or temperature dictionary. */
async function assertAppliesValue(db: Db, input: SopInput) {
  const value = input.appliesValue;
  if (!value) return;
  if (input.appliesTo === 'client') {
    const [row] = await db
      .select({ uuid: clients.uuid })
      .from(clients)
      .where(and(eq(clients.uuid, value), eq(clients.delFlag, '0')));
    if (!row) throw AppError.invalid('base.project.clientUnknown');
    return;
  }
  const dict = input.appliesTo === 'lineType' ? 'shipment_line_type' : 'item_temperature';
  if (!(await isDictValue(db, dict, value))) throw AppError.invalid('base.more.dictUnknown', { value, dict });
}

/** Create or change an SOP; the attachment, when given, must be a file of the file store. */
export async function saveSop(
  db: Db,
  caller: AuthContext,
  input: SopInput,
  isUpdate: boolean,
): Promise<string> {
  const uuid = targetUuid(input, isUpdate);
  if (uuid) await findInScope(db, master, uuid, undefined);
  await assertAppliesValue(db, input);
  if (input.attachmentId) {
    const id = /^\d{1,15}$/.test(input.attachmentId) ? Number(input.attachmentId) : null;
    const [file] =
      id === null ? [] : await db.select({ id: ossFiles.id }).from(ossFiles).where(eq(ossFiles.id, id));
    if (!file) throw AppError.invalid('base.sop.attachmentUnknown');
  }
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    title: input.title,
    appliesTo: input.appliesTo,
    appliesValue: input.appliesValue,
    version: input.version,
    effectiveDate: input.effectiveDate,
    content: input.content,
    attachmentId: input.attachmentId,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

export function sopDropBox(db: Db, keyword: string | undefined) {
  return masterOptions(db, master, { keyword, label: S.title, limit: 200 });
}

const sopExport = defineExport({
  kind: 'base.sop.export',
  permission: 'base:sop:export',
  title: 'base.sop.exportName',
  ...masterRows(sopList),
  columns: [
    { key: 'code', header: 'base.column.code', width: 14, value: (r) => r.code },
    { key: 'title', header: 'base.sop.column.title', width: 30, value: (r) => r.title },
    { key: 'appliesTo', header: 'base.sop.column.appliesTo', width: 12, value: (r) => r.appliesTo },
    { key: 'appliesValue', header: 'base.sop.column.appliesValue', width: 16, value: (r) => r.appliesValue },
    { key: 'version', header: 'base.sop.column.version', width: 8, value: (r) => r.version },
    {
      key: 'effectiveDate',
      header: 'base.sop.column.effectiveDate',
      width: 12,
      value: (r) => r.effectiveDate,
    },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportSops = sopExport.answer;
