import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, confirmDialog, pickOption, signIn } from './support';

/**
 * The shipment lifecycle as the demo day runs it (README, "Who does what"): the dispatcher takes a dispatch
 * order into effect; the scheduler schedules it (carrier, a vehicle the picker offers as able to go, main
 * driver) and applies; the dispatcher approves (a second person) and the scheduler hears of it under the
 * bell; the carrier's staff ship and finish it with the actual time. Each user sees only their own steps'
 * buttons, each button only where the status allows it, and the change log lists every step.
 * The shipment is created through the API (POST /shipment/shipment/save, uuid empty) so the journey does
 * not depend on what other journeys did with the seeded ones.
 */
const DISPATCHER = 'zhang.wei';
const SCHEDULER = 'wang.fang';
const CARRIER = 'zhou.carrier';
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shipment-lifecycle-shots';

/** A CR01 vehicle the scheduling picker offers for the shipment (so reruns on the same data still pass). */
async function vehicleThatCanGo(
  request: APIRequestContext,
  token: string,
  shipmentId: string,
): Promise<string> {
  const list = await request.get(`/api/shipment/shipment/vehicleOptions?ids=${shipmentId}&carrierId=cr01`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const vehicles = ((await list.json()) as { data: { code: string; canGo: boolean }[] }).data;
  const vehicle = vehicles.find((v) => v.canGo);
  if (!vehicle) throw new Error('no CR01 vehicle can go');
  return vehicle.code;
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
  await confirmDialog(page);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code })).toContainText(
    status,
  );
  await expect(page.getByRole('button', { name })).toBeVisible();
}

test('effect, schedule, apply, approve, ship and finish a shipment, each step by its role', async ({
  page,
  browser,
  request,
}) => {
  // Three users, each signing in: generous on a shared machine.
  test.setTimeout(600_000);
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

  // The dispatcher: take effect. Scheduling is not theirs: no such button.
  await signIn(page, DISPATCHER);
  await page.goto('/Shipment/ShipmentR');
  const row = await rowOf(page, code);
  await expect(row).toContainText('打开');
  await select(page, code);
  await expect(page.locator('button[data-action="scheduling"]')).toHaveCount(0);
  await confirmAction(page, 'effect', /生\s*效/, code, '已生效');

  // The scheduler: a vehicle the picker offers, the main driver; then apply. Approval is not hers.
  const scheduler = await (await browser.newContext()).newPage();
  await signIn(scheduler, SCHEDULER);
  await scheduler.goto('/Shipment/ShipmentR');
  await expect(await rowOf(scheduler, code)).toContainText('已生效');
  await select(scheduler, code);
  await expect(scheduler.locator('button[data-action="examine"]')).toHaveCount(0);
  await scheduler.locator('button[data-action="scheduling"]').click();
  const modal = scheduler.locator('.ant-modal').filter({ hasText: '承运商' });
  await modal.getByLabel('承运商', { exact: true }).click();
  await pickOption(scheduler, /CR01/);
  await modal.getByLabel('车辆').click();
  await pickOption(
    scheduler,
    await vehicleThatCanGo(request, await apiToken(request, SCHEDULER), body.data.uuid),
  );
  await expect(scheduler.getByTestId('vehicle-verdict')).toContainText('可调度');
  await modal.getByLabel('主驾驶').click();
  await pickOption(scheduler, /D00/);
  await scheduler.screenshot({ path: `${SHOTS}/01-schedule.png` });
  await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(
    scheduler.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code }),
  ).toContainText('已调度');
  await confirmAction(scheduler, 'apply', /申\s*请/, code, '已申请');

  // The dispatcher approves: a second person.
  await page.reload();
  await expect(await rowOf(page, code)).toContainText('已申请');
  await confirmAction(page, 'examine', /审\s*核/, code, '已审核');

  // The applicant hears of it without reloading: a message from the system under the bell, leading back.
  const bell = scheduler.getByTestId('message-bell');
  const reviewLine = scheduler.getByTestId('bell-message:SHIPMENT_REVIEW');
  await expect(async () => {
    await scheduler.keyboard.press('Escape');
    await bell.click();
    await expect(reviewLine).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(reviewLine).toContainText('调度单审核');
  await reviewLine.click();
  await expect(scheduler).toHaveURL(/\/message\/inbox\?type=SHIPMENT_REVIEW/);
  const title = `调度单 ${code} 已审核通过`;
  const message = scheduler.locator('.ant-table-row', { hasText: title });
  await expect(message).toContainText('系统');
  await message.getByText(title).click();
  await expect(scheduler.locator('.ant-drawer')).toContainText(`已由 ${DISPATCHER} 审核通过`);
  await scheduler.screenshot({ path: `${SHOTS}/02-approved-message.png` });

  // The carrier's staff ship and finish with the actual time.
  const carrier = await (await browser.newContext()).newPage();
  await signIn(carrier, CARRIER);
  await carrier.goto('/Shipment/ShipmentR');
  await expect(await rowOf(carrier, code)).toContainText('已审核');
  await confirmAction(carrier, 'ship', /开始发运/, code, '运输中');
  await select(carrier, code);
  await carrier.locator('button[data-action="finish"]').click();
  const finish = carrier.locator('.ant-modal').filter({ hasText: '实际完成时间' });
  await expect(finish).toBeVisible();
  await carrier.screenshot({ path: `${SHOTS}/03-finish.png` });
  await finish.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(carrier.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code })).toContainText(
    '已完成',
  );

  // The detail: base info with the carrier, and the change log with every step.
  await page.reload();
  await (await rowOf(page, code)).getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer).toContainText('E2E-SEAL');
  await drawer.getByRole('tab', { name: '变更日志' }).click();
  for (const step of ['生效', '调度', '申请', '审核', '开始发运', '完成']) {
    await expect(drawer.locator('.ant-table-tbody')).toContainText(step);
  }
  await page.screenshot({ path: `${SHOTS}/03-log.png` });
});
