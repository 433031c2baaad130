import {
  addDispatchMinutes,
  coldChainIssue,
  type DispatchVehicleModel,
  formatDispatchTime,
  stopWindowFlags,
} from '@tms/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { drivers, shipments, vehicleModels } from '../db/schema';
import { baseScopeOf } from '../modules/base';
import {
  listPoolByIds,
  poolStations,
  type SubmitLineInput,
  scheduleShipments,
  submitLines,
  takeIntoPool,
  transitionShipments,
  vehiclesThatCanGo,
} from '../modules/dispatch';
import type { AuthContext } from '../platform/auth/caller';
import type { Tx } from '../platform/db';
import { DEMO_CENTERS } from './demo';
import { seedCaller } from './dispatch-callers';
import type { SeededWaybills } from './dispatch-waybills';

type PoolRow = Awaited<ReturnType<typeof listPoolByIds>>[number];
type StationData = Awaited<ReturnType<typeof poolStations>>[number];

/**
 * Who does what in each center, as the flow goes: its dispatcher plans lines, submits them, makes the
 * shipments effective and approves them; its scheduler schedules them (carrier, vehicle, drivers) and
 * applies for approval; the carrier's staff ship and finish (the dispatcher for a carrier without
 * staff of its own). The shipments and logs name real users, and separation of duties holds.
 */
export const DISPATCHER_OF: Record<string, string> = {
  'dc-sh': 'zhang.wei',
  'dc-gz': 'chen.jie',
  'dc-hk': 'chan.taiman',
};
export const SCHEDULER_OF: Record<string, string> = {
  'dc-sh': 'wang.fang',
  'dc-gz': 'huang.min',
  'dc-hk': 'lau.kaming',
};
/** The carriers with staff of their own among the demo users. */
const CARRIER_STAFF: Record<string, string> = { cr01: 'zhou.carrier' };

/** Who ships, finishes and records receipts of a shipment of `carrierId` in `centerId`. */
export const shipperOf = (centerId: string, carrierId: string | null): string =>
  (carrierId ? CARRIER_STAFF[carrierId] : undefined) ?? DISPATCHER_OF[centerId] ?? 'admin';
const STORES_PER_LINE = 3;
/** Arrival slots at the stores (minutes after midnight): inside the stores' 06:00-10:00 windows. */
const FIRST_STORE_ARRIVAL = 6 * 60 + 15;
const STORE_SLOT = 60;
const STORE_STAY = 30;

/** Tomorrow 00:00 in Shanghai/Hong Kong wall-clock time, as dispatch-waybills.ts plans the day. */
function tomorrowStart(now = new Date()): number {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
}

function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/**
 * A model carrying every layer of the line and what is on board at each stop: of the smallest that
 * fit, the `turn`-th (several carriers run the same body, so the lines do not all get one truck).
 */
export function modelFor(
  line: Parameters<typeof coldChainIssue>[0],
  models: DispatchVehicleModel[],
  turn: number,
) {
  const fitting = models.filter((m) => coldChainIssue(line, m, 1) === null);
  const smallest = fitting.filter((m) => Number(m.ratedLoadKg) === Number(fitting[0]?.ratedLoadKg));
  return smallest[turn % Math.max(smallest.length, 1)];
}

/**
 * Lines of one center: the warehouse with the most audited waybills, its stores in order of their
 * earliest required delivery, STORES_PER_LINE stores a line (skipping a store out of its window at its
 * slot, or exclusive with one already on the line). Answers the submit body's lines.
 */
