import type { LineDraftLine, PlanningLine } from '@tms/contract';
import { MAX_LINES } from '@tms/domain';
import dayjs from 'dayjs';
import type { LineDraft, PoolRow, StationInfo } from '../types';
import type { Layout } from './layout';
import { restoreDraftLines } from './line-draft';

/**
 * An automatic plan onto the screen: each proposed line becomes an ordinary new line (the dispatcher
 * edits and submits it as any other), its waybills taken out of the pool. Stops the planner timed itself
 * (the line's start, a wait for a window) stay pinned at the planned times; the others follow the
 * screen's own timing, so a stop moved by hand re-times what comes after it.
 */
export function plannedDraftLines(lines: readonly PlanningLine[], nextKey: number): LineDraftLine[] {
  return lines.map((line, i) => ({
    key: `new-${nextKey + i}`,
    vehicleMainModelId: line.vehicleMainModelId,
    stops: line.stopList.map((s) => ({
      stationId: s.stationId,
      stationType: s.type,
      sequence: s.sequence,
      eta: s.eta,
      etd: s.etd,
      isBckWare: s.isBckWare,
      backWareEta: s.backWareEta,
      backWareEtd: s.backWareEtd,
      pinned: s.pinned,
      pinnedBack: false,
    })),
    waybillIds: line.waybillIdList,
  }));
}

type Screen = Layout & { stations: Record<string, StationInfo>; nextKey: number };

/** The screen with the plan's lines added after its own (never beyond the screen's 20 lines). */
export function withPlannedLines(screen: Screen, lines: readonly PlanningLine[]) {
  return restoreDraftLines(screen, plannedDraftLines(lines, screen.nextKey), screen.pool);
}

/** How many more lines the screen has room for: what a plan may propose. */
export const roomForLines = (lines: readonly LineDraft[]) => Math.max(0, MAX_LINES - lines.length);

/** The waybills a plan is asked for: the ticked pool rows when any are ticked, else the whole pool. */
export function waybillsToPlan(pool: readonly PoolRow[], ticked: readonly string[], scope: 'ticked' | 'all') {
  if (scope === 'all') return pool.map((r) => r.uuid);
  const wanted = new Set(ticked);
  return pool.filter((r) => wanted.has(r.uuid)).map((r) => r.uuid);
}

/**
 * Where a plan starts by default: the earliest departure of the pool's waybills that is not past (its day,
 * and its time rounded down to the quarter hour), else today at 06:00.
 */
export function defaultStart(pool: readonly PoolRow[], now = dayjs()) {
  const first = pool
    .map((r) => (r.etd ? dayjs(String(r.etd).slice(0, 16)) : null))
    .filter((d): d is dayjs.Dayjs => !!d?.isValid() && !d.isBefore(now.startOf('day')))
    .reduce<dayjs.Dayjs | null>((a, b) => (a === null || b.isBefore(a) ? b : a), null);
  if (!first) return { day: now.startOf('day'), time: now.startOf('day').hour(6) };
  return { day: first.startOf('day'), time: first.minute(first.minute() - (first.minute() % 15)) };
}
