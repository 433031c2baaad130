import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn as signInPage, switchLanguage } from './support';

/**
 * The list shortcuts on the waybill list (the list kit gives every list the same ones): "/" goes to the
 * search form, typing there is typing (no shortcut fires), Enter runs the search, Escape leaves the field,
 * "n"/"p" turn the page, "a" checks the page's rows, "?" lists the screen's shortcuts. And the station list
 * shows a skeleton, never "no data", before its first answer. Screenshots (zh-CN and en-US) go to SHOTS.
 */
const DISPATCHER = 'zhang.wei';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** Signs in; a loaded machine may take longer than the shared helper's wait for the signed-in layout. */
async function signIn(page: Page, user: string) {
  await signInPage(page, user).catch(async () => {
    await expect(page.getByTestId('user-dropdown')).toBeVisible({ timeout: 60_000 });
  });
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const listCall = (page: Page, match: (url: URL) => boolean) =>
  page.waitForResponse((r) => r.url().includes('/api/order/waybill/list?') && match(new URL(r.url())));

test('the waybill list answers its shortcuts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DISPATCHER);
  const first = listCall(page, () => true);
  await page.goto('/Order/Waybill');
  const { total } = (await (await first).json()) as { total: number };
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  // Paging needs a second page: with 30 or fewer waybills, ten a page.
  if (total <= 30) {
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^10/ }).click();
    await expect(rows(page)).toHaveCount(Math.min(10, total));
  }
  const code = (await rows(page).first().locator('td').nth(1).innerText()).trim();

  // "/" goes to the search form's first field; letters typed there are text, not shortcuts.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  const field = page.locator('.ant-pro-table-search input:visible').first();
  await expect(field).toBeFocused();
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/order/waybill/list?')) calls += 1;
  });
  await page.keyboard.type('anpr');
  await expect(field).toHaveValue('anpr');
  expect(calls).toBe(0);
  await expect(page.locator('.ant-table-tbody .ant-checkbox-checked')).toHaveCount(0);

  // Enter runs the search with what was typed.
  await field.fill('');
  await page.keyboard.type(code);
  const searched = listCall(page, (url) => url.searchParams.get('code') === code);
  await page.keyboard.press('Enter');
  await searched;
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(code);

  // Escape leaves the field; clearing the search brings every row back.
  await page.keyboard.press('Escape');
  await expect(field).not.toBeFocused();
  await page.keyboard.press('/');
  await field.fill('');
  const cleared = listCall(page, (url) => !url.searchParams.has('code'));
  await page.keyboard.press('Enter');
  await cleared;
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');

  // "n" turns to the next page, "p" back.
  const second = listCall(page, (url) => url.searchParams.get('pageNum') === '2');
  await page.keyboard.press('n');
  await second;
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  const back = listCall(page, (url) => url.searchParams.get('pageNum') === '1');
  await page.keyboard.press('p');
  await back;
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');

  // "a" checks every row of the page, again unchecks them.
  await page.keyboard.press('a');
  await expect(rows(page).locator('.ant-checkbox-input:not(:checked)')).toHaveCount(0);
  const checked = await rows(page).locator('.ant-checkbox-input:checked').count();
  expect(checked).toBeGreaterThan(0);
  await expect(page.locator('.ant-pro-table-alert')).toContainText(String(checked));
  await page.keyboard.press('a');
  await expect(rows(page).locator('.ant-checkbox-input:checked')).toHaveCount(0);

  // "r" loads the page again.
  const reloaded = listCall(page, () => true);
  await page.keyboard.press('r');
  await reloaded;

  // "?" lists the screen's shortcuts.
  await page.keyboard.press('Shift+?');
  const help = page.getByTestId('shortcut-help');
  await expect(page.getByRole('dialog', { name: '键盘快捷键' })).toBeVisible();
  for (const label of ['定位到查询条件', '全选 / 取消全选本页', '下一页', '上一页', '刷新', '显示快捷键'])
    await expect(help).toContainText(label);
  await page.screenshot({ path: `${SHOTS}/shortcuts-zh-CN-help.png` });
  // Under the open help the list keys stand still.
  await page.keyboard.press('a');
  await expect(page.locator('.ant-table-tbody .ant-checkbox-checked')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await switchLanguage(page, 'en-US');
  await page.reload();
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(help).toContainText('Next page');
  await expect(help).toContainText('Go to the search');
  await page.screenshot({ path: `${SHOTS}/shortcuts-en-US-help.png` });
});

test('the station list shows no "no data" before its first answer', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DISPATCHER);
  // Whatever the page shows before the answer: an empty table's "no data" is noted the moment it appears.
  await page.addInitScript(() => {
    const seen = { empty: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.ant-table .ant-empty')) seen.empty = true;
    }).observe(document, { childList: true, subtree: true });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/system/station/list?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/base/station');
  // The page's code loads first (slow on a busy machine), then the table waits for its held answer.
  await expect(page.getByTestId('table-first-load')).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/station-zh-CN-first-load.png` });
  release();
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('table-first-load')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __seen: { empty: boolean } }).__seen.empty);
  expect(seen, 'an empty table ("no data") showed before the first answer').toBe(false);
  await page.screenshot({ path: `${SHOTS}/station-zh-CN-rows.png` });

  await switchLanguage(page, 'en-US');
  await page.reload();
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/station-en-US-rows.png` });
});