function planLines(input: {
  rows: PoolRow[];
  stations: Map<string, StationData>;
  models: DispatchVehicleModel[];
  count: number;
  at: (minutes: number) => string;
  /** Only stores inside their windows at their slot (off: a day the stores do not receive). */
  inWindowOnly: boolean;
  /** Rotates the vehicle picks from one center to the next. */
  turn: number;
}): SubmitLineInput[] {
  const { rows, stations, models, count, at, inWindowOnly, turn } = input;
  const byOrigin = groupBy(rows, (r) => r.shipFromId);
  const [origin, fromOrigin] = [...byOrigin.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!origin || !fromOrigin) return [];
  const byStore = [...groupBy(fromOrigin, (r) => r.shipToId).entries()].sort(([, a], [, b]) =>
    earliest(a).localeCompare(earliest(b)),
  );
  const lines: SubmitLineInput[] = [];
  while (lines.length < count && byStore.length > 0) {
    const picked: [string, PoolRow[]][] = [];
    for (let i = 0; i < byStore.length && picked.length < STORES_PER_LINE; ) {
      const [storeId, orders] = byStore[i] as [string, PoolRow[]];
      const eta = at(FIRST_STORE_ARRIVAL + picked.length * STORE_SLOT);
      const etd = addDispatchMinutes(eta, STORE_STAY);
      const station = stations.get(storeId);
      const flags = stopWindowFlags({ eta, etd, ...station });
      const fits =
        (!inWindowOnly || (flags.etaIsOutTimewindow === 'N' && flags.etdIsOutTimewindow === 'N')) &&
        orders.every((o) => !o.requiredDeliveryTime || o.requiredDeliveryTime >= eta) &&
        !picked.some(([other]) => station?.mutexIds.includes(other));
      if (fits) picked.push(...byStore.splice(i, 1));
      else i++;
    }
    if (picked.length === 0) break;
    const line: SubmitLineInput = {
      uuid: null,
      waybillIdList: picked.flatMap(([, orders]) => orders.map((o) => o.uuid)),
      vehicleMainModelId: null,
      routeDetailId: null,
      routeDetailName: null,
      transType: '3',
      stopList: [
        {
          stationId: origin,
          sequence: 1,
          eta: at(FIRST_STORE_ARRIVAL - 90),
          etd: at(FIRST_STORE_ARRIVAL - 45),
          // The first stop is where the vehicle returns to (applyReturnTrips): back after the last store.
          backWareEta: at(FIRST_STORE_ARRIVAL + picked.length * STORE_SLOT + 30),
          backWareEtd: at(FIRST_STORE_ARRIVAL + picked.length * STORE_SLOT + 50),
        },
        ...picked.map(([stationId], i) => ({
          stationId,
          sequence: i + 2,
          eta: at(FIRST_STORE_ARRIVAL + i * STORE_SLOT),
          etd: at(FIRST_STORE_ARRIVAL + i * STORE_SLOT + STORE_STAY),
        })),
      ],
    };
    // The cold chain looks at the stops in order and what is on board between them.
    const onLine = { stopList: line.stopList, orders: picked.flatMap(([, orders]) => orders) };
    const model = modelFor(onLine, models, lines.length + turn);
    if (!model) continue;
    lines.push({ ...line, vehicleMainModelId: model.uuid });
  }
  return lines;
}

const earliest = (orders: PoolRow[]) =>
  orders.map((o) => o.requiredDeliveryTime ?? '9999').sort()[0] ?? '9999';

/**
 * A few shipments for tomorrow: in every demo center its dispatcher takes some audited
 * waybills into the pool and submits three or four lines (warehouse, then three stores in their
 * windows) through the same use cases as the line adjustment screen (takeIntoPool = handmade,
 * submitLines = handmadeSubmit): every submit rule runs, codes come from the shipment number rule,
 * the waybills end up S on their shipment with handmade and handmadeSubmit logs.
 */
