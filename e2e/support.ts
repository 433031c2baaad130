import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'admin123';

/** Signs in through the sign-in page, as a person does. */
export async function signIn(page: Page, userName: string, password = PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await page.getByPlaceholder(/用户名|User\s?name/).fill(userName);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL('**/welcome');
  await expect(page.getByTestId('user-dropdown')).toBeVisible();
}

/** A token through the API, for setting up data quickly (never for the behaviour under test). */
export async function apiToken(
  request: APIRequestContext,
  userName: string,
  password = PASSWORD,
): Promise<string> {
  const response = await request.post('/api/auth/login/slide', { data: { username: userName, password } });
  const body = (await response.json()) as { code: number; data: { token: string }; msg: string };
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** The side menu: open a directory, then click the item. */
export async function openMenu(page: Page, directory: RegExp, item: RegExp): Promise<void> {
  const menu = page.locator('.ant-pro-sider, .ant-layout-sider').first();
  const target = menu.getByRole('menuitem', { name: item });
  const submenu = menu
    .locator('li.ant-menu-submenu')
    .filter({ has: page.locator(':scope > .ant-menu-submenu-title', { hasText: directory }) })
    .first();
  // The menu may fold or unfold its submenus on its own a moment after a page change (an accordion):
  // open the directory when it is closed and click the item, again until a click lands.
  await expect(async () => {
    if (!(await target.isVisible())) {
      if ((await submenu.count()) === 0) await menu.getByText(directory).first().click();
      else if (!(await submenu.evaluate((li) => li.classList.contains('ant-menu-submenu-open'))))
        await submenu.locator('.ant-menu-submenu-title').first().click();
    }
    await target.click({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  // The address changes at once, the screen a render later: until the menu marks the item, the page in
  // view (and its buttons) is still the one the user came from.
  await expect(target).toHaveClass(/ant-menu-item-selected/);
}

/**
 * Picks a visible option of the open antd Select dropdown. A dropdown closed a moment ago may still be in
 * its leave animation with the same option text: only options that are really visible count.
 */
export async function pickOption(page: Page, text: string | RegExp): Promise<void> {
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text, visible: true })
    .first()
    .click();
}

/**
 * Switches the interface language as the header's switch does: the lang cookie for the whole site (a
 * cookie set for the page's address alone would stay on its path). The next load shows the language.
 */
export async function switchLanguage(page: Page, lang: 'zh-CN' | 'zh-HK' | 'en-US'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
}

/** The close button of a tab in the tab bar (beside the tab's own element, not inside it). */
export function tabCloseButton(page: Page, name: RegExp): Locator {
  return page.getByTestId('tab-bar').getByRole('tab', { name }).locator('..').locator('.ant-tabs-tab-remove');
}

/**
 * Confirms the open confirmation dialog. A click that lands while the dialog is still opening can be
 * lost: once it shows, confirm until it closes (a confirm already sent shows its button loading, and
 * another click on it does nothing).
 */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await expect(async () => {
    const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
    if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
