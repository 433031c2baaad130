import type { Lang } from '@tms/domain';
import { t } from '../../../platform/i18n';
import { loadExcelJs } from '../../../platform/xlsx-library';
import { columnLabel, IMPORT_COLUMNS } from './import-columns';

/** GET /system/user/importTemplate: an empty sheet with the import columns, and a sheet of hints. */
export async function userImportTemplate(lang: Lang): Promise<{ fileName: string; content: Buffer }> {
  const book = new (await loadExcelJs()).Workbook();
  const sheet = book.addWorksheet(t(lang, 'system.user.templateSheet'));
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: columnLabel(lang, c.key),
    key: c.key,
    width: c.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  // Text format keeps mobile numbers and IDs from turning into numbers or dates.
  for (let i = 1; i <= IMPORT_COLUMNS.length; i++) sheet.getColumn(i).numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const hints = book.addWorksheet('README');
  hints.getCell('A1').value = t(lang, 'system.user.templateHint');
  hints.getColumn(1).width = 120;

  const content = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `${t(lang, 'system.user.templateFile')}.xlsx`, content };
}
