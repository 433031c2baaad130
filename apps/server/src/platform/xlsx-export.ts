import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

/**
 * List exports (GET /system/<entity>/export): up to EXPORT_INLINE_MAX rows are answered at once as an
 * xlsx blob; a larger export becomes a download-center task (registerExportKind) and the call answers
 * the JSON envelope {code: 0, msg: base.export.queued, data: {taskId}} instead, which the web shows as a
 * notice pointing at the download center.
 */
export const EXPORT_INLINE_MAX = 5_000;

export type ExportColumn<R> = { header: string; width?: number; value: (row: R) => string | number | null };

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
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The background case: streams rows to a file, reporting progress every 500 rows. */
export async function writeXlsxFile<R>(input: {
  outputPath: string;
  sheetName: string;
  columns: ExportColumn<R>[];
  rows: AsyncIterable<R>;
  total: number;
  reportProgress: (percent: number) => Promise<void>;
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
    let count = 0;
    for await (const row of input.rows) {
      sheet.addRow(input.columns.map((c) => c.value(row) ?? '')).commit();
      count += 1;
      if (count % 500 === 0) await input.reportProgress(5 + (90 * count) / Math.max(input.total, count));
    }
    sheet.commit();
    await workbook.commit();
    return count;
  } catch (err) {
    stream.destroy();
    throw err;
  }
}