export async function seedDispatchShipments(tx: Tx, waybills: SeededWaybills): Promise<number> {
  const day = tomorrowStart();
  const at = (minutes: number) => formatDispatchTime(day + minutes * 60_000);
  let created = 0;
  for (const [index, center] of DEMO_CENTERS.entries()) {
    const userName = DISPATCHER_OF[center.uuid];
    const audited = waybills.audited.get(center.uuid) ?? [];
    if (!userName || audited.length === 0) continue;
    const caller = await seedCaller(tx, userName, center.uuid);
    // What the line screen shows the dispatcher: the audited waybills of their scope, in code order.
    const ids = [...audited].sort((a, b) => a.code.localeCompare(b.code)).map((w) => w.uuid);
    const rows = await listPoolByIds(tx, caller, ids);
    if (rows.length === 0) continue;
    const stations = new Map(
      (
        await poolStations(
          tx,
          caller,
          rows.map((r) => r.uuid),
        )
      ).map((s) => [s.stationId, s]),
    );
    const models = await enabledModels(tx, caller);
    const plan = { rows, stations, models, count: 3 + (index % 2 === 0 ? 1 : 0), at, turn: index * 4 };
    const inWindow = planLines({ ...plan, inWindowOnly: true });
    const lines = inWindow.length > 0 ? inWindow : planLines({ ...plan, inWindowOnly: false });
    if (lines.length === 0) continue;
    await takeIntoPool(
      tx,
      caller,
      lines.flatMap((l) => l.waybillIdList),
    );
    // The use case opens its own transaction: on the seed's transaction that is a savepoint.
    const shipments = await submitLines(tx, caller, { lines, windowConfirmed: true });
    created += shipments.length;
    if (index === 0)
      await walkLifecycle(
        tx,
        center.uuid,
        shipments.map((s) => s.uuid),
      );
  }
  return created;
}

/**
 * The enabled vehicle models the caller may pick (of the carriers of their data groups, or shared),
 * smallest rated load first (the lines take the smallest that fits).
 */
export async function enabledModels(tx: Tx, caller: AuthContext): Promise<DispatchVehicleModel[]> {
  const { carrierIds } = await baseScopeOf(tx, caller);
  const rows = await tx
    .select({
      uuid: vehicleModels.uuid,
      carrierId: vehicleModels.carrierId,
      name: vehicleModels.name,
      temperatureLayers: vehicleModels.temperatureLayers,
      ratedLoadKg: vehicleModels.ratedLoadKg,
      ratedVolumeM3: vehicleModels.ratedVolumeM3,
      compartments: vehicleModels.compartments,
    })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.delFlag, '0'), eq(vehicleModels.enableFlag, 'Y')))
    .orderBy(asc(vehicleModels.code));
  return rows
    .filter((m) => !m.carrierId || !carrierIds || carrierIds.includes(m.carrierId))
    .map(({ carrierId: _carrier, ...model }) => model)
    .sort((a, b) => Number(a.ratedLoadKg) - Number(b.ratedLoadKg));
}

/**
 * The Shanghai center's shipments for tomorrow along the lifecycle, through the same use cases and by
 * the same people as the screens (so every step is logged under its user): the first stays open, the
 * second and fourth take effect, the third is also scheduled, applied for and approved.
 */
async function walkLifecycle(tx: Tx, centerId: string, ids: string[]) {
  for (const [i, id] of ids.slice(1).entries()) {
    if (i === 1) await approveShipment(tx, centerId, id);
    else
      await transitionShipments(
        tx,
        await seedCaller(tx, DISPATCHER_OF[centerId] ?? 'admin', centerId),
        [id],
        'effect',
      );
  }
}

/**
 * One open shipment to approved, as the flow goes: the dispatcher makes it effective, the scheduler
 * schedules it on a vehicle that can go (seedVehiclePicks) and applies for approval, the dispatcher (a
 * second person) approves it. Answers the vehicle's carrier; throws when no vehicle can take it.
 */
export async function approveShipment(tx: Tx, centerId: string, id: string): Promise<{ carrierId: string }> {
  const dispatcher = await seedCaller(tx, DISPATCHER_OF[centerId] ?? 'admin', centerId);
  const scheduler = await seedCaller(tx, SCHEDULER_OF[centerId] ?? 'admin', centerId);
  await transitionShipments(tx, dispatcher, [id], 'effect');
  const carrierId = await scheduleOnAVehicle(tx, scheduler, id);
  await transitionShipments(tx, scheduler, [id], 'apply');
  await transitionShipments(tx, dispatcher, [id], 'examine');
  return { carrierId };
}

