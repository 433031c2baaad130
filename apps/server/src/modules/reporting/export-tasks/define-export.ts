import { type ApiPermissionKey, hasButton, type Lang, type MessageKey } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import { type ExportHandler, registerExportKind, reportExportJob } from '../../../platform/jobs';
import {
  type CellKind,
  type CellValue,
  EXPORT_INLINE_MAX,
  type ExportColumn,
  writeXlsxFile,
  xlsxBytes,
} from '../../../platform/xlsx-export';
import { sendXlsx } from '../../../platform/xlsx-import';
import { dictEntries } from '../../reference';
import { recordDirectDownload } from './direct-record';
import { insertTask, timeZoneOfUser } from './repository';

/**
 * The one way to declare an export. A declaration names its rows (a query kept as plain data, a count
 * and an async row source), its columns and its file; the direct download and the download-center task
 * both run it, through the same streaming writer, so whichever way a caller asks the file is the same.
 * Which way is the caller's choice: `answer` sends the file at once up to EXPORT_INLINE_MAX rows and
 * queues a task beyond (or always, when asked to), `queue` always queues one.
 */

/** Instants with no zone of the user's are written in the company's home zone. */
const HOME_TIME_ZONE = 'Asia/Shanghai';

/** Who the file is for: headers and labels in their language, instants in their time zone. */
export type ExportCaller = { userId: string; lang: Lang; timeZone: string };

/** What a cell may need besides its row: the language, the time zone and dictionary labels. */
export type ExportFormat = {
  lang: Lang;
  timeZone: string;
  /** A dictionary code's label in `lang` (the code itself when the dictionary does not have it). */
  label: (dictType: string, code: string | null) => string | null;
};

export type ExportColumnSpec<R> = {
  /** The list column's key (its dataIndex): what a caller names to choose and order the columns. */
  key: string;
  /** Message key of the header, written in the caller's language. */
  header: MessageKey;
  width?: number;
  /**
   * What the column holds (text when absent): numbers and instants are written as numeric and date
   * cells with a display format, so a spreadsheet can sum and sort them. A date column's value is the
   * wall clock in the caller's zone (format.timeZone), as text 'YYYY-MM-DD HH:mm:ss' or a Date.
   */
  cell?: CellKind;
  /** The cell's value; null leaves it empty. */
  value: (row: R, format: ExportFormat) => CellValue;
};

/** The parts a file is named from: the title and sheet in the caller's language, and when it was asked for. */
export type FileNameParts = {
  title: string;
  sheet: string;
  /** When the export was asked for, in the caller's time zone, as digits (YYYYMMDDHHmmss). */
  stamp: string;
  /** Answered at once (true) or written by a download-center task. */
  direct: boolean;
};

export type ExportSpec<Q, R, I> = {
  /** The download-center task kind, e.g. 'order.waybill.export'. */
  kind: string;
  /** The key a caller must hold to export these rows, whichever route asks. */
  permission: ApiPermissionKey;
  /** Message key of the task's name and of the file's. */
  title: MessageKey;
  /** Message key of the sheet's name; the title when absent. */
  sheet?: MessageKey;
  /**
   * What selects the rows, as plain data: the filters and the caller's scope at the time of the request.
   * A task keeps it and reads it back with this schema, and so does the direct download, so both read
   * the very same query.
   */
  query: z.ZodType<Q>;
  /** The query from the request's input and the caller; the input is the query when absent. */
  queryOf?: (db: Db, caller: AuthContext, input: I) => Q | Promise<Q>;
  columns: readonly ExportColumnSpec<R>[];
  /** Dictionaries whose labels the columns show (format.label), loaded once per file. */
  dictionaries?: readonly string[];
  count: (db: Db, caller: ExportCaller, query: Q) => Promise<number>;
  /** The rows in file order, read a batch at a time (keysetBatches, offsetBatches) so memory stays flat. */
  rows: (db: Db, caller: ExportCaller, query: Q) => AsyncIterable<R>;
  /** The file's name; `<title>.xlsx` when absent. */
  fileName?: (parts: FileNameParts) => string;
};

/** What an export route hands over of its request. */
export type ExportRequest = {
  /** config: where a direct download's copy is kept for the download center (none: only its record). */
  deps: Pick<Deps, 'db' | 'jobs'> & Partial<Pick<Deps, 'config'>>;
  caller: AuthContext;
  lang: Lang;
  reply: FastifyReply;
};

