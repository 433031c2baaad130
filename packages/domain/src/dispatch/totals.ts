import Decimal from 'decimal.js';
import { type DecimalInput, ITEM_VOLUME_SCALE, ITEM_WEIGHT_SCALE } from '../base/item';
import type { CargoTotals } from '../base/station';
import type { DispatchOrder } from './types';

/**
 * Totals per temperature zone and overall, summed exactly with decimal.js.
 * As in base/item.ts, results are strings: weight at 3 decimals (kg), volume at 6 (m3); counts (cases,
 * pallets, quantity, container quantity) exact, without padding.
 */
export type DispatchFigures = {
  cases: string;
  weight: string;
  volume: string;
  pallets: string;
  quantity: string;
  containerQuantity: string;
};
export type TempZoneFigures = DispatchFigures & { tempCode: string };
export type DispatchTotals = { byTemp: TempZoneFigures[]; total: DispatchFigures };

const FIELDS = ['cases', 'weight', 'volume', 'pallets', 'quantity', 'containerQuantity'] as const;
type Field = (typeof FIELDS)[number];
type Sums = Record<Field, Decimal>;

const blank = (v: DecimalInput): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const dec = (v: DecimalInput) => (blank(v) ? new Decimal(0) : new Decimal(v));
const zero = (): Sums => ({
  cases: new Decimal(0),
  weight: new Decimal(0),
  volume: new Decimal(0),
  pallets: new Decimal(0),
  quantity: new Decimal(0),
  containerQuantity: new Decimal(0),
});

function show(sums: Sums): DispatchFigures {
  return {
    cases: sums.cases.toFixed(),
    weight: sums.weight.toFixed(ITEM_WEIGHT_SCALE, Decimal.ROUND_HALF_UP),
    volume: sums.volume.toFixed(ITEM_VOLUME_SCALE, Decimal.ROUND_HALF_UP),
    pallets: sums.pallets.toFixed(),
    quantity: sums.quantity.toFixed(),
    containerQuantity: sums.containerQuantity.toFixed(),
  };
}

/** An order's exact weight: totalWeight when given, else the sum of its zones. */
export function orderWeight(order: DispatchOrder): Decimal {
  return orderFigure(order, 'totalWeight', 'weight');
}

/** An order's exact volume: totalVolume when given, else the sum of its zones. */
export function orderVolume(order: DispatchOrder): Decimal {
  return orderFigure(order, 'totalVolume', 'volume');
}

function orderFigure(
  order: DispatchOrder,
  total: 'totalWeight' | 'totalVolume' | 'totalPallets',
  field: Field,
): Decimal {
  if (!blank(order[total])) return dec(order[total]);
  return (order.tempVoLists ?? []).reduce((sum, t) => sum.plus(dec(t[field])), new Decimal(0));
}

/**
 * Totals of some orders: byTemp sums their tempVoLists per tempCode (zones in order of first
 * appearance); total sums every zone, except weight, volume and pallets, which take an order's own
 * totalWeight / totalVolume / totalPallets when it has them.
 */
export function totalsOf(orders: readonly DispatchOrder[]): DispatchTotals {
  const zones = new Map<string, Sums>();
  const total = zero();
  for (const order of orders) {
    for (const t of order.tempVoLists ?? []) {
      const sums = zones.get(t.tempCode) ?? zero();
      for (const f of FIELDS) sums[f] = sums[f].plus(dec(t[f]));
      zones.set(t.tempCode, sums);
      for (const f of ['cases', 'quantity', 'containerQuantity'] as const)
        total[f] = total[f].plus(dec(t[f]));
    }
    total.weight = total.weight.plus(orderFigure(order, 'totalWeight', 'weight'));
    total.volume = total.volume.plus(orderFigure(order, 'totalVolume', 'volume'));
    total.pallets = total.pallets.plus(orderFigure(order, 'totalPallets', 'pallets'));
  }
  return {
    byTemp: [...zones].map(([tempCode, sums]) => ({ tempCode, ...show(sums) })),
    total: show(total),
  };
}

/** The orders a stop handles: picked up there or delivered there. */
export function ordersAtStop(stationId: string, orders: readonly DispatchOrder[]): DispatchOrder[] {
  return orders.filter((o) => o.shipFromId === stationId || o.shipToId === stationId);
}

/** A station card's tooltip: totals per temperature zone of the orders it picks up or delivers. */
export function stopTotals(stationId: string, orders: readonly DispatchOrder[]): DispatchTotals {
  return totalsOf(ordersAtStop(stationId, orders));
}

/** A line's totals (header: weight, volume, pallets), every order counted once. */
export function lineTotals(orders: readonly DispatchOrder[]): DispatchTotals {
  return totalsOf(orders);
}

/**
 * Cases, weight and volume for the load-time formula, leaving out a figure no order carries, so a
 * station's rule for that property does not match on a made-up zero.
 */
export function cargoTotals(orders: readonly DispatchOrder[]): CargoTotals {
  const zones = orders.flatMap((o) => o.tempVoLists ?? []);
  const carries = (f: Field) => zones.some((t) => !blank(t[f]));
  const totals = totalsOf(orders).total;
  return {
    cases: carries('cases') ? totals.cases : undefined,
    weight: carries('weight') || orders.some((o) => !blank(o.totalWeight)) ? totals.weight : undefined,
    volume: carries('volume') || orders.some((o) => !blank(o.totalVolume)) ? totals.volume : undefined,
  };
}
