import { and, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { printTemplates } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { contains, equals, masterOptions } from '../shared/master-repository';
import { assertCodeFree, defineMasterList, findInScope, targetUuid, writeMaster } from '../shared/masters';
import { baseScopeOf, withinIdsOrShared } from '../shared/scope';
import * as repo from './repository';
import { type TemplateInput, templateFilter } from './schemas';

const master = repo.templateMaster;
const T = printTemplates;

/** A template may belong to one client: the caller's clients' templates and the shared ones. */
const scoped = (clientIds: string[] | null): SQL | undefined => withinIdsOrShared(T.clientId, clientIds);
const clientIdsOf = async (db: DbOrTx, caller: AuthContext) => (await baseScopeOf(db, caller)).clientIds;

export const templateList = defineMasterList({
  master,
  sorting: { sortable: { code: T.code, name: T.name, type: T.type, createTime: T.createTime } },
  filter: templateFilter,
  where: (f) =>
    and(
      contains(T.code, f.code),
      contains(T.name, f.name),
      equals(T.type, f.type),
      equals(T.clientId, f.clientId),
      equals(T.enableFlag, f.enableFlag),
    ),
  scope: { params: z.array(z.string()).nullable(), of: clientIdsOf, where: scoped },
  view: (row: repo.TemplateView) => ({
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    type: row.type,
    clientId: row.clientId,
    clientName: row.clientName,
    content: row.content,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/** Enabled templates, optionally of one type. */
export async function templateDropBox(db: Db, caller: AuthContext, type: string | undefined) {
  const where = and(equals(T.type, type), await templateList.callerScope(db, caller));
  return masterOptions(db, master, { where, label: T.name, limit: 200, extra: { type: T.type } });
}

/** Create or change a template record (printing draws the layout in code; `content` is kept as sent). */
export async function saveTemplate(db: Db, caller: AuthContext, input: TemplateInput): Promise<string> {
  const uuid = targetUuid(input);
  const clientIds = await clientIdsOf(db, caller);
  if (uuid) await findInScope(db, master, uuid, scoped(clientIds));
  const clientId = input.clientId || null;
  if (clientId) {
    if (!(await repo.clientPresent(db, clientId)))
      throw AppError.invalid('base.printTemplate.clientUnknown', { value: clientId });
    if (clientIds && !clientIds.includes(clientId)) throw AppError.forbidden('common.dataScopeDenied');
  }
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    type: input.type,
    clientId,
    content: input.content || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}
