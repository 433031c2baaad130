import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Writable } from 'node:stream';
import { maskPersonalFields } from '@tms/domain';
import type * as ExcelJS from 'exceljs';
import { loadExcelJs } from './xlsx-library';

/**
 * The xlsx writer under every export (declared with the reporting area's defineExport). Up to
 * EXPORT_INLINE_MAX rows an export is answered at once as the file; a larger one becomes a
 * download-center task and the call answers {taskId} with a notice pointing at the download center.
 * Either way the rows go through writeXlsx, so both files are the same.
 */
export const EXPORT_INLINE_MAX = 5_000;

/** Rows per read of an export's row source. */
export const EXPORT_BATCH_SIZE = 2_000;

/**
 * What a column holds, so a spreadsheet can compute with it: numbers are written as numeric cells and
 * instants as date cells, each with its display format; text (the default) is written as given.
 * Weights and volumes keep three decimals, money two; a date or date-time cell shows the wall clock of
 * the user's zone (Excel dates carry no zone), which is what the column's value already reads as.
 */
export type CellKind = 'text' | 'integer' | 'decimal' | 'weight' | 'volume' | 'money' | 'date' | 'datetime';

export const CELL_FORMATS: Record<Exclude<CellKind, 'text'>, string> = {
  integer: '#,##0',
  decimal: 'General',
  weight: '#,##0.000',
  volume: '#,##0.000',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** A column as written: its header text, width, cell kind and cell value. */
export type ExportColumn<R> = {
  header: string;
  width?: number;
  /** text when absent. */
  cell?: CellKind;
  value: (row: R) => CellValue;
};
export type CellValue = string | number | Date | null;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A value as its cell kind asks: a decimal text (how numeric columns are read) becomes a number, a
 * wall-clock text 'YYYY-MM-DD[ HH:mm[:ss]]' (how instants are formatted in the user's zone) becomes a
 * date whose UTC fields are that wall clock, which is how exceljs writes a date serial. Anything that
 * does not read as its kind (a masked or blank value) stays as it is, so no value is lost.
 */
export function cellValue(kind: CellKind | undefined, value: CellValue): string | number | Date {
  if (value === null) return '';
  if (!kind || kind === 'text') return value;
  if (kind === 'date' || kind === 'datetime') {
    if (value instanceof Date || typeof value !== 'string') return value;
    const m = WALL_CLOCK.exec(value.trim());
    if (!m) return value;
    const [, y, mo, d, h = '0', mi = '0', sec = '0'] = m;
    return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec)));
  }
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return value;
}

/**
 * One sheet row. Every export writes its rows through here, so personal numbers (the domain's
 * personalKindOf, by field name) reach the file masked whichever export wrote them and whatever
 * columns it chose, and every cell is typed by its column's kind.
 */
function cellsOf<R>(columns: readonly ExportColumn<R>[], row: R): (string | number | Date)[] {
  const safe = maskPersonalFields(row);
  return columns.map((c) => cellValue(c.cell, c.value(safe)));
}

/** Percent done (0..100), with the rows written so far and the rows expected. */
export type ReportProgress = (percent: number, rows?: { written: number; total?: number }) => Promise<void>;

export type XlsxSheet<R> = {
  sheetName: string;
  columns: readonly ExportColumn<R>[];
  rows: AsyncIterable<R> | Iterable<R>;
  /** The rows expected, for progress. */
  total?: number;
  /** Told after the header and every 500 rows; may throw to stop the export. */
  reportProgress?: ReportProgress;
};

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

/**
 * One sheet (header row bold and frozen) into `stream` through exceljs's streaming WorkbookWriter:
 * each row is written as it comes and then dropped, so memory stays flat whatever the row count.
 * Answers the rows written.
 */
export async function writeXlsx<R>(stream: Writable, input: XlsxSheet<R>): Promise<number> {
  const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const report = input.reportProgress;
  try {
    const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = input.columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width ?? 16,
      ...(c.cell && c.cell !== 'text' ? { style: { numFmt: CELL_FORMATS[c.cell] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const total = input.total ?? 0;
    await report?.(1, { written: 0, total });
    let count = 0;
    for await (const row of input.rows) {
      sheet.addRow(cellsOf(input.columns, row)).commit();
      count += 1;
      if (count % 100 === 0) await zipCaughtUp(sheet);
      if (report && count % 500 === 0) {
        await report(5 + (90 * count) / Math.max(total, count), { written: count, total });
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

/** The download-center case: the sheet into the task's file, progress reported as it goes. */
export function writeXlsxFile<R>(
  input: XlsxSheet<R> & { outputPath: string; total: number; reportProgress: ReportProgress },
): Promise<number> {
  return writeXlsx(createWriteStream(input.outputPath), input);
}

/** The direct-download case (at most EXPORT_INLINE_MAX rows): the same sheet, kept in memory. */
export async function xlsxBytes<R>(input: XlsxSheet<R>): Promise<{ content: Buffer; rows: number }> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const rows = await writeXlsx(sink, input);
  return { content: Buffer.concat(chunks), rows };
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
 * Reads a result a page at a time by offset, for lists whose order is total (it ends in a unique
 * column) but has no cursor: one page in memory at a time, each row once while the data stands still.
 */
export async function* offsetBatches<R>(input: {
  page: (offset: number, limit: number) => Promise<R[]>;
  batchSize?: number;
}): AsyncGenerator<R> {
  const size = input.batchSize ?? EXPORT_BATCH_SIZE;
  for (let offset = 0; ; offset += size) {
    const rows = await input.page(offset, size);
    yield* rows;
    if (rows.length < size) return;
  }
}
