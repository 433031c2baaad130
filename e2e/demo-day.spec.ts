import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { PlanningStatus } from '@tms/contract';
import { buttonName, type Lang, literally, say } from './i18n';
import { apiToken, confirmDialog, pickOption, signIn } from './support';

/**
 * The demo day with the seeded users only, in each interface language (README, "Who does what"): the
 * dispatcher plans a handful of the pool's waybills automatically and submits the lines, then makes one
 * shipment effective; the scheduler schedules it on a vehicle the picker offers as able to go and
 * applies; the dispatcher approves (a second person); the carrier's staff ship it and record a complete
 * proof of delivery for every waybill. Its device then reports it off its planned route: the alert
 * that one reading raises is counted the same by the bell, the alert page, the data screen and the live
 * board. Screenshots go to SHOTS.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'test-results/demo-day-shots';
const DISPATCHER = 'zhang.wei';
const SCHEDULER = 'wang.fang';
const CARRIER = 'zhou.carrier';
/** The carrier zhou.carrier works for: the scheduler gives the shipment to it, so its staff can ship. */
const CARRIER_ID = 'cr01';
const WAYBILLS = 8;

type Envelope<T> = { code: number; msg: string; data: T };
type Waybill = {
  uuid: string;
  parentId: string | null;
  heldByName: string | null;
  shipmentId: string | null;
};
type VehicleOption = { uuid: string; code: string; canGo: boolean };
type ShipmentRow = { uuid: string; shipmentCode: string; status: string };
type EpodWaybill = { waybillCode: string; imageReturn: string };
/** A PNG's signature: the file store checks an image's first bytes. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A signed-in person in their own browser, in the journey's language. */
async function personIn(browser: Browser, baseURL: string, lang: Lang, userName: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, userName);
  return page;
}

/** The shipment list narrowed to one code; answers its row. */
async function shipmentRow(page: Page, code: string): Promise<Locator> {
  await page.goto('/Shipment/ShipmentR');
  // Pages of other open tabs stay mounted, hidden: the visible search field is this page's.
  await page
    .getByPlaceholder(/请输入|Please enter/)
    .filter({ visible: true })
    .first()
    .fill(code);
  await page.getByRole('button', { name: /查\s*询|Query|Search/ }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

/** Ticks the row, clicks a toolbar step, confirms it, and waits for the status it leads to. */
async function step(page: Page, row: Locator, action: string, status: string) {
  const box = row.locator('.ant-checkbox-input');
  if (!(await box.isChecked())) await box.check();
  const button = page.locator(`button[data-action="${action}"]`);
  await expect(button).toBeEnabled();
  await button.click();
  await confirmDialog(page);
  await expect(row).toContainText(status);
}

/** The first number after the label in a text ("未处理告警 7", "Open alerts 7"). */
const countIn = (text: string) => Number(/(\d+)\s*$/.exec(text.trim())?.[1] ?? Number.NaN);

/** What the four places that count open alerts show to one user, read off their screens. */
async function openAlertCounts(page: Page, lang: Lang, code: string) {
  // The alert page: its undealt list (the default filter) and its total; and the shipment's own rows.
  await page.goto('/monitor/alert');
  const list = page.locator('.ant-table-tbody');
  await expect(list).toBeVisible();
  const totalText = page.locator('.ant-pagination-total-text').filter({ visible: true });
  await expect(totalText.or(page.locator('.ant-empty').filter({ visible: true })).first()).toBeVisible();
  const alertPage = (await totalText.count())
    ? Number(/(\d+)\s*(条|items?)/.exec(await totalText.first().innerText())?.[1])
    : 0;
  // The same list narrowed to the shipment.
  await page.getByText(/^(展开|Expand)$/).click();
  await page.getByLabel(say(lang, 'alertList.shipmentCode')).first().fill(code);
  await page.getByRole('button', { name: /查\s*询|Query|Search/ }).click();
  const rows = list.locator('tr.ant-table-row').filter({ visible: true });
  await expect(rows.filter({ hasNotText: code })).toHaveCount(0);
  const shipmentAlerts = await rows.count();

  // The header's bell: its open-alert line.
  await page.getByTestId('message-bell').click();
  const bellLine = page.getByTestId('bell-alert');
  await expect(bellLine).toBeVisible();
  await expect(bellLine).toContainText(say(lang, 'messageBadge.alert'));
  const bell = countIn(await bellLine.innerText());
  await page.keyboard.press('Escape');

  // The control room's data screen: its open-alert tile.
  await page.goto('/system/dataScreen');
  const tile = page.getByTestId('kpi-openAlerts');
  await expect(tile).not.toContainText('-');
  const dataScreen = countIn(await tile.innerText());

  // The live board: the shipment's row.
  await page.goto('/monitor/live');
  const liveRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code });
  await expect(liveRow).toHaveCount(1);
  const rowText = await liveRow.getByTestId('live-row-alerts').innerText();
  const liveRowCount = /×\s*(\d+)/.test(rowText) ? Number(/×\s*(\d+)/.exec(rowText)?.[1]) : 0;
  return { alertPage, bell, dataScreen, shipmentAlerts, liveRowCount };
}

