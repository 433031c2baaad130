import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { dragTo, poolRow } from './line-screen';
import { apiToken, openMenu, signIn, switchLanguage, tabCloseButton } from './support';

/**
 * Work on the line screen is never lost: the lines being built are kept on the server as the
 * dispatcher's draft. A reload brings them back (the browser asks first); a waybill someone else took
 * meanwhile stays out and the notice names it; closing the in-app tab asks first and keeps the draft;
 * Discard clears it; a submit that takes the restored lines closes the notice, and its completion names
 * each shipment once. Screenshots (zh-CN and en-US) go to SHOTS.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/line-draft-shots';
const DISPATCHER = 'zhang.wei';
const OTHER = 'li.na';
const SCREEN = '/Order/WaybillLine/LineAdjustManage';

type Waybill = {
  uuid: string;
  code: string;
  parentId: string | null;
  shipToId: string;
  heldByName: string | null;
  shipmentId: string | null;
};
type Envelope<T> = { code: number; msg: string; data: T };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
async function call<T>(request: APIRequestContext, token: string, path: string, body?: unknown) {
  const response = body
    ? await request.post(`/api${path}`, { headers: auth(token), data: body })
    : await request.get(`/api${path}`, { headers: auth(token) });
  return (await response.json()) as Envelope<T>;
}

/** Three free audited waybills to one store (one line may take any of them). */
async function pickWaybills(request: APIRequestContext, token: string): Promise<Waybill[]> {
  const list = await call<Waybill[]>(request, token, '/order/waybill/list?status=E&pageNum=1&pageSize=500');
  expect(list.code, list.msg).toBe(0);
  const free = list.data.filter((w) => !w.heldByName && !w.shipmentId && !w.parentId);
  const byStore = new Map<string, Waybill[]>();
  for (const w of free) byStore.set(w.shipToId, [...(byStore.get(w.shipToId) ?? []), w]);
  // From the end of the list: the dispatch journeys take theirs from its start.
  const group = [...byStore.values()].reverse().find((g) => g.length >= 3);
  if (!group) throw new Error('no store with three free audited waybills');
  return group.slice(0, 3);
}

const draftSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/order/lineAdjust/draft/save') && r.ok());

// A draft left by a failed step would reappear in every later journey of this dispatcher.
test.afterEach(async ({ request }) => {
  await call(request, await apiToken(request, DISPATCHER), '/order/lineAdjust/draft/discard', {});
});

test('lines come back after a reload, a taken waybill is named, closing the tab asks, discard clears', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, DISPATCHER);
  const other = await apiToken(request, OTHER);
  await call(request, token, '/order/lineAdjust/draft/discard', {});
  const [a, b, c] = (await pickWaybills(request, token)) as [Waybill, Waybill, Waybill];

  // The waybill list hands its ids to the screen through browser storage.
  await signIn(page, DISPATCHER);
  await page.evaluate(
    (ids) => localStorage.setItem('lineAdjustIds', JSON.stringify(ids)),
    [a.uuid, b.uuid, c.uuid],
  );
  await page.goto(SCREEN);
  for (const w of [a, b, c]) await expect(poolRow(page, w.code)).toBeVisible({ timeout: 150_000 });

  // 1. A line with two waybills: saved as a draft a moment later.
  await page.getByRole('button', { name: /添加线路/ }).click();
  const line = page.getByTestId('line-1');
  await poolRow(page, a.code).getByRole('checkbox').check();
  await poolRow(page, b.code).getByRole('checkbox').check();
  const saved = draftSaved(page);
  await dragTo(
    page,
    poolRow(page, a.code).getByRole('button', { name: '拖动运单' }),
    line.locator('.line-adjust-line-body'),
  );
  await expect(line.getByText('2 单 ·')).toBeVisible();
  await saved;

  // 2. Meanwhile another dispatcher takes one of them (released first, as a page closed elsewhere would).
  expect((await call(request, token, '/order/waybill/handmadeCancel', { idList: [b.uuid] })).code).toBe(0);
  expect((await call(request, other, '/order/waybill/handmade', { idList: [b.uuid] })).code).toBe(0);

  // 3. Reload: the browser asks first; the line comes back without the taken waybill, and says so.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toContain('beforeunload');
  const notice = page.getByTestId('line-draft-notice');
  await expect(notice).toContainText(/已恢复 \d{2}:\d{2} 保存的排线草稿/, { timeout: 150_000 });
  await expect(notice).toContainText(b.code);
  await expect(page.getByTestId('line-1').getByText('1 单 ·')).toBeVisible();
  await expect(poolRow(page, a.code)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/zh-CN-restored.png` });

  // 4. Closing the screen's tab asks; cancelling keeps the screen.
  const closeTab = tabCloseButton(page, /手工排线/);
  await closeTab.click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('还有未提交的线路');
  await page.screenshot({ path: `${SHOTS}/zh-CN-close-tab.png` });
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByTestId('line-1')).toBeVisible();

  // 5. Closing anyway keeps the draft: opening the screen again brings the line back.
  await closeTab.click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '仍然关闭' }).click();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: /手工排线/ })).toHaveCount(0);
  await openMenu(page, /订单管理/, /手工排线/);
  await expect(page.getByTestId('line-draft-notice')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('line-1').getByText('1 单 ·')).toBeVisible();

  // 6. Discard: the line is cleared, its waybill back in the pool, nothing kept on the server.
  await page.getByRole('button', { name: '丢弃草稿' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByTestId('line-1')).toHaveCount(0);
  await expect(poolRow(page, a.code)).toBeVisible();
  await expect(page.getByTestId('line-draft-notice')).toHaveCount(0);
  const kept = await call<unknown>(request, token, '/order/lineAdjust/draft');
  expect(kept.data).toBeNull();

  await call(request, other, '/order/waybill/handmadeCancel', { idList: [b.uuid] });
  await call(request, token, '/order/waybill/handmadeCancel', { idList: [a.uuid, c.uuid] });
});

test('en-US: the restored notice', async ({ page, request }) => {
  test.setTimeout(400_000);
  const token = await apiToken(request, DISPATCHER);
  const [a, b] = (await pickWaybills(request, token)) as [Waybill, Waybill];
  await call(request, token, '/order/waybill/handmade', { idList: [a.uuid, b.uuid] });
  const body = {
    lines: [{ key: 'new-1', vehicleMainModelId: null, stops: [], waybillIds: [a.uuid, b.uuid] }],
  };
  expect((await call(request, token, '/order/lineAdjust/draft/save', body)).code).toBe(0);

  await signIn(page, DISPATCHER);
  await switchLanguage(page, 'en-US');
  await page.evaluate((ids) => localStorage.setItem('lineAdjustIds', JSON.stringify(ids)), [a.uuid, b.uuid]);
  await page.goto(SCREEN);
  await expect(page.getByTestId('line-draft-notice')).toContainText(/Draft restored from \d{2}:\d{2}/, {
    timeout: 150_000,
  });
  await expect(page.getByTestId('line-1').getByText('2 waybills ·')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-US-restored.png` });
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('line-1')).toHaveCount(0);
  await call(request, token, '/order/waybill/handmadeCancel', { idList: [a.uuid, b.uuid] });
});

