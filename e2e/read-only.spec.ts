import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The demo's read-only user (auditor) looks at the waybill, shipment and line screens: every button
 * that would change data is hidden or disabled, even with rows ticked; what reads (search, reset,
 * export, details, logs) stays usable. The content security policy holds on every screen visited:
 * the console shows no violation.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/read-only-shots';
/**
 * Buttons that only read or only change the view: search, reset, export, details, logs, paging, the
 * download center, the menu and layout toggles, copying a cell, resizing a column, expanding a row, closing a tab
 * (antd names its close button "remove"), leaving the line screen, the header's message, alert and ETA badges (they open a list),
 * the user's own saved views of a list, a shipment's receipts (回单: the drawer offers no save or audit
 * without their keys).
 */
const READING =
  /^(查\s*询|重\s*置|导\s*出|详\s*情|日\s*志|展开|收起|更多|刷新|密度|列设置|取\s*消|打印日志|.*条\/页|收起菜单|展开菜单|下载中心|布局设置|复制|拖动或用方向键调整列宽|展开行|收起行|加宽线路区|收窄线路区|remove|未读消息|未处理告警|未处理到达异常|消息与待办|回单|视图(: .*)?)$/;

async function enabledButtons(page: Page): Promise<string[]> {
  const area = page.locator('main, .ant-pro-page-container, .ant-layout-content').first();
  // Column headers sort and switches change the view only; they are not counted.
  const buttons = area.locator('button:visible:enabled:not(th button):not([role="switch"])');
  const names: string[] = [];
  for (const button of await buttons.all()) {
    // A button's own label first: a badge button's text is only its count.
    const name = (
      (await button.getAttribute('aria-label')) ||
      (await button.innerText()).trim() ||
      ''
    ).trim();
    if (name) names.push(name.replace(/\s+/g, ' '));
  }
  return names;
}

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the read-only user sees no enabled button that changes data', async ({ page }) => {
  const violations = watchCsp(page);
  await signIn(page, 'auditor');

  await page.goto('/Order/Waybill');
  const waybills = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(waybills.first()).toBeVisible();
  await waybills.first().locator('.ant-checkbox-input').check();
  await page.screenshot({ path: `${SHOTS}/01-waybills.png` });
  expect((await enabledButtons(page)).filter((name) => !READING.test(name))).toEqual([]);

  await page.goto('/Shipment/ShipmentR');
  const shipments = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(shipments.first()).toBeVisible();
  await shipments.first().locator('.ant-checkbox-input').check();
  await page.screenshot({ path: `${SHOTS}/02-shipments.png` });
  expect((await enabledButtons(page)).filter((name) => !READING.test(name))).toEqual([]);
  await expect(page.locator('button[data-action="effect"]')).toHaveCount(0);
  await expect(page.locator('button[data-action="examine"]')).toHaveCount(0);

  await page.goto('/Order/WaybillLine/LineAdjustManage');
  await expect(page.getByText(/只能查看排线/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/03-lines.png` });
  expect((await enabledButtons(page)).filter((name) => !READING.test(name))).toEqual([]);

  expect(violations).toEqual([]);
});
