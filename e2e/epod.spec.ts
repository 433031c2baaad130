import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, signIn } from './support';

/**
 * A driver records a receipt with a short delivery on a shipment they carry; the difference raises a
 * quantity exception that a dispatcher of the center finds among the shipment exceptions and handles.
 */
const DRIVER = 'zhou.carrier';
const DISPATCHER = 'zhang.wei';

type Envelope<T> = { code: number; msg: string; data: T; rows?: T };
type EpodWaybill = {
  waybillCode: string;
  status: string | null;
  lines: { lineNo: number; shippedQuantity: string }[];
};
type EpodShipment = { stops: { waybills: EpodWaybill[] }[] };

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<Envelope<T>> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as Envelope<T>;
}

/** A shipment in transit the driver carries, with a waybill whose receipt is not yet recorded. */
async function receiptToRecord(request: APIRequestContext) {
  const token = await apiToken(request, DRIVER);
  const page = await get<{ uuid: string; shipmentCode: string }[]>(
    request,
    token,
    '/shipment/shipment/selectPage?status=T&pageNum=1&pageSize=50',
  );
  expect(page.code, page.msg).toBe(0);
  const shipments = (page.rows ?? page.data) as { uuid: string; shipmentCode: string }[];
  for (const shipment of shipments) {
    const epod = await get<EpodShipment>(request, token, `/shipment/epod/list?shipmentId=${shipment.uuid}`);
    const waybill = epod.data?.stops
      .flatMap((stop) => stop.waybills)
      .find((w) => w.status === null && w.lines.some((l) => Number(l.shippedQuantity) >= 2));
    if (waybill) return { shipmentCode: shipment.shipmentCode, waybill };
  }
  throw new Error('no shipment in transit with a receipt to record');
}

test('a driver’s receipt with a short delivery raises an exception that a dispatcher handles', async ({
  page,
  browser,
  request,
}) => {
  const { shipmentCode, waybill } = await receiptToRecord(request);
  const line = waybill.lines.find((l) => Number(l.shippedQuantity) >= 2);
  if (!line) throw new Error('no line to shorten');

  await signIn(page, DRIVER);
  await page.goto('/Shipment/ShipmentR');
  await page.getByPlaceholder('请输入').filter({ visible: true }).first().fill(shipmentCode);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.getByTestId(`epod-open-${shipmentCode}`).click();
  const drawer = page.getByTestId('epod-drawer');
  await expect(drawer).toBeVisible();
  const short = String(Number(line.shippedQuantity) - 1);
  await drawer.getByTestId(`epod-received-${waybill.waybillCode}-${line.lineNo}`).fill(short);
  await drawer.getByTestId(`epod-remark-${waybill.waybillCode}`).fill('one case missing');
  await drawer.getByTestId(`epod-save-${waybill.waybillCode}`).click();
  await expect(page.getByText(/实收与实发不符|Received differs/)).toBeVisible();
  await page.screenshot({ path: 'test-results/epod-drawer.png' });

  const dispatcher = await (await browser.newContext()).newPage();
  await signIn(dispatcher, DISPATCHER);
  // Where the header's exception badge leads: the open shipment exceptions.
  await dispatcher.goto('/expageList?status=U');
  const mismatches = dispatcher
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ visible: true })
    .filter({ hasText: shipmentCode })
    .filter({ hasText: '签收数量不符' });
  await expect(mismatches).toHaveCount(1);
  await dispatcher.screenshot({ path: 'test-results/epod-exception.png' });
  await mismatches.getByText('处理', { exact: true }).click();
  const dialog = dispatcher.locator('.ant-modal').filter({ visible: true });
  await dialog.locator('textarea').fill('short delivery confirmed with the store');
  await dialog.getByRole('button', { name: /确\s*定|OK|提\s*交/ }).click();
  await expect(dialog).toBeHidden();
  // Handled, it leaves the open exceptions.
  await expect(mismatches).toHaveCount(0);
});
