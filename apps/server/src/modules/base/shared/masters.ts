import { randomUUID } from 'node:crypto';
import { and, asc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { orderByOf, type SortQuery } from '../../../platform/list-query';
import {
  findMaster,
  insertMaster,
  type Master,
  masterCodeTaken,
  pageMasters,
  updateMaster,
} from './master-repository';
import { softRemove } from './records';
import { requireInScope } from './scope';

/**
 * The use cases every simple master-data screen repeats (order types, printers, print templates, number
 * rules, data groups, zones, transport locations, contacts, addresses). An entity describes its list once
 * (defineMasterList); list, get, remove and the export follow from that. Saves stay one per entity and
 * call the steps below in their own order, so each keeps its checks and messages.
 */

/**
 * How a list sorts: the whitelisted columns and the fallback order (ending in a unique column; code then
 * uuid unless given). Exports come in the fallback order.
 */
export type Sorting = { sortable: Record<string, AnyPgColumn>; fallback?: SQL[] };

/**
 * What of the caller's scope a list applies: `of` reads it, `where` turns it into SQL, `params` is its
 * shape as an export task keeps it (plain data, applied when the task runs).
 */
export type MasterScope<S> = {
  params: z.ZodType<S>;
  of(db: DbOrTx, caller: AuthContext): Promise<S>;
  where(scope: S): SQL | undefined;
};

/** For lists every user sees whole (order types, contacts, addresses); older export tasks kept no scope. */
export const unscoped: MasterScope<null> = {
  params: z.null().default(null),
  of: async () => null,
  where: () => undefined,
};

export type MasterListSpec<F, S, R, V> = {
  master: Master;
  sorting: Sorting;
  /** The list's filters (the export's query and task params). */
  filter: z.ZodType<F>;
  /** The filters as SQL; the scope is added. */
  where(filter: F): SQL | undefined;
  scope: MasterScope<S>;
  view(row: R): V;
};

export function defineMasterList<F, S, R, V>(spec: MasterListSpec<F, S, R, V>) {
  const fallback = spec.sorting.fallback ?? [asc(spec.master.code), asc(spec.master.uuid)];
  const whereOf = (filter: F, scope: S) => and(spec.scope.where(scope), spec.where(filter));
  /** The caller's scope as SQL (selectors, saves, removals with checks of their own). */
  const callerScope = async (db: DbOrTx, caller: AuthContext) =>
    spec.scope.where(await spec.scope.of(db, caller));
  return {
    ...spec,
    fallback,
    whereOf,
    callerScope,
    /** One page: the requested sort (an unknown field refused), the caller's scope, each row viewed. */
    async list(db: DbOrTx, caller: AuthContext, query: PageQuery & SortQuery & F) {
      const where = whereOf(query, await spec.scope.of(db, caller));
      const orderBy = orderByOf(spec.sorting.sortable, query, fallback);
      const page = await pageMasters<R>(db, spec.master, where, orderBy, query.pageSize, offsetOf(query));
      return { rows: page.rows.map(spec.view), total: page.total };
    },
    /** One record: 404 when there is none, 403 when it lies outside the caller's scope. */
    async get(db: DbOrTx, caller: AuthContext, uuid: string): Promise<V> {
      return spec.view(await findInScope<R>(db, spec.master, uuid, await callerScope(db, caller)));
    },
    /** Soft removal (del_flag 2) of records in the caller's scope. */
    async remove(db: DbOrTx, caller: AuthContext, uuids: string[]) {
      await softRemove(db, spec.master, uuids, await callerScope(db, caller), caller.userName);
    },
  };
}
export type MasterList<F, S, R, V> = ReturnType<typeof defineMasterList<F, S, R, V>>;

/** One present row: 404 when there is none, 403 (common.dataScopeDenied) when it lies outside `scope`. */
export function findInScope<R>(db: DbOrTx, master: Master, uuid: string, scope: SQL | undefined): Promise<R> {
  return requireInScope((scoped) => findMaster<R>(db, master, uuid, scoped ? scope : undefined));
}

/**
 * The uuid a save changes (undefined: a new record). `update` without one is refused
 * (common.getIdError) for the screens whose update body does not require it.
 */
export function targetUuid(input: { uuid?: string | undefined }, isUpdate = false): string | undefined {
  const uuid = input.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  return uuid;
}

/** Codes are unique among present rows (base.codeTaken). */
export async function assertCodeFree(db: DbOrTx, master: Master, code: string, exceptUuid?: string) {
  if (await masterCodeTaken(db, master, code, exceptUuid))
    throw AppError.invalid('base.codeTaken', { value: code });
}

/** Inserts (no uuid; answers the new one) or updates, stamping who and when. */
export async function writeMaster<T extends PgTable>(
  db: DbOrTx,
  master: Master<T>,
  caller: AuthContext,
  uuid: string | undefined,
  fields: Omit<T['$inferInsert'], 'uuid'>,
): Promise<string> {
  if (!uuid) {
    const created = randomUUID();
    await insertMaster(db, master, {
      uuid: created,
      ...fields,
      createBy: caller.userName,
    } as T['$inferInsert']);
    return created;
  }
  await updateMaster(db, master, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}
