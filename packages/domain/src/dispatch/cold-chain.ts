import Decimal from 'decimal.js';
import { ITEM_VOLUME_SCALE, ITEM_WEIGHT_SCALE } from '../base/item';
import { syncStops } from './stops';
import { orderVolume, orderWeight } from './totals';
import type { DispatchLine, DispatchOrder, DispatchStop, DispatchVehicleModel, Refusal } from './types';
import { stationLabel } from './types';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Cold chain: the line's vehicle model must carry every temperature layer of its orders, and what is on
 * board must fit the model's rated load and volume. Walks the stops in order (orders whose pick-up is
 * not on the line are on board from the start; at each stop deliveries come off, then pick-ups go on)
 * and answers the first problem, naming the stop and the layer, or the excess. Null when it all fits.
 * `line` is the 1-based line number for the message. A rated figure left empty is not checked.
 */
export function coldChainIssue(
  line: Pick<DispatchLine, 'stopList' | 'orders'>,
  model: DispatchVehicleModel,
  lineNumber: number,
): Refusal | null {
  const stops = line.stopList;
  if (stops.length === 0) return null;
  const onLine = new Set(stops.map((s) => s.stationId));
  const modelName = model.name || model.uuid;
  let aboard: DispatchOrder[] = line.orders.filter((o) => !onLine.has(o.shipFromId));
  for (const [index, stop] of stops.entries()) {
    const loaded = line.orders.filter((o) => o.shipFromId === stop.stationId);
    const station = stationLabel(stop);
    // Orders on board from the start are checked at the first stop.
    const boarding = index === 0 ? [...aboard, ...loaded] : loaded;
    for (const order of boarding) {
      const missing = (order.tempVoLists ?? []).find((t) => !model.temperatureLayers.includes(t.tempCode));
      if (missing) {
        return {
          ok: false,
          key: 'waybill.tip.model.layer',
          params: { line: lineNumber, station, layer: missing.tempCode, model: modelName },
        };
      }
    }
    aboard = [...aboard.filter((o) => o.shipToId !== stop.stationId), ...loaded];
    const excess = overload(aboard, model, { line: lineNumber, station, model: modelName });
    if (excess) return excess;
  }
  return null;
}

/**
 * The same fit for a shipment already made, against the model of the vehicle it is put on (scheduling,
 * batch and change scheduling) or the actual model it is changed to: its waybills on its stops as they
 * stand. The stops are first brought in line with the waybills (syncStops), so a shipment whose stop rows
 * are missing or stale is still checked on every waybill. A missing or disabled model (null) is refused
 * as the line submit refuses it; a shipment without waybills carries nothing and fits any vehicle.
 */
export function shipmentColdChainIssue(input: {
  orders: readonly DispatchOrder[];
  stops: readonly DispatchStop[];
  model: DispatchVehicleModel | null;
  /** 1-based position of the shipment in the call, the submit's line number. */
  lineNumber: number;
}): Refusal | null {
  const { orders, model, lineNumber } = input;
  if (orders.length === 0) return null;
  if (!model) return { ok: false, key: 'waybill.tip.model.unknown', params: { line: lineNumber } };
  return coldChainIssue({ stopList: syncStops(orders, input.stops), orders }, model, lineNumber);
}

function overload(
  aboard: readonly DispatchOrder[],
  model: DispatchVehicleModel,
  params: Record<string, unknown>,
): Refusal | null {
  const weight = aboard.reduce((sum, o) => sum.plus(orderWeight(o)), new Decimal(0));
  if (!blank(model.ratedLoadKg)) {
    const rated = new Decimal(model.ratedLoadKg as Decimal.Value);
    if (weight.gt(rated)) {
      return {
        ok: false,
        key: 'waybill.tip.model.weight',
        params: {
          ...params,
          rated: rated.toFixed(),
          excess: weight.minus(rated).toFixed(ITEM_WEIGHT_SCALE, Decimal.ROUND_UP),
        },
      };
    }
  }
  const volume = aboard.reduce((sum, o) => sum.plus(orderVolume(o)), new Decimal(0));
  if (!blank(model.ratedVolumeM3)) {
    const rated = new Decimal(model.ratedVolumeM3 as Decimal.Value);
    if (volume.gt(rated)) {
      return {
        ok: false,
        key: 'waybill.tip.model.volume',
        params: {
          ...params,
          rated: rated.toFixed(),
          excess: volume.minus(rated).toFixed(ITEM_VOLUME_SCALE, Decimal.ROUND_UP),
        },
      };
    }
  }
  return null;
}
