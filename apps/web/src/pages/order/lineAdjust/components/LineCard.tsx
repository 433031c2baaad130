import { DeleteOutlined, FieldTimeOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { lineTips, lineTotals } from '@tms/domain';
import { Alert, Button, Card, Empty, InputNumber, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dndId } from '../dnd';
import { noticeText } from '../notice';
import { lateMarks } from '../state/late-marks';
import { withOrders } from '../state/layout';
import type { TimeField } from '../state/line-adjust-reducer';
import type { LineDraft, ModelOption, PoolRow, StationInfo } from '../types';
import { LoadFactor, modelOptions, renderModelOption } from './ModelCapacity';
import { StationCard } from './StationCard';

/** The submit's problems of one line: its own (stop null) and per stop, as texts. */
export type LineProblems = { line: string[]; stops: Map<number, string[]> };

/** Minutes the shift buttons move a line by, until the dispatcher types another figure. */
const DEFAULT_SHIFT_MINUTES = 30;

type Props = {
  line: LineDraft;
  number: number;
  models: readonly ModelOption[];
  checked: readonly string[];
  autoHeight: boolean;
  /** Late arrival allowed for the next submit: late stops are marked as a warning, not a refusal. */
  lateAllowed: boolean;
  /** The submit's problems on this line (marked until fixed). */
  problems?: LineProblems | null;
  /** Waybills being dragged from elsewhere: the line shows its load after the drop while they hover. */
  dragOrders?: readonly PoolRow[] | null;
  stations: Record<string, StationInfo>;
  onModel: (modelId: string | null) => void;
  onPin: (stopIndex: number, pinned: boolean) => void;
  onShift: (minutes: number) => void;
  onRemove: () => void;
  onTime: (stopIndex: number, field: TimeField, value: string | null) => void;
  onToggle: (ids: string[], checked: boolean) => void;
  onTakeOut: (ids: string[]) => void;
};

/** One line: its model, totals and stops; waybills and cards are dropped on it. */
export function LineCard({
  line,
  number,
  models,
  checked,
  autoHeight,
  lateAllowed,
  problems,
  dragOrders,
  stations,
  onModel,
  onPin,
  onShift,
  onRemove,
  onTime,
  onToggle,
  onTakeOut,
}: Props) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({
    id: dndId.line(line.key),
    data: { kind: 'line', lineKey: line.key },
  });
  const totals = useMemo(() => lineTotals(line.orders).total, [line.orders]);
  const tips = useMemo(() => lineTips(line), [line]);
  const late = useMemo(() => lateMarks(line), [line]);
  const stopIds = line.stopList.map((s) => dndId.stop(line.key, s.stationId));
  const [shiftBy, setShiftBy] = useState<number>(DEFAULT_SHIFT_MINUTES);
  const model = models.find((m) => m.uuid === line.vehicleMainModelId) ?? null;
  // Hovering waybills: the line as it would be after the drop (its stops synced, times planned).
  const preview = useMemo(() => {
    if (!isOver || !dragOrders || dragOrders.length === 0) return null;
    const mine = new Set(line.orders.map((o) => o.uuid));
    const coming = dragOrders.filter((o) => !mine.has(o.uuid));
    return coming.length > 0 ? withOrders(line, [...line.orders, ...coming], stations) : null;
  }, [isOver, dragOrders, line, stations]);
  return (
    <Card
      size="small"
      className={`line-adjust-line${problems && (problems.line.length > 0 || problems.stops.size > 0) ? ' has-problem' : ''}`}
      data-testid={`line-${number}`}
      title={
        <Space>
          <Typography.Text strong>{t('lineAdjust.line.title', { number })}</Typography.Text>
          {line.shipmentCode && <Tag color="geekblue">{line.shipmentCode}</Tag>}
        </Space>
      }
      extra={
        !line.uuid && (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('lineAdjust.line.remove')}
            onClick={onRemove}
          />
        )
      }
    >
      {/* Model and totals under the title: the narrow panel has no room for them beside it. */}
      <div className="line-adjust-line-head">
        <Select
          size="small"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 240, maxWidth: '100%' }}
          placeholder={t('shipment.placeholder.model')}
          aria-label={t('lineAdjust.line.model')}
          value={line.vehicleMainModelId ?? undefined}
          onChange={(v: string | undefined) => onModel(v ?? null)}
          options={modelOptions(models)}
          optionRender={renderModelOption}
          popupMatchSelectWidth={false}
        />
        <Typography.Text type="secondary">
          {t('lineAdjust.line.summary', {
            orders: line.orders.length,
            weight: totals.weight,
            volume: totals.volume,
            pallets: totals.pallets,
          })}
        </Typography.Text>
        {line.stopList.length > 0 && (
          <Space.Compact size="small">
            <Tooltip title={t('lineAdjust.times.auto')}>
              <Button size="small" icon={<FieldTimeOutlined />} aria-label={t('lineAdjust.times.auto')} />
            </Tooltip>
            <InputNumber
              size="small"
              min={1}
              max={24 * 60}
              step={5}
              style={{ width: 72 }}
              value={shiftBy}
              aria-label={t('lineAdjust.shift.minutes')}
              onChange={(v) => setShiftBy(typeof v === 'number' && v > 0 ? v : DEFAULT_SHIFT_MINUTES)}
            />
            <Tooltip title={t('lineAdjust.shift.earlier')}>
              <Button
                size="small"
                icon={<MinusOutlined />}
                aria-label={t('lineAdjust.shift.earlier')}
                onClick={() => onShift(-shiftBy)}
              />
            </Tooltip>
            <Tooltip title={t('lineAdjust.shift.later')}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('lineAdjust.shift.later')}
                onClick={() => onShift(shiftBy)}
              />
            </Tooltip>
          </Space.Compact>
        )}
      </div>
      {model && <LoadFactor line={line} model={model} preview={preview} />}
      {problems && problems.line.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="line-adjust-line-problems"
          message={problems.line.map((text) => <div key={text}>{text}</div>)}
        />
      )}
      <div
        ref={setNodeRef}
        className={`line-adjust-line-body${isOver ? ' is-over' : ''}`}
        style={autoHeight ? undefined : { maxHeight: 420, overflowY: 'auto' }}
      >
        {line.stopList.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lineAdjust.line.dropHere')} />
        ) : (
          <SortableContext items={stopIds} strategy={verticalListSortingStrategy}>
            {line.stopList.map((stop, index) => (
              <StationCard
                key={stop.stationId}
                lineKey={line.key}
                index={index}
                stop={stop}
                orders={line.orders}
                tips={tips.filter((tip) => tip.stopIndex === index)}
                late={(late.get(index) ?? []).map((notice) => noticeText(t, notice))}
                lateAllowed={lateAllowed}
                problems={problems?.stops.get(index) ?? []}
                checked={checked}
                onTime={(field, value) => onTime(index, field, value)}
                onPin={(pinned) => onPin(index, pinned)}
                onToggle={onToggle}
                onTakeOut={onTakeOut}
              />
            ))}
          </SortableContext>
        )}
      </div>
    </Card>
  );
}
