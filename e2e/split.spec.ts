import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, signIn } from './support';

/**
 * Splitting in the order pool: a dispatcher opens component split on a multi-line
 * waybill, keeps part of a line's quantity (the rest goes to the second list), confirms, sees the new
 * waybill in the pool, then withdraws the split and the waybill is whole again.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/split-shots';
const DISPATCHER = 'zhang.wei';
const POOL_PATH = '/Order/WaybillLine/LineAdjustManage';

type Envelope<T> = { code: number; msg: string; data: T };
type Line = { uuid: string; quantity: string };
type SplitWaybill = {
  uuid: string;
  code: string;
  parentId: string | null;
  heldByName: string | null;
  totalQuantity: string;
  totalWeight: string;
  waybillLineList: Line[];
  canSplitQuantity: { ok: boolean };
};

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  return (await response.json()) as Envelope<T>;
}

/** An audited, free, splittable waybill with at least two lines, the first of more than one piece. */
async function pickWaybill(request: APIRequestContext, token: string): Promise<SplitWaybill> {
  const list = await call<
    { uuid: string; heldByName: string | null; shipmentId: string | null; parentId: string | null }[]
  >(request, token, 'GET', '/order/waybill/list?status=E&pageNum=1&pageSize=300');
  expect(list.code, list.msg).toBe(0);
  const free = list.data.filter((w) => !w.heldByName && !w.shipmentId && !w.parentId).map((w) => w.uuid);
  for (let i = 0; i < free.length; i += 100) {
    const batch = free.slice(i, i + 100).join(',');
    const found = await call<SplitWaybill[]>(
      request,
      token,
      'GET',
      `/order/waybill/selectWaybillSplitList?uuidList=${batch}`,
    );
    const hit = found.data.find(
      (w) =>
        w.canSplitQuantity.ok && w.waybillLineList.length >= 2 && Number(w.waybillLineList[0]?.quantity) >= 2,
    );
    if (hit) return hit;
  }
  throw new Error('no free audited waybill with two lines to split');
}

const poolRow = (page: Page, code: string) =>
  page
    .getByTestId('order-pool')
    .locator('.vgrid-row')
    .filter({ has: page.getByText(code, { exact: true }) });

test('a dispatcher splits a waybill by quantity in the pool and withdraws the split', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, DISPATCHER);
  const waybill = await pickWaybill(request, token);
  const taken = await call(request, token, 'POST', '/order/waybill/handmade', { idList: [waybill.uuid] });
  expect(taken.code, taken.msg).toBe(0);

  await signIn(page, DISPATCHER);
  await page.evaluate((id) => localStorage.setItem('lineAdjustIds', JSON.stringify([id])), waybill.uuid);
  await page.goto(POOL_PATH);
  await expect(poolRow(page, waybill.code)).toBeVisible({ timeout: 60_000 });

  // The row action opens the dialog titled 操作 with its two card tabs.
  await poolRow(page, waybill.code).getByRole('button', { name: '组件拆单' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '操作' });
  await expect(dialog.getByRole('tab', { name: /SKU数量拆分/ })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /运输分类拆分/ })).toBeVisible();
  const tab = dialog.getByTestId('split-tab-quantity');
  const confirm = tab.getByRole('button', { name: /确认拆分/ });
  await expect(confirm).toBeDisabled();
  await tab.locator('.ant-table-row', { hasText: waybill.code }).locator('.ant-radio-input').check();
  await expect(confirm).toBeEnabled();

  // Keep one piece on the first line: the rest goes to the lines to split off.
  const first = waybill.waybillLineList[0] as Line;
  const splitNum = tab.getByRole('spinbutton', { name: '拆分数量' }).first();
  await splitNum.fill('1');
  await splitNum.press('Enter');
  const list2 = tab.getByTestId('split-list2');
  await expect(list2.locator('.ant-table-row')).toHaveCount(1);
  await expect(list2.locator('.ant-table-row')).toContainText((Number(first.quantity) - 1).toFixed(3));
  await page.screenshot({ path: `${SHOTS}/01-split-dialog.png` });

  await confirm.click();
  await expect(page.getByText(/拆单成功/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const childCode = `${waybill.code}-1`;
  await expect(poolRow(page, childCode)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/02-pool-after-split.png` });

  // Withdraw split on the new waybill: confirmed, it merges back and leaves the pool.
  await poolRow(page, childCode).getByRole('checkbox').check();
  await page.getByRole('button', { name: '撤销拆单' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|确\s*认/ })
    .click();
  await expect(page.getByText(/已撤销拆单/)).toBeVisible();
  await expect(page.locator('.ant-modal-confirm')).toBeHidden();
  await expect(poolRow(page, childCode)).toHaveCount(0);
  await expect(poolRow(page, waybill.code)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/03-pool-after-withdraw.png` });

  const after = await call<SplitWaybill[]>(
    request,
    token,
    'GET',
    `/order/waybill/selectWaybillSplitList?uuidList=${waybill.uuid}`,
  );
  expect(after.data[0]?.totalQuantity).toBe(waybill.totalQuantity);
  expect(after.data[0]?.totalWeight).toBe(waybill.totalWeight);
  await call(request, token, 'POST', '/order/waybill/handmadeCancel', { idList: [waybill.uuid] });
});
