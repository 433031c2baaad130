import Decimal from 'decimal.js';
import { ITEM_VOLUME_SCALE, ITEM_WEIGHT_SCALE } from '../base/item';
import { syncStops } from './stops';
import { orderVolume, orderWeight } from './totals';
import type { DispatchLine, DispatchOrder, DispatchStop, DispatchVehicleModel, Refusal } from './types';
import { stationLabel } from './types';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A cold-chain problem and the 0-based stop it happens at. */
export type ColdChainProblem = Refusal & { stopIndex: number };

/**
 * Cold chain: the line's vehicle model must carry every temperature layer of its orders, and what is on
 * board must fit the model's rated load and volume, and each layer's goods its compartment's figures. Walks the stops in order (orders whose pick-up is
 * not on the line are on board from the start; at each stop deliveries come off, then pick-ups go on)
 * and answers every problem in that order, naming the stop and the layer (once per stop and layer), or
 * the excess. Empty when it all fits. `lineNumber` is the 1-based line number for the message. A rated
 * figure left empty is not checked.
 */
export function coldChainIssues(
  line: Pick<DispatchLine, 'stopList' | 'orders'>,
  model: DispatchVehicleModel,
  lineNumber: number,
): ColdChainProblem[] {
  const stops = line.stopList;
  const problems: ColdChainProblem[] = [];
  if (stops.length === 0) return problems;
  const onLine = new Set(stops.map((s) => s.stationId));
  const modelName = model.name || model.uuid;
  let aboard: DispatchOrder[] = line.orders.filter((o) => !onLine.has(o.shipFromId));
  for (const [index, stop] of stops.entries()) {
    const loaded = line.orders.filter((o) => o.shipFromId === stop.stationId);
    const station = stationLabel(stop);
    // Orders on board from the start are checked at the first stop.
    const boarding = index === 0 ? [...aboard, ...loaded] : loaded;
    const missing = new Set<string>();
    for (const order of boarding) {
      for (const t of order.tempVoLists ?? []) {
        if (!model.temperatureLayers.includes(t.tempCode)) missing.add(t.tempCode);
      }
    }
    for (const layer of missing) {
      problems.push({
        ok: false,
        key: 'waybill.tip.model.layer',
        params: { line: lineNumber, station, layer, model: modelName },
        stopIndex: index,
      });
    }
    aboard = [...aboard.filter((o) => o.shipToId !== stop.stationId), ...loaded];
    for (const excess of overload(aboard, model, { line: lineNumber, station, model: modelName })) {
      problems.push({ ...excess, stopIndex: index });
    }
  }
  return problems;
}

/** The first cold-chain problem of a line (coldChainIssues), or null when it all fits. */
export function coldChainIssue(
  line: Pick<DispatchLine, 'stopList' | 'orders'>,
  model: DispatchVehicleModel,
  lineNumber: number,
): Refusal | null {
  const [first] = coldChainIssues(line, model, lineNumber);
  if (!first) return null;
  const { stopIndex: _at, ...refusal } = first;
  return refusal;
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
): Refusal[] {
  const out: Refusal[] = [];
  const weight = aboard.reduce((sum, o) => sum.plus(orderWeight(o)), new Decimal(0));
  if (!blank(model.ratedLoadKg)) {
    const rated = new Decimal(model.ratedLoadKg as Decimal.Value);
    if (weight.gt(rated)) {
      out.push({
        ok: false,
        key: 'waybill.tip.model.weight',
        params: {
          ...params,
          rated: rated.toFixed(),
          excess: weight.minus(rated).toFixed(ITEM_WEIGHT_SCALE, Decimal.ROUND_UP),
        },
      });
    }
  }
  const volume = aboard.reduce((sum, o) => sum.plus(orderVolume(o)), new Decimal(0));
  if (!blank(model.ratedVolumeM3)) {
    const rated = new Decimal(model.ratedVolumeM3 as Decimal.Value);
    if (volume.gt(rated)) {
      out.push({
        ok: false,
        key: 'waybill.tip.model.volume',
        params: {
          ...params,
          rated: rated.toFixed(),
          excess: volume.minus(rated).toFixed(ITEM_VOLUME_SCALE, Decimal.ROUND_UP),
        },
      });
    }
  }
  out.push(...compartmentOverload(aboard, model, params));
  return out;
}

