import { IMPORT_MAX_BYTES, LANGUAGES, type Lang } from '@tms/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { t } from './i18n';

/**
 * Spreadsheet import shared by every area (users, stations, clients, items, vehicles, drivers):
 * - the file: xls/xlsx by name, 5 MB at most (IMPORT_MAX_BYTES), OpenXML content (a binary .xls is refused
 *   as unreadable, with the message saying to save it as .xlsx);
 * - headers are matched in any of the three languages or by the field key, in any column order;
 * - the caller validates every row and collects ImportRowError; `failIfAny` answers code 500,
 *   msg system.import.badRows with data [{row, field, message}] and nothing is saved;
 * - the template is a sheet with the translated headers (text format) and a README sheet.
 */
export type UploadedFile = { fileName: string; buffer: Buffer; tooLarge: boolean };
export type ImportRowError = { row: number; field: string; message: string };
export type ImportColumn<K extends string = string> = {
  key: K;
  /** Message key of the header label. */
  label: string;
  width?: number;
  required?: boolean;
};
export type SheetRow<K extends string> = { row: number; cells: Partial<Record<K, string>> };

/** Reads the one uploaded file of a multipart request, stopping at the import limit (5 MB). */
export async function readImportUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!part) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { fileName: part.filename, buffer: Buffer.concat(chunks), tooLarge: part.file.truncated };
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

/**
 * The first sheet's rows (from row 2), keyed by field; blank rows are skipped. A missing required
 * column is reported against row 1. Refuses an empty sheet and more than maxRows rows.
 */
export async function readSheet<K extends string>(
  file: UploadedFile,
  columns: readonly ImportColumn<K>[],
  lang: Lang,
  maxRows: number,
): Promise<SheetRow<K>[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file.buffer as unknown as ArrayBuffer);
  } catch {
    throw AppError.invalid('system.import.unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw AppError.invalid('system.import.unreadable');
  const known = new Map<string, K>();
  for (const column of columns) {
    known.set(column.key.toLowerCase(), column.key);
    for (const language of LANGUAGES) known.set(t(language, column.label).trim().toLowerCase(), column.key);
  }
  const fieldAt = new Map<number, K>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = known.get(cell.text.trim().toLowerCase());
    if (field && ![...fieldAt.values()].includes(field)) fieldAt.set(col, field);
  });
  const present = new Set(fieldAt.values());
  failIfAny(
    columns
      .filter((c) => c.required && !present.has(c.key))
      .map((c) => ({ row: 1, field: c.key, message: t(lang, 'common.required') })),
  );
  const rows: SheetRow<K>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: Partial<Record<K, string>> = {};
    for (const [col, field] of fieldAt) {
      const text = row.getCell(col).text.trim();
      if (text) cells[field] = text;
    }
    if (Object.keys(cells).length > 0) rows.push({ row: r, cells });
  }
  if (rows.length === 0) throw AppError.invalid('system.import.empty');
  if (rows.length > maxRows) throw AppError.invalid('system.import.tooManyRows', { max: maxRows });
  return rows;
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
  names: { sheet: string; file: string; hint?: string },
): Promise<{ fileName: string; content: Buffer }> {
  const book = new ExcelJS.Workbook();
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
