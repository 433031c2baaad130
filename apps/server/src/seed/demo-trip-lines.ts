import { type DispatchStop, type DispatchVehicleModel, planLineTimes } from '@tms/domain';
import { and, asc, eq } from 'drizzle-orm';
import { stations, stationTimeWindows } from '../db/schema';
import {
  createWaybills,
  listPoolByIds,
  poolStations,
  type SubmitLineInput,
  submitLines,
  takeIntoPool,
  transitionWaybills,
  type WaybillInput,
} from '../modules/dispatch';
import type { Tx } from '../platform/db';
import { formatDateTime } from '../platform/format-time';
import { seedCaller } from './dispatch-callers';
import { modelFor } from './dispatch-shipments';
import { clientGoodsByLayer } from './dispatch-waybills';

/** One trip's plan before it exists: its center, its warehouse and stores, when it leaves. */
export type TripPlan = {
  centerId: string;
  timeZone: string;
  originId: string;
  storeIds: string[];
  /** The planned departure from the warehouse (epoch ms): its waybills' ETD. */
  departure: number;
  /** A seeded number choosing the goods. */
  pick: () => number;
};

/** What a center's trips are built from: its warehouses, stores (with their clients) and their goods. */
export type StockStation = { uuid: string; lat: number; lon: number };
export type CenterStock = {
  origins: StockStation[];
  /** Stores with their client and daily receiving window (minutes of the day). */
  stores: (StockStation & { code: string; clientId: string; opensAt: number; closesAt: number })[];
  itemsOf: Map<string, Map<string, string[]>>;
};

const MINUTES = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The demo centers' warehouses, stores (with their daily receiving window) and the clients' goods by layer. */
export async function centerStock(tx: Tx, centerId: string): Promise<CenterStock> {
  const rows = await tx
    .select({
      uuid: stations.uuid,
      code: stations.code,
      clientId: stations.clientId,
      lat: stations.latitude,
      lon: stations.longitude,
    })
    .from(stations)
    .where(
      and(eq(stations.dispatchCenterId, centerId), eq(stations.delFlag, '0'), eq(stations.enableFlag, 'Y')),
    )
    .orderBy(asc(stations.code));
  const windows = await tx
    .select({
      stationId: stationTimeWindows.stationId,
      start: stationTimeWindows.startTime,
      end: stationTimeWindows.endTime,
    })
    .from(stationTimeWindows);
  const windowOf = new Map(
    windows.map((w) => [w.stationId, { opensAt: MINUTES(w.start), closesAt: MINUTES(w.end) }]),
  );
  const itemsOf = await clientGoodsByLayer(tx);
  const placed = rows.flatMap((s) =>
    s.lat === null || s.lon === null ? [] : [{ ...s, lat: Number(s.lat), lon: Number(s.lon) }],
  );
  return {
    origins: placed.filter((s) => s.code.startsWith('W-')).map(({ uuid, lat, lon }) => ({ uuid, lat, lon })),
    stores: placed.flatMap((s) =>
      s.code.startsWith('S-') && s.clientId && itemsOf.has(s.clientId)
        ? [
            {
              uuid: s.uuid,
              lat: s.lat,
              lon: s.lon,
              code: s.code,
              clientId: s.clientId,
              ...(windowOf.get(s.uuid) ?? { opensAt: 0, closesAt: 1439 }),
            },
          ]
        : [],
    ),
    itemsOf,
  };
}

const wall = (ms: number, timeZone: string) => formatDateTime(new Date(ms), timeZone);

/** The layers the demo trips carry: frozen and chilled, what the temperature rule watches (compartments 1 and 2). */
const TRIP_LAYERS = ['FROZEN', 'CHILLED'];

/**
 * The trip's waybills, one per store with a line of its client's frozen and chilled goods each (as the
 * client has them), sent by the upstream account and reviewed (createWaybills, confirm): due at the
 * store within the day, well after the trip is planned to arrive.
 */
