import type { Lang, MessageKey } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { t } from '../../../platform/i18n';
import { registerExportKind } from '../../../platform/jobs';
import {
  EXPORT_BATCH_SIZE,
  EXPORT_INLINE_MAX,
  type ExportColumnDef,
  exportFormat,
  keysetBatches,
  pickColumns,
  writeXlsxFile,
  xlsxBuffer,
} from '../../../platform/xlsx-export';
import { sendXlsx } from '../../../platform/xlsx-import';
import { dictEntries } from '../../reference';
import { createExportTask } from './create-export-task';

/**
 * A streamed export of a large list (waybills, shipments, their goods and stops): the rows are read
 * in keyset batches and written as they come, so a 100,000-row file never sits in memory. The caller
 * names the visible columns (the list's column chooser), which are whitelisted against `columns`.
 */
export type StreamExport<P, R, C> = {
  kind: string;
  /** Message keys: the task/file name and the sheet name. */
  nameKey: MessageKey;
  sheetKey: MessageKey;
  /** The query (filters plus the caller's scope at the time, plain data), kept with the task. */
  query: z.ZodType<P>;
  count(db: Db, query: P): Promise<number>;
  /** Up to `limit` rows after `after` (null: from the start), in one stable order. */
  page(db: Db, query: P, after: C | null, limit: number): Promise<R[]>;
  cursorOf(row: R): C;
  columns: readonly ExportColumnDef<R>[];
  /** Dictionaries whose labels the columns show (format.label), loaded once per export. */
  dictTypes?: readonly string[];
  /** The time zone instants are written in (the caller's, kept in the query); Asia/Shanghai by default. */
  timeZoneOf?: (query: P) => string | undefined;
  batchSize?: number;
};

export type StreamExportRequest = {
  /** Visible column keys in display order; absent or empty: every column. */
  columns?: string[];
  /** True: always a download-center task, even for a few rows. */
  async?: boolean;
};

const storedParams = z.object({ query: z.unknown(), columns: z.array(z.string()).default([]) });

/** Column keys the web sends: a list, or comma-joined in a query string. */
export const columnKeysField = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v === null ? undefined : v),
    z.array(z.string().trim().min(1).max(64)).max(200).optional(),
  )
  .describe('Visible column keys in display order (the column chooser); unknown keys are ignored');
export const asyncField = z
  .preprocess(
    (v) => (v === 'true' ? true : v === 'false' || v === '' ? undefined : v),
    z.boolean().optional(),
  )
  .describe('true: always run as a download-center task');

export function defineStreamExport<P, R, C>(spec: StreamExport<P, R, C>) {
  const rowsOf = (db: Db, query: P) =>
    keysetBatches<R, C>({
      page: (after, limit) => spec.page(db, query, after, limit),
      cursorOf: spec.cursorOf,
      batchSize: spec.batchSize ?? EXPORT_BATCH_SIZE,
    });

  /** The task's language and time zone, with the labels of the dictionaries its columns show. */
  const formatOf = async (db: Db, lang: Lang, query: P) => {
    const labels = new Map<string, Map<string, string>>();
    for (const type of spec.dictTypes ?? []) {
      labels.set(type, new Map((await dictEntries(db, type, lang)).map((e) => [e.dictValue, e.dictLabel])));
    }
    return exportFormat(lang, spec.timeZoneOf?.(query) || 'Asia/Shanghai', labels);
  };

  registerExportKind(spec.kind, async ({ db, task, lang, reportProgress, outputPath }) => {
    const stored = storedParams.parse(task.params);
    const query = spec.query.parse(stored.query);
    const total = await spec.count(db, query);
    const written = await writeXlsxFile({
      outputPath,
      sheetName: t(lang, spec.sheetKey),
      columns: pickColumns(spec.columns, stored.columns, await formatOf(db, lang, query)),
      rows: rowsOf(db, query),
      total,
      reportProgress,
    });
    return { rows: written, fileName: `${task.name}.xlsx` };
  });

  /** The file when small (EXPORT_INLINE_MAX rows at most, not forced async), else {taskId} and the queued notice. */
  return async function runExport(
    deps: Pick<Deps, 'db' | 'jobs'>,
    caller: AuthContext,
    lang: Lang,
    reply: FastifyReply,
    query: P,
    request: StreamExportRequest,
  ) {
    const columns = request.columns ?? [];
    const total = request.async ? Number.POSITIVE_INFINITY : await spec.count(deps.db, query);
    if (total > EXPORT_INLINE_MAX) {
      const taskId = await createExportTask(deps, {
        kind: spec.kind,
        nameKey: spec.nameKey,
        params: { query, columns },
        caller,
        lang,
      });
      return ok({ taskId }, t(lang, request.async ? 'report.task.queued' : 'base.export.queued'));
    }
    const rows: R[] = [];
    for await (const row of rowsOf(deps.db, query)) rows.push(row);
    const content = await xlsxBuffer(
      t(lang, spec.sheetKey),
      pickColumns(spec.columns, columns, await formatOf(deps.db, lang, query)),
      rows,
    );
    return sendXlsx(reply, { fileName: `${t(lang, spec.nameKey)}.xlsx`, content });
  };
}
