import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, pickOption, signIn } from './support';

/**
 * The shipment list as a queue: the scheduler narrows the list to one departure day, ticks its effective
 * shipments and takes them through batch scheduling and applying one after the other, without ticking
 * them again: after each step the same shipments stay ticked, with their new status. The days are a few
 * weeks ahead, inside the seeded vehicles' insurance.
 */
const DISPATCHER = 'zhang.wei';
const SCHEDULER = 'wang.fang';
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DAY = dayAhead(20);
const OTHER_DAY = dayAhead(21);
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/shipment-queue-shots';

async function createShipments(
  request: APIRequestContext,
  token: string,
  n: number,
  day: string,
): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await request.post('/api/shipment/shipment/save', {
      headers: { Authorization: `Bearer ${token}` },
      data: { uuid: '', etd: `${day} 0${i + 6}:00:00`, sealNo: `Q-${i}` },
    });
    const body = (await res.json()) as { code: number; msg: string; data: { shipmentCode: string } };
    expect(body.code, body.msg).toBe(0);
    codes.push(body.data.shipmentCode);
  }
  return codes;
}

/** Makes them effective, as their dispatcher does before the scheduler's turn. */
async function takeEffect(request: APIRequestContext, token: string, codes: string[]) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/shipment/shipment/selectPage?pageSize=500&status=O', { headers });
  const rows = ((await list.json()) as { data: { uuid: string; shipmentCode: string }[] }).data;
  const ids = rows.filter((r) => codes.includes(r.shipmentCode)).map((r) => r.uuid);
  const res = await request.post('/api/shipment/shipment/effect', { headers, data: { ids } });
  expect(((await res.json()) as { code: number }).code).toBe(0);
  return ids;
}

/** A CR01 vehicle the scheduling picker offers for all of them. */
async function vehicleThatCanGo(request: APIRequestContext, token: string, ids: string[]): Promise<string> {
  const list = await request.get(
    `/api/shipment/shipment/vehicleOptions?ids=${ids.join(',')}&carrierId=cr01`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const vehicle = ((await list.json()) as { data: { code: string; canGo: boolean }[] }).data.find(
    (v) => v.canGo,
  );
  if (!vehicle) throw new Error('no CR01 vehicle can go');
  return vehicle.code;
}

const rowOf = (page: Page, code: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });

async function expectQueue(page: Page, codes: string[], status: string) {
  for (const code of codes) {
    await expect(rowOf(page, code)).toContainText(status);
    await expect(rowOf(page, code).locator('.ant-checkbox-input')).toBeChecked();
  }
}

test('the scheduler takes the same filtered shipments through two steps without ticking them again', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiToken(request, DISPATCHER);
  const codes = await createShipments(request, token, 3, DAY);
  // Another day's shipment: the departure filter leaves it out.
  const [other] = await createShipments(request, token, 1, OTHER_DAY);
  const ids = await takeEffect(request, token, [...codes, other as string]);

  await signIn(page, SCHEDULER);
  await page.goto('/Shipment/ShipmentR');
  const search = page.locator('.ant-pro-query-filter');
  await expect(page.locator('.ant-pro-table .ant-table-row').first()).toBeVisible({ timeout: 120_000 });
  const expand = search.getByText('展开');
  if (await expand.isVisible()) await expand.click();

  // Departure day: only this day's shipments.
  const range = search.locator('.ant-form-item', { hasText: '计划发车日期' }).locator('.ant-picker');
  // Typed as a person does: the start day, Enter moves to the end day, Enter closes the picker.
  await range.click();
  await page.keyboard.type(DAY);
  await page.keyboard.press('Enter');
  await page.keyboard.type(DAY);
  await page.keyboard.press('Enter');
  await search.getByRole('button', { name: /查\s*询/ }).click();
  for (const code of codes) await expect(rowOf(page, code)).toBeVisible();
  await expect(rowOf(page, other as string)).toHaveCount(0);
  for (const code of codes) await rowOf(page, code).locator('.ant-checkbox-input').check();
  await page.screenshot({ path: `${SHOTS}/01-filtered-ticked.png` });

  // Step 1: batch scheduling, all three at once, on one vehicle (they leave an hour apart).
  await page.locator('button[data-action="more"]').hover();
  await page.getByRole('menuitem', { name: '批量调度' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: '承运商' });
  await modal.getByLabel('承运商', { exact: true }).click();
  await pickOption(page, /CR01/);
  await modal.getByLabel('车辆').click();
  await pickOption(
    page,
    await vehicleThatCanGo(request, await apiToken(request, SCHEDULER), ids.slice(0, 3)),
  );
  await modal.getByLabel('主驾驶').click();
  await pickOption(page, /D00/);
  await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(modal).toBeHidden();
  await expectQueue(page, codes, '已调度');
  await page.screenshot({ path: `${SHOTS}/01-scheduled-still-ticked.png` });

  // Step 2: apply for the same, still ticked shipments.
  await expect(page.locator('button[data-action="apply"]')).toBeEnabled();
  await page.locator('button[data-action="apply"]').click();
  const dialog = page.locator('.ant-modal-confirm');
  await expect(async () => {
    const ok = dialog.getByRole('button', { name: /确\s*定|OK/ });
    if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expectQueue(page, codes, '已申请');
  await page.screenshot({ path: `${SHOTS}/02-applied-still-ticked.png` });
});
