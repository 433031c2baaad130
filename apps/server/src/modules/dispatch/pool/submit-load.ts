import {
  applyReturnTrips,
  type DispatchLine,
  type DispatchOrder,
  type DispatchStop,
  type DispatchVehicleModel,
  stopTypeOf,
} from '@tms/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { vehicleModels, waybills } from '../../../db/schema';
import { allQueries, type DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { loadPoolRows, type PoolRow } from './pool-rows';
import type { SubmitBody, SubmitLineInput, SubmitStopInput } from './schemas';
import { type PoolScope, waybillWithin } from './scope';
import { loadStations, type StationData, stopStationFields } from './station-data';

/**
 * Everything a submit is checked against, loaded from the database in a fixed number of queries: the
 * waybills (with totals per temperature zone), the stations of every stop and waybill, the vehicle models.
 * The client's copies of orders, stations and models are never used.
 */
export type SubmitData = {
  waybills: Map<string, PoolRow & { heldBy: number | null }>;
  stations: Map<string, StationData>;
  models: Map<string, DispatchVehicleModel>;
};

export async function loadSubmitData(db: DbOrTx, scope: PoolScope, body: SubmitBody): Promise<SubmitData> {
  const ids = [...new Set(body.lines.flatMap((l) => l.waybillIdList))];
  const modelIds = [
    ...new Set(body.lines.flatMap((l) => (l.vehicleMainModelId ? [l.vehicleMainModelId] : []))),
  ];
  const [rows, models] = await allQueries(db, [
    ids.length === 0
      ? Promise.resolve([])
      : loadPoolRows(db, and(waybillWithin(scope), inArray(waybills.uuid, ids)) as SQL),
    loadVehicleModels(db, modelIds),
  ]);
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw AppError.invalid('waybill.pool.notFound', { code: missing });
  const stationIds = [
    ...body.lines.flatMap((l) => l.stopList.map((s) => s.stationId)),
    ...rows.flatMap((r) => [r.shipFromId, r.shipToId]),
  ];
  return {
    waybills: byId,
    stations: await loadStations(db, stationIds),
    models: new Map(models.map((m) => [m.uuid, m])),
  };
}

/**
 * The vehicle models the cold-chain rule checks against (layers, rated load and volume): present and
 * enabled only, so a removed or disabled model is refused as unknown wherever it is used (the line
 * submit, scheduling, a change of the actual model).
 */
export function loadVehicleModels(
  db: DbOrTx,
  modelIds: readonly string[],
): PromiseLike<DispatchVehicleModel[]> {
  // The query itself, not an async wrapper: it runs when awaited, so allQueries keeps a transaction's
  // queries one after another.
  if (modelIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      uuid: vehicleModels.uuid,
      name: vehicleModels.name,
      temperatureLayers: vehicleModels.temperatureLayers,
      ratedLoadKg: vehicleModels.ratedLoadKg,
      ratedVolumeM3: vehicleModels.ratedVolumeM3,
    })
    .from(vehicleModels)
    .where(
      and(
        inArray(vehicleModels.uuid, [...modelIds]),
        eq(vehicleModels.delFlag, '0'),
        eq(vehicleModels.enableFlag, 'Y'),
      ),
    );
}

export const toOrder = (row: PoolRow): DispatchOrder => ({
  uuid: row.uuid,
  code: row.code,
  parentId: row.parentId,
  shipFromId: row.shipFromId,
  shipToId: row.shipToId,
  etd: row.etd,
  eta: row.eta,
  requiredDeliveryTime: row.requiredDeliveryTime,
  totalWeight: row.totalWeight,
  totalVolume: row.totalVolume,
  totalPallets: row.totalPallets,
  tempVoLists: row.tempVoLists,
});

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** Stops in the dispatcher's order (by sequence when every stop has one, else as sent). */
function orderedStops(stops: SubmitStopInput[]): SubmitStopInput[] {
  if (stops.every((s) => typeof s.sequence === 'number')) {
    return [...stops].sort((a, b) => (a.sequence as number) - (b.sequence as number));
  }
  return stops;
}

/**
 * One line rebuilt from the database: orders from the waybills, each stop with its station's windows
 * and load rules, the stop type and isBckWare recomputed from the orders (applyReturnTrips). The
 * dispatcher's own choices (times, stop order, model, route) are taken from the payload.
 */
export function buildLine(input: SubmitLineInput, data: SubmitData): DispatchLine {
  const orders = input.waybillIdList.map((id) => toOrder(data.waybills.get(id) as PoolRow));
  const stops = orderedStops(input.stopList).map((s): DispatchStop => {
    const station = data.stations.get(s.stationId);
    return {
      stationId: s.stationId,
      ...stopStationFields(station),
      stationType: stopTypeOf(s.stationId, orders),
      eta: text(s.eta),
      etd: text(s.etd),
      isBckWare: s.isBckWare ?? 'N',
      backWareEta: text(s.backWareEta),
      backWareEtd: text(s.backWareEtd),
      transMode: text(s.transMode) ?? station?.transMode ?? null,
      billingMethod: text(s.billingMethod) ?? station?.billingMethod ?? null,
      handoverMethod: text(s.handoverMethod) ?? station?.handoverMethod ?? null,
      allocationFactor: text(s.allocationFactor) ?? station?.allocationFactor ?? null,
    };
  });
  return {
    uuid: text(input.uuid),
    vehicleMainModelId: text(input.vehicleMainModelId),
    routeDetailId: text(input.routeDetailId),
    routeDetailName: text(input.routeDetailName),
    transType: text(input.transType) ?? '3',
    stopList: applyReturnTrips(stops, orders),
    orders,
  };
}
