import type { Instance } from './instance';

/**
 * A node's windows bound the start of its service; arriving early means waiting. With several windows the
 * service takes the first window still open on arrival, so the earliest start is unique and later arrival
 * never helps feasibility: the rest of the route only gets harder. (With soft windows the lateness cost is not
monotone — a later start may fall inside the next window — so cost bounds that assume it is are off then.)
 */

/** The earliest service start at or after `arrival` within one of the node's windows; Infinity if none. */
export function earliestStart(inst: Instance, node: number, arrival: number): number {
  const end = inst.twOffset[node + 1];
  for (let w = inst.twOffset[node]; w < end; w++) {
    if (arrival <= inst.twEnd[w]) return arrival > inst.twStart[w] ? arrival : inst.twStart[w];
  }
  return Number.POSITIVE_INFINITY;
}

/** The latest service start no later than `bound` within one of the node's windows; -Infinity if none. */
export function latestStart(inst: Instance, node: number, bound: number): number {
  for (let w = inst.twOffset[node + 1] - 1; w >= inst.twOffset[node]; w--) {
    if (bound >= inst.twStart[w]) return bound < inst.twEnd[w] ? bound : inst.twEnd[w];
  }
  return Number.NEGATIVE_INFINITY;
}

/**
 * Lateness of a service starting at `start` (0 when windows are hard): the least overrun among the windows
 * (extended by the allowed lateness) that contain the start, so a start late for one window but within the
 * next one is on time.
 */
export function latenessAt(inst: Instance, node: number, start: number): number {
  let least = Number.POSITIVE_INFINITY;
  const end = inst.twOffset[node + 1];
  for (let w = inst.twOffset[node]; w < end; w++) {
    if (start < inst.twStart[w] || start > inst.twEnd[w]) continue;
    const overrun = start > inst.twDue[w] ? start - inst.twDue[w] : 0;
    if (overrun < least) least = overrun;
  }
  return least === Number.POSITIVE_INFINITY ? 0 : least;
}
