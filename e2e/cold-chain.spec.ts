import { expect, type Page, test } from '@playwright/test';
import { apiToken, signIn } from './support';

type Envelope<T> = { code: number; msg: string; data: T };

/**
 * An approved demo shipment put on the road now (the demo's trips already on the road have readings up
 * to the seed's moment, and a vehicle's readings are evaluated in time order), and its vehicle's device.
 */
async function shipmentLeavingNow(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const approved = (await (
    await page.request.get('/api/shipment/shipment/selectPage?status=X&pageNum=1&pageSize=10', { headers })
  ).json()) as Envelope<{ uuid: string; shipmentCode: string; frontPlate: string | null }[]>;
  expect(approved.code, approved.msg).toBe(0);
  const [shipment] = approved.data;
  expect(shipment?.frontPlate).toBeTruthy();
  const shipped = (await (
    await page.request.post(`/api/shipment/shipment/ship?ids=${shipment?.uuid}`, { headers })
  ).json()) as Envelope<unknown>;
  expect(shipped.code, shipped.msg).toBe(0);
  const vehicles = (await (
    await page.request.get(
      `/api/system/transmeans/list?pageNum=1&pageSize=10&plateNumber=${encodeURIComponent(shipment?.frontPlate ?? '')}`,
      { headers },
    )
  ).json()) as Envelope<{ plateNumber: string; deviceNumber: string | null }[]>;
  const vehicle = vehicles.data.find((v) => v.plateNumber === shipment?.frontPlate);
  expect(vehicle?.deviceNumber).toBeTruthy();
  return { code: shipment?.shipmentCode ?? '', deviceNo: vehicle?.deviceNumber ?? '' };
}

/**
 * Twenty minutes in which compartment 2 (chilled) sits at 9 °C (its band is 0–4 °C, the over-temperature
 * durations 10 minutes on the road and 15 at a warehouse), compartment 1 frozen as it should be: the
 * device's backlog, sent as the truck leaves.
 */
function warmingTrip(deviceNo: string) {
  const now = Date.now();
  return Array.from({ length: 21 }, (_, i) => ({
    deviceNo,
    time: now - (20 - i) * 60_000,
    lat: 30.9 + i * 0.0075,
    lon: 121.9,
    speed: 50,
    heading: 0,
    temps: [-20, 9],
    door: 'closed',
    ignition: true,
  }));
}

test('a compartment warming past its band raises an alert that reaches the open alert page, shows in the shipment chart, and is dealt with', async ({
  page,
}) => {
  const token = await apiToken(page.request, 'admin');
  const { code, deviceNo } = await shipmentLeavingNow(page, token);

  await signIn(page, 'admin');
  await page.goto('/alert/temp');
  await page.getByText('展开', { exact: true }).click();
  await page.getByLabel('调度单号').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const openRows = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: code })
    .filter({ has: page.getByText('未处理', { exact: true }) });
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  const before = await openRows.count();

  // The readings come in while the page is open: the new alert arrives through the push channel.
  const sent = await page.request.post('/api/telemetry/readings', {
    headers: { authorization: `Bearer ${token}` },
    data: { readings: warmingTrip(deviceNo) },
  });
  const answer = (await sent.json()) as Envelope<{ accepted: number; rejected: unknown[] }>;
  expect(answer.code, answer.msg).toBe(0);
  expect(answer.data.rejected).toEqual([]);
  await expect(openRows).toHaveCount(before + 1);
  const raised = openRows.filter({ hasText: '温区2' }).first();
  await expect(raised).toBeVisible();

  // The shipment's chart shows the compartment out of its band.
  await page.goto('/Shipment/ShipmentR');
  await page.getByPlaceholder('请输入').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  await row.getByText('详情', { exact: true }).click();
  const detail = page.getByRole('dialog').filter({ hasText: code });
  await detail.getByRole('tab', { name: '温度' }).click();
  const chilled = detail.getByRole('row').filter({ hasText: '温区2' }).first();
  await expect(chilled).toContainText('0 ~ 4');
  await expect(chilled).toContainText('9');
  await expect(detail.locator('.uplot canvas').first()).toBeVisible();

  // Dealt with on the alert page: reason and remark, then it shows as handled.
  await page.goto('/alert/temp');
  await page.getByText('展开', { exact: true }).click();
  await page.getByLabel('调度单号').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await openRows.filter({ hasText: '温区2' }).first().getByText('处理', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /处理告警/ });
  await dialog.getByLabel('告警原因').fill('冷机故障，已更换车辆');
  await dialog.getByLabel('处理说明').fill('货物转入备用车，温度已恢复');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(openRows).toHaveCount(before);
});
