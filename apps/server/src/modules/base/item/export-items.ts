import type { Lang } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { items } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { formatDateTime } from '../../../platform/format-time';
import { defineExport, type ExportColumnSpec, offsetBatches, withCells } from '../../reporting';
import { baseScopeOf, withinIdsOrShared } from '../shared/scope';
import { ITEM_IMPORT_COLUMNS } from './import-items';
import * as repo from './repository';
import { type ItemFilter, itemFilter } from './schemas';

/** The filters and the caller's clients at the time of the request. */
const itemExportQuery = z.object({ filter: itemFilter, clientIds: z.array(z.string()).nullable() });
type ItemExportQuery = z.infer<typeof itemExportQuery>;

const whereOf = (q: ItemExportQuery) =>
  repo.itemWhere(q.filter, withinIdsOrShared(items.clientId, q.clientIds));

/** The export has the import's columns (client as its code), so an exported file can be edited and imported. */
const columns: ExportColumnSpec<repo.ItemView>[] = withCells(
  [
    ...ITEM_IMPORT_COLUMNS.map(
      (c): ExportColumnSpec<repo.ItemView> => ({
        key: c.key,
        header: c.label,
        width: c.width,
        value: (row) =>
          c.key === 'client' ? row.clientCode : ((row as Record<string, unknown>)[c.key] as string | null),
      }),
    ),
    {
      key: 'createTime',
      header: 'base.item.col.createTime',
      width: 20,
      value: (row, f) => formatDateTime(row.createTime, f.timeZone),
    },
  ],
  {
    weightKg: 'weight',
    volumeM3: 'volume',
    length: 'decimal',
    width: 'decimal',
    height: 'decimal',
    boxFactor: 'decimal',
    palletFactor: 'decimal',
    createTime: 'datetime',
  },
);

const itemExport = defineExport({
  kind: 'base.item.export',
  permission: 'base:item:export',
  title: 'base.item.exportFile',
  query: itemExportQuery,
  queryOf: async (db, caller, filter: ItemFilter) => ({
    filter,
    clientIds: (await baseScopeOf(db, caller)).clientIds,
  }),
  count: (db, _caller, q) => repo.countItems(db, whereOf(q)),
  rows: (db, _caller, q) =>
    offsetBatches({
      page: async (offset, limit) =>
        (await repo.pageItems(db, whereOf(q), repo.ITEM_DEFAULT_ORDER, limit, offset)).rows,
    }),
  columns,
});

/** GET /system/item/export: the xlsx for up to 5,000 rows, else a download-center task ({taskId}). */
export function exportItems(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  caller: AuthContext,
  lang: Lang,
  reply: FastifyReply,
  filter: ItemFilter,
) {
  return itemExport.answer({ deps, caller, lang, reply }, filter);
}
