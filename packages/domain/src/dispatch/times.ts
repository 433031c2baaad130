import { isWithinStationWindow, stationLoadTime } from '../base/station';
import type { DispatchMessageKey } from '../messages/dispatch';
import { addDispatchMinutes, isTimeAfter, parseDispatchTime } from '../time/clock';
import { cargoTotals } from './totals';
import type { DispatchLine, DispatchOrder, DispatchStop, YesNo } from './types';
import { stationLabel } from './types';

/** ETD follows ETA by 15 minutes when ETA changes. */
export const ETD_AFTER_ETA_MINUTES = 15;

/** The ETD a stop gets when its ETA is set to `eta`; null when eta is not a time. */
export function etdForEta(eta: string | null | undefined): string | null {
  return addDispatchMinutes(eta, ETD_AFTER_ETA_MINUTES);
}

/**
 * Service minutes at a stop, through the station's load rules (base/station.ts stationLoadTime:
 * fixedHandTime + efficiency x cases, weight or volume by deliverProperty, 30 minutes when no rule
 * matches): loading the orders picked up there plus unloading those delivered there. A P&D stop does
 * both, so it adds the two.
 */
export function stopServiceMinutes(stop: DispatchStop, orders: readonly DispatchOrder[]): number {
  const rules = stop.loadRules ?? [];
  const picked = orders.filter((o) => o.shipFromId === stop.stationId);
  const delivered = orders.filter((o) => o.shipToId === stop.stationId);
  let minutes = 0;
  if (picked.length > 0)
    minutes += stationLoadTime({ rules, totals: cargoTotals(picked), mode: 'load' }).minutes;
  if (delivered.length > 0) {
    minutes += stationLoadTime({ rules, totals: cargoTotals(delivered), mode: 'unload' }).minutes;
  }
  return minutes;
}

/**
 * Out-of-window flags of a stop: ETA flagged when the arrival is not inside a receiving window of its
 * day (weekday windows by weekdayCode 1-7, Sunday 7, or the extra windows covering that day), ETD
 * likewise for the departure. A station without windows is never out; a missing time is not flagged.
 */
export function stopWindowFlags(stop: Pick<DispatchStop, 'eta' | 'etd' | 'timeWindows' | 'exTimeWindows'>): {
  etaIsOutTimewindow: YesNo;
  etdIsOutTimewindow: YesNo;
} {
  const out = (at: string | null | undefined): YesNo => {
    if (parseDispatchTime(at) === null) return 'N';
    const check = isWithinStationWindow({
      at: at as string,
      timeWindows: stop.timeWindows ?? [],
      exTimeWindows: stop.exTimeWindows ?? [],
    });
    return check.inside ? 'N' : 'Y';
  };
  return { etaIsOutTimewindow: out(stop.eta), etdIsOutTimewindow: out(stop.etd) };
}

/** A tip or rule broken at a stop: stopIndex in the line, the message key and its parameters. */
export type DispatchTip = { stopIndex: number; key: DispatchMessageKey; params: Record<string, unknown> };

/** waybill.tip.out.window for each stop whose ETA or ETD is outside its windows. */
export function windowTips(stops: readonly DispatchStop[]): DispatchTip[] {
  const tips: DispatchTip[] = [];
  stops.forEach((stop, stopIndex) => {
    const flags = stopWindowFlags(stop);
    const station = stationLabel(stop);
    if (flags.etaIsOutTimewindow === 'Y') {
      tips.push({ stopIndex, key: 'waybill.tip.out.window', params: { station, field: 'ETA' } });
    }
    if (flags.etdIsOutTimewindow === 'Y') {
      tips.push({ stopIndex, key: 'waybill.tip.out.window', params: { station, field: 'ETD' } });
    }
  });
  return tips;
}

/**
 * The time tips of a line's cards: ETD earlier than ETA;
 * ETD later than the next stop's ETA; a stop's ETA later than the ETA of every order delivered there (the
 * waybills' planned arrival: a tip only; their required delivery time is a rule, late-arrivals.ts).
 */
export function timeTips(stops: readonly DispatchStop[], orders: readonly DispatchOrder[]): DispatchTip[] {
  const tips: DispatchTip[] = [];
  stops.forEach((stop, stopIndex) => {
    const station = stationLabel(stop);
    if (isTimeAfter(stop.eta, stop.etd))
      tips.push({ stopIndex, key: 'waybill.tip.etd.eta', params: { station } });
    const next = stops[stopIndex + 1];
    if (next && isTimeAfter(stop.etd, next.eta)) {
      tips.push({
        stopIndex,
        key: 'waybill.tip.etd.next.eta',
        params: { station, next: stationLabel(next) },
      });
    }
    const etas = orders.filter((o) => o.shipToId === stop.stationId && parseDispatchTime(o.eta) !== null);
    if (etas.length > 0 && etas.every((o) => isTimeAfter(stop.eta, o.eta))) {
      tips.push({ stopIndex, key: 'waybill.tip.eta.order.eta', params: { station } });
    }
  });
  return tips;
}

/** Every tip of a line at once, for the station cards, in stop order. */
export function lineTips(line: Pick<DispatchLine, 'stopList' | 'orders'>): DispatchTip[] {
  return [...windowTips(line.stopList), ...timeTips(line.stopList, line.orders)].sort(
    (a, b) => a.stopIndex - b.stopIndex,
  );
}
