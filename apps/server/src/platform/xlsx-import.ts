import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
  LANGUAGES,
  type Lang,
  looksMasked,
  type MessageKey,
  personalKindOf,
} from '@tms/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Piscina } from 'piscina';
import { AppError } from './errors';
import { t } from './i18n';
import {
  IMPORT_ID_PATTERN,
  type ImportProgress,
  importProgressKey,
  reportImportProgress,
} from './import-progress';
import { readUpload } from './uploads';
import { loadExcelJs } from './xlsx-library';
import {
  archiveRefusal,
  type SheetReadProgress,
  type SheetReadRefusal,
  type SheetReadResult,
  type SheetReadTask,
} from './xlsx-read';

/**
 * Spreadsheet import shared by every area (users, stations, clients, items, vehicles, drivers, waybills):
 * - the file: xls/xlsx by name, 5 MB at most (IMPORT_MAX_BYTES), OpenXML content (a binary .xls is refused
 *   as unreadable, with the message saying to save it as .xlsx);
 * - it is read off the event loop, in a worker thread (xlsx-read.ts): at most IMPORT_MAX_UNPACKED_BYTES
 *   unpacked (checked on the zip's declared sizes before inflating, and again while inflating) and at
 *   most the area's row limit (reading stops at the first row past it), with progress for the dialog;
 * - headers are matched in any of the three languages or by the field key, in any column order;
 * - the caller validates every row and collects ImportRowError; `failIfAny` answers code 500,
 *   msg system.import.badRows with data [{row, field, message}] and nothing is saved;
 * - the template is a sheet with the translated headers (text format) and a README sheet.
 */
export type UploadedFile = {
  fileName: string;
  buffer: Buffer;
  tooLarge: boolean;
  /** Where the reading progress is reported (import-progress.ts), when the client named its import. */
  progressKey?: string;
};
export type ImportRowError = { row: number; field: string; message: string };
export type ImportColumn<K extends string = string> = {
  key: K;
  /** Message key of the header label. */
  label: MessageKey;
  width?: number;
  required?: boolean;
};
export type SheetRow<K extends string> = { row: number; cells: Partial<Record<K, string>> };

/** Reads the one uploaded file of a multipart request, stopping at the import limit (5 MB). */
export async function readImportUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  // readUpload answers a broken multipart body with code 400 and refuses NUL in the file name.
  const part = await readUpload(request, IMPORT_MAX_BYTES);
  if (!part) return null;
  const importId = request.headers['x-import-id'];
  const progressKey =
    request.auth && typeof importId === 'string' && IMPORT_ID_PATTERN.test(importId)
      ? importProgressKey(request.auth.userId, importId)
      : undefined;
  return {
    fileName: part.originalName,
    buffer: part.data,
    tooLarge: part.truncated,
    progressKey,
  };
}

/** The checks every import makes before reading a cell. */
export function assertImportFile(file: UploadedFile | null): UploadedFile {
  if (!file) throw AppError.invalid('system.import.fileRequired');
  if (!/\.xlsx?$/i.test(file.fileName))
    throw AppError.invalid('common.fileTypeNotAllowed', { types: 'xls, xlsx' });
  if (file.tooLarge || file.buffer.length > IMPORT_MAX_BYTES) {
    throw AppError.invalid('common.fileTooLarge', { max: '5MB' });
  }
  return file;
}

/** A sheet that takes longer than this to read is given up (its worker is stopped). */
const READ_TIMEOUT_MS = 120_000;

/**
 * The reading threads, made on first use. piscina keeps a thread warm between imports (loading exceljs
 * in a fresh thread costs about half a second), queues imports beyond its threads and refuses past a
 * short queue, stops a thread on timeout, and replaces one that crashed or ran out of its memory limit.
 * Half the cores at most: the other half keeps answering requests while a big file is read.
 */
