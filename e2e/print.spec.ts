import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Printing a goods delivery note from the shipment list: with is_preview_print_task N
 * (the seed), the Print menu opens the preview modal with the note's A4 pages (header, barcode, the goods
 * table with subtotals and totals, the footer blanks and the consignee notice). "Print" starts the
 * browser's print on a hidden frame 3 s after the frame is ready; the print lands in the print log.
 * Screenshots go to SHOTS (look at them when the journey changes).
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/print-shots';

test('a dispatcher prints a delivery note from the preview and finds it in the print log', async ({
  page,
}) => {
  // The print dialog cannot be driven headless: count the calls of print() in every frame instead.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printedAt?: number[] };
      top.__printedAt = [...(top.__printedAt ?? []), Date.now()];
    };
  });
  await signIn(page, 'zhang.wei');
  await page.goto('/Shipment/ShipmentR');
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const shipmentCode = (await firstRow.locator('td').nth(2).innerText()).trim();
  await firstRow.locator('.ant-checkbox-input').check();

  await page.getByTestId('shipment-print').hover();
  await page.getByRole('menuitem', { name: '货物交接单' }).click();
  const preview = page.getByTestId('print-preview');
  const firstPage = preview.getByTestId('print-page').first();
  await expect(firstPage).toBeVisible();
  await expect(firstPage.getByRole('heading', { name: '货物交接单' })).toBeVisible();
  await expect(firstPage).toContainText('收货人须填写实收数量');
  await expect(firstPage).toContainText('总计');
  await expect(firstPage).toContainText(/第 1-\d+ 页 \/ 共 \d+ 页/);
  await expect(firstPage.getByTestId('print-barcode')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/1-preview.png` });
  await firstPage.screenshot({ path: `${SHOTS}/2-note-page.png` });

  const clicked = Date.now();
  await page.getByTestId('print-start').click();
  await expect(page.getByText(/已打印 1 份/)).toBeVisible({ timeout: 15_000 });
  const printedAt = await page.evaluate(
    () => (window as Window & { __printedAt?: number[] }).__printedAt ?? [],
  );
  expect(printedAt).toHaveLength(1);
  expect((printedAt[0] ?? 0) - clicked).toBeGreaterThanOrEqual(3000);

  await page.locator('.ant-modal-close').first().click();
  await page.getByTestId('shipment-print').hover();
  await page.getByRole('menuitem', { name: '打印记录' }).click();
  const log = page.getByTestId('print-log');
  await expect(log).toContainText('预览打印');
  await expect(log).toContainText('张伟'); // the operator by name, not by account
  await expect(page.locator('.ant-modal-title').last()).toContainText(shipmentCode);
  await page.screenshot({ path: `${SHOTS}/3-print-log.png` });
});
