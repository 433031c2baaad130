import { expect, test } from '@playwright/test';
import { apiToken, openMenu, pickOption, signIn } from './support';

/**
 * An administrator creates a role with a few permissions and a user in it; that user then sees only what
 * the role grants, and the server refuses the rest.
 */
test('a new role and user: the user sees only the granted menus and buttons', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const roleName = `线路查看员${stamp}`;
  const userName = `viewer.${stamp}`;

  await signIn(page, 'admin');
  await openMenu(page, /系统管理/, /角色管理/);
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const roleDialog = page.getByRole('dialog');
  await roleDialog.getByLabel('角色名称').fill(roleName);
  await roleDialog.getByLabel('权限字符').fill(`viewer_${stamp}`);
  // 用户管理 with its buttons, then take "add" away again.
  const tree = roleDialog.locator('.ant-tree');
  // The tree is long (a virtual list): fold everything, then open only 系统管理.
  await roleDialog.getByRole('button', { name: /折叠全部/ }).click();
  await tree
    .locator('.ant-tree-treenode', { hasText: /^系统管理$/ })
    .locator('.ant-tree-switcher')
    .click();
  const userMenu = tree.locator('.ant-tree-treenode', { hasText: /^用户管理$/ });
  await userMenu.locator('.ant-tree-checkbox').click();
  await userMenu.locator('.ant-tree-switcher').click();
  await tree
    .locator('.ant-tree-treenode', { hasText: /^新增$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await roleDialog.getByRole('button', { name: /确\s*定|保\s*存|提\s*交/ }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByText(roleName)).toBeVisible();

  await openMenu(page, /系统管理/, /用户管理/);
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const userDialog = page.getByRole('dialog');
  await userDialog.getByLabel('登录账号').fill(userName);
  await userDialog.getByLabel('用户昵称').fill('刘晓梅');
  await userDialog.getByLabel('密码', { exact: true }).fill('viewer123');
  await userDialog.getByLabel('角色', { exact: true }).click();
  await pickOption(page, roleName);
  await userDialog.getByLabel('调度中心', { exact: true }).click();
  await pickOption(page, '上海调度中心');
  await userDialog.getByLabel('登录账号').click(); // close the open dropdown
  await userDialog.getByRole('button', { name: /确\s*定|保\s*存|提\s*交/ }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByText(userName)).toBeVisible();

  // The new user signs in in a separate browser context.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await signIn(viewer, userName, 'viewer123');
  const menu = viewer.locator('.ant-pro-sider, .ant-layout-sider').first();
  await expect(menu.getByText('系统管理')).toBeVisible();
  await expect(menu.getByText('订单管理')).toHaveCount(0);
  await openMenu(viewer, /系统管理/, /用户管理/);
  await expect(viewer.getByText('zhang.wei', { exact: true })).toBeVisible();
  await expect(menu.getByText('角色管理')).toHaveCount(0);
  // Granted: export and import; withheld: add.
  await expect(viewer.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);

  // The server refuses what the web hides.
  const token = await apiToken(viewer.request, userName, 'viewer123');
  const refused = await viewer.request.post('/api/system/user/save', {
    headers: { authorization: `Bearer ${token}` },
    data: { userName: `x.${stamp}`, nickName: 'x', password: 'secret12', roleIds: [], centerIds: [] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe(403);
  await context.close();
});
