import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './support';

/** Today plus `days`, as the pickers type it (the browser's and the server's calendar day). */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A dispatcher opens the dashboard of their center, reads its tiles (the seed fills the daily roll-ups
 * over the demo's days) and drills from a tile into the shipment report with the period carried over.
 */
test('a dispatcher opens the dashboard and drills into the shipment report', async ({ page }) => {
  await signIn(page, 'zhang.wei');
  await openMenu(page, /报表/, /数据看板/);
  const board = page.getByTestId('dashboard').filter({ visible: true });
  const shipments = board.getByTestId('dashboard-tile-shipments');
  await expect(shipments).toBeVisible();
  // The demo's shipments leave tomorrow: look at the week around today.
  const range = board.locator('.ant-picker-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill(isoDay(-7));
  await range.locator('input').first().press('Enter');
  await range.locator('input').nth(1).fill(isoDay(7));
  await range.locator('input').nth(1).press('Enter');
  await expect(range.locator('input').nth(1)).toHaveValue(isoDay(7));
  // The demo's shipments of the dispatcher's center are counted.
  await expect(shipments.locator('.ant-statistic-content-value')).not.toHaveText('0');
  await expect(board.getByTestId('dashboard-tile-onTimeRate')).toBeVisible();
  await expect(board.getByTestId('dashboard-load-factor')).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-dashboard.png', fullPage: true });

  await shipments.click();
  await page.waitForURL(/rpt_shipment\?.*beginDate=/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('report-alerts').filter({ visible: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-report.png', fullPage: true });
});
