import type { LineDraftLine } from '@tms/contract';
import { type DispatchStop, MAX_LINES, type StopType, type YesNo } from '@tms/domain';
import type { LineDraft, PoolRow, StationInfo } from '../types';
import { type Layout, withOrders } from './layout';

/**
 * The line draft kept on the server (so a reload or a closed tab loses nothing), as pure functions:
 * what of the screen's lines is kept, and how a kept draft comes back onto the screen.
 */

/** Lines of future shipments with waybills on them: what a draft keeps (edit-mode lines are shipments already). */
export function draftLinesOf(lines: readonly LineDraft[]): LineDraftLine[] {
  return lines
    .filter((l) => !l.uuid && l.orders.length > 0)
    .map((l) => ({
      key: l.key,
      vehicleMainModelId: l.vehicleMainModelId ?? null,
      stops: l.stopList.map((s) => ({
        stationId: s.stationId,
        stationType: s.stationType ?? null,
        sequence: s.sequence ?? null,
        eta: s.eta ?? null,
        etd: s.etd ?? null,
        isBckWare: s.isBckWare ?? null,
        backWareEta: s.backWareEta ?? null,
        backWareEtd: s.backWareEtd ?? null,
        pinned: s.pinned ?? null,
        pinnedBack: s.pinnedBack ?? null,
      })),
      waybillIds: l.orders.map((o) => o.uuid),
    }));
}

/** Whether the screen holds lines not submitted yet (closing it would leave them to the draft). */
export const hasUnsubmittedLines = (lines: readonly LineDraft[]) => draftLinesOf(lines).length > 0;

const keyNumber = (key: string) => Number(/^new-(\d+)$/.exec(key)?.[1] ?? 0);

const stopOf = (s: LineDraftLine['stops'][number]): DispatchStop => ({
  stationId: s.stationId,
  stationType: (s.stationType ?? null) as StopType | null,
  sequence: s.sequence ?? null,
  eta: s.eta ?? null,
  etd: s.etd ?? null,
  isBckWare: (s.isBckWare ?? null) as YesNo | null,
  backWareEta: s.backWareEta ?? null,
  backWareEtd: s.backWareEtd ?? null,
  pinned: s.pinned ?? null,
  pinnedBack: s.pinnedBack ?? null,
});

type Screen = Layout & { stations: Record<string, StationInfo>; nextKey: number };

/**
 * Puts a kept draft back: each line takes its waybills from `rows` (the ones still in the caller's
 * pool, in the draft's order) with its model and the stop times set; waybills without a row have left
 * the pool and stay out, a line left with none is dropped. Restored waybills leave the pool panel;
 * new line keys continue after the restored ones, and the screen's 20 lines are never exceeded.
 */
export function restoreDraftLines(screen: Screen, draft: readonly LineDraftLine[], rows: readonly PoolRow[]) {
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  const taken = new Set(screen.lines.flatMap((l) => l.orders.map((o) => o.uuid)));
  const keys = new Set(screen.lines.map((l) => l.key));
  const restored: LineDraft[] = [];
  for (const line of draft) {
    if (screen.lines.length + restored.length >= MAX_LINES) break;
    const orders = line.waybillIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row || taken.has(id)) return [];
      taken.add(id);
      return [row];
    });
    if (orders.length === 0 || keys.has(line.key)) continue;
    keys.add(line.key);
    const shell: LineDraft = {
      key: line.key,
      uuid: null,
      vehicleMainModelId: line.vehicleMainModelId ?? null,
      stopList: line.stops.map(stopOf),
      orders: [],
    };
    restored.push(withOrders(shell, orders, screen.stations));
  }
  const onLines = new Set(restored.flatMap((l) => l.orders.map((o) => o.uuid)));
  return {
    lines: [...screen.lines, ...restored],
    pool: screen.pool.filter((o) => !onLines.has(o.uuid)),
    nextKey: Math.max(screen.nextKey, ...restored.map((l) => keyNumber(l.key) + 1)),
  };
}
