import {
  addDispatchMinutes,
  coldChainIssue,
  type DispatchVehicleModel,
  formatDispatchTime,
  stopWindowFlags,
} from '@tms/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { carriers, drivers, vehicleModels, vehicles } from '../db/schema';
import { baseScopeOf } from '../modules/base';
import {
  coldChainVerdict,
  listPoolByIds,
  poolStations,
  type SubmitLineInput,
  scheduleShipments,
  shipShipments,
  submitLines,
  takeIntoPool,
  transitionShipments,
} from '../modules/dispatch';
import type { AuthContext } from '../platform/auth/caller';
import type { Tx } from '../platform/db';
import { DEMO_CENTERS } from './demo';
import { seedCaller } from './dispatch-callers';
import type { SeededWaybills } from './dispatch-waybills';

type PoolRow = Awaited<ReturnType<typeof listPoolByIds>>[number];
type StationData = Awaited<ReturnType<typeof poolStations>>[number];

/** Each center's dispatcher plans its lines, so the shipments and logs name a real user. */
const DISPATCHER_OF: Record<string, string> = {
  'dc-sh': 'zhang.wei',
  'dc-gz': 'chen.jie',
  'dc-hk': 'chan.taiman',
};
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
function modelFor(line: Parameters<typeof coldChainIssue>[0], models: DispatchVehicleModel[], turn: number) {
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
  const models: (DispatchVehicleModel & { carrierId: string | null })[] = (
    await tx
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
      .orderBy(asc(vehicleModels.code))
  ).sort((a, b) => Number(a.ratedLoadKg) - Number(b.ratedLoadKg));

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
    // The models the dispatcher may pick: of the carriers of their data groups, or shared.
    const { carrierIds } = await baseScopeOf(tx, caller);
    const own = models.filter((m) => !m.carrierId || !carrierIds || carrierIds.includes(m.carrierId));
    const plan = { rows, stations, models: own, count: 3 + (index % 2 === 0 ? 1 : 0), at, turn: index * 4 };
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
        caller,
        shipments.map((s) => s.uuid),
      );
  }
  return created;
}

/**
 * The Shanghai center's shipments along the lifecycle, through the same use cases as the
 * screen (so every step is logged): the first stays open, the second takes effect, the third is
 * scheduled and approved, the fourth also ships. Each goes on the first unused vehicle whose model fits its
 * goods (CR01's first), with drivers of that vehicle's carrier, as scheduling refuses any other vehicle.
 */
async function walkLifecycle(tx: Tx, caller: AuthContext, ids: string[]) {
  const fleet = await tx
    .select({ uuid: vehicles.uuid, modelId: vehicles.vehicleModelId, carrierId: vehicles.carrierId })
    .from(vehicles)
    .innerJoin(carriers, eq(carriers.uuid, vehicles.carrierId))
    .where(
      and(
        eq(vehicles.delFlag, '0'),
        eq(vehicles.reviewStatus, '1'),
        eq(carriers.reviewStatus, '1'),
        eq(carriers.delFlag, '0'),
      ),
    )
    // CR01's vehicles first, as the demo's story goes; another carrier's when none of them fits.
    .orderBy(sql`${vehicles.carrierId} <> 'cr01'`, asc(vehicles.code));
  const people = await tx
    .select({ uuid: drivers.uuid, carrierId: drivers.carrierId })
    .from(drivers)
    .where(and(eq(drivers.delFlag, '0'), eq(drivers.reviewStatus, '1')))
    .orderBy(asc(drivers.code));
  const used = new Set<string>();
  for (const [i, id] of ids.slice(1).entries()) {
    await transitionShipments(tx, caller, [id], 'effect');
    if (i < 1) continue;
    let pick: { vehicle: (typeof fleet)[number]; crew: (typeof people)[number][] } | undefined;
    for (const vehicle of fleet) {
      const crew = people.filter((p) => p.carrierId === vehicle.carrierId && !used.has(p.uuid));
      if (used.has(vehicle.uuid) || crew.length === 0) continue;
      if ((await coldChainVerdict(tx, caller, 'zh-CN', [id], vehicle.modelId)).fits) {
        pick = { vehicle, crew };
        break;
      }
    }
    if (!pick) continue;
    // crew is never empty: a vehicle without a free driver of its carrier is not picked.
    const [main, co] = pick.crew as [(typeof people)[number], ...(typeof people)[number][]];
    for (const taken of [pick.vehicle.uuid, main.uuid, co?.uuid]) if (taken) used.add(taken);
    await scheduleShipments(tx, caller, 'scheduling', {
      ids: [id],
      carrierId: pick.vehicle.carrierId,
      vehicleId: pick.vehicle.uuid,
      mainDriverId: main.uuid,
      coDriverId: co?.uuid ?? null,
    });
    await transitionShipments(tx, caller, [id], 'apply');
    await transitionShipments(tx, caller, [id], 'examine');
    if (i >= 2) await shipShipments(tx, caller, [id]);
  }
}