type Point = { lat: number; lon: number };

/** The shipment's planned route: its stops' stations in order, back to the first (a return). */
async function plannedRoute(request: APIRequestContext, token: string, code: string): Promise<Point[]> {
  const [row] = await api<{ stopList: { sequence: number; stationId: string }[] }[]>(
    request,
    token,
    'GET',
    `/shipment/shipment/selectPage?shipmentCode=${code}`,
  );
  const stops = [...(row?.stopList ?? [])].sort((a, b) => a.sequence - b.sequence);
  expect(stops.length).toBeGreaterThanOrEqual(2);
  const points = await Promise.all(
    stops.map(async (stop) => {
      const station = await api<{ latitude: string; longitude: string }>(
        request,
        token,
        'GET',
        `/system/station/get/${stop.stationId}`,
      );
      return { lat: Number(station.latitude), lon: Number(station.longitude) };
    }),
  );
  return [...points, points[0] as Point];
}

/** Metres from a point to the nearest straight leg of a route (a flat projection around the point). */
function metresFromRoute(point: Point, route: Point[]): number {
  const m = (p: Point) => ({
    x: (((p.lon - point.lon) * Math.PI) / 180) * Math.cos((point.lat * Math.PI) / 180) * 6_371_000,
    y: (((p.lat - point.lat) * Math.PI) / 180) * 6_371_000,
  });
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < route.length; i++) {
    const a = m(route[i - 1] as Point);
    const b = m(route[i] as Point);
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const along =
      dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(a.x + along * dx, a.y + along * dy));
  }
  return best;
}

/**
 * A place a few kilometres off the planned route, beside its first leg: over the demo rule's 1 km and
 * under its 5 km, so one reading there raises one route-deviation alert and nothing else.
 */
function offRoute(route: Point[]): Point {
  const [from, to] = route as [Point, Point];
  for (const share of [0.3, 0.5, 0.7, 0.15, 0.85])
    for (const side of [1, -1])
      for (const degrees of [0.025, 0.03, 0.02, 0.035]) {
        const [dLat, dLon] = [to.lat - from.lat, to.lon - from.lon];
        const length = Math.hypot(dLat, dLon) || 1;
        const point = {
          lat: from.lat + dLat * share + (side * degrees * -dLon) / length,
          lon: from.lon + dLon * share + (side * degrees * dLat) / length,
        };
        const metres = metresFromRoute(point, route);
        if (metres > 2_000 && metres < 4_000) return point;
      }
  throw new Error('no place a few kilometres off the planned route');
}

