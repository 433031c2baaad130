import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { dragTo, poolRow } from './line-screen';
import { apiToken, pickOption, signIn, switchLanguage } from './support';

/**
 * The line screen plans times for the dispatcher: a line made from waybills gets its times at once
 * (the waybills' departure, the drives between the stations, the service times), an edited stop moves
 * the later ones while a pinned stop stays, a whole line shifts by 30 minutes; the model picker shows
 * each model's layers, load and volume; a broken line's submit marks every offending stop at once; the
 * completion dialog opens the created shipment. Screenshots go to SHOTS (zh-CN and en-US).
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/line-times-shots';
const DISPATCHER = 'zhang.wei';
const THREE_LAYERS = '13米三温区冷藏半挂车';
const LINE_SCREEN = '/Order/WaybillLine/LineAdjustManage';

type Waybill = {
  uuid: string;
  code: string;
  parentId: string | null;
  shipFromId: string;
  shipToId: string;
  etd: string | null;
  heldByName: string | null;
  shipmentId: string | null;
};
type Envelope<T> = { code: number; msg: string; data: T };

async function freeWaybills(request: APIRequestContext, token: string): Promise<Waybill[]> {
  const response = await request.get('/api/order/waybill/list?status=E&pageNum=1&pageSize=500', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await response.json()) as Envelope<Waybill[]>;
  expect(list.code, list.msg).toBe(0);
  return list.data.filter((w) => !w.heldByName && !w.shipmentId && !w.parentId && w.etd);
}

/** Three free waybills from one pick-up station to three different stores: a line of four stops. */
function threeStores(free: Waybill[]): Waybill[] {
  const byPickUp = new Map<string, Waybill[]>();
  for (const w of free) byPickUp.set(w.shipFromId, [...(byPickUp.get(w.shipFromId) ?? []), w]);
  for (const group of byPickUp.values()) {
    const one = new Map<string, Waybill>();
    for (const w of group) if (!one.has(w.shipToId)) one.set(w.shipToId, w);
    if (one.size >= 3) return [...one.values()].slice(0, 3);
  }
  throw new Error('no pick-up station with free waybills to three stores');
}

