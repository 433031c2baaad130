import type { Lang, MessageKey } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { registerExportKind } from '../../../platform/jobs';
import {
  EXPORT_INLINE_MAX,
  type ExportColumn,
  writeXlsxFile,
  xlsxBuffer,
} from '../../../platform/xlsx-export';
import { sendXlsx } from '../../../platform/xlsx-import';
import { createExportTask } from './create-export-task';

/**
 * A list export (clients, zones, items, ...): the params
 * (filters plus the caller's scope at the time, plain data) select the rows; up to EXPORT_INLINE_MAX
 * rows are answered as an xlsx file, more become a download-center task of this kind.
 */
export type ListExport<P, R> = {
  kind: string;
  /** Message keys: the task/file name and the sheet name. */
  nameKey: MessageKey;
  sheetKey: MessageKey;
  params: z.ZodType<P>;
  count(db: Db, params: P): Promise<number>;
  rows(db: Db, params: P): Promise<R[]>;
  columns(lang: Lang): ExportColumn<R>[];
};

export function defineListExport<P, R>(spec: ListExport<P, R>) {
  registerExportKind(spec.kind, async ({ db, task, lang, reportProgress, outputPath }) => {
    const params = spec.params.parse(task.params);
    const rows = await spec.rows(db, params);
    await reportProgress(5);
    const written = await writeXlsxFile({
      outputPath,
      sheetName: t(lang, spec.sheetKey),
      columns: spec.columns(lang),
      rows: (async function* () {
        yield* rows;
      })(),
      total: rows.length,
      reportProgress,
    });
    return { rows: written, fileName: `${task.name}.xlsx` };
  });

  /** GET .../export: the file, or {taskId} with the queued notice. */
  return async function runExport(
    deps: Pick<Deps, 'db' | 'jobs'>,
    caller: AuthContext,
    lang: Lang,
    reply: FastifyReply,
    params: P,
  ) {
    const total = await spec.count(deps.db, params);
    if (total > EXPORT_INLINE_MAX) {
      const taskId = await createExportTask(deps, {
        kind: spec.kind,
        nameKey: spec.nameKey,
        params: params as Record<string, unknown>,
        caller,
        lang,
      });
      return ok({ taskId }, t(lang, 'base.export.queued'));
    }
    const rows = await spec.rows(deps.db, params);
    const content = await xlsxBuffer(t(lang, spec.sheetKey), spec.columns(lang), rows);
    return sendXlsx(reply, { fileName: `${t(lang, spec.nameKey)}.xlsx`, content });
  };
}
