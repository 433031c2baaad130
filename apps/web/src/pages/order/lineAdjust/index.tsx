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
import { DEFAULT_TRANS_TYPE, type DispatchVehicleModel } from '@tms/domain';
import { Alert, App, Button, Spin, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { requestCloseTab } from '../../../core/close-request';
import {
  LINE_ADJUST_IDS_KEY,
  LINE_ADJUST_SHIPMENT_KEY,
  readStoredIds,
  writeStoredIds,
} from '../shared/line-adjust-storage';
import { listModels, releaseFromPool, withdrawSplit } from './api';
import { CompletionDialog } from './components/CompletionDialog';
import { DragPreview } from './components/DragPreview';
import { InsertOrderDialog } from './components/InsertOrderDialog';
import { LinePanel } from './components/LinePanel';
import { LineToolbar } from './components/LineToolbar';
import { PoolPanel } from './components/PoolPanel';
import { SplitDialog } from './components/split/SplitDialog';
import { collision, DRAG_ANIMATION_MS, type DragData, moveOfDrop } from './dnd';
import { useLineAccess } from './hooks/useLineAccess';
import { useLineAdjustState } from './hooks/useLineAdjustState';
import { useEntry } from './hooks/useOrigin';
import { usePoolHolds } from './hooks/usePoolHolds';
import { useSubmitLines } from './hooks/useSubmitLines';
import { noticeText } from './notice';
import type { LineQuery, PoolRow } from './types';
import './line-adjust.css';

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
  const [wide, setWide] = useState(false);
  const [autoHeight, setAutoHeight] = useState(false);
  const [inserting, setInserting] = useState(false);
  const [poolSelected, setPoolSelected] = useState<string[]>([]);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [splitting, setSplitting] = useState<string[] | null>(null);

  const { data: models = [] } = useQuery({
    queryKey: ['lineAdjust', 'models'],
    queryFn: listModels,
    staleTime: 60_000,
  });
  const modelMap = useMemo(
    () => new Map<string, DispatchVehicleModel>(models.map((m) => [m.uuid, m])),
    [models],
  );

  const submitter = useSubmitLines({
    state,
    query,
    models: modelMap,
    shipmentIds: entry.shipmentIds,
    onSubmitted: (lineKeys, waybillIds) => {
      screen.forget(waybillIds);
      dispatch({ type: 'submitted', lineKeys });
      if (entry.editMode) writeStoredIds(LINE_ADJUST_SHIPMENT_KEY, []);
    },
  });

  // Domain refusals (moves, 20 lines) as error toasts.
  useEffect(() => {
    if (!state.notice) return;
    void message.error(noticeText(t, state.notice));
    dispatch({ type: 'clearNotice' });
  }, [state.notice, message, t, dispatch]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as DragData) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const move = moveOfDrop(event.active, event.over);
    if (!move) return;
    if (move.kind === 'orders' && move.from.kind === 'pool')
      setPoolSelected((s) => s.filter((id) => !move.ids.includes(id)));
    void screen.move(move);
  };

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
        screen.forget(ids);
        writeStoredIds(LINE_ADJUST_SHIPMENT_KEY, []);
        leave();
      },
    });

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
              submitting={submitter.submitting}
              access={access}
              onQuery={setQuery}
              onAutoHeight={setAutoHeight}
              onAddLine={() => dispatch({ type: 'addLine', vehicleMainModelId: query.vehicleMainModelId })}
              onCancel={cancel}
              onSubmit={() => void submitter.submit()}
            />
            <LinePanel
              state={state}
              models={models}
              autoHeight={autoHeight}
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
      <SplitDialog ids={splitting} onClose={() => setSplitting(null)} onSplit={added} />
      <CompletionDialog completion={submitter.completion} onClose={submitter.closeCompletion} />
    </Spin>
  );
}
