import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { PlanningStatus } from '@tms/contract';
import { apiToken, signIn } from './support';

/**
 * Automatic planning from the dispatcher's seat: thirty waybills in the pool, "Plan automatically" with
 * the day's vehicles (counts edited), progress, the result as ordinary lines with every left-out waybill
 * and its reason, no stop late for its waybills; one stop moved by hand; one stop made late by hand,
 * marked at once in the submit's words and refused until the dispatcher allows late arrival and confirms
 * it; the lines submitted through the usual submit, each shipment named once. Screenshots go to SHOTS.
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
type ShipmentRow = {
  shipmentCode: string;
  stopList: { stationName: string; sequence: number; eta: string | null }[];
};

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
    await expect(dialog.getByTestId('planning-unplanned').getByText(u.code, { exact: true })).toBeAttached();
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
  // Late arrival not allowed: as the screen times the plan's lines, no stop is late for its waybills.
  await expect(page.locator('[data-late="Y"]')).toHaveCount(0);
  await snap(page, 'lines');

  // 4. One stop moved by hand: a line's last delivery goes one place up. The move is the dispatcher's:
  // lateness never refuses it (the screen marks a late stop and the submit decides); a line is chosen
  // where the swap keeps every waybill in time, so this step is about the move alone.
  // Wall-clock minutes (read as UTC, so no time zone shifts them).
  const minutes = (time: string) => Date.parse(`${time.replace(' ', 'T').slice(0, 16)}:00Z`) / 60_000;
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

  // 5. A stop made late by hand: the last stop of another line reached an hour after the latest required
  // delivery time of its waybills. The card says so at once, in the words the submit will use.
  const lateIndex = lines.length > 1 ? (at.index === 0 ? 1 : 0) : at.index;
  const lateLine = lines[lateIndex] as (typeof lines)[number];
  const lastStop = lateLine.stopList[lateIndex === at.index ? at.stop - 1 : lateLine.stopList.length - 1];
  const due = waybills.filter(
    (w) =>
      lateLine.waybillIdList.includes(w.uuid) && w.shipToId === lastStop?.stationId && w.requiredDeliveryTime,
  );
  expect(due.length).toBeGreaterThan(0);
  const latest = due
    .map((w) => w.requiredDeliveryTime as string)
    .sort()
    .at(-1) as string;
  const arrival = new Date((minutes(latest) + 60) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  const lateCard = stopsOf(page.getByTestId(`line-${lateIndex + 1}`)).last();
  await lateCard.scrollIntoViewIfNeeded();
  const eta = lateCard.getByPlaceholder('到达时间', { exact: true });
  await eta.click();
  await eta.fill(arrival);
  await eta.press('Enter');
  const words = (w: Waybill) =>
    `站点${lastStop?.stationName}于${arrival}到达，晚于运单${w.code}的要求送达时间${String(w.requiredDeliveryTime).slice(0, 16)}`;
  await expect(lateCard).toContainText('迟到');
  for (const w of due) await expect(lateCard).toContainText(words(w));
  await snap(page, 'late-marked');

  // 6. Late arrival not allowed: the submit refuses with the same words, and says how to allow it.
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const problems = page.getByTestId('submit-problems');
  await expect(problems).toContainText(words(due[0] as Waybill));
  await expect(problems).toContainText('允许迟到');
  await snap(page, 'late-refused');

  // 7. Allowed for this submit: the out-of-window question (when asked), then the late stops listed in
  // the same words; confirmed, the completion dialog names each shipment once.
  await page.getByTestId('allow-late').check();
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  const ask = page.locator('.ant-modal-confirm', { hasText: '站点不在收货时间窗口内' });
  const askLate = page.locator('.ant-modal-confirm', { hasText: '站点晚于要求送达时间到达' });
  await expect(ask.or(askLate)).toBeVisible({ timeout: 30_000 });
  if (await ask.isVisible()) await ask.getByRole('button', { name: '继续提交' }).click();
  await expect(askLate.getByTestId('late-stops')).toContainText(words(due[0] as Waybill));
  await snap(page, 'late-question');
  await askLate.getByRole('button', { name: '允许迟到并提交' }).click();
  const done = page.locator('.ant-modal', { hasText: '排线完成' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await snap(page, 'completion');
  await expect(done.locator('.ant-modal-title')).toHaveText(`排线完成，已生成 ${lines.length} 张调度单`);
  const codes = (await done.getByTestId('completion-links').locator('a').allInnerTexts()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(lines.length);
  const text = await done.innerText();
  for (const code of codes) expect(text.split(code), code).toHaveLength(2);
  // The waybills left out are still in the pool: the dialog offers to go on with them.
  await done.getByRole('button', { name: new RegExp(`继续排线（订单池剩 ${unplanned.length} 单）`) }).click();
  await expect(page.getByText(new RegExp(`共 ${unplanned.length} 条`))).toBeVisible();
  // The choice lasted one submit.
  await expect(page.getByTestId('allow-late')).not.toBeChecked();

  // The shipment of the edited line has the stop where the dispatcher put it; the late one its late time.
  const shipmentOf = async (code: string) => {
    const found = await api<ShipmentRow[]>(
      request,
      token,
      `/shipment/shipment/selectPage?shipmentCode=${code}`,
    );
    expect(found.code, found.msg).toBe(0);
    return [...(found.data[0]?.stopList ?? [])].sort((a, b) => a.sequence - b.sequence);
  };
  expect((await shipmentOf(codes[at.index] as string))[at.stop - 1]?.stationName).toBe(moved);
  const lateStops = await shipmentOf(codes[lateIndex] as string);
  const lateStop = lateStops.find((s) => s.stationName === lastStop?.stationName);
  expect(lateStop?.eta?.slice(0, 16)).toBe(arrival);
});
