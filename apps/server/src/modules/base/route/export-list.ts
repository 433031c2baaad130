import type { Lang, MessageKey } from '@tms/domain';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { t } from '../../../platform/i18n';
import type { ExportHandler } from '../../../platform/jobs';
import {
  EXPORT_INLINE_MAX,
  type ExportColumn,
  writeXlsxFile,
  xlsxBuffer,
} from '../../../platform/xlsx-export';
import { createExportTask } from '../../reporting';
import { type BaseScope, baseScopeOf } from '../shared/scope';

/** The task keeps the list's filters and the caller's scope as it was when the export was asked for. */
const taskParams = z.object({
  filter: z.record(z.string(), z.unknown()),
  scope: z.object({ centerId: z.string().nullable(), unrestricted: z.boolean() }),
});

export type ListExport<F, R> = {
  kind: string;
  nameKey: MessageKey;
  sheetKey: MessageKey;
  columns: (lang: Lang) => ExportColumn<R>[];
  count: (deps: Pick<Deps, 'db'>, filter: F, scope: BaseScope) => Promise<number>;
  rows: (deps: Pick<Deps, 'db'>, filter: F, scope: BaseScope) => AsyncIterable<R>;
};

/** Routes and route groups are center-owned only: the rest of the scope does not apply to them. */
const scopeOf = (saved: z.infer<typeof taskParams>['scope']): BaseScope => ({
  ...saved,
  carrierStaff: false,
  clientIds: null,
  carrierIds: null,
  zoneIds: null,
});

/**
 * GET .../export: up to EXPORT_INLINE_MAX rows answer an xlsx file at once; more become a
 * download-center task and the caller gets {taskId} with the base.export.queued notice.
 */
export async function exportOrQueue<F extends Record<string, unknown>, R>(
  spec: ListExport<F, R>,
  deps: Pick<Deps, 'db' | 'jobs'>,
  caller: AuthContext,
  lang: Lang,
  filter: F,
): Promise<{ file: { fileName: string; content: Buffer } } | { taskId: number }> {
  const full = await baseScopeOf(deps.db, caller);
  const scope = scopeOf({ centerId: full.centerId, unrestricted: full.unrestricted });
  const total = await spec.count(deps, filter, scope);
  if (total > EXPORT_INLINE_MAX) {
    const params = {
      filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)),
      scope: { centerId: scope.centerId, unrestricted: scope.unrestricted },
    };
    const taskId = await createExportTask(deps, {
      kind: spec.kind,
      nameKey: spec.nameKey,
      params,
      caller,
      lang,
    });
    return { taskId };
  }
  const rows: R[] = [];
  for await (const row of spec.rows(deps, filter, scope)) rows.push(row);
  const content = await xlsxBuffer(t(lang, spec.sheetKey), spec.columns(lang), rows);
  return { file: { fileName: `${t(lang, spec.sheetKey)}.xlsx`, content } };
}

/** The download-center job of an export kind. */
export function exportHandler<F, R>(spec: ListExport<F, R>): ExportHandler {
  return async ({ db, task, lang, reportProgress, outputPath }) => {
    const { filter, scope: saved } = taskParams.parse(task.params);
    const scope = scopeOf(saved);
    const total = await spec.count({ db }, filter as F, scope);
    await reportProgress(5);
    const rows = await writeXlsxFile({
      outputPath,
      sheetName: t(lang, spec.sheetKey),
      columns: spec.columns(lang),
      rows: spec.rows({ db }, filter as F, scope),
      total,
      reportProgress,
    });
    return { rows, fileName: `${task.name}.xlsx` };
  };
}
