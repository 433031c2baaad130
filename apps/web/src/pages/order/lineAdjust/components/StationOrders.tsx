import { HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { ordersAtStop } from '@tms/domain';
import { Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DragData, dndId } from '../dnd';
import type { PoolRow } from '../types';

type Props = {
  lineKey: string;
  stationId: string;
  orders: readonly PoolRow[];
  checked: readonly string[];
  onToggle: (ids: string[], checked: boolean) => void;
  onTakeOut: (ids: string[]) => void;
};

/** The expandable order list of a station card: tick, drag (the ticked ones go along) or take out. */
export function StationOrders({ lineKey, stationId, orders, checked, onToggle, onTakeOut }: Props) {
  const { t } = useTranslation();
  const here = ordersAtStop(stationId, orders) as PoolRow[];
  return (
    <div className="line-adjust-orders">
      {here.map((order) => (
        <OrderRow
          key={order.uuid}
          lineKey={lineKey}
          stationId={stationId}
          order={order}
          checked={checked}
          onToggle={onToggle}
          onTakeOut={onTakeOut}
        />
      ))}
      {checked.length > 0 && (
        <Typography.Link onClick={() => onTakeOut([...checked])}>
          {t('lineAdjust.orders.takeOutChecked', { count: checked.length })}
        </Typography.Link>
      )}
    </div>
  );
}

function OrderRow({
  lineKey,
  stationId,
  order,
  checked,
  onToggle,
  onTakeOut,
}: Omit<Props, 'orders'> & { order: PoolRow }) {
  const { t } = useTranslation();
  const isChecked = checked.includes(order.uuid);
  const data: DragData = { kind: 'lineOrders', lineKey, ids: isChecked ? [...checked] : [order.uuid] };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dndId.lineOrder(lineKey, stationId, order.uuid),
    data,
  });
  const direction =
    order.shipFromId === stationId ? t('lineAdjust.orders.pickUp') : t('lineAdjust.orders.deliver');
  return (
    <div ref={setNodeRef} className="line-adjust-order" style={{ opacity: isDragging ? 0.4 : 1 }}>
      <Space size={6}>
        <button
          type="button"
          {...attributes}
          {...listeners}
          className="line-adjust-handle"
          aria-label={t('lineAdjust.orders.drag')}
        >
          <HolderOutlined />
        </button>
        <Checkbox checked={isChecked} onChange={(e) => onToggle([order.uuid], e.target.checked)} />
        <Typography.Text strong className="line-adjust-nowrap">
          {order.code}
        </Typography.Text>
        <Typography.Text type="secondary">
          {direction} {order.srcStationName ?? order.shipFromId} → {order.destStationName ?? order.shipToId}
        </Typography.Text>
        <Typography.Link onClick={() => onTakeOut([order.uuid])}>
          {t('lineAdjust.orders.takeOut')}
        </Typography.Link>
      </Space>
    </div>
  );
}