let pool: Piscina<SheetReadTask, SheetReadResult> | null = null;
function readers(): Piscina<SheetReadTask, SheetReadResult> {
  // Loaded with the first import a process reads.
  const { Piscina: ThreadPool } = createRequire(import.meta.url)('piscina') as typeof import('piscina');
  pool ??= new ThreadPool({
    filename: new URL('./xlsx-read-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
    maxQueue: 8,
    idleTimeout: 60_000,
    // The reader awaits streams between rows; an idle thread need not block on Atomics.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

/** Stops the reading threads (tests and shutdown); the next import starts them again. */
export async function closeImportReaders(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function readInWorker(file: UploadedFile, task: Omit<SheetReadTask, 'file' | 'progress'>) {
  const report = (progress: ImportProgress) => {
    if (file.progressKey) reportImportProgress(file.progressKey, progress);
  };
  report({ phase: 'queued', rows: 0, total: null });
  const channel = new MessageChannel();
  channel.port1.on('message', (p: SheetReadProgress) => report({ phase: 'reading', ...p }));
  // A copy the thread can own: the upload's buffer may share its memory with other small buffers.
  const bytes = new Uint8Array(file.buffer);
  try {
    const result = await readers().run(
      { ...task, file: bytes, progress: channel.port2 },
      { transferList: [bytes.buffer, channel.port2], signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
    );
    // Then the area checks every row and saves them; the answer to the upload ends the import.
    if (result.ok) report({ phase: 'checking', rows: result.rows.length, total: result.rows.length });
    return result;
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') throw AppError.invalid('system.import.timeout');
    if (err instanceof Error && /queue/i.test(err.message)) throw AppError.invalid('system.import.busy');
    // The thread died: past its memory limit, or an error the reader did not expect.
    throw AppError.invalid('system.import.tooLarge', { max: megabytes(IMPORT_MAX_UNPACKED_BYTES) });
  } finally {
    channel.port1.close();
  }
}

/**
 * The first sheet's rows (from row 2), keyed by field; blank rows are skipped. A missing required
 * column is reported against row 1. Refuses an empty sheet and more than maxRows rows (never more than
 * IMPORT_MAX_ROWS), and a file that unpacks to more than IMPORT_MAX_UNPACKED_BYTES.
 */
export async function readSheet<K extends string>(
  file: UploadedFile,
  columns: readonly ImportColumn<K>[],
  lang: Lang,
  maxRows: number,
): Promise<SheetRow<K>[]> {
  const headers: Record<string, string> = {};
  for (const column of columns) {
    headers[column.key.toLowerCase()] = column.key;
    for (const language of LANGUAGES) headers[t(language, column.label).trim().toLowerCase()] = column.key;
  }
  const limit = Math.min(maxRows, IMPORT_MAX_ROWS);
  // A zip bomb or a file that is no zip at all is refused at once, without waiting for a reading thread.
  const early = await archiveRefusal(file.buffer, IMPORT_MAX_UNPACKED_BYTES);
  if (early) throw refusalError(early, limit);
  const result = await readInWorker(file, {
    headers,
    required: columns.filter((c) => c.required).map((c) => c.key),
    maxRows: limit,
    maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
  });
  if (!result.ok) throw refusalError(result.refusal, limit);
  failIfAny(result.missing.map((field) => ({ row: 1, field, message: t(lang, 'common.required') })));
  const rows = result.rows as SheetRow<K>[];
  failIfAny(maskedCells(rows, columns, lang));
  return rows;
}

/**
 * Masked personal numbers (an export's 138****5678 pasted into a template): an import only creates
 * records, so there is no stored number such a value could stand for, and stars are never stored.
 */
function maskedCells<K extends string>(
  rows: SheetRow<K>[],
  columns: readonly ImportColumn<K>[],
  lang: Lang,
): ImportRowError[] {
  const personal = columns.filter((c) => personalKindOf(c.key));
  return rows.flatMap(({ row, cells }) =>
    personal
      .filter((c) => looksMasked(cells[c.key] ?? ''))
      .map((c) => ({
        row,
        field: c.key,
        message: t(lang, 'common.maskedValue', { field: t(lang, c.label), value: cells[c.key] }),
      })),
  );
}

function refusalError(refusal: SheetReadRefusal, maxRows: number): AppError {
  switch (refusal) {
    case 'unreadable':
      return AppError.invalid('system.import.unreadable');
    case 'tooLarge':
      return AppError.invalid('system.import.tooLarge', { max: megabytes(IMPORT_MAX_UNPACKED_BYTES) });
    case 'tooManyRows':
      return AppError.invalid('system.import.tooManyRows', { max: maxRows });
    case 'empty':
      return AppError.invalid('system.import.empty');
    default:
      return unreachable(refusal);
  }
}

function unreachable(value: never): never {
  throw new Error(`unexpected refusal ${String(value)}`);
}

/** Answers every collected row error at once; nothing has been saved when this throws. */
export function failIfAny(errors: ImportRowError[]): void {
  if (errors.length === 0) return;
  const count = new Set(errors.map((e) => e.row)).size;
  throw new AppError('system.import.badRows', { params: { count }, data: errors });
}

/** An import template: translated headers in text format, frozen header row, and a README sheet. */
export async function importTemplate(
  lang: Lang,
  columns: readonly ImportColumn[],
  names: { sheet: MessageKey; file: MessageKey; hint?: MessageKey },
): Promise<{ fileName: string; content: Buffer }> {
  const book = new (await loadExcelJs()).Workbook();
  const sheet = book.addWorksheet(t(lang, names.sheet));
  sheet.columns = columns.map((c) => ({
    header: t(lang, c.label),
    key: c.key,
    width: c.width ?? 16,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  // Text format keeps codes, mobile numbers and IDs from turning into numbers or dates.
  for (let i = 1; i <= columns.length; i++) sheet.getColumn(i).numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  if (names.hint) {
    const hints = book.addWorksheet('README');
    hints.getCell('A1').value = t(lang, names.hint);
    hints.getColumn(1).width = 120;
  }
  const content = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `${t(lang, names.file)}.xlsx`, content };
}

/** Sends an xlsx file as an attachment with a UTF-8 file name. */
export function sendXlsx(reply: FastifyReply, file: { fileName: string; content: Buffer }) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.content);
}
