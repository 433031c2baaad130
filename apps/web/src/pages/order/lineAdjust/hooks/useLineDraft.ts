import type { LineDraft as KeptDraft, LineDraftBody } from '@tms/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCloseGuard } from '../../../../core/close-guard';
import { get, post } from '../../../../core/request';
import { checkHolds, listPoolByIds, takeIntoPool } from '../api';
import type { LineAdjustAction, LineAdjustState } from '../state/line-adjust-reducer';
import { draftLinesOf, hasUnsubmittedLines } from '../state/line-draft';
import type { LineDraft, LineQuery } from '../types';
import { releaseSettled } from './usePoolHolds';

const DRAFT_URL = '/order/lineAdjust/draft';
/** The draft is saved this long after the last change (a drag, a time, a model). */
export const DRAFT_SAVE_DELAY_MS = 800;

export type RestoredDraft = { updateTime: string; gone: { uuid: string; code: string | null }[] };

/**
 * Takes back the draft's waybills the caller no longer holds (released when the page closed) and
 * answers those the caller holds afterwards; one that cannot be taken any more is simply left out.
 */
async function retake(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  await releaseSettled();
  const lost = (await checkHolds(ids)).data.lost;
  if (lost.length > 0) {
    const all = await takeIntoPool(lost).then(
      () => true,
      () => false,
    );
    // All or nothing on the server: one taken meanwhile must not keep the others out.
    if (!all) for (const id of lost) await takeIntoPool([id]).catch(() => undefined);
  }
  return (await checkHolds(ids)).data.held;
}

type Options = {
  state: LineAdjustState;
  dispatch: (action: LineAdjustAction) => void;
  /** The screen's entry is loaded (holds retaken): the draft may come back now. */
  ready: boolean;
  /** Edit mode works on shipments already made: nothing to draft. */
  editMode: boolean;
  query: LineQuery;
  onQuery: (query: LineQuery) => void;
};

/**
 * The lines being built, kept on the server as the dispatcher's draft (per user and dispatch center):
 * restored on entry (without waybills that have left the pool), saved a moment after each change,
 * discarded on request, emptied when the lines are submitted. Closing the screen's tab asks first
 * while lines are not submitted (the browser's own close already asks while the screen holds waybills).
 */
export function useLineDraft({ state, dispatch, ready, editMode, query, onQuery }: Options) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  // Saving starts once the kept draft is back (or known to be absent), so an empty screen never overwrites it.
  const [active, setActive] = useState(false);
  const started = useRef(false);
  const lastSaved = useRef<string | null>(null);
  const onServer = useRef(false);
  const linesRef = useRef(state.lines);
  linesRef.current = state.lines;

  const body = useMemo(
    (): LineDraftBody => ({ lines: draftLinesOf(state.lines), query }),
    [state.lines, query],
  );
  const payload = useMemo(() => JSON.stringify(body), [body]);
  const pending = useRef<string | null>(null);
  pending.current = active && payload !== lastSaved.current ? payload : null;

  useEffect(() => {
    if (!ready || editMode || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const draft = await get<KeptDraft | null>(DRAFT_URL);
        if (!draft || draft.lines.length === 0) return;
        onServer.current = true;
        const gone = new Set(draft.gone.map((g) => g.uuid));
        const ids = [...new Set(draft.lines.flatMap((l) => l.waybillIds))].filter((id) => !gone.has(id));
        const held = await retake(ids);
        const rows = held.length > 0 ? (await listPoolByIds(held)).data : [];
        dispatch({ type: 'restoreDraft', lines: draft.lines, rows });
        if (draft.query?.transType) onQuery({ ...draft.query, transType: draft.query.transType });
        const found = new Set(rows.map((r) => r.uuid));
        const lostSince = ids.filter((id) => !found.has(id)).map((uuid) => ({ uuid, code: null }));
        setRestored({ updateTime: draft.updateTime, gone: [...draft.gone, ...lostSince] });
      } catch {
        // The request layer has shown why; the screen starts empty and saves from here.
      } finally {
        setActive(true);
      }
    })();
  }, [ready, editMode, dispatch, onQuery]);

  // A discard under way: no save may go out (a save landing after it would bring the draft back).
  const discarding = useRef(false);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback((json: string) => {
    if (discarding.current) return;
    const lines = (JSON.parse(json) as LineDraftBody).lines;
    // Nothing kept and nothing to keep: no call.
    if (lines.length === 0 && !onServer.current) {
      lastSaved.current = json;
      return;
    }
    lastSaved.current = json;
    const sent = post<{ updateTime: string | null }>(`${DRAFT_URL}/save`, JSON.parse(json)).then(
      (answer) => {
        onServer.current = answer.data.updateTime !== null;
      },
      () => {
        // Not saved (the request layer said why): the next change tries again.
        if (lastSaved.current === json) lastSaved.current = null;
      },
    );
    inFlight.current = sent;
  }, []);

  useEffect(() => {
    if (!active || payload === lastSaved.current) return;
    const timer = setTimeout(() => save(payload), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, payload, save]);

  // Leaving the screen (tab closed, another page) saves what the pause had not saved yet.
  useEffect(
    () => () => {
      if (pending.current) save(pending.current);
    },
    [save],
  );

  useCloseGuard(pathname, () => (hasUnsubmittedLines(linesRef.current) ? t('lineDraft.closeTab') : null));

  /** Throws the kept draft away and clears the screen's new lines (their waybills go back to the pool). */
  const discard = useCallback(async () => {
    discarding.current = true;
    try {
      // A save already sent finishes first, so the discard is the last word on the server.
      await inFlight.current;
      await post(`${DRAFT_URL}/discard`);
      onServer.current = false;
      for (const line of linesRef.current)
        if (!line.uuid) dispatch({ type: 'removeLine', lineKey: line.key });
      setRestored(null);
    } finally {
      discarding.current = false;
    }
  }, [dispatch]);

  /**
   * After a submit: the "draft restored" notice speaks of lines the submit may have taken; once no line
   * of a future shipment is left on the screen it has nothing left to speak of, and closes.
   */
  const submitted = useCallback((remaining: readonly LineDraft[]) => {
    if (!hasUnsubmittedLines(remaining)) setRestored(null);
  }, []);

  return { restored, discard, submitted, dismiss: () => setRestored(null) };
}
