import ExcelJS from 'exceljs';
import type { TestApp } from '../../test/harness';
import { grantMenus } from '../system-user/identity-fixtures';

/**
 * Route-test helpers for list exports: GET the export as `token` and read the inline xlsx back (its
 * header row and first column), or the status when it was refused.
 */
export async function readExport(t: TestApp, url: string, token: string, lang = 'en-US') {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, lang },
  });
  if (!String(response.headers['content-type']).includes('spreadsheetml')) {
    return { status: response.statusCode, header: [], codes: [] };
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const cells = (r: number) => {
    const row = sheet?.getRow(r);
    return Array.from({ length: row?.cellCount ?? 0 }, (_, i) => row?.getCell(i + 1).text ?? '');
  };
  const codes: string[] = [];
  for (let r = 2; r <= (sheet?.rowCount ?? 0); r++) codes.push(sheet?.getRow(r).getCell(1).text ?? '');
  return { status: response.statusCode, header: cells(1), codes };
}

/**
 * Signs in the scheduler (wang.fang) after giving the scheduler role these list menus (base:printer, ...)
 * but none of their export buttons: a caller who may read the list but not export it.
 */
export async function listOnlyUser(t: TestApp, adminToken: string, listMenus: string[]) {
  await grantMenus(t, adminToken, 'scheduler', listMenus);
  return t.login('wang.fang');
}
