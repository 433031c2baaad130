import type { LineDraftLine, PlanningLine } from '@tms/contract';
import {
  type DispatchStop,
  editStopTime,
  MAX_LINES,
  orderStops,
  pinStop,
  type StopTimeField,
  shiftLineTimes,
} from '@tms/domain';
import type { AdjustLine, LineDraft, PoolRow, StationInfo } from '../types';
import { type Layout, type Move, planMove, withOrders, withStations } from './layout';
import { restoreDraftLines } from './line-draft';
import { withPlannedLines } from './planned-lines';

/**
 * A message for the dispatcher: a domain (or UI) key and its parameters; `info` for what the screen did
 * by itself (later stops moved), an error otherwise.
 */
export type Notice = { key: string; params?: Record<string, unknown>; level?: 'info' };

export type LineAdjustState = Layout & {
  stations: Record<string, StationInfo>;
  /** Ticked waybills per line key (the card order lists), dragged or taken out together. */
  checked: Record<string, string[]>;
  notice: Notice | null;
  /** The submit found problems: every offending line and stop is marked until they are fixed. */
  showProblems: boolean;
  /**
   * The dispatcher allows late arrival for the next submit: stops reached after a waybill's required
   * delivery time are asked about once instead of refused. Cleared by every submit.
   */
  allowLate: boolean;
  /** Counter for new line keys. */
  nextKey: number;
};

export type TimeField = StopTimeField;

export type LineAdjustAction =
  | { type: 'poolLoaded'; rows: PoolRow[] }
  | { type: 'poolAdded'; rows: PoolRow[] }
  | { type: 'poolRemoved'; ids: string[] }
  | { type: 'stationsLoaded'; stations: StationInfo[] }
  | { type: 'linesLoaded'; lines: AdjustLine[] }
  | { type: 'addLine'; vehicleMainModelId?: string | null }
  | { type: 'removeLine'; lineKey: string }
  | { type: 'setModel'; lineKey: string; vehicleMainModelId: string | null }
  | { type: 'setTime'; lineKey: string; stopIndex: number; field: TimeField; value: string | null }
  | { type: 'pinStop'; lineKey: string; stopIndex: number; pinned: boolean }
  | { type: 'shiftLine'; lineKey: string; minutes: number }
  | { type: 'showProblems'; show: boolean }
  | { type: 'allowLate'; allow: boolean }
  | { type: 'toggleChecked'; lineKey: string; ids: string[]; checked: boolean }
  | { type: 'move'; move: Move }
  | { type: 'restore'; layout: Layout; notice?: Notice | null }
  /** A kept line draft back onto the screen, with the draft's waybills still in the caller's pool. */
  | { type: 'restoreDraft'; lines: LineDraftLine[]; rows: PoolRow[] }
  /**
   * An automatic plan's lines added as ordinary new lines, their waybills out of the pool; a plan made
   * with late arrival allowed (soft windows) carries that choice to the submit.
   */
  | { type: 'planApplied'; lines: PlanningLine[]; allowLate?: boolean }
  | { type: 'submitted'; lineKeys: string[] }
  | { type: 'clearNotice' };

export const initialLineAdjustState: LineAdjustState = {
  lines: [],
  pool: [],
  stations: {},
  checked: {},
  notice: null,
  showProblems: false,
  allowLate: false,
  nextKey: 1,
};

const newLine = (key: string, vehicleMainModelId?: string | null): LineDraft => ({
  key,
  uuid: null,
  vehicleMainModelId: vehicleMainModelId ?? null,
  stopList: [],
  orders: [],
});

/** Every id on the screen: the pool's and the lines' (what the screen holds on the server). */
export function heldIds(state: Layout): string[] {
  return [...state.pool.map((o) => o.uuid), ...state.lines.flatMap((l) => l.orders.map((o) => o.uuid))];
}

function mergeRows(current: PoolRow[], rows: PoolRow[], onLines: Set<string>): PoolRow[] {
  const byId = new Map(current.map((o) => [o.uuid, o]));
  for (const row of rows) if (!onLines.has(row.uuid)) byId.set(row.uuid, row);
  return [...byId.values()];
}

function updateLine(state: LineAdjustState, key: string, change: (l: LineDraft) => LineDraft) {
  return { ...state, lines: state.lines.map((l) => (l.key === key ? change(l) : l)) };
}

/** A line's stops re-timed by a domain rule, and the dispatcher told how many later stops moved. */
function retimed(
  state: LineAdjustState,
  key: string,
  plan: (line: LineDraft) => { stops: DispatchStop[]; moved: number[] },
  notice: (moved: number) => Notice | null,
): LineAdjustState {
  const line = state.lines.find((l) => l.key === key);
  if (!line) return state;
  const { stops, moved } = plan(line);
  return { ...updateLine(state, key, (l) => ({ ...l, stopList: stops })), notice: notice(moved.length) };
}

const movedNotice = (count: number): Notice | null =>
  count > 0 ? { key: 'lineAdjust.times.moved', params: { count }, level: 'info' } : null;

/** Stops of an existing shipment keep the times it was planned with: the ones it has are pinned. */
const pinPlanned = (stop: DispatchStop): DispatchStop => ({
  ...stop,
  pinned: !!(stop.eta || stop.etd),
  pinnedBack: !!(stop.backWareEta || stop.backWareEtd),
});