type Model = { uuid: string; temperatureLayers: string[] };

test('a submit that takes the restored lines closes the notice; the completion names each shipment once', async ({
  page,
  request,
}) => {
  test.setTimeout(400_000);
  const token = await apiToken(request, DISPATCHER);
  const [a, b] = (await pickWaybills(request, token)) as [Waybill, Waybill];
  expect((await call(request, token, '/order/waybill/handmade', { idList: [a.uuid, b.uuid] })).code).toBe(0);
  // The model with the most temperature layers carries the goods of any demo waybill.
  const models = await call<Model[]>(request, token, '/system/transmeansModel/searchSelect');
  const model = [...models.data].sort((x, y) => y.temperatureLayers.length - x.temperatureLayers.length)[0];
  const body = {
    lines: [
      { key: 'new-1', vehicleMainModelId: model?.uuid ?? null, stops: [], waybillIds: [a.uuid, b.uuid] },
    ],
  };
  expect((await call(request, token, '/order/lineAdjust/draft/save', body)).code).toBe(0);

  await signIn(page, DISPATCHER);
  await page.evaluate((ids) => localStorage.setItem('lineAdjustIds', JSON.stringify(ids)), [a.uuid, b.uuid]);
  await page.goto(SCREEN);
  const notice = page.getByTestId('line-draft-notice');
  await expect(notice).toContainText(/已恢复 \d{2}:\d{2} 保存的排线草稿/, { timeout: 150_000 });
  await expect(page.getByTestId('line-1').getByText('2 单 ·')).toBeVisible();

  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '站点不在收货时间窗口内' });
  const done = page.locator('.ant-modal', { hasText: '排线完成' });
  await expect(ask.or(done)).toBeVisible({ timeout: 30_000 });
  if (await ask.isVisible()) await ask.getByRole('button', { name: '继续提交' }).click();
  await expect(done).toContainText('排线完成，已生成 1 张调度单', { timeout: 30_000 });
  const links = done.getByTestId('completion-links').locator('a');
  await expect(links).toHaveCount(1);
  const code = (await links.innerText()).trim();
  // The dialog names the shipment once: not again in its title or a message.
  expect((await done.innerText()).split(code)).toHaveLength(2);
  await page.screenshot({ path: `${SHOTS}/zh-CN-submitted.png` });
  await done.getByRole('button', { name: /确\s*定|确\s*认/ }).click();
  await expect(page.getByTestId('line-1')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/zh-CN-after-submit.png` });
  expect((await call<unknown>(request, token, '/order/lineAdjust/draft')).data).toBeNull();
});