/**
 * Schedules the shipment on the first vehicle that can go whose scheduling the use case accepts (it
 * runs every rule of the screen: the caller's fleet, the cold chain, the drivers' carrier); a refused
 * one is only rolled back (the use case's own savepoint) and the next is tried.
 */
async function scheduleOnAVehicle(tx: Tx, scheduler: AuthContext, id: string): Promise<string> {
  const refusals: string[] = [];
  for await (const pick of seedVehiclePicks(tx, scheduler, id)) {
    try {
      await scheduleShipments(tx, scheduler, 'scheduling', { ids: [id], ...pick });
      return pick.carrierId;
    } catch (error) {
      // Refused (outside the scheduler's fleet, busy meanwhile): the next vehicle.
      refusals.push(`${pick.vehicleId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(
    `seed: no vehicle can take shipment ${id} (refused: ${refusals.slice(0, 3).join('; ') || 'none fits'})`,
  );
}

type Pick = { carrierId: string; vehicleId: string; mainDriverId: string; coDriverId: string | null };

/** Statuses in which a shipment holds its vehicle and drivers: scheduled up to in transit. */
const HOLDING = ['D', 'A', 'R', 'X', 'T'];
/** A trip may run this much past its planned arrival (the return and a delay or two). */
const OVERRUN = sql`interval '3 hours'`;

/**
 * The vehicles the seed may put a shipment on, best first: those that can go for it (the dispatch
 * area's vehiclesThatCanGo, the picker's and the scheduling's own answer), less those a finished trip
 * of the demo's past already held in the same hours (the seed writes its history after the fact, which
 * no scheduler does), each with an approved driver of its carrier free likewise (and a second one as
 * co-driver when there is one). CR01's vehicles first, as the demo's story goes.
 */
export async function* seedVehiclePicks(
  tx: Tx,
  caller: AuthContext,
  shipmentId: string,
): AsyncGenerator<Pick> {
  const [own] = await tx
    .select({ etd: shipments.etd, eta: shipments.eta })
    .from(shipments)
    .where(eq(shipments.uuid, shipmentId));
  const S = shipments;
  const overlaps =
    own?.etd && own.eta
      ? sql`(coalesce(${S.atd}, ${S.etd}) < ${own.eta}::timestamp + ${OVERRUN}
             and coalesce(${S.ata}, ${S.eta} + ${OVERRUN}) > ${own.etd}::timestamp)`
      : sql`false`;
  const taken = await tx
    .select({ vehicleId: S.vehicleId, main: S.mainDriverId, co: S.coDriverId })
    .from(S)
    .where(and(eq(S.delFlag, '0'), or(inArray(S.status, HOLDING), and(eq(S.status, 'F'), overlaps))));
  const busyVehicles = new Set(taken.flatMap((s) => (s.vehicleId ? [s.vehicleId] : [])));
  const busyDrivers = new Set(taken.flatMap((s) => [s.main, s.co].filter((d): d is string => !!d)));
  const candidates = (await vehiclesThatCanGo(tx, caller, { shipmentIds: [shipmentId], limit: 100_000 }))
    .filter((v) => v.canGo && v.carrierId && !busyVehicles.has(v.uuid))
    .sort(
      (a, b) =>
        Number(a.carrierId !== 'cr01') - Number(b.carrierId !== 'cr01') || a.code.localeCompare(b.code),
    );
  const people = (
    await tx
      .select({ uuid: drivers.uuid, carrierId: drivers.carrierId })
      .from(drivers)
      .where(and(eq(drivers.delFlag, '0'), eq(drivers.reviewStatus, '1')))
      .orderBy(asc(drivers.code))
  ).filter((p) => !busyDrivers.has(p.uuid));
  for (const vehicle of candidates) {
    const [main, co] = people.filter((p) => p.carrierId === vehicle.carrierId);
    if (!main || !vehicle.carrierId) continue;
    yield {
      carrierId: vehicle.carrierId,
      vehicleId: vehicle.uuid,
      mainDriverId: main.uuid,
      coDriverId: co?.uuid ?? null,
    };
  }
}