/**
 * The screen's state. Moves go through the domain rules (planMove): a refused move leaves the layout as
 * it was and sets the refusal as the notice; `restore` puts back a layout when the server refuses.
 */
export function lineAdjustReducer(state: LineAdjustState, action: LineAdjustAction): LineAdjustState {
  switch (action.type) {
    case 'poolLoaded': {
      const onLines = new Set(state.lines.flatMap((l) => l.orders.map((o) => o.uuid)));
      return { ...state, pool: action.rows.filter((r) => !onLines.has(r.uuid)) };
    }
    case 'poolAdded': {
      const onLines = new Set(state.lines.flatMap((l) => l.orders.map((o) => o.uuid)));
      return { ...state, pool: mergeRows(state.pool, action.rows, onLines) };
    }
    case 'poolRemoved': {
      const ids = new Set(action.ids);
      return { ...state, pool: state.pool.filter((o) => !ids.has(o.uuid)) };
    }
    case 'stationsLoaded': {
      const stations = { ...state.stations };
      for (const s of action.stations) stations[s.stationId] = s;
      return { ...state, stations, lines: state.lines.map((l) => withStations(l, stations)) };
    }
    case 'linesLoaded': {
      const lines = action.lines.map((l) => {
        const draft: LineDraft = { ...l, key: l.uuid, stopList: orderStops(l.stopList).map(pinPlanned) };
        return withOrders(draft, l.orders, state.stations);
      });
      const onLines = new Set(lines.flatMap((l) => l.orders.map((o) => o.uuid)));
      return { ...state, lines, pool: state.pool.filter((o) => !onLines.has(o.uuid)) };
    }
    case 'addLine': {
      if (state.lines.length >= MAX_LINES) {
        return { ...state, notice: { key: 'waybill.tip.max.line', params: { max: MAX_LINES } } };
      }
      const key = `new-${state.nextKey}`;
      return {
        ...state,
        lines: [...state.lines, newLine(key, action.vehicleMainModelId)],
        nextKey: state.nextKey + 1,
        notice: null,
      };
    }
    case 'removeLine': {
      const line = state.lines.find((l) => l.key === action.lineKey);
      if (!line) return state;
      const { [action.lineKey]: _dropped, ...checked } = state.checked;
      return {
        ...state,
        lines: state.lines.filter((l) => l.key !== action.lineKey),
        pool: mergeRows(state.pool, line.orders, new Set()),
        checked,
      };
    }
    case 'setModel':
      return updateLine(state, action.lineKey, (l) => ({
        ...l,
        vehicleMainModelId: action.vehicleMainModelId,
      }));
    case 'setTime':
      // The edited stop is pinned (a new ETA takes ETD to ETA + 15 minutes); later stops follow.
      return retimed(
        state,
        action.lineKey,
        (l) =>
          editStopTime({
            stops: l.stopList,
            orders: l.orders,
            index: action.stopIndex,
            field: action.field,
            value: action.value,
          }),
        movedNotice,
      );
    case 'pinStop':
      return retimed(
        state,
        action.lineKey,
        (l) =>
          pinStop({ stops: l.stopList, orders: l.orders, index: action.stopIndex, pinned: action.pinned }),
        movedNotice,
      );
    case 'shiftLine':
      return retimed(
        state,
        action.lineKey,
        (l) => shiftLineTimes(l.stopList, action.minutes),
        (moved) =>
          moved > 0
            ? {
                key: 'lineAdjust.times.shifted',
                params: { count: moved, minutes: action.minutes },
                level: 'info',
              }
            : null,
      );
    case 'showProblems':
      return { ...state, showProblems: action.show };
    case 'allowLate':
      return { ...state, allowLate: action.allow };
    case 'toggleChecked': {
      const current = new Set(state.checked[action.lineKey] ?? []);
      for (const id of action.ids) {
        if (action.checked) current.add(id);
        else current.delete(id);
      }
      return { ...state, checked: { ...state.checked, [action.lineKey]: [...current] } };
    }
    case 'move': {
      const plan = planMove(state, action.move, state.stations);
      if (!plan.ok) return { ...state, notice: { key: plan.key, params: plan.params } };
      const moved = new Set(action.move.kind === 'orders' ? action.move.ids : []);
      const checked = Object.fromEntries(
        Object.entries(state.checked).map(([k, ids]) => [k, ids.filter((id) => !moved.has(id))]),
      );
      return { ...state, ...plan.layout, checked, notice: null };
    }
    case 'restore':
      return {
        ...state,
        lines: action.layout.lines,
        pool: action.layout.pool,
        notice: action.notice ?? null,
      };
    case 'restoreDraft':
      return { ...state, ...restoreDraftLines(state, action.lines, action.rows) };
    case 'planApplied':
      return {
        ...state,
        ...withPlannedLines(state, action.lines),
        allowLate: state.allowLate || !!action.allowLate,
        notice: null,
      };
    case 'submitted': {
      const keys = new Set(action.lineKeys);
      return { ...state, lines: state.lines.filter((l) => !keys.has(l.key)), allowLate: false };
    }
    case 'clearNotice':
      return { ...state, notice: null };
    default: {
      const unreachable: never = action;
      throw new Error(`unhandled action ${JSON.stringify(unreachable)}`);
    }
  }
}
