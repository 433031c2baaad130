import {
  ClockCircleOutlined,
  DownOutlined,
  HolderOutlined,
  PushpinFilled,
  PushpinOutlined,
  RightOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type DispatchStop, type DispatchTip, ordersAtStop, stopWindowFlags } from '@tms/domain';
import { Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAG_ANIMATION_MS, type DragData, dndId } from '../dnd';
import { noticeText } from '../notice';
import type { TimeField as TimeFieldName } from '../state/line-adjust-reducer';
import type { PoolRow } from '../types';
import { StationOrders } from './StationOrders';
import { StationTotals } from './StationTotals';
import { TimeField } from './TimeField';

const TYPE_COLOR = { P: 'blue', D: 'green', 'P&D': 'purple' } as const;

type Props = {
  lineKey: string;
  index: number;
  stop: DispatchStop;
  orders: readonly PoolRow[];
  tips: readonly DispatchTip[];
  /** The waybills this stop delivers after their required delivery time, in the submit's words. */
  late?: readonly string[];
  /** Late arrival allowed for the next submit: the mark warns instead of refusing. */
  lateAllowed?: boolean;
  /** The submit's problems at this stop (the card is marked while there are any). */
  problems?: readonly string[];
  checked: readonly string[];
  onTime: (field: TimeFieldName, value: string | null) => void;
  onPin: (pinned: boolean) => void;
  onToggle: (ids: string[], checked: boolean) => void;
  onTakeOut: (ids: string[]) => void;
};

/**
 * One stop of a line: drag handle, code, name, type tag, times, window and late marks, tips, totals,
 * orders.
 */
export function StationCard({
  lineKey,
  index,
  stop,
  orders,
  tips,
  late = [],
  lateAllowed = false,
  problems = [],
  checked,
  onTime,
  onPin,
  onToggle,
  onTakeOut,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const data: DragData = { kind: 'stop', lineKey, stationId: stop.stationId, index };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: dndId.stop(lineKey, stop.stationId),
    data,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'ease' },
  });
  const flags = stopWindowFlags(stop);
  const count = ordersAtStop(stop.stationId, orders).length;
  const type = stop.stationType ?? 'D';
  const pinned = !!stop.pinned;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      data-testid={`stop-${stop.stationCode ?? stop.stationId}`}
      data-pinned={pinned ? 'Y' : 'N'}
      data-late={late.length > 0 ? 'Y' : 'N'}
    >
      <Card
        size="small"
        className={`line-adjust-stop${problems.length > 0 ? ' is-problem' : ''}`}
        data-problem={problems.length > 0 ? 'Y' : 'N'}
      >
        <Space wrap size={[8, 4]}>
          <button
            type="button"
            {...attributes}
            {...listeners}
            className="line-adjust-handle"
            aria-label={t('lineAdjust.stop.drag')}
          >
            <HolderOutlined />
          </button>
          <Typography.Text strong>{index + 1}.</Typography.Text>
          <Typography.Text code>{stop.stationCode ?? '-'}</Typography.Text>
          <Typography.Text strong>{stop.stationName ?? stop.stationId}</Typography.Text>
          <Tag color={TYPE_COLOR[type]}>{type}</Tag>
          {(flags.etaIsOutTimewindow === 'Y' || flags.etdIsOutTimewindow === 'Y') && (
            <Tooltip title={t('lineAdjust.stop.outOfWindow')}>
              <Tag color="warning" icon={<WarningOutlined />}>
                {t('lineAdjust.stop.outOfWindowShort')}
              </Tag>
            </Tooltip>
          )}
          {late.length > 0 && (
            <Tag color={lateAllowed ? 'warning' : 'error'} icon={<ClockCircleOutlined />}>
              {t('lineAdjust.late.tag')}
            </Tag>
          )}
          <StationTotals stationId={stop.stationId} orders={orders} />
          <Tooltip title={pinned ? t('lineAdjust.stop.unpin') : t('lineAdjust.stop.pin')}>
            <Button
              size="small"
              type={pinned ? 'primary' : 'text'}
              ghost={pinned}
              icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
              aria-label={t('lineAdjust.stop.pin')}
              aria-pressed={pinned}
              onClick={() => onPin(!pinned)}
            >
              {pinned ? t('lineAdjust.stop.pinned') : null}
            </Button>
          </Tooltip>
        </Space>
        <div className="line-adjust-times">
          <TimeField
            label={t('lineAdjust.stop.eta')}
            value={stop.eta}
            warn={flags.etaIsOutTimewindow === 'Y'}
            onChange={(v) => onTime('eta', v)}
          />
          <TimeField
            label={t('lineAdjust.stop.etd')}
            value={stop.etd}
            warn={flags.etdIsOutTimewindow === 'Y'}
            onChange={(v) => onTime('etd', v)}
          />
        </div>
        {stop.isBckWare === 'Y' && (
          <div className="line-adjust-times">
            <TimeField
              label={t('lineAdjust.stop.backEta')}
              value={stop.backWareEta}
              onChange={(v) => onTime('backWareEta', v)}
            />
            <TimeField
              label={t('lineAdjust.stop.backEtd')}
              value={stop.backWareEtd}
              onChange={(v) => onTime('backWareEtd', v)}
            />
          </div>
        )}
        {late
          .filter((text) => !problems.includes(text))
          .map((text) => (
            <Typography.Text
              key={text}
              type={lateAllowed ? 'warning' : 'danger'}
              className="line-adjust-tip"
              data-testid="late-mark"
            >
              {text}
            </Typography.Text>
          ))}
        {problems.map((text) => (
          <Typography.Text key={text} type="danger" className="line-adjust-tip">
            {text}
          </Typography.Text>
        ))}
        {tips.map((tip) => (
          <Typography.Text
            key={`${tip.key}-${String(tip.params.field ?? '')}`}
            type="warning"
            className="line-adjust-tip"
          >
            {noticeText(t, tip)}
          </Typography.Text>
        ))}
        <Button
          type="link"
          size="small"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          onClick={() => setOpen(!open)}
        >
          {t('lineAdjust.stop.orders', { count })}
        </Button>
        {open && (
          <StationOrders
            lineKey={lineKey}
            stationId={stop.stationId}
            orders={orders}
            checked={checked}
            onToggle={onToggle}
            onTakeOut={onTakeOut}
          />
        )}
      </Card>
    </div>
  );
}
