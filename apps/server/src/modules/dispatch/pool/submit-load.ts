import {
  applyReturnTrips,
  type DispatchLine,
  type DispatchStop,
  type DispatchVehicleModel,
  stopTypeOf,
} from '@tms/domain';
import { allQueries, type DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { type PoolRow, poolRowsByIds, toOrder } from '../core/pool-rows';
import type { PoolScope } from '../core/scope';
import { loadStations, type StationData, stopStationFields } from '../core/station-data';
import { loadVehicleModels } from '../core/vehicle-models';
import type { SubmitBody, SubmitLineInput, SubmitStopInput } from './schemas';

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
    ids.length === 0 ? Promise.resolve([]) : poolRowsByIds(db, scope, ids),
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
      isShipmentOrder: s.isShipmentOrder ?? null,
      stopInfo: text(s.stopInfo),
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
