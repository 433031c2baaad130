import { expect, type Page, test } from '@playwright/test';
import { E2E_CAPTCHA_PORT } from '../playwright.config';
import { apiToken, openMenu, signIn } from './support';

test('an administrator signs in and lands on the welcome page with the server menu', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByText(/早上好|上午好|中午好|下午好|晚上好/).first()).toBeVisible();
  const menu = page.locator('.ant-pro-sider, .ant-layout-sider').first();
  await expect(menu.getByText('系统管理')).toBeVisible();
  await expect(menu.getByText('订单管理')).toBeVisible();
});

test('a wrong password is refused with the attempts left', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByPlaceholder(/用户名/).fill('auditor');
  await page.getByPlaceholder(/密码/).fill('not-the-password');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText(/用户名或密码错误（还可尝试 4 次）/)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});

test('with the captcha on, signing in asks for the slide puzzle', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_CAPTCHA_PORT}/user/login`);
  await page.getByPlaceholder(/用户名/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img').first()).toBeVisible();
  // Without solving the puzzle nobody gets in: the API refuses a sign-in without a verification.
  const refused = await page.request.post(`http://127.0.0.1:${E2E_CAPTCHA_PORT}/api/auth/login/slide`, {
    data: { username: 'admin', password: 'admin123' },
  });
  expect((await refused.json()).code).toBe(500);
});

/**
 * Opens the language menu and picks a language. The header re-lays out after a switch (names change
 * length), so the dropdown may close under the pointer: open it again until the pick lands.
 */
async function switchLanguage(page: Page, language: RegExp) {
  await expect(async () => {
    await page.getByTestId('lang-switch').click();
    await page.getByRole('menuitem', { name: language }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('switching the language changes the menu', async ({ page }) => {
  await signIn(page, 'admin');
  const menu = page.locator('.ant-pro-sider, .ant-layout-sider').first();
  await expect(menu.getByText('系统管理')).toBeVisible();
  await switchLanguage(page, /English \(US\)/);
  await expect(menu.getByText('System')).toBeVisible();
  await expect(menu.getByText('系统管理')).toHaveCount(0);
  await switchLanguage(page, /繁體中文|繁体中文/);
  await expect(menu.getByText('系統管理')).toBeVisible();
});

test('Portuguese reads its own words where written and English where not', async ({ page }) => {
  await signIn(page, 'admin');
  await switchLanguage(page, /Português/);
  const menu = page.locator('.ant-pro-sider, .ant-layout-sider').first();
  // Menu names are whole records: read in English.
  await expect(menu.getByText('System')).toBeVisible();
  await expect(page.getByPlaceholder('Pesquisar menu')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('three tabs open, close others keeps the current and the affixed home tab', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, /系统管理/, /用户管理/);
  await openMenu(page, /系统管理/, /角色管理/);
  await openMenu(page, /系统管理/, /部门管理/);
  const bar = page.getByTestId('tab-bar');
  await expect(bar.getByText('用户管理')).toBeVisible();
  await expect(bar.getByText('角色管理')).toBeVisible();
  await expect(bar.getByText('部门管理')).toBeVisible();
  await bar.getByText('部门管理').click({ button: 'right' });
  await page.getByText('关闭其他').click();
  await expect(bar.getByText('部门管理')).toBeVisible();
  await expect(bar.getByText('首页')).toBeVisible();
  await expect(bar.getByText('用户管理')).toHaveCount(0);
  await expect(bar.getByText('角色管理')).toHaveCount(0);
  // The open tabs survive a reload.
  await page.reload();
  await expect(page.getByTestId('tab-bar').getByText('部门管理')).toBeVisible();
});

test('switching the dispatch center reloads the page on the new center', async ({ page }) => {
  await signIn(page, 'li.na');
  const select = page.getByTestId('dispatch-center-select');
  await expect(select).toContainText('上海调度中心');
  await select.click();
  await page.getByRole('option', { name: '广州调度中心' }).click();
  await expect(page.getByTestId('dispatch-center-select')).toContainText('广州调度中心');
  await page.reload();
  await expect(page.getByTestId('dispatch-center-select')).toContainText('广州调度中心');
});

test('the server refuses a call the user has no permission for with HTTP 403', async ({ request }) => {
  const token = await apiToken(request, 'zhang.wei');
  const response = await request.post('/api/system/role/save', {
    headers: { authorization: `Bearer ${token}`, lang: 'en-US' },
    data: { roleName: 'x', roleKey: 'x', roleSort: 1, status: '0', menuIds: [1] },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 403, msg: 'No permission' });
});
