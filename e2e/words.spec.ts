import { expect, type Page, test } from '@playwright/test';
import { apiToken, signIn } from './support';

/**
 * Words a person understands: the logs show actions by their labels and operators by their names, the
 * operation log titles each call in the reader's language, and one screen keeps one name in each language.
 */

const DISPATCHER = 'zhang.wei';
const SHOTS = process.env.WORDS_SHOTS;

type LogRow = { action: string; createBy: string | null; createByName: string | null };
type Waybill = { uuid: string; code: string };

async function snap(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/words-${name}.png` });
}

/** Opens the language menu and picks a language (the header re-lays out, so retry until it lands). */
async function switchLanguage(page: Page, language: RegExp) {
  await expect(async () => {
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: language }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Finds the waybill's row by its code and opens its log drawer. */
async function openWaybillLog(page: Page, code: string, search: RegExp, logButton: string) {
  const filter = page.locator('.ant-pro-query-filter');
  await filter.locator('input#code').fill(code);
  await filter.getByRole('button', { name: search }).click({ timeout: 60_000 });
  const row = page.locator('.ant-pro-table .ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByText(logButton, { exact: true }).click();
  return page.locator('.ant-drawer-content');
}

test('the logs speak the reader’s language: action labels, operator names, translated titles', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, DISPATCHER);
  const auth = { authorization: `Bearer ${token}` };
  // A waybill of the demo day already on the road: its log holds a shipping step.
  const list = await request.get('/api/order/waybill/list?status=T&pageSize=1', { headers: auth });
  const [shipped] = ((await list.json()) as { data: Waybill[] }).data;
  expect(shipped, 'the demo day has a waybill in transit').toBeTruthy();
  const waybill = shipped as Waybill;
  const log = (await (await request.get(`/api/order/waybill/log/${waybill.uuid}`, { headers: auth })).json())
    .data as LogRow[];
  const shipStep = log.find((r) => r.action === 'ship') as LogRow;
  expect(shipStep.createByName).toBeTruthy();
  expect(shipStep.createByName).not.toBe(shipStep.createBy);

  // A change the operation log records (admin unlocks an account).
  const adminToken = await apiToken(request, 'admin');
  await request.post('/api/monitor/logininfor/unlock?userName=wang.fang', {
    headers: { authorization: `Bearer ${adminToken}` },
  });

  // 1. Chinese: the waybill log names the action and the operator.
  await signIn(page, DISPATCHER);
  await page.goto('/Order/Waybill');
  let drawer = await openWaybillLog(page, waybill.code, /查\s*询/, '日志');
  const shipRow = drawer.locator('.ant-table-row', { hasText: '发运' });
  await expect(shipRow).toBeVisible();
  await expect(shipRow).toContainText(shipStep.createByName as string);
  await expect(drawer.locator('.ant-table-cell', { hasText: /^ship$/ })).toHaveCount(0);
  await expect(
    drawer.locator('.ant-table-cell', { hasText: new RegExp(`^${shipStep.createBy}$`) }),
  ).toHaveCount(0);
  await snap(page, 'waybill-log-zh');
  await page.keyboard.press('Escape');

  // One name for the line screen: the menu item and the list's button agree.
  const menu = page.locator('.ant-pro-sider, .ant-layout-sider').first();
  await expect(page.getByRole('button', { name: '手工排线' })).toBeVisible();
  await expect(menu.getByText('手工排线')).toHaveCount(1);

  // 2. English: the same log in English, the same name on the menu and the button.
  await switchLanguage(page, /English \(US\)/);
  await page.goto('/Order/Waybill');
  drawer = await openWaybillLog(page, waybill.code, /Search|Query/, 'Log');
  await expect(drawer.locator('.ant-table-row', { hasText: 'Shipped' })).toContainText(
    shipStep.createByName as string,
  );
  await snap(page, 'waybill-log-en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Manual dispatch' })).toBeVisible();
  await expect(menu.getByText('Manual dispatch')).toHaveCount(1);
  await expect(page.getByText('Manual wiring')).toHaveCount(0);
  await snap(page, 'waybill-list-en');

  // 3. The operation log (as admin): titles in Chinese, then in English.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  await switchLanguage(page, /简体中文/);
  await page.goto('/monitor/operlog');
  const rows = page.locator('.ant-pro-table .ant-table-row');
  await expect(rows.filter({ hasText: '登录日志' }).first()).toBeVisible({ timeout: 90_000 });
  await expect(rows.filter({ hasText: 'Login log' })).toHaveCount(0);
  await expect(rows.filter({ hasText: '/api/' }).locator('td').nth(2)).not.toContainText('/api/');
  await snap(page, 'operlog-zh');
  await switchLanguage(page, /English \(US\)/);
  await page.goto('/monitor/operlog');
  await expect(rows.filter({ hasText: 'Login log' }).first()).toBeVisible({ timeout: 90_000 });
  await expect(rows.filter({ hasText: '登录日志' })).toHaveCount(0);
  await snap(page, 'operlog-en');
});
