import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, signIn } from './support';

/**
 * A driver records a receipt with a short delivery on a shipment they carry: the drawer refuses an
 * incomplete receipt (every line's quantity, a photo when the client takes photos back), "as shipped"
 * fills every line, the driver changes the short one; the difference raises a quantity exception that a
 * dispatcher of the center finds among the shipment exceptions and handles.
 */
const DRIVER = 'zhou.carrier';
const DISPATCHER = 'zhang.wei';

type Envelope<T> = { code: number; msg: string; data: T; rows?: T };
type EpodWaybill = {
  waybillCode: string;
  status: string | null;
  imageReturn: string;
  lines: { lineNo: number; shippedQuantity: string }[];
};
/** A PNG's signature: the file store checks an image's first bytes. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);
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
  // Two signed-in browsers and a drawer of several receipts: more than the default on a busy machine.
  test.setTimeout(180_000);
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
  const code = waybill.waybillCode;
  const received = drawer.getByTestId(`epod-received-${code}-${line.lineNo}`);
  // Nothing entered: refused in the drawer, the line named, before anything is sent.
  await drawer.getByTestId(`epod-save-${code}`).click();
  const missing = drawer.getByTestId(`epod-missing-${code}`);
  await expect(missing).toContainText(`第${line.lineNo}行`);
  if (waybill.imageReturn === 'Y') await expect(missing).toContainText('签收单照片');
  // One tap fills every line with what was shipped; the driver changes the short line.
  await drawer.getByTestId(`epod-as-shipped-${code}`).click();
  await expect(received).toHaveValue(String(Number(line.shippedQuantity)));
  // Every line has its quantity now: no line is named as missing (a photo may still be).
  await expect(drawer.getByText(`第${line.lineNo}行（`)).toHaveCount(0);
  const short = String(Number(line.shippedQuantity) - 1);
  await received.fill(short);
  if (waybill.imageReturn === 'Y') {
    await drawer
      .getByTestId(`epod-images-${code}`)
      .locator('input[type=file]')
      .setInputFiles({ name: 'signed-note.png', mimeType: 'image/png', buffer: PNG });
    await expect(drawer.getByTestId(`epod-images-${code}`).locator('img')).toHaveCount(1);
    // The photo starts the receipt without losing what was typed.
    await expect(received).toHaveValue(short);
  }
  await drawer.getByTestId(`epod-remark-${code}`).fill('one case missing');
  await drawer.getByTestId(`epod-save-${code}`).click();
  await expect(page.getByText(/实收与实发不符|Received differs/)).toBeVisible();
  await expect(drawer.getByTestId(`epod-status-${code}`)).toHaveText('已录入');
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
  await expect(mismatches).toHaveCount(1, { timeout: 60_000 });
  await dispatcher.screenshot({ path: 'test-results/epod-exception.png' });
  await mismatches.getByText('处理', { exact: true }).click();
  const dialog = dispatcher.locator('.ant-modal').filter({ visible: true });
  await dialog.locator('textarea').fill('short delivery confirmed with the store');
  await dialog.getByRole('button', { name: /确\s*定|OK|提\s*交/ }).click();
  await expect(dialog).toBeHidden();
  // Handled, it leaves the open exceptions.
  await expect(mismatches).toHaveCount(0);
});
