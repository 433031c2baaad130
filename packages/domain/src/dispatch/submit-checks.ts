import { MAX_LINES } from '../constants';
import type { DispatchMessageKey } from '../messages/dispatch';
import { isTimeAfter } from '../time/clock';
import { coldChainIssues } from './cold-chain';
import { type LateArrivalPolicy, lateArrivalNotice, lateArrivals } from './late-arrivals';
import { normalizeRouteDetail } from './payload';
import { checkOrdersIntoLine, checkStationMutex, type StationMutexPair } from './stops';
import { stopWindowFlags } from './times';
import type { DispatchLine, DispatchVehicleModel, Refusal, Verdict } from './types';
import { stationLabel } from './types';

export type SubmitCheckOptions = {
  /** Splitting a shipment (handmadeSubmitSplit): no-lines and window checks are skipped. */
  split?: boolean;
  /** The dispatcher's answer to the out-of-window question: unasked, yes (true) or no (false). */
  windowConfirmed?: boolean;
  /** Stops reached after a waybill's required delivery time (late-arrivals.ts): refused unless allowed. */
  lateArrival?: LateArrivalPolicy;
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

/** Where a submit problem is: the 0-based line and, when it is one stop's, the 0-based stop. */
export type ProblemPlace = { line: number; stop: number | null };

/**
 * One broken submit rule with every place it concerns (the out-of-window question names every stop out
 * of its window at once; a problem of the whole call, as no lines, names none).
 */
export type SubmitProblem = Refusal & { at: ProblemPlace[] };

/**
 * The line submit checks, in the spec's order, stopping at the first:
 *  1. a stop's arrival after its departure, or a departure after the next stop's arrival: waybill.tip.etd.eta1
 *  2. a line without vehicle main model: shipment.placeholder.model
 *  3. no lines: waybill.no.line (not when splitting); more than 20: waybill.tip.max.line
 *  4. a stop out of its window: refused with confirm: true until answered; declined: waybill.tip.no.window
 *     (not when splitting)
 *  5. isBckWare Y without both backWareEta and backWareEtd: waybill.tip.eta.etd.need
 * then the other line rules: a waybill on two lines (waybill.tip.duplicate), waybills of one parent on
 * one line (waybill.tips.someParent2), mutually exclusive stations, a waybill delivered after its required
 * delivery time (refused per waybill unless late arrival is allowed; when the dispatcher chose to allow it,
 * one question for every late stop, last), and the cold chain (layers, rated load, rated volume).
 * On success the lines come back with check 6 applied (routeDetailId equal to its name sent as null).
 * isBckWare is taken as given: the server sets it with applyReturnTrips before checking.
 * The first refusal is the first of submitProblems, so the screen that lists them all and the server
 * that refuses with the first apply one rule.
 */
export function checkLinesForSubmit(
  lines: readonly DispatchLine[],
  options: SubmitCheckOptions = {},
): SubmitCheck {
  const [first] = submitProblems(lines, options);
  if (first) {
    const { at: _places, ...refusal } = first;
    return refusal;
  }
  return { ok: true, lines: lines.map(normalizeRouteDetail) };
}

/**
 * Every broken submit rule of checkLinesForSubmit at once, in the same order, each with the stops it
 * concerns: every stop out of time order, every line without a model, every stop out of its window (one
 * question), every return-trip stop without its times, and the other line rules per line (every late
 * stop, every cold-chain problem per stop and layer). Empty when the lines may be submitted.
 */
export function submitProblems(
  lines: readonly DispatchLine[],
  options: SubmitCheckOptions = {},
): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const add = (key: DispatchMessageKey, params: Record<string, unknown>, at: ProblemPlace[]) =>
    problems.push({ ...error(key, params), at });
  for (const [i, line] of lines.entries()) {
    const stops = line.stopList;
    for (const [s, stop] of stops.entries()) {
      const next = stops[s + 1];
      if (isTimeAfter(stop.eta, stop.etd) || (next && isTimeAfter(stop.etd, next.eta))) {
        add('waybill.tip.etd.eta1', { line: i + 1, station: stationLabel(stop) }, [{ line: i, stop: s }]);
      }
    }
  }
  for (const [i, line] of lines.entries()) {
    if (!line.vehicleMainModelId)
      add('shipment.placeholder.model', { line: i + 1 }, [{ line: i, stop: null }]);
  }
  if (lines.length === 0 && !options.split) add('waybill.no.line', {}, []);
  if (lines.length > MAX_LINES) add('waybill.tip.max.line', { max: MAX_LINES }, []);
  if (!options.split && options.windowConfirmed !== true) {
    const outside = lines.flatMap((line, i) =>
      line.stopList.flatMap((stop, s) => {
        const flags = stopWindowFlags(stop);
        const out = flags.etaIsOutTimewindow === 'Y' || flags.etdIsOutTimewindow === 'Y';
        return out ? [{ stop, place: { line: i, stop: s } }] : [];
      }),
    );
    if (outside.length > 0) {
      const at = outside.map((o) => o.place);
      if (options.windowConfirmed === false) add('waybill.tip.no.window', {}, at);
      else {
        problems.push({
          ok: false,
          key: 'waybill.tip.no.window.submit',
          params: { stations: [...new Set(outside.map((o) => stationLabel(o.stop)))].join(', ') },
          confirm: true,
          at,
        });
      }
    }
  }
  for (const [i, line] of lines.entries()) {
    for (const [s, stop] of line.stopList.entries()) {
      if (stop.isBckWare === 'Y' && (!stop.backWareEta || !stop.backWareEtd)) {
        add('waybill.tip.eta.etd.need', { line: i + 1, station: stationLabel(stop) }, [{ line: i, stop: s }]);
      }
    }
  }
  problems.push(...otherLineRules(lines, options));
  if (options.lateArrival === 'ask') {
    const late = lines.flatMap((line, i) => lateArrivals(line).map((l) => ({ ...l, line: i })));
    if (late.length > 0) {
      problems.push({
        ok: false,
        key: 'waybill.tip.late.submit',
        params: { stations: [...new Set(late.map((l) => l.station))].join(', ') },
        confirm: true,
        at: late.map((l) => ({ line: l.line, stop: l.stopIndex })),
      });
    }
  }
  return problems;
}

