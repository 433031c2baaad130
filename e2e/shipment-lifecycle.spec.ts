import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, pickOption, signIn } from './support';

/**
 * The shipment lifecycle: a dispatcher takes a dispatch order through take effect, schedule
 * (carrier, vehicle, main driver), apply, approve (refused to the applicant, done by another user), start
 * shipping and complete with the actual time; each
 * button is offered only where the status allows it, and the change log lists every step.
 * The shipment is created through the API (POST /shipment/shipment/save, uuid empty) so the journey does
 * not depend on what other journeys did with the seeded ones.
 */
const DISPATCHER = 'zhang.wei';
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shipment-lifecycle-shots';

/** A vehicle of CR01 no live shipment holds (vehicleNoCheck), so reruns on the same data still pass. */
async function freeVehicle(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/system/transmeans/dropBox?carrierId=cr01', { headers });
  const vehicles = ((await list.json()) as { data: { uuid: string; code: string }[] }).data;
  for (const vehicle of vehicles) {
    const check = await request.post('/api/shipment/shipment/vehicleNoCheck', {
      headers,
      data: { vehicleId: vehicle.uuid },
    });
    if (((await check.json()) as { code: number }).code === 0) return vehicle.code;
  }
  throw new Error('no free CR01 vehicle');
}

async function rowOf(page: Page, code: string) {
  // Pages of other open tabs stay mounted, hidden: the visible search field is this page's.
  await page.getByPlaceholder('请输入').filter({ visible: true }).first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

async function select(page: Page, code: string) {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  const box = row.locator('.ant-checkbox-input');
  if (!(await box.isChecked())) await box.check();
}

/** Clicks a toolbar action, confirms, and waits for the status tag. */
async function confirmAction(page: Page, action: string, name: RegExp, code: string, status: string) {
  await select(page, code);
  const button = page.locator(`button[data-action="${action}"]`);
  await expect(button).toBeEnabled();
  await button.click();
  // A click that lands while the dialog is still opening can be lost: confirm until the dialog closes
  // (a confirm already sent shows its button loading, and another click on it does nothing).
  const dialog = page.locator('.ant-modal-confirm');
  await expect(async () => {
    const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
    if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code })).toContainText(
    status,
  );
  await expect(page.getByRole('button', { name })).toBeVisible();
}

test('schedule, approve, ship and finish a shipment', async ({ page, request }) => {
  const token = await apiToken(request, DISPATCHER);
  const saved = await request.post('/api/shipment/shipment/save', {
    headers: { Authorization: `Bearer ${token}` },
    data: { uuid: '', sealNo: 'E2E-SEAL' },
  });
  const body = (await saved.json()) as {
    code: number;
    msg: string;
    data: { uuid: string; shipmentCode: string };
  };
  expect(body.code, body.msg).toBe(0);
  const code = body.data.shipmentCode;

  await signIn(page, DISPATCHER);
  await page.goto('/Shipment/ShipmentR');
  const row = await rowOf(page, code);
  await expect(row).toContainText('打开');

  // Open: only take effect among the main road; ship and finish stay disabled.
  await select(page, code);
  await expect(page.locator('button[data-action="ship"]')).toBeDisabled();
  await expect(page.locator('button[data-action="finish"]')).toBeDisabled();
  await confirmAction(page, 'effect', /生\s*效/, code, '已生效');

  // Schedule: carrier, a free vehicle of it, the main driver.
  await select(page, code);
  await page.locator('button[data-action="scheduling"]').click();
  const modal = page.locator('.ant-modal').filter({ hasText: '承运商' });
  await modal.getByLabel('承运商', { exact: true }).click();
  await pickOption(page, /CR01/);
  await modal.getByLabel('车辆').click();
  await pickOption(page, await freeVehicle(request, token));
  await expect(page.getByText(/车辆.+可用/)).toBeVisible();
  await modal.getByLabel('主驾驶').click();
  await pickOption(page, /D00/);
  await page.screenshot({ path: `${SHOTS}/01-schedule.png` });
  await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code })).toContainText(
    '已调度',
  );

  await confirmAction(page, 'apply', /申\s*请/, code, '已申请');
  // Separation of duties: whoever applied may not approve; another user (the administrator) does.
  await select(page, code);
  await page.locator('button[data-action="examine"]').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText(/是您申请的，需由其他人审核/)).toBeVisible();
  const admin = await apiToken(request, 'admin');
  const examined = await request.post('/api/shipment/shipment/examine', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { ids: [body.data.uuid] },
  });
  expect(((await examined.json()) as { code: number }).code).toBe(0);

  // The applicant hears of it without reloading: a message from the system under the bell, leading back.
  const bell = page.getByTestId('message-bell');
  const reviewLine = page.getByTestId('bell-message:SHIPMENT_REVIEW');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await bell.click();
    await expect(reviewLine).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(reviewLine).toContainText('调度单审核');
  await reviewLine.click();
  await expect(page).toHaveURL(/\/message\/inbox\?type=SHIPMENT_REVIEW/);
  const title = `调度单 ${code} 已审核通过`;
  const message = page.locator('.ant-table-row', { hasText: title });
  await expect(message).toContainText('系统');
  await message.getByText(title).click();
  await expect(page.locator('.ant-drawer')).toContainText('已由 admin 审核通过');
  await page.screenshot({ path: `${SHOTS}/02-approved-message.png` });
  await page.getByTestId('message-open-link').click();
  await expect(page).toHaveURL(/\/Shipment\/ShipmentR/);
  await page.reload();
  await expect(await rowOf(page, code)).toContainText('已审核');
  await confirmAction(page, 'ship', /开始发运/, code, '运输中');

  // Finish with the actual time.
  await select(page, code);
  await page.locator('button[data-action="finish"]').click();
  const finish = page.locator('.ant-modal').filter({ hasText: '实际完成时间' });
  await expect(finish).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/03-finish.png` });
  await finish.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code })).toContainText(
    '已完成',
  );

  // The detail: base info with the carrier, and the change log with every step.
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: code })
    .getByRole('button', { name: '详情' })
    .click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('E2E-SEAL');
  await drawer.getByRole('tab', { name: '变更日志' }).click();
  for (const step of ['生效', '调度', '申请', '审核', '开始发运', '完成']) {
    await expect(drawer.locator('.ant-table-tbody')).toContainText(step);
  }
  await page.screenshot({ path: `${SHOTS}/03-log.png` });
});