async function tripWaybills(tx: Tx, plan: TripPlan, stock: CenterStock, refNo: (i: number) => string) {
  const upstream = await seedCaller(tx, 'admin', plan.centerId);
  const at = (minutes: number) => wall(plan.departure + minutes * 60_000, plan.timeZone);
  const inputs = plan.storeIds.map((storeId, i): WaybillInput => {
    const store = stock.stores.find((s) => s.uuid === storeId);
    const layers = [...(stock.itemsOf.get(store?.clientId ?? '')?.entries() ?? [])].filter(([layer]) =>
      TRIP_LAYERS.includes(layer),
    );
    const lines = layers.map(([, codes], n) => ({
      itemId: null,
      itemCode: codes[Math.floor(plan.pick() * codes.length)] ?? codes[0] ?? '',
      temperature: null,
      itemTransClassification: null,
      matType: null,
      quantity: String(10 + Math.floor(plan.pick() * 50) + n),
      cases: null,
      weight: null,
      volume: null,
      pallets: null,
      containerQuantity: null,
      remark: null,
    }));
    return {
      refNo: refNo(i),
      orderCode: null,
      clientId: store?.clientId ?? null,
      clientCode: null,
      shipFromId: plan.originId,
      shipFromCode: null,
      shipToId: storeId,
      shipToCode: null,
      etd: at(0),
      eta: at(240),
      requiredDeliveryTime: at(360),
      orderType: '1',
      orderBreed: lines.length > 1 ? '4' : null,
      transType: '3',
      transMode: null,
      isCalllist: 'N',
      splittable: 'N',
      byContainer: 'N',
      remark: null,
      waybillLineList: lines,
    };
  });
  const created = await createWaybills(tx, upstream, inputs, 'API');
  await transitionWaybills(
    tx,
    upstream,
    created.map((w) => w.uuid),
    'confirm',
  );
  return created.map((w) => w.uuid);
}

/**
 * The trip as a submitted shipment: its waybills are made and reviewed, the center's dispatcher takes
 * them into the pool and submits one line (the warehouse, the stores, back to the warehouse), its times
 * planned by the line screen's own rule (domain planLineTimes: the waybills' ETD, drive estimates and
 * the stations' service times), on the smallest model that carries the goods. Answers the shipment.
 */
export async function submitTrip(
  tx: Tx,
  input: {
    plan: TripPlan;
    stock: CenterStock;
    models: DispatchVehicleModel[];
    dispatcher: string;
    refNo: (i: number) => string;
  },
): Promise<string> {
  const { plan, stock, models } = input;
  const ids = await tripWaybills(tx, plan, stock, input.refNo);
  const caller = await seedCaller(tx, input.dispatcher, plan.centerId);
  await takeIntoPool(tx, caller, ids);
  const rows = await listPoolByIds(tx, caller, ids);
  const data = new Map((await poolStations(tx, caller, ids)).map((s) => [s.stationId, s]));
  const stopOf = (stationId: string, extra: Partial<DispatchStop> = {}): DispatchStop => {
    const s = data.get(stationId);
    return { stationId, ...s, ...extra };
  };
  const planned = planLineTimes({
    stops: [stopOf(plan.originId, { isBckWare: 'Y' }), ...plan.storeIds.map((id) => stopOf(id))],
    orders: rows,
  }).stops;
  const line: SubmitLineInput = {
    uuid: null,
    waybillIdList: ids,
    vehicleMainModelId: null,
    routeDetailId: null,
    routeDetailName: null,
    transType: '3',
    stopList: planned.map((s, i) => ({
      stationId: s.stationId,
      sequence: i + 1,
      eta: s.eta ?? null,
      etd: s.etd ?? null,
      ...(i === 0
        ? { isBckWare: 'Y' as const, backWareEta: s.backWareEta ?? null, backWareEtd: s.backWareEtd ?? null }
        : {}),
    })),
  };
  const model = modelFor({ stopList: line.stopList, orders: rows }, models, 0);
  if (!model) throw new Error('seed: no vehicle model carries a demo trip');
  // A store visited outside its receiving window is confirmed, as the dispatcher would on the screen.
  const [shipment] = await submitLines(tx, caller, {
    lines: [{ ...line, vehicleMainModelId: model.uuid }],
    windowConfirmed: true,
  });
  if (!shipment) throw new Error('seed: the demo trip was not submitted');
  return shipment.uuid;
}