export type ExportOptions = {
  /** Visible column keys in display order; unknown keys are dropped; none: every column. */
  columns?: readonly string[];
  /** True: a download-center task whatever the row count. */
  async?: boolean;
};

export type DeclaredExport<I> = {
  kind: string;
  permission: ApiPermissionKey;
  /** Message key of the task's and the file's name. */
  title: MessageKey;
  /** The declared columns: what a caller may choose, with their cell kinds. */
  columns: readonly ExportColumnSpec<unknown>[];
  /** The file at once up to EXPORT_INLINE_MAX rows, else (or when async) {taskId} with the queued notice. */
  answer: (
    request: ExportRequest,
    input: I,
    options?: ExportOptions,
  ) => Promise<FastifyReply | { code: 0; msg: string; data: { taskId: number } }>;
  /** Writes a download-center task's file (registered with the task runner for this kind). */
  task: ExportHandler;
  /** Always a download-center task: its id. */
  queue: (
    request: Omit<ExportRequest, 'reply'>,
    input: I,
    options?: Pick<ExportOptions, 'columns'>,
  ) => Promise<{ taskId: number }>;
};

/**
 * A task's params: the query, the chosen columns and the caller's time zone. A task queued by an
 * earlier build holds the bare query and no time zone: its owner's is read when it runs.
 */
const storedTask = z.object({
  query: z.unknown(),
  columns: z.array(z.string()).default([]),
  timeZone: z.string().optional(),
});

const declared = new Map<string, DeclaredExport<never>>();

/** Every declared export, by kind. */
export function declaredExports(): ReadonlyMap<string, DeclaredExport<never>> {
  return declared;
}

/** The visible columns asked for, in their order (only keys the export defines); none: every column. */
function pickColumns<R>(
  specs: readonly ExportColumnSpec<R>[],
  requested: readonly string[] | undefined,
  format: ExportFormat,
): ExportColumn<R>[] {
  const byKey = new Map(specs.map((c) => [c.key, c]));
  const chosen = [...new Set(requested ?? [])].flatMap((key) => byKey.get(key) ?? []);
  return (chosen.length > 0 ? chosen : specs).map((c) => ({
    header: t(format.lang, c.header),
    width: c.width,
    cell: c.cell,
    value: (row: R) => c.value(row, format),
  }));
}

