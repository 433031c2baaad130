import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Col, Empty, Row, Typography } from 'antd';
import { type CSSProperties, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import type { Stop } from '../types';
import { TimeInput } from './TimeInput';

type Props = { value?: Stop[]; onChange?: (value: Stop[]) => void };

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `stop-${counter}`;
};

/** The stop sequence of a detail: drag rows to reorder; station, arrival and leave per stop. */
export function StopList({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  // Stable row ids for drag and drop, kept parallel to the value.
  const keys = useRef<string[]>([]);
  while (keys.current.length < value.length) keys.current.push(nextKey());
  if (keys.current.length > value.length) keys.current.length = value.length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const change = (next: Stop[]) => onChange?.(next);
  const update = (index: number, patch: Partial<Stop>) =>
    change(value.map((stop, i) => (i === index ? { ...stop, ...patch } : stop)));
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    change(value.filter((_, i) => i !== index));
  };
  const add = () => {
    keys.current.push(nextKey());
    change([...value, { stationId: '', arrivalTime: null, leaveTime: null }]);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.current.indexOf(String(active.id));
    const to = keys.current.indexOf(String(over.id));
    keys.current = arrayMove(keys.current, from, to);
    change(arrayMove(value, from, to));
  };

  return (
    <div>
      <Row gutter={8} style={{ padding: '0 4px 4px', color: 'rgba(0,0,0,0.45)' }}>
        <Col flex="56px">{t('baseRoute.stop.sequence')}</Col>
        <Col flex="auto">{t('baseRoute.stop.station')}</Col>
        <Col flex="120px">{t('baseRoute.stop.arrival')}</Col>
        <Col flex="120px">{t('baseRoute.stop.leave')}</Col>
        <Col flex="40px" />
      </Row>
      {value.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('baseRoute.stop.none')} />
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={[...keys.current]} strategy={verticalListSortingStrategy}>
          {value.map((stop, index) => (
            <StopRow
              key={keys.current[index]}
              id={keys.current[index] as string}
              index={index}
              stop={stop}
              onChange={(patch) => update(index, patch)}
              onRemove={() => remove(index)}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Button type="dashed" block icon={<PlusOutlined />} onClick={add} style={{ marginTop: 8 }}>
        {t('baseRoute.stop.add')}
      </Button>
    </div>
  );
}

type RowProps = {
  id: string;
  index: number;
  stop: Stop;
  onChange: (patch: Partial<Stop>) => void;
  onRemove: () => void;
};

function StopRow({ id, index, stop, onChange, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    padding: 4,
    marginBottom: 4,
    background: isDragging ? '#e6f4ff' : '#fafafa',
    borderRadius: 6,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const known = stop.stationCode ? [stop.stationCode, stop.stationName].filter(Boolean).join(' ') : undefined;
  return (
    <div ref={setNodeRef} style={style} data-testid="stop-row">
      <Row gutter={8} align="middle" wrap={false}>
        <Col flex="56px">
          <Button
            type="text"
            size="small"
            icon={<HolderOutlined />}
            style={{ cursor: 'grab' }}
            aria-label={t('baseRoute.stop.drag')}
            {...attributes}
            {...listeners}
          />
          <Typography.Text strong>{index + 1}</Typography.Text>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <RemoteSelect
            url="/system/station/dropBox"
            value={stop.stationId || undefined}
            placeholder={t('baseRoute.stop.pickStation')}
            labelRender={(option) => option.label ?? known ?? option.value}
            onChange={(stationId: string | undefined, option) => {
              // Keep the picked label ("code name") for messages and for showing it later.
              const label = (option as { label?: string } | undefined)?.label ?? null;
              onChange({ stationId: stationId ?? '', stationCode: label, stationName: null });
            }}
            style={{ width: '100%' }}
          />
        </Col>
        <Col flex="120px">
          <TimeInput
            value={stop.arrivalTime}
            aria-label={t('baseRoute.stop.arrival')}
            onChange={(arrivalTime) => onChange({ arrivalTime })}
          />
        </Col>
        <Col flex="120px">
          <TimeInput
            value={stop.leaveTime}
            aria-label={t('baseRoute.stop.leave')}
            onChange={(leaveTime) => onChange({ leaveTime })}
          />
        </Col>
        <Col flex="40px">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('action.delete')}
            onClick={onRemove}
          />
        </Col>
      </Row>
    </div>
  );
}
