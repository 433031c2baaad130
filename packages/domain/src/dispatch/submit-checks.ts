import { MAX_LINES } from '../constants';
import type { DispatchMessageKey } from '../messages/dispatch';
import { isTimeAfter } from './clock';
import { coldChainIssue } from './cold-chain';
import { normalizeRouteDetail } from './payload';
import { checkOrdersIntoLine, checkStationMutex, type StationMutexPair } from './stops';
import { requiredDeliveryIssues, stopWindowFlags } from './times';
import type { DispatchLine, DispatchVehicleModel, Refusal, Verdict } from './types';
import { stationLabel } from './types';

export type SubmitCheckOptions = {
  /** Splitting a shipment (handmadeSubmitSplit): no-lines and window checks are skipped. */
  split?: boolean;
  /** The dispatcher's answer to the out-of-window question: unasked, yes (true) or no (false). */
  windowConfirmed?: boolean;
  /** Vehicle models by uuid: turns on the cold-chain check (a line's model missing here is refused). */
  models?: ReadonlyMap<string, DispatchVehicleModel>;
  /** Mutually exclusive station pairs: turns on that check. */
  mutexPairs?: readonly StationMutexPair[];
};

/** The lines as they are to be written, or the first refusal (out-of-window stops: one to confirm). */
export type SubmitCheck = Verdict<{ lines: DispatchLine[] }>;

const error = (key: DispatchMessageKey, params: Record<string, unknown> = {}): Refusal => ({
  ok: false,
  key,
  params,
});

/**
 * The line submit checks, in the spec's order, stopping at the first:
 *  1. a stop's arrival after its departure, or a departure after the next stop's arrival: waybill.tip.etd.eta1
 *  2. a line without vehicle main model: shipment.placeholder.model
 *  3. no lines: waybill.no.line (not when splitting); more than 20: waybill.tip.max.line
 *  4. a stop out of its window: refused with confirm: true until answered; declined: waybill.tip.no.window
 *     (not when splitting)
 *  5. isBckWare Y without both backWareEta and backWareEtd: waybill.tip.eta.etd.need
 * then the other line rules: a waybill on two lines (waybill.tip.duplicate), waybills of one parent on
 * one line (waybill.tips.someParent2), mutually exclusive stations, ETA after a required delivery time,
 * and the cold chain (layers, rated load, rated volume).
 * On success the lines come back with check 6 applied (routeDetailId equal to its name sent as null).
 * isBckWare is taken as given: the server sets it with applyReturnTrips before checking.
 */
export function checkLinesForSubmit(
  lines: readonly DispatchLine[],
  options: SubmitCheckOptions = {},
): SubmitCheck {
  for (const [i, line] of lines.entries()) {
    const stops = line.stopList;
    for (const [s, stop] of stops.entries()) {
      const next = stops[s + 1];
      if (isTimeAfter(stop.eta, stop.etd) || (next && isTimeAfter(stop.etd, next.eta))) {
        return error('waybill.tip.etd.eta1', { line: i + 1, station: stationLabel(stop) });
      }
    }
  }
  for (const [i, line] of lines.entries()) {
    if (!line.vehicleMainModelId) return error('shipment.placeholder.model', { line: i + 1 });
  }
  if (lines.length === 0 && !options.split) return error('waybill.no.line');
  if (lines.length > MAX_LINES) return error('waybill.tip.max.line', { max: MAX_LINES });
  if (!options.split && options.windowConfirmed !== true) {
    const outside = lines.flatMap((line) =>
      line.stopList.filter((stop) => {
        const flags = stopWindowFlags(stop);
        return flags.etaIsOutTimewindow === 'Y' || flags.etdIsOutTimewindow === 'Y';
      }),
    );
    if (outside.length > 0) {
      if (options.windowConfirmed === false) return error('waybill.tip.no.window');
      return {
        ok: false,
        key: 'waybill.tip.no.window.submit',
        params: { stations: [...new Set(outside.map(stationLabel))].join(', ') },
        confirm: true,
      };
    }
  }
  for (const [i, line] of lines.entries()) {
    const stop = line.stopList.find((s) => s.isBckWare === 'Y' && (!s.backWareEta || !s.backWareEtd));
    if (stop) return error('waybill.tip.eta.etd.need', { line: i + 1, station: stationLabel(stop) });
  }
  const other = otherLineRules(lines, options);
  if (other) return other;
  return { ok: true, lines: lines.map(normalizeRouteDetail) };
}

function otherLineRules(lines: readonly DispatchLine[], options: SubmitCheckOptions): Refusal | null {
  const lineOf = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    for (const order of line.orders) {
      const seen = lineOf.get(order.uuid);
      if (seen !== undefined && seen !== i)
        return error('waybill.tip.duplicate', { code: order.code || order.uuid });
      lineOf.set(order.uuid, i);
    }
  }
  for (const [i, line] of lines.entries()) {
    const parents = checkOrdersIntoLine({ moved: line.orders, target: [] });
    if (!parents.ok) return error(parents.key, { line: i + 1 });
    if (options.mutexPairs) {
      const mutex = checkStationMutex({ stops: line.stopList, pairs: options.mutexPairs });
      if (!mutex.ok) return error(mutex.key, { line: i + 1, ...mutex.params });
    }
    const [late] = requiredDeliveryIssues(line.stopList, line.orders);
    if (late) return error(late.key, { line: i + 1, ...late.params });
    if (options.models && line.vehicleMainModelId) {
      const model = options.models.get(line.vehicleMainModelId);
      if (!model) return error('waybill.tip.model.unknown', { line: i + 1 });
      const cold = coldChainIssue(line, model, i + 1);
      if (cold) return error(cold.key, cold.params ?? {});
    }
  }
  return null;
}
