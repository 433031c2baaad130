import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetBatches } from '../../reporting';
import { countMasters, pageMasters } from './master-repository';
import type { MasterList } from './masters';

/**
 * What a master list's export (defineExport) reads: the list's filters and the caller's scope at the
 * time of the request select the rows, in the list's fallback order (total: it ends in a unique
 * column), a page at a time.
 */
export function masterRows<F, S, R>(list: MasterList<F, S, R, unknown>) {
  type Query = { filter: F; scope: S };
  const where = (q: Query) => list.whereOf(q.filter, q.scope);
  return {
    query: z.object({ filter: list.filter, scope: list.scope.params }) as z.ZodType<Query>,
    queryOf: async (db: Db, caller: AuthContext, filter: F): Promise<Query> => ({
      filter,
      scope: await list.scope.of(db, caller),
    }),
    count: (db: Db, _caller: unknown, q: Query) => countMasters(db, list.master, where(q)),
    rows: (db: Db, _caller: unknown, q: Query) =>
      offsetBatches({
        page: async (offset, limit) =>
          (await pageMasters<R>(db, list.master, where(q), list.fallback, limit, offset)).rows,
      }),
  };
}
