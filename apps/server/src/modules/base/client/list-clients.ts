import { and, asc, inArray } from 'drizzle-orm';
import { clients } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { orderByOf } from '../../../platform/list-query';
import { requireInScope } from '../shared/scope';
import { clientScopeOf, dataGroupScopeOf } from './client-scope';
import { clientView } from './client-view';
import * as repo from './repository';
import type { ClientListQuery } from './schemas';

const byCode = [asc(clients.code), asc(clients.uuid)];

/** GET /system/client/list: the caller's clients, filtered, paged, sorted. */
export async function listClients(db: Db, caller: AuthContext, query: ClientListQuery) {
  const scope = await clientScopeOf(db, caller);
  const orderBy = orderByOf(repo.clientSortable, query, byCode);
  const { rows, total } = await repo.pageClients(
    db,
    repo.clientWhere(query, scope),
    orderBy,
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(clientView), total };
}

/** GET /system/client/get/{uuid}: 404 when absent, 403 when outside the caller's clients. */
export async function getClient(db: Db, caller: AuthContext, uuid: string) {
  const scope = await clientScopeOf(db, caller);
  const row = await requireInScope((scoped) =>
    repo.findClient(db, uuid, scoped ? repo.clientScope(scope) : undefined),
  );
  return clientView(row);
}

/**
 * GET /system/client/listByDatagroup: the clients bound to data group `dataGroupId` (a group the caller
 * may see), or without it the clients of the caller's own data groups; always within the caller's clients.
 */
export async function listClientsByDataGroup(
  db: Db,
  caller: AuthContext,
  query: ClientListQuery & { dataGroupId?: string | undefined },
) {
  const scope = await clientScopeOf(db, caller);
  const visibleGroups = await dataGroupScopeOf(db, caller);
  let groupIds: string[];
  if (query.dataGroupId) {
    if (visibleGroups && !visibleGroups.includes(query.dataGroupId)) {
      throw AppError.forbidden('common.dataScopeDenied');
    }
    groupIds = [query.dataGroupId];
  } else {
    groupIds = await repo.dataGroupIdsOfUser(db, Number(caller.userId));
  }
  const where = and(repo.clientWhere(query, scope), repo.inDataGroups(groupIds));
  const orderBy = orderByOf(repo.clientSortable, query, byCode);
  const { rows, total } = await repo.pageClients(db, where, orderBy, query.pageSize, offsetOf(query));
  return { rows: rows.map(clientView), total };
}

/** GET /system/client/dropBox: enabled clients of the caller, optional keyword on code or name. */
export async function clientDropBox(db: Db, caller: AuthContext, keyword?: string, ids: string[] = []) {
  const scope = await clientScopeOf(db, caller);
  const rows = await repo.clientOptions(db, repo.clientWhere({ keyword, enableFlag: 'Y' }, scope), 500);
  // `ids`: the clients a form already holds, disabled ones too, so it can name them.
  const held = ids.length
    ? await repo.clientOptions(db, and(repo.clientWhere({}, scope), inArray(clients.uuid, ids)), ids.length)
    : [];
  return [...held.filter((h) => !rows.some((r) => r.uuid === h.uuid)), ...rows].map(
    ({ uuid, code, name }) => ({
      uuid,
      code,
      name,
    }),
  );
}

/**
 * GET /system/client/searchSelect: a search-as-you-type selector over the caller's clients, disabled
 * ones included and marked (filters and search forms may look for them); at most 50 rows.
 */
export async function clientSearchSelect(db: Db, caller: AuthContext, keyword?: string) {
  const scope = await clientScopeOf(db, caller);
  return repo.clientOptions(db, repo.clientWhere({ keyword }, scope), 50);
}

/**
 * selectDataGroupRefClient / selectDataGroupNotRefClient: the caller's clients bound / not bound to
 * the data group, paged, with a keyword on code or name.
 */
export async function clientsOfDataGroup(
  db: Db,
  caller: AuthContext,
  dataGroupId: string,
  bound: boolean,
  query: PageQuery & { keyword?: string | undefined },
) {
  const visibleGroups = await dataGroupScopeOf(db, caller);
  await requireGroup(db, dataGroupId, visibleGroups);
  const scope = await clientScopeOf(db, caller);
  const where = repo.boundWhere(dataGroupId, bound, scope, query.keyword);
  const { rows, total } = await repo.pageClients(db, where, byCode, query.pageSize, offsetOf(query));
  return { rows: rows.map(clientView), total };
}

/** A present data group: 404 when absent, 403 when the caller does not hold it. */
export async function requireGroup(db: Db, uuid: string, visible: string[] | null) {
  return requireInScope((scoped) =>
    repo
      .findDataGroup(db, uuid)
      .then((g) => (g && (!scoped || !visible || visible.includes(uuid)) ? g : undefined)),
  );
}
