import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import type { PlanningStatus } from '@tms/contract';
import { coldChainIssues, DEFAULT_TRANS_TYPE, type DispatchVehicleModel, ordersAtStop } from '@tms/domain';
import { Alert, App, Button, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SHORTCUTS, useShortcuts } from '../../../components/shortcuts';
import { requestCloseTab } from '../../../core/close-request';
import {
  LINE_ADJUST_IDS_KEY,
  LINE_ADJUST_SHIPMENT_KEY,
  readStoredIds,
  writeStoredIds,
} from '../shared/line-adjust-storage';
import { listModels, releaseFromPool, withdrawSplit } from './api';
import { CompletionDialog } from './components/CompletionDialog';
import { DraftNotice } from './components/DraftNotice';
import { DragPreview } from './components/DragPreview';
import { InsertOrderDialog } from './components/InsertOrderDialog';
import type { LineProblems } from './components/LineCard';
import { LinePanel } from './components/LinePanel';
import { LineToolbar } from './components/LineToolbar';
import { useLayerLabel } from './components/ModelCapacity';
import { PoolPanel } from './components/PoolPanel';
import { PlanningDialog } from './components/planning/PlanningDialog';
import { SubmitProblems } from './components/SubmitProblems';
import { SplitDialog } from './components/split/SplitDialog';
import { collision, DRAG_ANIMATION_MS, type DragData, moveOfDrop } from './dnd';
import { useLineAccess } from './hooks/useLineAccess';
import { useLineAdjustState } from './hooks/useLineAdjustState';
import { useLineDraft } from './hooks/useLineDraft';
import { useEntry } from './hooks/useOrigin';
import { usePoolHolds } from './hooks/usePoolHolds';
import { useSubmitLines } from './hooks/useSubmitLines';
import { noticeText } from './notice';
import { type Move, mutexPairsOf, normalizeMove, planMove } from './state/layout';
import type { Notice } from './state/line-adjust-reducer';
import { roomForLines } from './state/planned-lines';
import { submitIssues } from './state/submit';
import type { LineQuery, PoolRow } from './types';
import './line-adjust.css';

const LINE_SHORTCUTS = [SHORTCUTS.submit, SHORTCUTS.search];

/** Left panel widths the centre toggle switches between. */
const NARROW = '42%';
const WIDE = '68%';