function otherLineRules(lines: readonly DispatchLine[], options: SubmitCheckOptions): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const lineOf = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    for (const order of line.orders) {
      const seen = lineOf.get(order.uuid);
      if (seen !== undefined && seen !== i) {
        problems.push({
          ...error('waybill.tip.duplicate', { code: order.code || order.uuid }),
          at: [
            { line: seen, stop: null },
            { line: i, stop: null },
          ],
        });
      }
      lineOf.set(order.uuid, i);
    }
  }
  for (const [i, line] of lines.entries()) {
    const whole = [{ line: i, stop: null }];
    const parents = checkOrdersIntoLine({ moved: line.orders, target: [] });
    if (!parents.ok) problems.push({ ...error(parents.key, { line: i + 1 }), at: whole });
    if (options.mutexPairs) {
      const mutex = checkStationMutex({ stops: line.stopList, pairs: options.mutexPairs });
      if (!mutex.ok) problems.push({ ...error(mutex.key, { line: i + 1, ...mutex.params }), at: whole });
    }
    const lateRefused = (options.lateArrival ?? 'refuse') === 'refuse';
    for (const late of lateRefused ? lateArrivals(line) : []) {
      const notice = lateArrivalNotice(late);
      problems.push({
        ...error(notice.key, { line: i + 1, ...notice.params }),
        at: [{ line: i, stop: late.stopIndex }],
      });
    }
    if (options.models && line.vehicleMainModelId) {
      const model = options.models.get(line.vehicleMainModelId);
      if (!model) {
        problems.push({ ...error('waybill.tip.model.unknown', { line: i + 1 }), at: whole });
        continue;
      }
      for (const cold of coldChainIssues(line, model, i + 1)) {
        problems.push({ ...error(cold.key, cold.params ?? {}), at: [{ line: i, stop: cold.stopIndex }] });
      }
    }
  }
  return problems;
}
