import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { type Lang, type MessageKey, maskPersonalFields } from '@tms/domain';
import ExcelJS from 'exceljs';
import { t } from './i18n';

/**
 * List exports (GET /system/<entity>/export): up to EXPORT_INLINE_MAX rows are answered at once as an
 * xlsx blob; a larger export becomes a download-center task (registerExportKind) and the call answers
 * the JSON envelope {code: 0, msg: base.export.queued, data: {taskId}} instead, which the web shows as a
 * notice pointing at the download center.
 */
export const EXPORT_INLINE_MAX = 5_000;

export type ExportColumn<R> = { header: string; width?: number; value: (row: R) => string | number | null };

/**
 * One sheet row. Every export writes its rows through here, so personal numbers (the domain's
 * personalKindOf, by field name) reach the file masked whichever export wrote them and whatever
 * columns it chose.
 */
function cellsOf<R>(columns: ExportColumn<R>[], row: R): (string | number)[] {
  const safe = maskPersonalFields(row);
  return columns.map((c) => c.value(safe) ?? '');
}

/** A whole export in memory (the inline case): header row bold and frozen, one sheet. */
export async function xlsxBuffer<R>(
  sheetName: string,
  columns: ExportColumn<R>[],
  rows: R[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cellsOf(columns, row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A column an export may hold, found by `key` (the web's column key, i.e. the list column's dataIndex).
 * The header is a message key, translated into the task's language.
 */
export type ExportColumnDef<R> = {
  key: string;
  headerKey: MessageKey;
  width?: number;
  value: (row: R, format: ExportFormat) => string | number | null;
};

/** The task owner's language (headers, status labels) and time zone (instants such as created times). */
export type ExportFormat = {
  lang: Lang;
  timeZone: string;
  /** A dictionary code's label in `lang` (the code itself when the dictionary does not have it). */
  label: (dictType: string, code: string | null) => string | null;
};

/** A format whose labels come from `labels` (dictionary type -> code -> label). */
export function exportFormat(
  lang: Lang,
  timeZone: string,
  labels: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(),
): ExportFormat {
  return {
    lang,
    timeZone,
    label: (dictType, code) => (code === null ? null : (labels.get(dictType)?.get(code) ?? code)),
  };
}

/**
 * The visible columns the caller asked for, in their order, as export columns in `lang`. Only keys the
 * export defines are kept (a whitelist: an unknown key is dropped, never read off the row); none left,
 * or none asked for, means every defined column.
 */
export function pickColumns<R>(
  defs: readonly ExportColumnDef<R>[],
  requested: readonly string[] | undefined,
  format: ExportFormat,
): ExportColumn<R>[] {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const seen = new Set<string>();
  const chosen: ExportColumnDef<R>[] = [];
  for (const key of requested ?? []) {
    const def = byKey.get(key);
    if (def && !seen.has(key)) {
      seen.add(key);
      chosen.push(def);
    }
  }
  return (chosen.length > 0 ? chosen : defs).map((d) => ({
    header: t(format.lang, d.headerKey),
    width: d.width,
    value: (row: R) => d.value(row, format),
  }));
}

/**
 * Reads a large result a batch at a time along a unique sort key (keyset paging: each batch starts
 * after the last row of the one before), so only one batch is ever held in memory and no batch costs
 * more than the first (unlike OFFSET, which rescans every skipped row).
 */
export async function* keysetBatches<R, C>(input: {
  page: (after: C | null, limit: number) => Promise<R[]>;
  cursorOf: (row: R) => C;
  batchSize?: number;
}): AsyncGenerator<R> {
  const size = input.batchSize ?? EXPORT_BATCH_SIZE;
  let after: C | null = null;
  for (;;) {
    const rows = await input.page(after, size);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = input.cursorOf(last);
  }
}

/**
 * exceljs writes a committed row's XML into the zip entry without waiting for the compressor, so rows
 * made faster than deflate can take them would pile up in memory (about 3 MB per 1,000 rows: the whole
 * sheet before the end). This waits while the zip entry's input is over its high-water mark: the
 * compressor sets the pace and memory stays flat. (StreamBuf keeps its consumers in `pipes`; the wait
 * is bounded so a change inside exceljs can slow an export but never hang it.)
 */
type ZipInput = Writable & { _writableState?: { needDrain?: boolean } };

async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    // archiver's entry input is a readable-stream 2 PassThrough: no writableNeedDrain, but the state.
    if (pipe.writableNeedDrain ?? pipe._writableState?.needDrain) {
      await Promise.race([once(pipe, 'drain'), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    }
  }
}

/** Rows per read of a streamed export. */
export const EXPORT_BATCH_SIZE = 2_000;

/**
 * The background case: exceljs's streaming WorkbookWriter writes each row to the file as it comes
 * (committed rows are flushed and dropped), so memory stays flat whatever the row count. Progress
 * (percent and rows written) is reported every 500 rows.
 */
export async function writeXlsxFile<R>(input: {
  outputPath: string;
  sheetName: string;
  columns: ExportColumn<R>[];
  rows: AsyncIterable<R>;
  total: number;
  reportProgress: (percent: number, rows?: { written: number; total?: number }) => Promise<void>;
}): Promise<number> {
  const stream = createWriteStream(input.outputPath);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  try {
    const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = input.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    await input.reportProgress(1, { written: 0, total: input.total });
    let count = 0;
    for await (const row of input.rows) {
      sheet.addRow(cellsOf(input.columns, row)).commit();
      count += 1;
      if (count % 100 === 0) await zipCaughtUp(sheet);
      if (count % 500 === 0) {
        await input.reportProgress(5 + (90 * count) / Math.max(input.total, count), {
          written: count,
          total: input.total,
        });
      }
    }
    sheet.commit();
    await workbook.commit();
    return count;
  } catch (err) {
    stream.destroy();
    throw err;
  }
}
