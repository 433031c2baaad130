import type { DispatchVehicleModel } from '@tms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, exceptionEtas, shipmentAlerts, waybillLines, waybills } from '../db/schema';
import { finishShipments, saveEpod, shipShipments } from '../modules/dispatch';
import { closeShipmentMonitoring, dealAlert, dealExceptionEta, detectOnFinish } from '../modules/monitoring';
import type { Db, Tx } from '../platform/db';
import type { Deps } from '../platform/deps';
import { formatDateTime } from '../platform/format-time';
import { seededRandom } from '../platform/seeded-random';
import { DEMO_INTERVAL_SECONDS, DEMO_TRACE_SEED } from '../simulator/runner';
import { distanceKm, generateTrace, INCIDENT_KINDS, type IncidentKind, traceEnd } from '../simulator/trace';
import { traceInputOf, tripsToSimulate } from '../simulator/trips';
import { DEMO_CENTERS } from './demo';
import {
  type CenterStock,
  centerStock,
  type StockStation,
  submitTrip,
  type TripPlan,
} from './demo-trip-lines';
import { seedCaller } from './dispatch-callers';
import { approveShipment, DISPATCHER_OF, enabledModels, shipperOf } from './dispatch-shipments';
import { ingestAsSimulator } from './seed-ingest';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Past days with finished trips, so a fresh install's dashboard and reports have a week to show. */
const HISTORY_DAYS = 7;
const STORES_PER_TRIP = 3;
/** History is read every two minutes (enough for every rule's minutes), the trip on the road as live. */
const HISTORY_INTERVAL_SECONDS = 120;
/** Each center's morning run, the next center's ten minutes later, reaching the stores in their 06:00–10:00 windows (or not). */
const CENTER_STAGGER_MINUTES = 10;
/** Today's trip left this long before the seed ran: on the road, some stops behind it. */
const TODAY_LEFT_MINUTES_AGO = 100;
/**
 * A past day's run, in turn: when it leaves (minutes after midnight) and what happens on the way. Most
 * go to plan; a late start with a long stop or a crawl reaches its last stores after their windows
 * close; some break a rule.
 */
const HISTORY_RUNS: { leaves: number; incidents: IncidentKind[] }[] = [
  { leaves: 5 * 60 + 30, incidents: [] },
  { leaves: 5 * 60 + 30, incidents: ['late'] },
  { leaves: 6 * 60 + 10, incidents: ['warm'] },
  { leaves: 7 * 60 + 20, incidents: ['overspeed', 'longStop'] },
  { leaves: 5 * 60 + 30, incidents: [] },
  { leaves: 7 * 60 + 40, incidents: ['gpsGap', 'late'] },
  { leaves: 5 * 60 + 45, incidents: [] },
  { leaves: 6 * 60 + 50, incidents: ['doorOutside', 'longStop'] },
];
/**
 * Yesterday's run in every center left late, stood still on the way and crawled: its last stores were
 * reached after their windows closed, and nobody has dealt with that yet.
 */
const YESTERDAY_RUN = { leaves: 8 * 60 + 10, incidents: ['longStop', 'late'] as IncidentKind[] };
/** Alerts and ETA exceptions older than this are dealt with by the center's dispatcher; newer ones wait. */
const DEALT_AFTER_DAYS = 2;

