import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'admin123';

/** Signs in through the sign-in page, as a person does. */
export async function signIn(page: Page, userName: string, password = PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await page.getByPlaceholder(/用户名|Username/).fill(userName);
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
  if (!(await target.isVisible())) await menu.getByText(directory).first().click();
  await target.click();
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