/** 'YYYY-MM-DD HH:mm' plus minutes (wall-clock arithmetic, as the screen does it). */
const plus = (value: string, minutes: number) =>
  new Date(Date.parse(`${value.replace(' ', 'T')}:00Z`) + minutes * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

async function snap(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens the line screen with these waybills in the pool (what the waybill list hands over). */
async function openWith(page: Page, waybills: Waybill[]) {
  await page.evaluate(
    (ids) => localStorage.setItem('lineAdjustIds', JSON.stringify(ids)),
    [...waybills.map((w) => w.uuid)],
  );
  await page.goto(LINE_SCREEN);
  for (const w of waybills) await expect(poolRow(page, w.code)).toBeVisible({ timeout: 120_000 });
}

/** Adds a line and drags the waybills into it (ticked together, dragged by the first). */
async function makeLine(page: Page, waybills: Waybill[], addLine: RegExp, dragLabel: string) {
  await page.getByRole('button', { name: addLine }).click();
  const line = page.getByTestId('line-1');
  for (const w of waybills) await poolRow(page, w.code).getByRole('checkbox').check();
  await dragTo(
    page,
    poolRow(page, (waybills[0] as Waybill).code).getByRole('button', { name: dragLabel }),
    line.locator('.line-adjust-line-body'),
  );
  for (const w of waybills) await expect(poolRow(page, w.code)).toHaveCount(0);
  return line;
}

/** Types a time into a stop's picker (the picker takes 'YYYY-MM-DD HH:mm'). */
async function setTime(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

test.describe.configure({ mode: 'serial' });

test('the line screen fills, follows and shifts the times; a broken line shows every problem', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const token = await apiToken(request, DISPATCHER);
  // A line draft the dispatcher left would come back into the screen: start from none.
  await request.post('/api/order/lineAdjust/draft/discard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const picked = threeStores(await freeWaybills(request, token));
  const start = picked
    .map((w) => (w.etd as string).slice(0, 16))
    .sort()
    .at(0) as string;

  await signIn(page, DISPATCHER);
  await openWith(page, picked);
  const line = await makeLine(page, picked, /添加线路/, '拖动运单');
  const stops = line.locator('[data-pinned]');
  await expect(stops).toHaveCount(4);
  const eta = (i: number) => stops.nth(i).getByPlaceholder('到达时间', { exact: true });
  const etd = (i: number) => stops.nth(i).getByPlaceholder('离开时间', { exact: true });

  // 1. Filled at once: the first stop leaves at the waybills' ETD, every stop has its times in order.
  await expect(etd(0)).toHaveValue(start);
  for (let i = 0; i < 4; i++) {
    await expect(eta(i)).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(etd(i)).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
  for (let i = 1; i < 4; i++)
    expect((await eta(i).inputValue()) > (await etd(i - 1).inputValue())).toBe(true);
  // Inputs carry visible labels.
  await expect(stops.nth(0).getByText('到达时间', { exact: true })).toBeVisible();
  await snap(page, 'zh-01-times-filled');

  // 2. The last stop pinned; the second stop's arrival an hour later: the third follows, the last stays.
  await stops.nth(3).getByRole('button', { name: '固定时间' }).click();
  await expect(stops.nth(3)).toHaveAttribute('data-pinned', 'Y');
  const [thirdEta, lastEta, lastEtd] = [
    await eta(2).inputValue(),
    await eta(3).inputValue(),
    await etd(3).inputValue(),
  ];
  const later = plus(await eta(1).inputValue(), 60);
  await setTime(eta(1), later);
  await expect(etd(1)).toHaveValue(plus(later, 15));
  await expect(page.getByText('1 个后续站点的时间已随之调整')).toBeVisible();
  await expect(eta(2)).not.toHaveValue(thirdEta);
  expect((await eta(2).inputValue()) > plus(later, 15)).toBe(true);
  await expect(eta(3)).toHaveValue(lastEta);
  await expect(etd(3)).toHaveValue(lastEtd);
  await expect(stops.nth(1)).toHaveAttribute('data-pinned', 'Y');
  await snap(page, 'zh-02-edit-follows-pinned-stays');

  // 3. The whole line 30 minutes later.
  const before = await Promise.all([0, 1, 2, 3].map((i) => eta(i).inputValue()));
  await line.getByRole('spinbutton', { name: '平移分钟数' }).fill('30');
  await line.getByRole('button', { name: '整线推后' }).click();
  for (const [i, value] of before.entries()) await expect(eta(i)).toHaveValue(plus(value, 30));
  await expect(page.getByText('4 个站点的时间已平移 30 分钟')).toBeVisible();
  await snap(page, 'zh-03-shifted');

  // 4. The model picker: layers by their labels, rated load and volume.
  await line.getByRole('combobox', { name: '线路车型' }).click();
  await page.keyboard.type(THREE_LAYERS);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: THREE_LAYERS, visible: true })
    .first();
  await expect(option).toContainText('冷冻 (-18℃)');
  await expect(option).toContainText('冷藏 (0~4℃)');
  await expect(option).toContainText(/额定载重 \d+ kg · 额定容积 [\d.]+ m³/);
  await expect(option).not.toContainText('FROZEN');
  await snap(page, 'zh-04-model-picker');
  await page.keyboard.press('Escape');

  // 5. A broken line: two stops leave after the next arrives, and no model. Every problem at once.
  await stops.nth(2).getByRole('button', { name: '固定时间' }).click();
  await setTime(etd(1), plus(await eta(2).inputValue(), 10));
  await setTime(etd(2), plus(await eta(3).inputValue(), 10));
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const problems = page.getByTestId('submit-problems');
  await expect(problems).toBeVisible();
  await expect(problems.locator('li')).toHaveCount(3);
  await expect(problems).toContainText('请选择车型');
  for (const [i, marked] of ['N', 'Y', 'Y', 'N'].entries()) {
    await expect(stops.nth(i).locator('.line-adjust-stop')).toHaveAttribute('data-problem', marked);
  }
  await snap(page, 'zh-05-submit-problems');

  // 6. Fixed (the two stops handed back to the plan, a model chosen): submitted, the shipment opened.
  for (const i of [1, 2]) await stops.nth(i).getByRole('button', { name: '固定时间' }).click();
  for (const i of [1, 2])
    await expect(stops.nth(i).locator('.line-adjust-stop')).toHaveAttribute('data-problem', 'N');
  await line.getByRole('combobox', { name: '线路车型' }).click();
  await page.keyboard.type(THREE_LAYERS);
  await pickOption(page, THREE_LAYERS);
  await expect(line.getByTestId('load-factor')).toContainText('装载率');
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '站点不在收货时间窗口内' });
  const done = page.locator('.ant-modal', { hasText: '排线完成' });
  await expect(ask.or(done)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: '继续提交' }).click();
  await expect(done).toBeVisible();
  const link = done.getByTestId('completion-links').locator('a');
  await expect(link).toHaveCount(1);
  const code = (await link.innerText()).trim();
  await snap(page, 'zh-06-completion');
  await done.getByRole('button', { name: '查看调度单' }).click();
  await expect(page).toHaveURL(/\/Shipment\/ShipmentR\?uuids=/);
  const rows = page.locator('.ant-pro-table .ant-table-row');
  await expect(rows.first()).toContainText(code, { timeout: 30_000 });
  await expect(rows).toHaveCount(1);
  await snap(page, 'zh-07-shipment-list');
});

test('en-US: filled times, the model picker and the submit problems', async ({ page, request }) => {
  test.setTimeout(360_000);
  const token = await apiToken(request, DISPATCHER);
  const picked = threeStores(await freeWaybills(request, token));
  await signIn(page, DISPATCHER);
  await switchLanguage(page, 'en-US');
  await openWith(page, picked);
  const line = await makeLine(page, picked, /Add line/, 'Drag the waybill');
  await expect(
    line.locator('[data-pinned]').first().getByPlaceholder('ETD', { exact: true }),
  ).not.toHaveValue('');
  await snap(page, 'en-01-times-filled');
  await line.getByRole('combobox', { name: 'Line vehicle model' }).click();
  await page.keyboard.type(THREE_LAYERS);
  await expect(
    page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText('Frozen (-18 °C)')
      .first(),
  ).toBeVisible();
  await snap(page, 'en-02-model-picker');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Submit$/ }).click();
  await expect(page.getByTestId('submit-problems')).toBeVisible();
  await snap(page, 'en-03-submit-problems');
  // Leave nothing held for other journeys.
  await page.getByRole('button', { name: /^Cancel$/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /OK|Confirm/ })
    .click();
});