/** Midnight of the center's day `offset` days from `now` (the demo centers are UTC+8 without daylight saving). */
const dayStart = (now: number, offset: number) =>
  Math.floor((now + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000 + offset * DAY;

/** `count` stores of the center taken in turn from `from`, open at `minuteOfDay` when any is, nearest first from the warehouse. */
function storesFor(stock: CenterStock, origin: StockStation, from: number, minuteOfDay: number): string[] {
  const open = stock.stores.filter((s) => s.opensAt <= minuteOfDay + 30 && s.closesAt >= minuteOfDay + 120);
  const pool = open.length >= STORES_PER_TRIP ? open : stock.stores;
  const chosen = Array.from({ length: STORES_PER_TRIP }, (_, i) => pool[(from + i * 7) % pool.length]).filter(
    (s, i, all): s is (typeof pool)[number] => !!s && all.indexOf(s) === i,
  );
  const ordered: StockStation[] = [];
  let at: StockStation = origin;
  while (chosen.length > 0) {
    chosen.sort((a, b) => distanceKm(at, a) - distanceKm(at, b));
    at = chosen.shift() as StockStation;
    ordered.push(at);
  }
  return ordered.map((s) => s.uuid);
}

/**
 * The demo's days, each built through the real path: for every center, a finished morning run on each
 * of the last HISTORY_DAYS days and one trip on the road today. A trip's waybills come from upstream and are
 * reviewed; the dispatcher submits its line and makes it effective, the scheduler schedules and
 * applies, the dispatcher approves, the carrier ships it at its planned departure; its vehicle's
 * readings are the simulator's trace from that departure (up to the seed's now for today's), fed
 * through the ingest, so the alerts, ETA exceptions and the stops' actual times are the evaluation's.
 * A past trip is finished when its trace ends, with receipts recorded where the client takes no
 * photos, and its older alerts dealt with. The simulator then drives today's trips on from where the
 * seed left them (same trace, same seed).
 */
export async function seedDemoTrips(tx: Tx): Promise<void> {
  const now = Date.now();
  for (const [c, center] of DEMO_CENTERS.entries()) {
    const models = await enabledModels(
      tx,
      await seedCaller(tx, DISPATCHER_OF[center.uuid] ?? 'admin', center.uuid),
    );
    const stock = await centerStock(tx, center.uuid);
    const origin = stock.origins[0];
    if (!origin || stock.stores.length < STORES_PER_TRIP) continue;
    const pick = seededRandom(20261208 + c);
    let trip = 0;
    const ref = (prefix: string) => (i: number) =>
      `${prefix}${center.code}${String(trip).padStart(3, '0')}${i}`;
    for (let d = HISTORY_DAYS; d >= 1; d--, trip++) {
      const run = d === 1 ? YESTERDAY_RUN : (HISTORY_RUNS[(trip + c) % HISTORY_RUNS.length] ?? YESTERDAY_RUN);
      const minute = run.leaves + c * CENTER_STAGGER_MINUTES;
      const plan: TripPlan = {
        centerId: center.uuid,
        timeZone: center.timeZone,
        originId: origin.uuid,
        storeIds: storesFor(stock, origin, trip * STORES_PER_TRIP, minute),
        departure: dayStart(now, -d) + minute * MINUTE,
        pick,
      };
      await driveTrip(tx, {
        plan,
        stock,
        models,
        now,
        incidents: run.incidents,
        refNo: ref('HIS'),
        daysAgo: d,
      });
    }
    const left = Math.floor((now - TODAY_LEFT_MINUTES_AGO * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
    const plan: TripPlan = {
      centerId: center.uuid,
      timeZone: center.timeZone,
      originId: origin.uuid,
      storeIds: storesFor(
        stock,
        origin,
        trip * STORES_PER_TRIP,
        Math.floor((left - dayStart(left, 0)) / MINUTE),
      ),
      departure: left,
      pick,
    };
    await driveTrip(tx, {
      plan,
      stock,
      models,
      now,
      incidents: INCIDENT_KINDS,
      refNo: ref('DAY'),
      daysAgo: 0,
    });
  }
}

type Drive = {
  plan: TripPlan;
  stock: CenterStock;
  models: DispatchVehicleModel[];
  now: number;
  incidents: readonly IncidentKind[];
  refNo: (i: number) => string;
  /** 0: today's trip, left on the road at `now`. */
  daysAgo: number;
};

async function driveTrip(tx: Tx, input: Drive): Promise<void> {
  const { plan, now, daysAgo } = input;
  const centerId = plan.centerId;
  const dispatcher = DISPATCHER_OF[centerId] ?? 'admin';
  const id = await submitTrip(tx, { ...input, dispatcher });
  const { carrierId } = await approveShipment(tx, centerId, id);
  const shipper = await seedCaller(tx, shipperOf(centerId, carrierId), centerId);
  await shipShipments(tx, shipper, [id], 'ship', null, new Date(plan.departure));
  const trip = (await tripsToSimulate(tx)).find((t) => t.shipmentId === id);
  if (!trip) throw new Error(`seed: the demo trip ${id} has no vehicle the simulator drives`);
  const trace = traceInputOf(trip, {
    start: plan.departure,
    seed: DEMO_TRACE_SEED,
    intervalSeconds: daysAgo === 0 ? DEMO_INTERVAL_SECONDS : HISTORY_INTERVAL_SECONDS,
    incidents: input.incidents,
  });
  await ingestAsSimulator(tx, generateTrace(trace, now), now);
  if (daysAgo === 0) return;

  const end = traceEnd(trace);
  await finishShipments(tx, shipper, [id], formatDateTime(new Date(end), shipper.profile.timeZone));
  // The finish listener's work, at the trip's own end (it runs again later and finds nothing to do).
  await closeShipmentMonitoring(tx, tx, id, end);
  await detectOnFinish(tx, id, shipper.userName);
  await recordReceipts(tx, shipper, id);
  if (daysAgo >= DEALT_AFTER_DAYS) await dealAlerts(tx, centerId, id, now);
}

/** The receipts of the trip's waybills whose client takes no photos: every line received as shipped. */
async function recordReceipts(tx: Tx, shipper: Awaited<ReturnType<typeof seedCaller>>, shipmentId: string) {
  const rows = await tx
    .select({ waybillId: waybills.uuid, imageReturn: clients.imageReturn })
    .from(waybills)
    .leftJoin(clients, eq(clients.uuid, waybills.clientId))
    .where(and(eq(waybills.shipmentId, shipmentId), eq(waybills.delFlag, '0')))
    .orderBy(asc(waybills.code));
  const plain = rows.filter((r) => r.imageReturn !== 'Y');
  if (plain.length === 0) return;
  const lines = await tx
    .select({ waybillId: waybillLines.waybillId, uuid: waybillLines.uuid, quantity: waybillLines.quantity })
    .from(waybillLines)
    .where(
      inArray(
        waybillLines.waybillId,
        plain.map((r) => r.waybillId),
      ),
    );
  for (const { waybillId } of plain) {
    await saveEpod(noPushChannel(tx), shipper, {
      shipmentId,
      waybillId,
      remark: '门店已签收',
      lines: lines
        .filter((l) => l.waybillId === waybillId)
        .map((l) => ({ waybillLineId: l.uuid, receivedQuantity: l.quantity ?? '0' })),
    });
  }
}

/** The use cases' dependencies on the seed's transaction: nobody is watching yet, so no push channel. */
const noPushChannel = (tx: Tx) => ({ db: tx as unknown as Db }) as Pick<Deps, 'db' | 'push'>;

/** What the dispatcher writes when dealing with a demo alert, by type. */
const DEAL_REASONS: Record<string, [reason: string, remark: string]> = {
  speed: ['超速', '已提醒司机控制车速'],
  temp: ['温度异常', '已联系司机检查冷机，温度已恢复'],
  stop: ['途中停车', '司机报告交通管制，已确认'],
  door: ['开门', '司机途中检查货物，已确认'],
  gpsLoss: ['信号丢失', '隧道路段信号弱，已恢复'],
  defer: ['延误', '已通知门店延后收货'],
  tired: ['疲劳驾驶', '已提醒司机休息'],
  geo: ['偏离路线', '临时绕行，已确认'],
};

/**
 * The trip's alerts dealt with by its center's dispatcher, twenty minutes after each ended, and its
 * ETA exceptions when the late arrival was predicted for.
 */
async function dealAlerts(tx: Tx, centerId: string, shipmentId: string, now: number) {
  const dispatcher = await seedCaller(tx, DISPATCHER_OF[centerId] ?? 'admin', centerId);
  const alerts = await tx
    .select({
      id: shipmentAlerts.id,
      type: shipmentAlerts.alertType,
      start: shipmentAlerts.startTime,
      end: shipmentAlerts.endTime,
    })
    .from(shipmentAlerts)
    .where(and(eq(shipmentAlerts.shipmentId, shipmentId), eq(shipmentAlerts.dealStatus, 'N')));
  for (const alert of alerts) {
    const [reason, remark] = DEAL_REASONS[alert.type] ?? ['已处理', '已确认'];
    const at = Math.min(now, (alert.end ?? alert.start).getTime() + 20 * MINUTE);
    await dealAlert(
      tx,
      dispatcher,
      'zh-CN',
      { id: alert.id, alertReason: reason, alertRemark: remark },
      new Date(at),
    );
  }
  const etas = await tx
    .select({ id: exceptionEtas.id, predicted: exceptionEtas.predictedEta })
    .from(exceptionEtas)
    .where(and(eq(exceptionEtas.shipmentId, shipmentId), eq(exceptionEtas.dealStatus, 'N')));
  const [reason, remark] = DEAL_REASONS.defer ?? ['延误', '已确认'];
  for (const eta of etas) {
    const at = new Date(Math.min(now, eta.predicted.getTime()));
    await dealExceptionEta(
      tx,
      dispatcher,
      'zh-CN',
      { id: eta.id, dealReason: reason, dealRemark: remark },
      at,
    );
  }
}