export function defineExport<Q, R, I = Q>(spec: ExportSpec<Q, R, I>): DeclaredExport<I> {
  if (declared.has(spec.kind)) throw new Error(`export kind ${spec.kind} is declared twice`);
  const sheetKey = spec.sheet ?? spec.title;

  const formatFor = async (db: Db, caller: ExportCaller): Promise<ExportFormat> => {
    const labels = new Map<string, Map<string, string>>();
    for (const type of spec.dictionaries ?? []) {
      const entries = await dictEntries(db, type, caller.lang);
      labels.set(type, new Map(entries.map((e) => [e.dictValue, e.dictLabel])));
    }
    return {
      lang: caller.lang,
      timeZone: caller.timeZone,
      label: (type, code) => (code === null ? null : (labels.get(type)?.get(code) ?? code)),
    };
  };
  const sheetOf = async (db: Db, caller: ExportCaller, query: Q, columns: readonly string[] | undefined) => ({
    sheetName: t(caller.lang, sheetKey),
    columns: pickColumns(spec.columns, columns, await formatFor(db, caller)),
    rows: spec.rows(db, caller, query),
  });
  const fileName = (title: string, lang: Lang, asked: { at: Date; timeZone: string }, direct: boolean) => {
    const stamp = formatDateTime(asked.at, asked.timeZone).replace(/\D/g, '');
    const parts = { title, sheet: t(lang, sheetKey), stamp, direct };
    return spec.fileName?.(parts) ?? `${title}.xlsx`;
  };

  /** The request's query as a task would read it back: plain data, through the declared schema. */
  const queryFrom = async (db: Db, caller: AuthContext, input: I): Promise<Q> => {
    const query = spec.queryOf ? await spec.queryOf(db, caller, input) : (input as unknown as Q);
    return spec.query.parse(JSON.parse(JSON.stringify(query ?? null)));
  };
  const callerOf = (caller: AuthContext, lang: Lang): ExportCaller => ({
    userId: caller.userId,
    lang,
    timeZone: caller.profile.timeZone || HOME_TIME_ZONE,
  });
  const mayExport = (caller: AuthContext) => {
    if (!hasButton({ caller, keys: [spec.permission] })) throw AppError.forbidden();
  };

  /** Records a WAIT task of the caller and queues it; the row is durable, so a lost send only waits for the sweep. */
  const createTask = async (
    request: Omit<ExportRequest, 'reply'>,
    query: Q,
    columns: readonly string[] | undefined,
  ) => {
    const { deps, caller, lang } = request;
    const params: z.infer<typeof storedTask> = {
      query,
      columns: [...(columns ?? [])],
      timeZone: callerOf(caller, lang).timeZone,
    };
    const taskId = await insertTask(deps.db, {
      name: t(lang, spec.title),
      kind: spec.kind,
      params,
      lang,
      createUserId: Number(caller.userId),
      dispatchCenterId: caller.dispatchCenterId,
    });
    await deps.jobs?.send(reportExportJob, { taskId }).catch(() => undefined);
    return taskId;
  };

  const writeTask: ExportHandler = async ({ db, task, lang, reportProgress, outputPath }) => {
    const params = (task.params ?? {}) as Record<string, unknown>;
    const stored = storedTask.parse('query' in params ? params : { query: params });
    const query = spec.query.parse(stored.query);
    const timeZone = stored.timeZone ?? ((await timeZoneOfUser(db, task.createUserId)) || HOME_TIME_ZONE);
    const caller: ExportCaller = { userId: String(task.createUserId), lang, timeZone };
    const total = await spec.count(db, caller, query);
    const rows = await writeXlsxFile({
      ...(await sheetOf(db, caller, query, stored.columns)),
      outputPath,
      total,
      reportProgress,
    });
    return { rows, fileName: fileName(task.name, lang, { at: task.createTime, timeZone }, false) };
  };
  registerExportKind(spec.kind, writeTask);

  const queue: DeclaredExport<I>['queue'] = async (request, input, options = {}) => {
    mayExport(request.caller);
    const query = await queryFrom(request.deps.db, request.caller, input);
    return { taskId: await createTask(request, query, options.columns) };
  };

  const answer: DeclaredExport<I>['answer'] = async (request, input, options = {}) => {
    const { deps, lang, reply } = request;
    mayExport(request.caller);
    const query = await queryFrom(deps.db, request.caller, input);
    const caller = callerOf(request.caller, lang);
    const total = options.async ? Number.POSITIVE_INFINITY : await spec.count(deps.db, caller, query);
    if (total > EXPORT_INLINE_MAX) {
      const taskId = await createTask(request, query, options.columns);
      return ok({ taskId }, t(lang, options.async ? 'report.task.queued' : 'base.export.queued'));
    }
    const askedAt = new Date();
    const { content, rows } = await xlsxBytes(await sheetOf(deps.db, caller, query, options.columns));
    const name = fileName(t(lang, spec.title), lang, { at: askedAt, timeZone: caller.timeZone }, true);
    await recordDirectDownload(deps, {
      name: t(lang, spec.title),
      kind: spec.kind,
      params: { query, columns: [...(options.columns ?? [])], timeZone: caller.timeZone, direct: true },
      lang,
      createUserId: Number(request.caller.userId),
      dispatchCenterId: request.caller.dispatchCenterId,
      rows,
      remark: t(lang, 'report.task.rows', { count: rows }),
      fileName: name,
      content,
    }).catch((err: unknown) => reply.log?.warn({ err, kind: spec.kind }, 'direct download not recorded'));
    return sendXlsx(reply, { fileName: name, content });
  };

  const result: DeclaredExport<I> = {
    kind: spec.kind,
    permission: spec.permission,
    title: spec.title,
    columns: spec.columns as readonly ExportColumnSpec<unknown>[],
    answer,
    task: writeTask,
    queue,
  };
  declared.set(spec.kind, result as DeclaredExport<never>);
  return result;
}

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

/**
 * Marks columns of a declared list by key with their cell kind (numbers and instants), for exports
 * whose columns come from a shared helper: `withCells(columns, { weight: 'weight', createTime: 'datetime' })`.
 */
export function withCells<R>(
  columns: readonly ExportColumnSpec<R>[],
  kinds: Readonly<Record<string, CellKind>>,
): ExportColumnSpec<R>[] {
  return columns.map((c) => (kinds[c.key] ? { ...c, cell: kinds[c.key] } : c));
}
