import { toHandmadeSubmitLine } from '@tms/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { LINE_ADJUST_IDS_KEY, readStoredIds, writeStoredIds } from '../../shared/line-adjust-storage';
import {
  checkHolds,
  checkMove,
  listPool,
  listStations,
  loadAdjustLines,
  type MoveCheckBody,
  moveOffShipment,
  type PoolQuery,
  takeIntoPool,
} from '../api';
import { type Layout, type Move, normalizeMove, planMove } from '../state/layout';
import {
  heldIds,
  initialLineAdjustState,
  type LineAdjustAction,
  lineAdjustReducer,
} from '../state/line-adjust-reducer';
import type { AdjustLine, LineDraft } from '../types';
import type { Entry } from './useOrigin';

export type PoolFilter = Omit<PoolQuery, 'ids'>;

const lineBody = (line: LineDraft) => ({
  uuid: line.uuid ?? null,
  stopList: toHandmadeSubmitLine(line).stopList,
  waybillIdList: line.orders.map((o) => o.uuid),
});

/**
 * The server's move check: a stop move sends the line as it was with the indexes (the server moves it
 * itself); waybills into a line send the grown line and the moved ids; waybills back to the pool send
 * the line they left (nothing moves into it).
 */
function moveCheckBody(
  before: Layout,
  m: Exclude<Move, { kind: 'stopToPlace' }>,
  changed: LineDraft,
): MoveCheckBody {
  if (m.kind === 'stop') {
    const source = before.lines.find((l) => l.key === m.lineKey) ?? changed;
    return { line: lineBody(source), movedIds: [], kind: 'stop', from: m.from, to: m.to };
  }
  return { line: lineBody(changed), movedIds: m.to.kind === 'line' ? m.ids : [], kind: 'orders' };
}

/** Takes back what the stored list names but the caller no longer holds (e.g. released on leaving). */
async function retake(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { data } = await checkHolds(ids);
  const lost = data?.lost ?? [];
  if (lost.length > 0) await takeIntoPool(lost).catch(() => undefined);
}

/**
 * The screen's state and its server side: the pool (stored ids, filters, sorting), edit-mode lines,
 * station data, and moves that the domain plans and the server's move check confirms (a refusal
 * restores the previous layout). Every held id is kept in browser storage.
 */
export function useLineAdjustState(entry: Entry) {
  const [state, dispatch] = useReducer(lineAdjustReducer, initialLineAdjustState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [filter, setFilter] = useState<PoolFilter>({});
  const [ready, setReady] = useState(false);
  const [poolLoading, setPoolLoading] = useState(false);

  // Entry: retake holds, then edit-mode lines. Asked once per entry (React's development double
  // mount would send the same POST twice, which the server's repeat-submit guard refuses).
  const loading = useRef<{ entry: Entry; lines: Promise<AdjustLine[]> } | null>(null);
  useEffect(() => {
    let live = true;
    if (loading.current?.entry !== entry) {
      const lines = (async () => {
        await retake(entry.poolIds).catch(() => undefined);
        return entry.editMode ? loadAdjustLines(entry.shipmentIds).catch(() => []) : [];
      })();
      loading.current = { entry, lines };
    }
    void loading.current.lines.then((lines) => {
      if (!live) return;
      if (entry.editMode) dispatch({ type: 'linesLoaded', lines });
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [entry]);

  const reloadPool = useCallback(async () => {
    const ids = readStoredIds(LINE_ADJUST_IDS_KEY);
    if (ids.length === 0) return dispatch({ type: 'poolLoaded', rows: [] });
    setPoolLoading(true);
    try {
      const { data } = await listPool({ ids, ...filter });
      dispatch({ type: 'poolLoaded', rows: data });
    } finally {
      setPoolLoading(false);
    }
  }, [filter]);

  useEffect(() => {
    if (ready) void reloadPool().catch(() => undefined);
  }, [ready, reloadPool]);

  // Every held id in storage, once the entry is loaded (so a reload brings the pool back).
  const held = useMemo(() => heldIds(state), [state]);
  useEffect(() => {
    if (!ready) return;
    // Rows the pool filter hides stay stored (ids leaving for good go through forget()).
    const { sortField: _f, sortOrder: _o, ...filters } = filter;
    const filtered = Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : !!v));
    const hidden = filtered ? readStoredIds(LINE_ADJUST_IDS_KEY).filter((id) => !held.includes(id)) : [];
    writeStoredIds(LINE_ADJUST_IDS_KEY, [...held, ...hidden]);
  }, [ready, held, filter]);

  // Station data for the cards and rules, fetched for waybills whose stations are not known yet.
  const known = state.stations;
  const missing = useMemo(() => {
    const rows = [...state.pool, ...state.lines.flatMap((l) => l.orders)];
    return rows.filter((o) => !known[o.shipFromId] || !known[o.shipToId]).map((o) => o.uuid);
  }, [state.pool, state.lines, known]);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const ask = missing.filter((id) => !asked.current.has(id));
    if (ask.length === 0) return;
    for (const id of ask) asked.current.add(id);
    void listStations(ask)
      .then((stations) => dispatch({ type: 'stationsLoaded', stations: stations ?? [] }))
      .catch(() => undefined);
  }, [missing]);

  /** A drag or take-out: planned by the domain, applied, then confirmed by the server's move check. */
  const move = useCallback(async (requested: Move) => {
    const before = stateRef.current;
    const m = normalizeMove(before, requested);
    const plan = planMove(before, m, before.stations);
    dispatch({ type: 'move', move: m });
    if (!plan.ok || !plan.changedLine) return;
    const line = plan.changedLine;
    try {
      await checkMove(moveCheckBody(before, m, line));
      // Edit mode: waybills leaving an existing shipment for the pool go back to the caller's pool.
      if (m.kind === 'orders' && m.to.kind === 'pool' && m.from.kind === 'line') {
        const { lineKey } = m.from;
        const source = before.lines.find((l) => l.key === lineKey);
        if (source?.uuid) await moveOffShipment(source.uuid, m.ids);
      }
    } catch {
      // The request layer showed the server's message; the layout goes back.
      dispatch({ type: 'restore', layout: { lines: before.lines, pool: before.pool } });
    }
  }, []);

  /** Ids leaving the screen for good (released or submitted): out of storage before the state drops them. */
  const forget = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    writeStoredIds(
      LINE_ADJUST_IDS_KEY,
      readStoredIds(LINE_ADJUST_IDS_KEY).filter((id) => !gone.has(id)),
    );
  }, []);

  return {
    state,
    dispatch: dispatch as (action: LineAdjustAction) => void,
    move,
    held,
    ready,
    poolLoading,
    filter,
    setFilter,
    reloadPool,
    forget,
  };
}
