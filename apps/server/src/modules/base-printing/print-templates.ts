import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { printTemplates } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { softRemove } from '../base-shared/records';
import { type BaseScope, baseScopeOf, requireInScope, withinIdsOrShared } from '../base-shared/scope';
import * as repo from './repository';

export const PRINT_TEMPLATE_TYPES = ['goods', 'goodsMulti', 'shipment', 'crossDock'] as const;

export type TemplateInput = {
  uuid?: string | undefined;
  code: string;
  name: string;
  type: (typeof PRINT_TEMPLATE_TYPES)[number];
  clientId?: string | null | undefined;
  content?: string | null | undefined;
  enableFlag: 'Y' | 'N';
  remark?: string | null | undefined;
};

/** A template may belong to one client: the caller's clients' templates and the shared ones. */
const scopeOf = (scope: BaseScope): SQL | undefined =>
  withinIdsOrShared(printTemplates.clientId, scope.clientIds);

const view = (row: repo.TemplateView) => ({
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
});

export async function listTemplates(
  db: Db,
  caller: AuthContext,
  query: PageQuery & SortQuery & repo.TemplateFilter,
) {
  const where = repo.templateWhere(query, scopeOf(await baseScopeOf(db, caller)));
  const orderBy = orderByOf(repo.TEMPLATE_SORTABLE, query, repo.TEMPLATE_DEFAULT_ORDER);
  const { rows, total } = await repo.pageTemplates(db, where, orderBy, query.pageSize, offsetOf(query));
  return { rows: rows.map(view), total };
}

export async function getTemplate(db: Db, caller: AuthContext, uuid: string) {
  const scope = scopeOf(await baseScopeOf(db, caller));
  return view(await requireInScope((scoped) => repo.findTemplate(db, uuid, scoped ? scope : undefined)));
}

export async function templateDropBox(db: Db, caller: AuthContext, type: string | undefined) {
  return repo.templateOptions(db, type, scopeOf(await baseScopeOf(db, caller)));
}

/** Create or change a template record (the layout itself arrives with printing, issue 5). */
export async function saveTemplate(db: Db, caller: AuthContext, input: TemplateInput): Promise<string> {
  const uuid = input.uuid?.trim() || undefined;
  const scope = await baseScopeOf(db, caller);
  if (uuid)
    await requireInScope((scoped) => repo.findTemplate(db, uuid, scoped ? scopeOf(scope) : undefined));
  const clientId = input.clientId || null;
  if (clientId) {
    if (!(await repo.clientPresent(db, clientId)))
      throw AppError.invalid('base.printTemplate.clientUnknown', { value: clientId });
    if (scope.clientIds && !scope.clientIds.includes(clientId))
      throw AppError.forbidden('common.dataScopeDenied');
  }
  if (await repo.templateCodeTaken(db, input.code, uuid))
    throw AppError.invalid('base.codeTaken', { value: input.code });
  const fields = {
    code: input.code,
    name: input.name,
    type: input.type,
    clientId,
    content: input.content || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertTemplate(db, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await repo.updateTemplate(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

export async function removeTemplates(db: Db, caller: AuthContext, uuids: string[]) {
  const scope = scopeOf(await baseScopeOf(db, caller));
  await softRemove(
    db,
    {
      table: printTemplates,
      uuid: printTemplates.uuid,
      code: printTemplates.code,
      delFlag: printTemplates.delFlag,
    },
    uuids,
    scope,
    caller.userName,
  );
}
