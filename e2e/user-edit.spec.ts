import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './support';

// Editing must show what the user has: roles, centers, data groups and status come from the server,
// not from the new-user defaults (an empty role list saved back would strip the user's roles).
test('editing a user shows their roles, dispatch centers and data groups', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, /系统管理/, /用户管理/);
  await page.getByLabel('登录账号').first().fill('zhang.wei');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: /zhang\.wei/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /修\s*改|编\s*辑/ }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('登录账号')).toHaveValue('zhang.wei');
  const roles = dialog.locator('.ant-form-item', { has: page.getByLabel('角色', { exact: true }) });
  await expect(roles.locator('.ant-select-selection-item')).toContainText(['调度员']);
  const centers = dialog.locator('.ant-form-item', { has: page.getByLabel('调度中心', { exact: true }) });
  await expect(centers.locator('.ant-select-selection-item')).toContainText([/上海/]);
  const groups = dialog.locator('.ant-form-item', { has: page.getByLabel('数据组', { exact: true }) });
  await expect(groups.locator('.ant-select-selection-item')).toContainText([/DG-SH/]);
});