/** 手工排线: lines on the left, the order pool on the right, waybills and stops dragged between them. */
export default function LineAdjustPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const entry = useEntry();
  const screen = useLineAdjustState(entry);
  const { state, dispatch } = screen;
  const access = useLineAccess();
  usePoolHolds(screen.held, screen.ready);

  const [query, setQuery] = useState<LineQuery>({ transType: DEFAULT_TRANS_TYPE });
  // The lines being built are kept on the server as a draft, restored on return.
  const draft = useLineDraft({
    state,
    dispatch,
    ready: screen.ready,
    editMode: entry.editMode,
    query,
    onQuery: setQuery,
  });
  const [wide, setWide] = useState(false);
  const [autoHeight, setAutoHeight] = useState(false);
  const [inserting, setInserting] = useState(false);
  const [poolSelected, setPoolSelected] = useState<string[]>([]);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [splitting, setSplitting] = useState<string[] | null>(null);
  const [planning, setPlanning] = useState(false);

  const { data: models = [] } = useQuery({
    queryKey: ['lineAdjust', 'models'],
    queryFn: listModels,
    staleTime: 60_000,
  });
  const modelMap = useMemo(
    () => new Map<string, DispatchVehicleModel>(models.map((m) => [m.uuid, m])),
    [models],
  );

  // Messages naming a temperature layer show its label, not its code.
  const layerLabel = useLayerLabel();
  const describe = useCallback(
    (notice: Notice) =>
      noticeText(t, {
        ...notice,
        params: notice.params?.layer
          ? { ...notice.params, layer: layerLabel(String(notice.params.layer)) }
          : notice.params,
      }),
    [t, layerLabel],
  );

  const submitter = useSubmitLines({
    state,
    query,
    models: modelMap,
    shipmentIds: entry.shipmentIds,
    onSubmitted: (lineKeys, waybillIds) => {
      screen.forget(waybillIds);
      dispatch({ type: 'submitted', lineKeys });
      draft.submitted(state.lines.filter((l) => !lineKeys.includes(l.key)));
      if (entry.editMode) writeStoredIds(LINE_ADJUST_SHIPMENT_KEY, []);
    },
    onProblems: (show) => dispatch({ type: 'showProblems', show }),
  });
  // Ctrl/⌘+Enter submits (as the toolbar's button, even from a field); "/" goes to the pool's search.
  useShortcuts(LINE_SHORTCUTS, {
    submit: () => {
      if (!access.edit || !access.submit || submitter.submitting) return false;
      void submitter.submit();
    },
    search: () => {
      const field = document.querySelector<HTMLInputElement>('.line-adjust-pool-filters input');
      field?.focus();
      return !!field;
    },
  });

  // After a refused submit every problem stays marked on its line and stop until it is fixed.
  const problems = useMemo(() => {
    if (!state.showProblems) return [];
    return submitIssues({
      lines: state.lines,
      query,
      lateArrival: state.allowLate ? 'ask' : 'refuse',
      models: modelMap,
      mutexPairs: mutexPairsOf(state.stations),
    }).filter((p) => !p.confirm);
  }, [state.showProblems, state.lines, state.stations, state.allowLate, query, modelMap]);
  const problemsByLine = useMemo(() => {
    const map = new Map<string, LineProblems>();
    for (const p of problems) {
      const text = describe(p);
      for (const place of p.at) {
        const entry = map.get(place.lineKey) ?? { line: [], stops: new Map<number, string[]>() };
        if (place.stopIndex === null) entry.line.push(text);
        else entry.stops.set(place.stopIndex, [...(entry.stops.get(place.stopIndex) ?? []), text]);
        map.set(place.lineKey, entry);
      }
    }
    return map;
  }, [problems, describe]);

  // Domain refusals (moves, 20 lines) as error toasts; what the screen did by itself (later stops
  // moved) as information.
  useEffect(() => {
    if (!state.notice) return;
    const text = noticeText(t, state.notice);
    void (state.notice.level === 'info' ? message.info(text) : message.error(text));
    dispatch({ type: 'clearNotice' });
  }, [state.notice, message, t, dispatch]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as DragData) ?? null);
  const apply = (move: Move) => {
    if (move.kind === 'orders' && move.from.kind === 'pool')
      setPoolSelected((s) => s.filter((id) => !move.ids.includes(id)));
    void screen.move(move);
  };
  /**
   * A drop into a line whose model it would no longer fit (domain cold-chain rule, as the submit checks
   * it): the dispatcher is asked first, naming what breaks, instead of finding out at submit.
   */
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const move = moveOfDrop(event.active, event.over);
    if (!move) return;
    const breaks = coldChainBreaks(move);
    if (!breaks) return apply(move);
    modal.confirm({
      title: t('lineAdjust.coldChain.title', { number: breaks.number }),
      content: (
        <ul className="line-adjust-cold-chain-list">
          {breaks.texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ),
      okText: t('lineAdjust.coldChain.dropAnyway'),
      okButtonProps: { danger: true },
      cancelText: t('action.cancel'),
      onOk: () => apply(move),
    });
  };
  /** The cold-chain problems a move adds to the line it drops into, or null when it adds none. */
  const coldChainBreaks = (move: Move) => {
    const m = normalizeMove(state, move);
    if (m.kind !== 'orders' || m.to.kind !== 'line') return null;
    const { lineKey } = m.to;
    const index = state.lines.findIndex((l) => l.key === lineKey);
    const before = state.lines[index];
    const model = before?.vehicleMainModelId ? modelMap.get(before.vehicleMainModelId) : undefined;
    if (!before || !model) return null;
    const plan = planMove(state, m, state.stations);
    const after = plan.ok ? plan.layout.lines.find((l) => l.key === lineKey) : undefined;
    if (!after) return null;
    const known = new Set(coldChainIssues(before, model, index + 1).map((p) => describe(p)));
    const texts = coldChainIssues(after, model, index + 1)
      .map((p) => describe(p))
      .filter((text) => !known.has(text));
    return texts.length > 0 ? { number: index + 1, texts: [...new Set(texts)] } : null;
  };
  /** The waybills being dragged and the line they come from, for the lines' load after the drop. */
  const draggedOrders = useMemo(() => {
    if (!dragging) return null;
    if (dragging.kind === 'poolOrders') {
      const ids = new Set(dragging.ids);
      return { orders: state.pool.filter((o) => ids.has(o.uuid)), fromLine: null };
    }
    const line = state.lines.find((l) => l.key === dragging.lineKey);
    if (!line) return null;
    if (dragging.kind === 'lineOrders') {
      const ids = new Set(dragging.ids);
      return { orders: line.orders.filter((o) => ids.has(o.uuid)), fromLine: line.key };
    }
    const atStop = new Set(ordersAtStop(dragging.stationId, line.orders).map((o) => o.uuid));
    return { orders: line.orders.filter((o) => atStop.has(o.uuid)), fromLine: line.key };
  }, [dragging, state.pool, state.lines]);

  const leave = () => {
    requestCloseTab(location.pathname);
    navigate(entry.origin || '/Order/Waybill');
  };
  const cancel = () =>
    modal.confirm({
      title: t('lineAdjust.cancel.confirm'),
      okText: t('action.confirm'),
      cancelText: t('action.cancel'),
      onOk: async () => {
        const ids = screen.held;
        if (ids.length > 0) await releaseFromPool(ids).catch(() => undefined);
        if (!entry.editMode) await draft.discard().catch(() => undefined);
        screen.forget(ids);
        writeStoredIds(LINE_ADJUST_SHIPMENT_KEY, []);
        leave();
      },
    });

  // A finished plan's lines join the screen as ordinary lines; its waybills leave the pool selection.
  const onPlanned = useCallback(
    (status: PlanningStatus, choice: { allowLate: boolean }) => {
      const lines = status.lines ?? [];
      if (lines.length === 0) return;
      dispatch({ type: 'planApplied', lines, allowLate: choice.allowLate });
      const planned = new Set(lines.flatMap((l) => l.waybillIdList));
      setPoolSelected((s) => s.filter((id) => !planned.has(id)));
    },
    [dispatch],
  );

  const removeFromPool = async (ids: string[]) => {
    await releaseFromPool(ids);
    screen.forget(ids);
    dispatch({ type: 'poolRemoved', ids });
    setPoolSelected((s) => s.filter((id) => !ids.includes(id)));
  };

  const added = (ids: string[]) => {
    writeStoredIds(LINE_ADJUST_IDS_KEY, [...readStoredIds(LINE_ADJUST_IDS_KEY), ...ids]);
    void screen.reloadPool();
  };

  // Withdraw split: the split-off waybills are gone, the parent (back in one piece) stays in the pool.
  const withdraw = async (row: PoolRow) => {
    const res = await withdrawSplit(row.uuid);
    void message.success(res.msg);
    const gone = res.data.waybillIds;
    screen.forget(gone);
    const stored = readStoredIds(LINE_ADJUST_IDS_KEY);
    if (!stored.includes(res.data.waybillId))
      writeStoredIds(LINE_ADJUST_IDS_KEY, [...stored, res.data.waybillId]);
    dispatch({ type: 'poolRemoved', ids: gone });
    setPoolSelected([]);
    void screen.reloadPool();
  };

  const draggedStop =
    dragging?.kind === 'stop'
      ? state.lines.find((l) => l.key === dragging.lineKey)?.stopList[dragging.index]?.stationName
      : null;

  return (
    <Spin spinning={!screen.ready}>
      <DndContext
        // Without the right to adjust lines nothing can be dragged.
        sensors={access.edit ? sensors : []}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        {!access.edit && (
          <Alert type="info" showIcon className="line-adjust-readonly" message={t('lineAdjust.readOnly')} />
        )}
        <div className="line-adjust">
          <div className="line-adjust-left" style={{ flex: `0 0 ${wide ? WIDE : NARROW}` }}>
            <LineToolbar
              lines={state.lines}
              query={query}
              models={models}
              autoHeight={autoHeight}
              allowLate={state.allowLate}
              submitting={submitter.submitting}
              access={access}
              onQuery={setQuery}
              onAutoHeight={setAutoHeight}
              onAllowLate={(allow) => dispatch({ type: 'allowLate', allow })}
              onAddLine={() => dispatch({ type: 'addLine', vehicleMainModelId: query.vehicleMainModelId })}
              onPlan={() => setPlanning(true)}
              onCancel={cancel}
              onSubmit={() => void submitter.submit()}
            />
            <DraftNotice
              restored={draft.restored}
              onDiscard={() => void draft.discard()}
              onClose={draft.dismiss}
            />
            <SubmitProblems
              problems={problems}
              describe={describe}
              onClose={() => dispatch({ type: 'showProblems', show: false })}
            />
            <LinePanel
              state={state}
              models={models}
              autoHeight={autoHeight}
              problems={problemsByLine}
              dragging={draggedOrders}
              dispatch={dispatch}
              move={(m) => void screen.move(m)}
            />
          </div>
          <div className="line-adjust-toggle">
            <Tooltip title={wide ? t('lineAdjust.narrow') : t('lineAdjust.widen')}>
              <Button
                shape="circle"
                size="small"
                aria-label={wide ? t('lineAdjust.narrow') : t('lineAdjust.widen')}
                icon={wide ? <LeftOutlined /> : <RightOutlined />}
                onClick={() => setWide(!wide)}
              />
            </Tooltip>
          </div>
          <div className="line-adjust-right">
            <PoolPanel
              rows={state.pool}
              loading={screen.poolLoading}
              filter={screen.filter}
              selected={poolSelected}
              access={access}
              onSelect={setPoolSelected}
              onFilter={screen.setFilter}
              onInsert={() => setInserting(true)}
              onRemove={removeFromPool}
              onSplit={(row) => setSplitting([row.uuid])}
              onWithdrawSplit={withdraw}
            />
          </div>
        </div>
        <DragOverlay dropAnimation={{ duration: DRAG_ANIMATION_MS, easing: 'ease' }}>
          <DragPreview drag={dragging} stationName={draggedStop} />
        </DragOverlay>
      </DndContext>
      <InsertOrderDialog open={inserting} onClose={() => setInserting(false)} onAdded={added} />
      <PlanningDialog
        open={planning}
        pool={state.pool}
        ticked={poolSelected}
        models={models}
        room={roomForLines(state.lines)}
        linesOnScreen={state.lines.length}
        onPlanned={onPlanned}
        onClose={() => setPlanning(false)}
      />
      <SplitDialog ids={splitting} onClose={() => setSplitting(null)} onSplit={added} />
      <CompletionDialog
        completion={submitter.completion}
        remaining={state.pool.length}
        onClose={submitter.closeCompletion}
      />
    </Spin>
  );
}
