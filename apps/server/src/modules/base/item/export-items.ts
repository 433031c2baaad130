import type { Lang } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { items } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { t } from '../../../platform/i18n';
import type { ExportColumn } from '../../../platform/xlsx-export';
import { defineListExport } from '../../reporting';
import { baseScopeOf, withinIdsOrShared } from '../shared/scope';
import { ITEM_IMPORT_COLUMNS } from './import-items';
import * as repo from './repository';
import { type ItemFilter, itemFilter } from './schemas';

export const ITEM_EXPORT_KIND = 'base.item.export';

/** What a queued export keeps: the filters and the caller's client scope at the time of the request. */
const exportParams = z.object({ filter: itemFilter, clientIds: z.array(z.string()).nullable() });
type ExportParams = z.infer<typeof exportParams>;

const whereOf = (p: ExportParams) => repo.itemWhere(p.filter, withinIdsOrShared(items.clientId, p.clientIds));

/** The export has the import's columns (client as its code), so an exported file can be edited and imported. */
function columns(lang: Lang): ExportColumn<repo.ItemView>[] {
  return [
    ...ITEM_IMPORT_COLUMNS.map((c) => ({
      header: t(lang, c.label),
      width: c.width,
      value: (row: repo.ItemView) =>
        c.key === 'client' ? row.clientCode : ((row as Record<string, unknown>)[c.key] as string | null),
    })),
    { header: t(lang, 'base.item.col.createTime'), width: 20, value: (row) => row.createTime.toISOString() },
  ];
}

const itemExport = defineListExport<ExportParams, repo.ItemView>({
  kind: ITEM_EXPORT_KIND,
  nameKey: 'base.item.exportFile',
  sheetKey: 'base.item.exportFile',
  params: exportParams,
  count: (db, params) => repo.countItems(db, whereOf(params)),
  rows: async (db, params) =>
    (await repo.pageItems(db, whereOf(params), repo.ITEM_DEFAULT_ORDER, 1_000_000, 0)).rows,
  columns,
});

/** GET /system/item/export: the xlsx for up to 5,000 rows, else a download-center task ({taskId}). */
export async function exportItems(
  deps: Pick<Deps, 'db' | 'jobs'>,
  caller: AuthContext,
  lang: Lang,
  reply: FastifyReply,
  filter: ItemFilter,
) {
  const scope = await baseScopeOf(deps.db, caller);
  const params: ExportParams = {
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as ItemFilter,
    clientIds: scope.clientIds,
  };
  return itemExport(deps, caller, lang, reply, params);
}
