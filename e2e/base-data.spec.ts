import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, openMenu, pickOption, signIn } from './support';

const stampOf = () => Date.now().toString(36).toUpperCase();

/** Creates a station through the API (set-up only) and answers its uuid. */
async function createStation(request: APIRequestContext, token: string, code: string, name: string) {
  const response = await request.post('/api/system/station/save', {
    headers: { authorization: `Bearer ${token}` },
    data: { code, name, type: '1' },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { uuid: string } };
  expect(body.code, body.msg).toBe(0);
  return body.data.uuid;
}

test('a client with only a minimum temperature is refused until both are filled, then it is listed', async ({
  page,
}) => {
  const code = `E2E-CL-${stampOf()}`;
  await signIn(page, 'admin');
  await openMenu(page, /基础数据/, /客户管理/);
  await expect(page.getByRole('columnheader', { name: /客户编码/ }).first()).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: /新增客户/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('客户编码').fill(code);
  await dialog.getByLabel('客户名称').fill('端到端冷链客户');
  await dialog.getByLabel(/最低温度/).fill('2');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('最低温度和最高温度必须同时填写')).toBeVisible();

  await dialog.getByLabel(/最高温度/).fill('8');
  await expect(dialog.getByText('最低温度和最高温度必须同时填写')).toBeHidden();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('客户编码').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByText('端到端冷链客户')).toBeVisible();
});

test('a driver with a malformed mobile number shows the pattern message and is not saved', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openMenu(page, /基础数据/, /司机管理/);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: /新增司机/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('编码').fill(`E2E-DR-${stampOf()}`);
  await dialog.getByLabel('姓名').fill('端到端司机');
  // 12 is not a mobile prefix (1, then 3 to 9, then 9 digits).
  await dialog.getByLabel('手机号').fill('12345678901');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('手机号格式不正确')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('手机号').fill('13912345678');
  await expect(dialog.getByText('手机号格式不正确')).toBeHidden();
});

test('two stations are made mutually exclusive from the station list, then the pair is lifted', async ({
  page,
}) => {
  const stamp = stampOf();
  const [codeA, codeB] = [`E2E-MX-${stamp}-A`, `E2E-MX-${stamp}-B`];
  const token = await apiToken(page.request, 'admin');
  await createStation(page.request, token, codeA, '互斥测试门店甲');
  await createStation(page.request, token, codeB, '互斥测试门店乙');

  await signIn(page, 'admin');
  await openMenu(page, /基础数据/, /站点管理/);
  await page.getByLabel('站点编码').first().fill(codeA);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(codeA) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '更多' }).hover();
  await page.getByRole('menuitem', { name: '互斥站点' }).click();

  const drawer = page.getByRole('dialog', { name: new RegExp(`互斥站点：${codeA}`) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('暂无互斥站点')).toBeVisible();
  const picker = drawer.getByRole('combobox', { name: '选择要互斥的站点' });
  const pick = async (code: string) => {
    await picker.click();
    await picker.fill(code);
    await pickOption(page, code);
    await page.keyboard.press('Escape');
  };
  const add = drawer.getByRole('button', { name: '添加互斥' });

  // The selector offers the station itself too: the server refuses it and says why.
  await pick(codeA);
  await add.click();
  await expect(page.getByText('站点不能与自身互斥')).toBeVisible();
  await drawer.locator('.ant-select-selection-item-remove').click();

  await pick(codeB);
  await add.click();
  const pair = drawer.getByRole('row', { name: new RegExp(codeB) });
  await expect(pair).toBeVisible();
  await expect(pair.getByText('互斥测试门店乙')).toBeVisible();
  await expect(drawer.locator('.ant-select-selection-item')).toHaveCount(0);

  await pair.getByRole('button', { name: '解除' }).click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(pair).toBeHidden();
  await expect(drawer.getByText('暂无互斥站点')).toBeVisible();
});
