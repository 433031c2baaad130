import { DeleteOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { lineTips, lineTotals } from '@tms/domain';
import { Button, Card, Empty, Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dndId } from '../dnd';
import type { TimeField } from '../state/line-adjust-reducer';
import type { LineDraft, ModelOption } from '../types';
import { StationCard } from './StationCard';

type Props = {
  line: LineDraft;
  number: number;
  models: readonly ModelOption[];
  checked: readonly string[];
  autoHeight: boolean;
  onModel: (modelId: string | null) => void;
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
  onModel,
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
  const stopIds = line.stopList.map((s) => dndId.stop(line.key, s.stationId));
  return (
    <Card
      size="small"
      className="line-adjust-line"
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
          options={models.map((m) => ({ value: m.uuid, label: `${m.code} ${m.name}` }))}
        />
        <Typography.Text type="secondary">
          {t('lineAdjust.line.summary', {
            orders: line.orders.length,
            weight: totals.weight,
            volume: totals.volume,
            pallets: totals.pallets,
          })}
        </Typography.Text>
      </div>
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
                checked={checked}
                onTime={(field, value) => onTime(index, field, value)}
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
