import { expect, type Page, test } from '@playwright/test';
import { apiToken, openMenu, pickOption, signIn, tabCloseButton } from './support';

/**
 * Tabs keep their page: a dispatcher filters the waybill list, goes to page 2 and ticks a row, works in
 * another tab and comes back to find the filter, the page and the ticked row as they were. Closing the
 * tab drops that state: reopened from the menu, the list starts fresh.
 */
const DISPATCHER = 'zhang.wei';
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/tabs-state-shots';

/** A code fragment more than 10 of the dispatcher's waybills share, so the filtered list has a page 2. */
async function sharedFragment(page: Page): Promise<string> {
  const token = await apiToken(page.request, DISPATCHER);
  const res = await page.request.get('/api/order/waybill/list?pageNum=1&pageSize=500', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const codes = ((await res.json()) as { data: { code: string }[] }).data.map((w) => w.code);
  const first = codes[0] ?? '';
  for (let length = first.length - 1; length >= 2; length -= 1) {
    const fragment = first.slice(0, length);
    if (codes.filter((c) => c.includes(fragment)).length > 10) return fragment;
  }
  throw new Error('no code fragment shared by more than 10 waybills');
}

const waybillTab = (page: Page) => page.getByTestId('tab-bar').getByRole('tab', { name: /运单管理/ });
const list = (page: Page) => page.locator('[data-tab-page="/Order/Waybill"]');

test('a tab keeps its filter, page and ticked row while open; closed and reopened it starts fresh', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const fragment = await sharedFragment(page);
  await signIn(page, DISPATCHER);
  await openMenu(page, /订单管理/, /运单管理/);
  const view = list(page);
  await expect(view.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });

  // Filter by the code fragment, 10 rows a page, page 2, tick its first row.
  const code = view.locator('.ant-pro-query-filter').getByPlaceholder('请输入').first();
  await code.fill(fragment);
  await view.getByRole('button', { name: /查\s*询/ }).click();
  await view.locator('.ant-pagination-options .ant-select').click();
  await pickOption(page, /10 条\/页/);
  await view.locator('.ant-pagination-item-2').click();
  await expect(view.locator('.ant-pagination-item-active')).toHaveText('2');
  const firstRow = view.locator('.ant-table-tbody tr.ant-table-row').first();
  const ticked = (await firstRow.locator('td').nth(1).innerText()).trim();
  await firstRow.locator('.ant-checkbox-input').check();
  await page.screenshot({ path: `${SHOTS}/01-waybills-filtered.png` });

  // Another tab, then back through the tab bar.
  await openMenu(page, /调度管理/, /调度单管理/);
  await expect(page).toHaveURL(/\/Shipment\/ShipmentR/);
  await expect(page.locator('[data-tab-page="/Shipment/ShipmentR"] .ant-pro-table')).toBeVisible();
  await expect(view).toBeHidden();
  await waybillTab(page).click();
  await expect(page).toHaveURL(/\/Order\/Waybill/);
  await expect(view).toBeVisible();
  await expect(code).toHaveValue(fragment);
  await expect(view.locator('.ant-pagination-item-active')).toHaveText('2');
  const row = view.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: ticked });
  await expect(row.locator('.ant-checkbox-input')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/02-waybills-kept.png` });

  // Close the tab: its state goes with it; the menu opens a fresh list.
  await tabCloseButton(page, /运单管理/).click();
  await expect(waybillTab(page)).toHaveCount(0);
  await expect(view).toHaveCount(0);
  await openMenu(page, /订单管理/, /运单管理/);
  await expect(view.locator('.ant-table-row').first()).toBeVisible({ timeout: 120_000 });
  await expect(view.locator('.ant-pro-query-filter').getByPlaceholder('请输入').first()).toHaveValue('');
  await expect(view.locator('.ant-pagination-item-active')).toHaveText('1');
  await expect(view.locator('.ant-table-tbody .ant-checkbox-input:checked')).toHaveCount(0);
});