/** The goods of each temperature layer in `orders`: the sums of their zones (tempVoLists) of that layer. */
function layerSums(orders: readonly DispatchOrder[]): Map<string, { weight: Decimal; volume: Decimal }> {
  const byLayer = new Map<string, { weight: Decimal; volume: Decimal }>();
  for (const order of orders) {
    for (const t of order.tempVoLists ?? []) {
      const sum = byLayer.get(t.tempCode) ?? { weight: new Decimal(0), volume: new Decimal(0) };
      byLayer.set(t.tempCode, {
        weight: sum.weight.plus(blank(t.weight) ? 0 : (t.weight as Decimal.Value)),
        volume: sum.volume.plus(blank(t.volume) ? 0 : (t.volume as Decimal.Value)),
      });
    }
  }
  return byLayer;
}

/**
 * A multi-compartment body: the goods of each layer on board (its zones' weight and volume) must fit that
 * layer's compartment where the model gives it figures, besides the whole body's rated figures.
 */
function compartmentOverload(
  aboard: readonly DispatchOrder[],
  model: DispatchVehicleModel,
  params: Record<string, unknown>,
): Refusal[] {
  const compartments = model.compartments ?? [];
  if (compartments.length === 0) return [];
  const out: Refusal[] = [];
  const sums = layerSums(aboard);
  for (const compartment of compartments) {
    const sum = sums.get(compartment.tempCode);
    if (!sum) continue;
    const figures = [
      {
        rated: compartment.ratedLoadKg,
        value: sum.weight,
        scale: ITEM_WEIGHT_SCALE,
        key: 'waybill.tip.model.compartmentWeight',
      },
      {
        rated: compartment.ratedVolumeM3,
        value: sum.volume,
        scale: ITEM_VOLUME_SCALE,
        key: 'waybill.tip.model.compartmentVolume',
      },
    ] as const;
    for (const { rated, value, scale, key } of figures) {
      if (blank(rated)) continue;
      const limit = new Decimal(rated as Decimal.Value);
      if (!value.gt(limit)) continue;
      out.push({
        ok: false,
        key,
        params: {
          ...params,
          layer: compartment.tempCode,
          rated: limit.toFixed(),
          excess: value.minus(limit).toFixed(scale, Decimal.ROUND_UP),
        },
      });
    }
  }
  return out;
}

/** A temperature layer's share of a model: what the line's orders put in it against the rated figures. */
export type LayerLoad = {
  tempCode: string;
  weight: string;
  volume: string;
  /**
   * Percent of the rated load / volume (whole numbers, rounded up): a layer's of its compartment's figure
   * when the model gives one, else of the whole body's; null when the model leaves it empty.
   */
  weightPercent: number | null;
  volumePercent: number | null;
  /** The model does not carry this layer. */
  missing: boolean;
};

/**
 * The load factor of a line against a model, per temperature layer of its orders and in total: the
 * weight and volume of every order on the line (a line is loaded at most with all of them) over the
 * model's rated load and volume (a layer's over its compartment's figure when the model gives one). `fits` is the cold-chain rule itself (coldChainIssues finds nothing).
 */
export function lineLoadFactors(
  line: Pick<DispatchLine, 'stopList' | 'orders'>,
  model: DispatchVehicleModel,
): { layers: LayerLoad[]; total: Omit<LayerLoad, 'tempCode' | 'missing'>; fits: boolean } {
  const percent = (value: Decimal, rated: DispatchVehicleModel['ratedLoadKg']) => {
    if (blank(rated)) return null;
    const r = new Decimal(rated as Decimal.Value);
    return r.lte(0) ? null : value.div(r).times(100).ceil().toNumber();
  };
  const compartment = (tempCode: string) => (model.compartments ?? []).find((c) => c.tempCode === tempCode);
  // A layer with a compartment figure is measured against it, else against the whole body's.
  const ratedOf = (given: string | null | undefined, whole: DispatchVehicleModel['ratedLoadKg']) =>
    blank(given) ? whole : given;
  const layers = [...layerSums(line.orders).entries()].map(([tempCode, sum]) => ({
    tempCode,
    weight: sum.weight.toFixed(),
    volume: sum.volume.toFixed(),
    weightPercent: percent(sum.weight, ratedOf(compartment(tempCode)?.ratedLoadKg, model.ratedLoadKg)),
    volumePercent: percent(sum.volume, ratedOf(compartment(tempCode)?.ratedVolumeM3, model.ratedVolumeM3)),
    missing: !model.temperatureLayers.includes(tempCode),
  }));
  const weight = line.orders.reduce((sum, o) => sum.plus(orderWeight(o)), new Decimal(0));
  const volume = line.orders.reduce((sum, o) => sum.plus(orderVolume(o)), new Decimal(0));
  return {
    layers,
    total: {
      weight: weight.toFixed(),
      volume: volume.toFixed(),
      weightPercent: percent(weight, model.ratedLoadKg),
      volumePercent: percent(volume, model.ratedVolumeM3),
    },
    fits: coldChainIssues(line, model, 1).length === 0,
  };
}
