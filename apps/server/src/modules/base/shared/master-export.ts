import type { Lang, MessageKey } from '@tms/domain';
import { z } from 'zod';
import { t } from '../../../platform/i18n';
import type { ExportColumn } from '../../../platform/xlsx-export';
import { defineListExport } from '../../reporting';
import type { RouteCtx } from './crud-routes';
import { allMasters, countMasters } from './master-repository';
import type { MasterList } from './masters';

/** One export column: the header is the message key `label`, in the caller's language. */
export type MasterColumn<R> = { label: MessageKey; width?: number; value: ExportColumn<R>['value'] };

/**
 * GET /system/<entity>/export of a master list: the list's filters and the caller's scope select the rows,
 * in the list's fallback order; up to 5,000 rows answer an xlsx at once, more become a download-center
 * task of `kind` (report-task/list-export). Answers the route's handler.
 */
export function defineMasterExport<F, S, R>(
  list: MasterList<F, S, R, unknown>,
  spec: {
    kind: string /** Message key of the file and sheet name. */;
    nameKey: MessageKey;
    columns: MasterColumn<R>[];
  },
) {
  type Params = { filter: F; scope: S };
  const where = (p: Params) => list.whereOf(p.filter, p.scope);
  const run = defineListExport<Params, R>({
    kind: spec.kind,
    nameKey: spec.nameKey,
    sheetKey: spec.nameKey,
    params: z.object({ filter: list.filter, scope: list.scope.params }) as z.ZodType<Params>,
    count: (db, p) => countMasters(db, list.master, where(p)),
    rows: (db, p) => allMasters<R>(db, list.master, where(p), list.fallback),
    columns: (lang: Lang) =>
      spec.columns.map((c) => ({ header: t(lang, c.label), width: c.width, value: c.value })),
  });
  return async (ctx: RouteCtx, filter: F) =>
    run(ctx.deps, ctx.caller, ctx.lang, ctx.reply, {
      filter,
      scope: await list.scope.of(ctx.deps.db, ctx.caller),
    });
}
