import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { PlanningStatus } from '@tms/contract';
import { apiToken, signIn } from './support';

/**
 * Automatic planning from the dispatcher's seat: thirty waybills in the pool, "Plan automatically" with
 * the day's vehicles (counts edited), progress, the result as ordinary lines with every left-out waybill
 * and its reason; one stop moved by hand; the lines submitted through the usual submit. Screenshots go
 * to SHOTS.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/planning-shots';
const DISPATCHER = 'zhang.wei';
const SCREEN = '/Order/WaybillLine/LineAdjustManage';

type Waybill = {
  uuid: string;
  code: string;
  parentId: string | null;
  heldByName: string | null;
  shipmentId: string | null;
  shipToId: string;
  requiredDeliveryTime: string | null;
};
type Envelope<T> = { code: number; msg: string; data: T };
type ShipmentRow = { shipmentCode: string; stopList: { stationName: string; sequence: number }[] };

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<Envelope<T>> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as Envelope<T>;
}

/** Thirty free audited waybills from the middle of the list (other journeys take from its ends). */
async function pickWaybills(request: APIRequestContext, token: string): Promise<Waybill[]> {
  const list = await api<Waybill[]>(request, token, '/order/waybill/list?status=E&pageNum=1&pageSize=500');
  expect(list.code, list.msg).toBe(0);
  const free = list.data.filter((w) => !w.heldByName && !w.shipmentId && !w.parentId);
  expect(free.length).toBeGreaterThanOrEqual(60);
  const from = Math.floor((free.length - 30) / 2);
  return free.slice(from, from + 30);
}

let shot = 0;
async function snap(page: Page, name: string) {
  shot += 1;
  await page.screenshot({ path: `${SHOTS}/${String(shot).padStart(2, '0')}-${name}.png` });
}

const stopsOf = (line: Locator) => line.locator('.line-adjust-stop');

