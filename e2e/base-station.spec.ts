import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Station, StationDetail } from '@tms/contract';
import ExcelJS from 'exceljs';
import { apiToken, openMenu, pickOption, signIn } from './support';

/** Picks an option of the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.locator(`.ant-select[aria-label="${label}"]`).click();
  await pickOption(page, option);
}

async function openStations(page: Page) {
  await signIn(page, 'admin');
  await openMenu(page, /基础数据/, /站点管理/);
  await expect(page.getByRole('columnheader', { name: /站点编码/ }).first()).toBeVisible();
}

test('a station is created with two time windows and a load rule; a repeated weekday is refused', async ({
  page,
}) => {
  const code = `E2E-ST-${Date.now().toString(36).toUpperCase()}`;
  await openStations(page);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: /新增站点/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('站点编码').fill(code);
  await dialog.getByLabel('站点名称').fill('端到端测试门店');

  await dialog.getByRole('tab', { name: '时间窗口' }).click();
  const addWindow = dialog.getByRole('button', { name: /添加时间窗口/ });
  await addWindow.click();
  await addWindow.click();
  await choose(page, dialog, '星期 1', '星期一');
  await choose(page, dialog, '星期 2', '星期一');
  // The times are pickers: typing a valid HH:mm and pressing Enter takes it.
  const endTime = dialog.getByLabel('结束时间 2', { exact: true });
  await endTime.fill('11:30');
  await endTime.press('Enter');

  await dialog.getByRole('tab', { name: '装卸效率' }).click();
  await dialog.getByRole('button', { name: /添加效率规则/ }).click();
  await choose(page, dialog, '计算属性 1', '箱数');
  await dialog.getByLabel('装货效率(分钟/单位) 1', { exact: true }).fill('0.5');
  await dialog.getByLabel('卸货效率(分钟/单位) 1', { exact: true }).fill('0.8');
  await dialog.getByLabel('固定交接时间 1', { exact: true }).fill('10');

  // The same weekday twice: the form refuses with the domain rule's message, nothing is sent.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.getByRole('tab', { name: '时间窗口' }).click();
  await expect(dialog.getByText(/时间窗口星期不能重复/)).toBeVisible();

  await choose(page, dialog, '星期 2', '星期二');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('站点编码').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(row.getByText('1 06:00-10:00; 2 06:00-11:30')).toBeVisible();

  // The load rule was stored with the station.
  const token = await apiToken(page.request, 'admin');
  const list = await page.request.get(`/api/system/station/list?code=${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const uuid = ((await list.json()) as { data: Station[] }).data[0]?.uuid;
  const detail = await page.request.get(`/api/system/station/get/${uuid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await detail.json()) as { data: StationDetail };
  expect(body.data.loadRules).toEqual([expect.objectContaining({ deliverProperty: 1, fixedHandTime: 10 })]);
});

test('a station file with one bad row is refused whole, and the report names the row and field', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('站点');
  sheet.addRow(['站点编码', '站点名称', '站点类型', '城市', '配送时间窗口']);
  sheet.addRow([`E2E-IMP-${stamp}-1`, '导入门店一', '门店', '上海市', '1-6 06:00-10:00']);
  sheet.addRow([`E2E-IMP-${stamp}-2`, '导入门店二', '门店', '上海市', '1 06:00-10:00; 1 14:00-16:00']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await openStations(page);
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog', { name: /导入站点/ });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'stations.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: /开始导入/ }).click();

  await expect(dialog.getByText(/未导入任何数据/)).toBeVisible();
  const report = dialog.getByRole('row', { name: /时间窗口星期不能重复/ });
  await expect(report).toBeVisible();
  await expect(report.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(report.getByRole('cell', { name: '配送时间窗口' })).toBeVisible();

  // Nothing of the file was saved, the good row included.
  const token = await apiToken(page.request, 'admin');
  const list = await page.request.get(`/api/system/station/list?code=E2E-IMP-${stamp}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await list.json()) as { total: number }).total).toBe(0);
});

test('the EPOD settings of a station change only its proof-of-delivery flags', async ({ page }) => {
  const code = `E2E-EPOD-${Date.now().toString(36).toUpperCase()}`;
  const token = await apiToken(page.request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const saved = await page.request.post('/api/system/station/save', {
    headers,
    data: { code, name: '签收设置门店', type: '1', deliveryPlan: 'Y', remark: '保持不变' },
  });
  const uuid = ((await saved.json()) as { data: { uuid: string } }).data.uuid;

  await openStations(page);
  await page.getByLabel('站点编码').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await row.getByRole('button', { name: '更多' }).hover();
  await page.getByRole('menuitem', { name: '签收设置' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`电子签收设置：${code}`) });
  await expect(dialog).toBeVisible();
  // YesNoSwitch is not tied to its label, so the switch is found through its form item.
  const flag = (label: string) => dialog.locator('.ant-form-item', { hasText: label }).getByRole('switch');
  await expect(flag('电子签名')).not.toBeChecked();
  await flag('电子签名').click();
  await flag('移动端扫码交接').click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const detail = await page.request.get(`/api/system/station/get/${uuid}`, { headers });
  const station = ((await detail.json()) as { data: Record<string, unknown> }).data;
  expect(station).toMatchObject({
    eSignature: 'Y',
    qrHandover: 'Y',
    handoverImageRequired: 'N',
    allowLeave: 'N',
    deliveryPlan: 'Y',
    remark: '保持不变',
  });
  expect(station.epod).toMatchObject({ eSignature: 'Y', qrHandover: 'Y' });
});
