import {
  applyReturnTrips,
  type DispatchLine,
  type DispatchStop,
  type DispatchVehicleModel,
  stationLabel,
  stopTypeOf,
} from '@tms/domain';
import { AppError } from '../../../platform/errors';
import { type PoolRow, toOrder } from './pool-rows';
import { type StationData, stopStationFields } from './station-data';

/**
 * A submitted line as the line rules see it, shared by the manual submit (pool) and automatic planning,
 * so a proposed line is judged by the very functions that judge a submitted one.
 */

/**
 * Everything a submit is checked against, loaded from the database: the waybills (with totals per
 * temperature zone), the stations of every stop and waybill, the vehicle models. The client's copies of
 * orders, stations and models are never used.
 */
export type SubmitData = {
  waybills: Map<string, PoolRow & { heldBy: number | null }>;
  stations: Map<string, StationData>;
  models: Map<string, DispatchVehicleModel>;
};

/** A stop as a line arrives (the handmadeSubmit stop's fields). */
export type LineStopInput = {
  stationId: string;
  sequence?: number | null;
  eta?: string | null;
  etd?: string | null;
  isBckWare?: 'Y' | 'N' | null;
  backWareEta?: string | null;
  backWareEtd?: string | null;
  transMode?: string | null;
  billingMethod?: string | null;
  handoverMethod?: string | null;
  allocationFactor?: string | number | null;
  isShipmentOrder?: 'Y' | 'N' | null;
  stopInfo?: string | null;
};

/** A line as it arrives (the handmadeSubmit line's fields). */
export type LineInput = {
  uuid?: string | null;
  vehicleMainModelId?: string | null;
  routeDetailId?: string | number | null;
  routeDetailName?: string | null;
  transType?: string | null;
  waybillIdList: readonly string[];
  stopList: readonly LineStopInput[];
};

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** Stops in the dispatcher's order (by sequence when every stop has one, else as sent). */
function orderedStops(stops: readonly LineStopInput[]): LineStopInput[] {
  if (stops.every((s) => typeof s.sequence === 'number')) {
    return [...stops].sort((a, b) => (a.sequence as number) - (b.sequence as number));
  }
  return [...stops];
}

/**
 * One line rebuilt from the database: orders from the waybills, each stop with its station's windows
 * and load rules, the stop type and isBckWare recomputed from the orders (applyReturnTrips). The
 * dispatcher's own choices (times, stop order, model, route) are taken from the payload.
 */
export function buildLine(input: LineInput, data: SubmitData): DispatchLine {
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

/**
 * What the line rules take for granted, checked before them: every line has waybills, its stops are
 * exactly the stations its waybills use (each once), a waybill is not delivered before it is picked up
 * (except at a combined stop the vehicle comes back to), and every stop has its arrival and departure.
 */
export function checkLineShapes(lines: readonly DispatchLine[]): void {
  for (const [i, line] of lines.entries()) {
    const n = i + 1;
    if (line.orders.length === 0) throw AppError.invalid('waybill.submit.emptyLine', { line: n });
    const position = new Map<string, number>();
    for (const [s, stop] of line.stopList.entries()) {
      if (!stop.stationType || position.has(stop.stationId)) {
        throw AppError.invalid('waybill.submit.stop.unused', { line: n, station: stationLabel(stop) });
      }
      position.set(stop.stationId, s);
    }
    for (const order of line.orders) {
      for (const stationId of [order.shipFromId, order.shipToId]) {
        if (!position.has(stationId)) {
          throw AppError.invalid('waybill.submit.stop.missing', {
            line: n,
            code: order.code,
            station: stationId,
          });
        }
      }
      const from = position.get(order.shipFromId) as number;
      const to = position.get(order.shipToId) as number;
      const drop = line.stopList[to];
      if (from > to && drop?.stationType !== 'P&D') {
        throw AppError.invalid('waybill.submit.stop.order', {
          line: n,
          code: order.code,
          station: stationLabel(drop ?? { stationId: order.shipToId }),
          other: stationLabel(line.stopList[from] ?? { stationId: order.shipFromId }),
        });
      }
    }
    const untimed = line.stopList.find((s) => !s.eta || !s.etd);
    if (untimed) {
      throw AppError.invalid('waybill.submit.time.need', { line: n, station: stationLabel(untimed) });
    }
  }
}