test('a dispatcher plans thirty waybills automatically, moves one stop by hand and submits', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiToken(request, DISPATCHER);
  const waybills = await pickWaybills(request, token);
  await signIn(page, DISPATCHER);
  await page.evaluate(
    (ids) => localStorage.setItem('lineAdjustIds', JSON.stringify(ids)),
    waybills.map((w) => w.uuid),
  );
  await page.goto(SCREEN);
  // The pool's grid renders only the rows in view: its count says all thirty are in.
  await expect(page.getByText(/共 30 条/)).toBeVisible({ timeout: 150_000 });

  // 1. The dialog: every waybill of the pool, the day's fleet per model; the counts are edited.
  await page.getByRole('button', { name: /自动排线/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '自动排线' });
  await expect(dialog.getByText('订单池全部运单（30）')).toBeVisible();
  const counts = dialog.getByTestId('planning-models').locator('input');
  await expect(counts.first()).toBeVisible();
  for (const input of await counts.all()) await input.fill('4');
  await dialog.getByLabel('计算时间（秒）').fill('4');
  await snap(page, 'dialog');

  // 2. Progress while it runs, then the result: lines added, the rest listed with reasons.
  const finished = page.waitForResponse(
    async (r) =>
      /\/api\/order\/waybill\/planning\/[0-9a-f-]{36}$/.test(r.url()) &&
      ((await r.json()) as Envelope<PlanningStatus>).data.status === 'DONE',
    { timeout: 90_000 },
  );
  await dialog.getByRole('button', { name: '开始排线' }).click();
  await expect(dialog.getByTestId('planning-progress')).toBeVisible();
  await snap(page, 'running');
  const plan = ((await (await finished).json()) as Envelope<PlanningStatus>).data;
  const lines = plan.lines ?? [];
  const unplanned = plan.unplanned ?? [];
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.flatMap((l) => l.waybillIdList).length + unplanned.length).toBe(30);
  await expect(dialog.getByTestId('planning-result')).toBeVisible();
  await expect(dialog.getByText(`已生成 ${lines.length} 条线路`)).toBeVisible();
  for (const u of unplanned)
    await expect(dialog.getByTestId('planning-unplanned').getByText(u.code)).toBeAttached();
  await snap(page, 'result');
  await dialog.getByRole('button', { name: /关\s*闭/ }).click();

  // 3. The plan's lines are ordinary lines of the screen; the planned waybills left the pool.
  for (const [i, planned] of lines.entries()) {
    const card = page.getByTestId(`line-${i + 1}`);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(`${planned.waybillIdList.length} 单 ·`);
    await expect(stopsOf(card)).toHaveCount(planned.stopList.length);
  }
  await expect(page.getByTestId(`line-${lines.length + 1}`)).toHaveCount(0);
  const planned = lines.flatMap((l) => l.waybillIdList).length;
  await expect(page.getByText(new RegExp(`共 ${30 - planned} 条`))).toBeVisible();
  await snap(page, 'lines');

  // 4. One stop moved by hand: a line's last delivery goes one place up. The one it overtakes is then
  // reached about as late as the last one was left, plus the drive back: a line is chosen where that still
  // keeps its waybills' required delivery time (else the submit rightly refuses the move).
  const minutes = (time: string) => Date.parse(time.replace(' ', 'T')) / 60_000;
  const at = lines
    .map((l, index) => ({ index, stop: l.stopList.length - 1, stops: l.stopList, ids: l.waybillIdList }))
    .find(({ stops, stop, ids }) => {
      const [a, b] = [stops[stop - 1], stops[stop]];
      if (!a || !b || a.type !== 'D' || b.type !== 'D' || stop < 2) return false;
      const reached = minutes(b.etd) + (minutes(b.eta) - minutes(a.etd)) + 15;
      return waybills
        .filter((w) => ids.includes(w.uuid) && w.shipToId === a.stationId)
        .every((w) => !w.requiredDeliveryTime || minutes(w.requiredDeliveryTime) >= reached);
    });
  if (!at) throw new Error('no planned line whose last two deliveries can swap within their required times');
  const line = page.getByTestId(`line-${at.index + 1}`);
  const moved = lines[at.index]?.stopList[at.stop]?.stationName as string;
  await line.scrollIntoViewIfNeeded();
  const handle = stopsOf(line).nth(at.stop).getByRole('button', { name: '拖动站点' });
  await handle.scrollIntoViewIfNeeded();
  await handle.focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(350);
  }
  await expect(stopsOf(line).nth(at.stop - 1)).toContainText(moved);
  await snap(page, 'stop-moved');

  // 5. The usual submit (the out-of-window question, when asked, is answered), then the completion dialog.
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '站点不在收货时间窗口内' });
  const done = page.locator('.ant-modal', { hasText: '排线完成' });
  await expect(ask.or(done)).toBeVisible({ timeout: 30_000 });
  if (await ask.isVisible()) await ask.getByRole('button', { name: '继续提交' }).click();
  await expect(done).toBeVisible({ timeout: 30_000 });
  await snap(page, 'completion');
  const title = await done.locator('.ant-modal-title').innerText();
  const codes = title.replace(/^.*：/, '').split(/,\s*/).filter(Boolean);
  expect(codes, title).toHaveLength(lines.length);
  // The waybills left out are still in the pool: the dialog offers to go on with them.
  await done.getByRole('button', { name: new RegExp(`继续排线（订单池剩 ${unplanned.length} 单）`) }).click();
  await expect(page.getByText(new RegExp(`共 ${unplanned.length} 条`))).toBeVisible();

  // The shipment of the edited line has the stop where the dispatcher put it.
  const shipment = await api<ShipmentRow[]>(
    request,
    token,
    `/shipment/shipment/selectPage?shipmentCode=${codes[at.index]}`,
  );
  expect(shipment.code, shipment.msg).toBe(0);
  const stops = [...(shipment.data[0]?.stopList ?? [])].sort((a, b) => a.sequence - b.sequence);
  expect(stops[at.stop - 1]?.stationName).toBe(moved);
});
