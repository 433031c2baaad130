import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support';

/**
 * Exporting the shipment list: the file downloads through the page with a confirmation, opens as a
 * spreadsheet whose weights are numbers (they sum) and whose instants are dates, and the download
 * center lists the export, finished, though it was answered at once.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test('the shipment export opens in a spreadsheet with numbers that sum, and is listed in the download center', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/Shipment/ShipmentR');
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();

  await page.getByTestId('shipment-export').hover();
  const downloading = page.waitForEvent('download');
  // The visible dropdown's item (a closed dropdown may still be in the page).
  await page
    .locator('.ant-dropdown:visible')
    .getByRole('menuitem', { name: '导出调度单', exact: true })
    .click();
  const download = await downloading;
  await expect(page.getByText('导出完成，文件已下载（下载中心保留一份）')).toBeVisible();

  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toContain('总重量(kg)');
  expect(header).toContain('承运商');
  const weight = header.indexOf('总重量(kg)') + 1;
  let sum = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const cell = sheet.getRow(r).getCell(weight);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    sum += cell.value as number;
  }
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect(sum).toBeGreaterThan(0);
  const created = sheet.getRow(2).getCell(header.indexOf('创建时间') + 1);
  expect(created.type).toBe(ExcelJS.ValueType.Date);

  await page.getByRole('button', { name: '下载中心' }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '下载中心' });
  const newest = drawer.locator('.ant-table-row').first();
  await expect(newest).toContainText('调度单列表');
  await expect(newest).toContainText('已完成');
  await expect(newest.getByRole('button', { name: /下\s*载/ })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/exports-zh-CN-download-center.png` });
});