/** Free audited waybills of the dispatcher's center, from a part of the pool other journeys leave alone. */
async function pickWaybills(request: APIRequestContext, token: string, lang: Lang): Promise<string[]> {
  const list = await api<Waybill[]>(
    request,
    token,
    'GET',
    '/order/waybill/list?status=E&pageNum=1&pageSize=500',
  );
  const free = list.filter((w) => !w.heldByName && !w.shipmentId && !w.parentId);
  expect(free.length).toBeGreaterThan(4 * WAYBILLS);
  // A quarter and three quarters into the list: the planning journey takes the middle, others the ends.
  const from = Math.floor(free.length * (lang === 'zh-CN' ? 0.25 : 0.7));
  return free.slice(from, from + WAYBILLS).map((w) => w.uuid);
}

/** The dispatcher's morning: plan the waybills automatically, submit the lines; answers the shipments. */
async function planAndSubmit(page: Page, lang: Lang, ids: string[], shot: (name: string) => Promise<void>) {
  await page.evaluate((list) => localStorage.setItem('lineAdjustIds', JSON.stringify(list)), ids);
  await page.goto('/Order/WaybillLine/LineAdjustManage');
  const poolCount = literally(
    say(lang, 'lineAdjust.pool.count', { count: ids.length, selected: '§' }),
  ).replace('§', '\\d+');
  await expect(page.getByText(new RegExp(poolCount))).toBeVisible({ timeout: 150_000 });

  await page.getByRole('button', { name: buttonName(say(lang, 'lineAdjust.plan.button')) }).click();
  const dialog = page.locator('.ant-modal', { hasText: say(lang, 'lineAdjust.plan.title') });
  await expect(dialog.getByText(say(lang, 'lineAdjust.plan.all', { count: ids.length }))).toBeVisible();
  // The day's fleet per model: the vehicles that can go, as counted for the plan's start.
  await expect(dialog.getByTestId('planning-models').locator('input').first()).toBeVisible();
  await dialog.getByLabel(say(lang, 'lineAdjust.plan.timeLimit')).fill('3');
  await shot('plan-dialog');
  const finished = page.waitForResponse(
    async (r) =>
      /\/api\/order\/waybill\/planning\/[0-9a-f-]{36}$/.test(r.url()) &&
      ((await r.json()) as Envelope<PlanningStatus>).data.status === 'DONE',
    { timeout: 90_000 },
  );
  await dialog.getByRole('button', { name: buttonName(say(lang, 'lineAdjust.plan.start')) }).click();
  const plan = ((await (await finished).json()) as Envelope<PlanningStatus>).data;
  const lines = plan.lines ?? [];
  expect(lines.length, 'the plan has lines').toBeGreaterThan(0);
  await expect(dialog.getByTestId('planning-result')).toBeVisible();
  await shot('plan-result');
  // The footer's button (the corner's × is named "Close" too).
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: buttonName(say(lang, 'lineAdjust.plan.close')) })
    .click();
  // Late arrival not allowed: no stop of the plan is late for its waybills.
  await expect(page.locator('[data-late="Y"]')).toHaveCount(0);
  // The plan's lines join any the dispatcher already had on the screen (a draft of an earlier try).
  const onScreen = await page
    .locator('[data-testid^="line-"]')
    .evaluateAll(
      (cards) => cards.filter((card) => /^line-\d+$/.test(card.getAttribute('data-testid') ?? '')).length,
    );
  expect(onScreen).toBeGreaterThanOrEqual(lines.length);

  await page.getByRole('button', { name: buttonName(say(lang, 'lineAdjust.submit.button')) }).click();
  const outsideWindow = page.locator('.ant-modal-confirm', {
    hasText: say(lang, 'lineAdjust.submit.windowTitle'),
  });
  const done = page.locator('.ant-modal', { hasText: say(lang, 'lineAdjust.done.created') });
  await expect(outsideWindow.or(done).first()).toBeVisible({ timeout: 60_000 });
  if (await outsideWindow.isVisible())
    await outsideWindow
      .getByRole('button', { name: buttonName(say(lang, 'lineAdjust.submit.continue')) })
      .click();
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done.locator('.ant-modal-title')).toHaveText(
    say(lang, 'lineAdjust.done.title', { count: onScreen }),
  );
  await shot('submitted');
  const codes = (await done.getByTestId('completion-links').locator('a').allInnerTexts()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(onScreen);
  await done.locator('.ant-modal-close').click();
  return codes;
}

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`${lang}: the demo day from the pool to the proof of delivery, its alert counted alike everywhere`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(420_000);
    const origin = baseURL as string;
    let shots = 0;
    const shooter = (page: Page) => async (name: string) => {
      shots += 1;
      await page.screenshot({ path: `${SHOTS}/${lang}-${String(shots).padStart(2, '0')}-${name}.png` });
    };
    const dispatcherToken = await apiToken(request, DISPATCHER);
    const schedulerToken = await apiToken(request, SCHEDULER);

    // 1. The dispatcher plans and submits; the shipments are open.
    const dispatcher = await personIn(browser, origin, lang, DISPATCHER);
    const codes = await planAndSubmit(
      dispatcher,
      lang,
      await pickWaybills(request, dispatcherToken, lang),
      shooter(dispatcher),
    );

    // The shipment of the plan that a vehicle of the carrier can carry (the scheduler's picker answers).
    let chosen: { shipment: ShipmentRow; vehicle: VehicleOption } | undefined;
    for (const code of codes) {
      const [shipment] = await api<ShipmentRow[]>(
        request,
        dispatcherToken,
        'GET',
        `/shipment/shipment/selectPage?shipmentCode=${code}`,
      );
      if (!shipment) continue;
      const options = await api<VehicleOption[]>(
        request,
        schedulerToken,
        'GET',
        `/shipment/shipment/vehicleOptions?ids=${shipment.uuid}&carrierId=${CARRIER_ID}`,
      );
      const vehicle = options.find((v) => v.canGo);
      if (vehicle) {
        chosen = { shipment, vehicle };
        break;
      }
    }
    if (!chosen)
      throw new Error(`no shipment of ${codes.join(', ')} fits a vehicle of ${CARRIER_ID} that can go`);
    const { shipment, vehicle } = chosen;
    const code = shipment.shipmentCode;
    expect(shipment.status).toBe('O');
    await step(dispatcher, await shipmentRow(dispatcher, code), 'effect', say(lang, 'shipment.status.E'));
    // Scheduling is the scheduler's: the dispatcher has no such button.
    await expect(dispatcher.locator('button[data-action="scheduling"]')).toHaveCount(0);

    // 2. The scheduler: the carrier, a vehicle the picker says can go, the main driver; then apply.
    const scheduler = await personIn(browser, origin, lang, SCHEDULER);
    const row = await shipmentRow(scheduler, code);
    await row.locator('.ant-checkbox-input').check();
    await scheduler.locator('button[data-action="scheduling"]').click();
    const modal = scheduler.locator('.ant-modal').filter({ hasText: say(lang, 'shipment.form.carrier') });
    await modal.getByLabel(say(lang, 'shipment.form.carrier'), { exact: true }).click();
    await pickOption(scheduler, /CR01/);
    await modal.getByLabel(say(lang, 'shipment.form.vehicle'), { exact: true }).click();
    await pickOption(scheduler, vehicle.code);
    await expect(scheduler.getByTestId('vehicle-verdict')).toHaveClass(/ant-alert-success/);
    await shooter(scheduler)('schedule');
    await modal.getByLabel(say(lang, 'shipment.form.mainDriver'), { exact: true }).click();
    await pickOption(scheduler, /D00/);
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(row).toContainText(say(lang, 'shipment.status.D'));
    await step(scheduler, row, 'apply', say(lang, 'shipment.status.A'));
    // Approval is a second person's: not hers.
    await expect(scheduler.locator('button[data-action="examine"]')).toHaveCount(0);

    // 3. The dispatcher approves.
    await step(dispatcher, await shipmentRow(dispatcher, code), 'examine', say(lang, 'shipment.status.X'));

    // 4. The carrier's staff ship it and record every waybill's receipt, complete.
    const carrier = await personIn(browser, origin, lang, CARRIER);
    const carrierRow = await shipmentRow(carrier, code);
    await step(carrier, carrierRow, 'ship', say(lang, 'shipment.status.T'));
    const before = await openAlertCounts(dispatcher, lang, code);
    expect(before.bell, 'bell = alert page').toBe(before.alertPage);
    expect(before.dataScreen, 'data screen = alert page').toBe(before.alertPage);
    expect(before.liveRowCount).toBe(0);

    const carrierToken = await apiToken(request, CARRIER);
    const epod = await api<{ stops: { waybills: EpodWaybill[] }[] }>(
      request,
      carrierToken,
      'GET',
      `/shipment/epod/list?shipmentId=${shipment.uuid}`,
    );
    const receipts = epod.stops.flatMap((s) => s.waybills);
    expect(receipts.length).toBeGreaterThan(0);
    await carrier.getByTestId(`epod-open-${code}`).click();
    const drawer = carrier.getByTestId('epod-drawer');
    await expect(drawer).toBeVisible();
    for (const receipt of receipts) {
      const waybill = receipt.waybillCode;
      await drawer.getByTestId(`epod-waybill-${waybill}`).scrollIntoViewIfNeeded();
      await drawer.getByTestId(`epod-as-shipped-${waybill}`).click();
      if (receipt.imageReturn === 'Y') {
        await drawer
          .getByTestId(`epod-images-${waybill}`)
          .locator('input[type=file]')
          .setInputFiles({ name: 'signed-note.png', mimeType: 'image/png', buffer: PNG });
        await expect(drawer.getByTestId(`epod-images-${waybill}`).locator('img')).toHaveCount(1);
      }
      await drawer.getByTestId(`epod-save-${waybill}`).click();
      await expect(drawer.getByTestId(`epod-status-${waybill}`)).toHaveText(say(lang, 'epodView.status.N'));
    }
    await shooter(carrier)('receipts');

    // 5. The truck leaves its planned route: its device (the key issued by the dispatcher's office) reports
    // a place a few kilometres off the first leg, driving at a legal speed.
    const device = await api<{ key: string; deviceNumber: string }>(
      request,
      dispatcherToken,
      'POST',
      `/base/vehicle/deviceKey/${vehicle.uuid}`,
    );
    const place = offRoute(await plannedRoute(request, dispatcherToken, code));
    const readings = [
      { deviceNo: device.deviceNumber, time: Date.now(), ...place, speed: 50, heading: 0, ignition: true },
    ];
    const sent = await request.post('/api/telemetry/readings', {
      headers: { 'X-Device-Key': device.key },
      data: { readings },
    });
    const answer = (await sent.json()) as Envelope<{ rejected: unknown[] }>;
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.rejected).toEqual([]);

    // The shipment's alert, and every place says so alike. (The demo's other trips stand still with the
    // simulator off, so their GPS-loss alerts may come meanwhile: the total grows by at least this one.)
    await expect(async () => {
      const after = await openAlertCounts(dispatcher, lang, code);
      expect(after.alertPage).toBeGreaterThan(before.alertPage);
      expect(after.bell, 'bell = alert page').toBe(after.alertPage);
      expect(after.dataScreen, 'data screen = alert page').toBe(after.alertPage);
      expect(after.shipmentAlerts).toBe(1);
      expect(after.liveRowCount, "the live board's row = the shipment's open alerts").toBe(
        after.shipmentAlerts,
      );
    }).toPass({ timeout: 60_000 });
    await shooter(dispatcher)('live-board');
    for (const person of [dispatcher, scheduler, carrier]) await person.context().close();
  });
}
