/**
 * exceljs, loaded with the first spreadsheet a process writes or reads rather than at start: it is one of the
 * largest libraries the server uses, and a process may serve for hours without an export or an import.
 */
type ExcelJsModule = typeof import('exceljs');
let library: Promise<ExcelJsModule> | undefined;

export async function loadExcelJs(): Promise<ExcelJsModule> {
  library ??= import('exceljs').then(
    // A CommonJS package: Node hands its exports over as the default.
    (loaded) => (loaded as ExcelJsModule & { default?: ExcelJsModule }).default ?? loaded,
  );
  return library;
}
