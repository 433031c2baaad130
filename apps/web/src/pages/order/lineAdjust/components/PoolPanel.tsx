import { useDraggable, useDroppable } from '@dnd-kit/core';
import {
  interpolate,
  isWaybillStatus,
  splitAvailability,
  canWithdrawSplit as withdrawSplitRule,
} from '@tms/domain';
import { App, Button, Space, Typography, theme } from 'antd';
import { type CSSProperties, memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../core/dicts';
import { type DragData, dndId } from '../dnd';
import type { LineAccess } from '../hooks/useLineAccess';
import type { PoolFilter } from '../hooks/useLineAdjustState';
import type { PoolRow } from '../types';
import { PoolFilters } from './PoolFilters';
import { type GridColumn, type SortOrder, VirtualGrid } from './VirtualGrid';
import './pool-panel.css';

type Props = {
  rows: PoolRow[];
  loading: boolean;
  filter: PoolFilter;
  selected: string[];
  access: LineAccess;
  onSelect: (ids: string[]) => void;
  onFilter: (filter: PoolFilter) => void;
  onInsert: () => void;
  onRemove: (ids: string[]) => Promise<void>;
  /** Row action component split: opens the split dialog for the row. */
  onSplit: (row: PoolRow) => void;
  /** Withdraw split of the one selected waybill (after the confirmation). */
  onWithdrawSplit: (row: PoolRow) => Promise<void>;
};

/** The path of antd's HolderOutlined, drawn without the icon component, which injects its stylesheet on every mount. */
const HOLDER_PATH =
  'M300 276.5a56 56 0 1056-97 56 56 0 00-56 97zm0 284a56 56 0 1056-97 56 56 0 00-56 97zM640 228a56 56 0 10112 0 56 56 0 00-112 0zm0 284a56 56 0 10112 0 56 56 0 00-112 0zM300 844.5a56 56 0 1056-97 56 56 0 00-56 97zM640 796a56 56 0 10112 0 56 56 0 00-112 0z';

/**
 * Rows are dragged by their handle; a ticked row takes every ticked row along. Rendered for each row that
 * scrolls into view, so it is kept light: the label comes from the column, the icon is a bare SVG.
 */
const DragHandle = memo(function DragHandle({
  uuid,
  ids,
  label,
}: {
  uuid: string;
  ids: string[];
  label: string;
}) {
  const data: DragData = { kind: 'poolOrders', ids };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: dndId.poolOrder(uuid), data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="line-adjust-handle"
      aria-label={label}
    >
      <svg
        className="pool-handle-icon"
        viewBox="64 64 896 896"
        fill="currentColor"
        aria-hidden
        focusable="false"
      >
        <path d={HOLDER_PATH} />
      </svg>
    </button>
  );
});

const poolRowKey = (row: PoolRow) => row.uuid;

/** The theme's link colours for the rows' plain action buttons (pool-panel.css). */
const linkColors = (token: ReturnType<typeof theme.useToken>['token']) =>
  ({
    '--pool-link': token.colorLink,
    '--pool-link-hover': token.colorLinkHover,
    '--pool-link-active': token.colorLinkActive,
    '--pool-link-disabled': token.colorTextDisabled,
  }) as CSSProperties;

/** The domain's withdraw split rule on the selected pool rows. */
const withdrawSplitVerdict = (rows: PoolRow[]) =>
  withdrawSplitRule(rows.map((r) => ({ code: r.code, status: isWaybillStatus(r.status) ? r.status : 'C' })));

/** Table height from the window: the virtual list needs a number. */
function usePoolHeight() {
  const [height, setHeight] = useState(() => Math.max(300, window.innerHeight - 330));
  useEffect(() => {
    const onResize = () => setHeight(Math.max(300, window.innerHeight - 330));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * The order pool: filters, toolbar (insert, remove from pool, withdraw split) and a virtualized
 * grid (up to 9,999 rows) with remote sorting and multi-select; the whole panel takes drops from the lines.
 */
export function PoolPanel({
  rows,
  loading,
  filter,
  selected,
  access,
  onSelect,
  onFilter,
  onInsert,
  onRemove,
  onSplit,
  onWithdrawSplit,
}: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { token } = theme.useToken();
  const temps = useDict('item_temperature');
  const height = usePoolHeight();
  const { setNodeRef, isOver } = useDroppable({ id: dndId.pool, data: { kind: 'pool' } });
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const chosen = rows.filter((r) => selectedSet.has(r.uuid));
  // Withdraw split: exactly one selected waybill, not on a shipment (status S): the domain's rule.
  const withdrawVerdict = withdrawSplitVerdict(chosen);
  const canWithdrawSplit = withdrawVerdict.ok;

  const columns = useMemo<GridColumn<PoolRow>[]>(() => {
    const tempLabel = (code: string) => temps.find((d) => d.dictValue === code)?.dictLabel ?? code;
    const dragLabel = t('lineAdjust.orders.drag');
    const splitLabel = t('split.action');
    const text = (
      key: keyof PoolRow & string,
      title: string,
      width: number,
      more: Partial<GridColumn<PoolRow>> = {},
    ): GridColumn<PoolRow> => ({ key, title, width, render: (row) => row[key] as string, ...more });
    return [
      {
        key: 'drag',
        title: '',
        width: 36,
        pinned: true,
        render: (row) => (
          <DragHandle
            uuid={row.uuid}
            ids={selectedSet.has(row.uuid) ? selected : [row.uuid]}
            label={dragLabel}
          />
        ),
      },
      text('code', t('lineAdjust.pool.code'), 150, { pinned: true, sortField: 'code' }),
      text('refNo', t('lineAdjust.pool.refNo'), 120, { sortField: 'refNo' }),
      text('srcStationName', t('lineAdjust.pool.srcStation'), 140, { sortField: 'srcStationName' }),
      text('destStationName', t('lineAdjust.pool.destStation'), 140, { sortField: 'destStationName' }),
      {
        key: 'temps',
        title: t('lineAdjust.pool.temps'),
        width: 220,
        render: (row) =>
          (row.tempVoLists ?? []).map((z) => (
            <span key={z.tempCode} className="line-adjust-temp">
              {tempLabel(z.tempCode)}
            </span>
          )),
      },
      text('etd', t('lineAdjust.pool.etd'), 160, { sortField: 'etd' }),
      text('eta', t('lineAdjust.pool.eta'), 160, { sortField: 'eta' }),
      text('srcCity', t('lineAdjust.pool.srcCity'), 100),
      text('destCity', t('lineAdjust.pool.destCity'), 100),
      text('totalWeight', t('lineAdjust.totals.weight'), 110, { align: 'right', sortField: 'totalWeight' }),
      text('totalVolume', t('lineAdjust.totals.volume'), 110, { align: 'right', sortField: 'totalVolume' }),
      text('totalPallets', t('lineAdjust.totals.pallets'), 90, { align: 'right', sortField: 'totalPallets' }),
      {
        key: 'actions',
        title: t('split.actions'),
        width: 110,
        render: (row) => {
          const verdict = splitAvailability(row).split;
          // A plain button styled as antd's small link button: antd's Button did several times the work
          // on every row scrolled into view (style registration, wave effect, contexts).
          return (
            <button
              type="button"
              className="pool-link"
              disabled={!access.split || !verdict.ok}
              title={verdict.ok ? undefined : interpolate(t(verdict.key), verdict.params ?? {})}
              onClick={() => onSplit(row)}
            >
              {splitLabel}
            </button>
          );
        },
      },
    ];
  }, [t, temps, selected, selectedSet, onSplit, access.split]);

  const withdrawSplit = () => {
    const [row] = chosen;
    if (!row || !canWithdrawSplit) return;
    modal.confirm({
      title: t('split.withdraw.confirm', { code: row.code }),
      okText: t('action.confirm'),
      cancelText: t('action.cancel'),
      onOk: () => onWithdrawSplit(row),
    });
  };

  const remove = () => {
    if (chosen.length === 0) {
      void message.warning(t('lineAdjust.pool.selectFirst'));
      return;
    }
    modal.confirm({
      title: t('lineAdjust.pool.removeConfirm', { count: chosen.length }),
      okText: t('action.confirm'),
      cancelText: t('action.cancel'),
      onOk: () => onRemove(chosen.map((r) => r.uuid)),
    });
  };

  return (
    <div
      ref={setNodeRef}
      className={`line-adjust-pool${isOver ? ' is-over' : ''}`}
      data-testid="order-pool"
      style={linkColors(token)}
    >
      <PoolFilters
        onSearch={(f) => onFilter({ ...f, sortField: filter.sortField, sortOrder: filter.sortOrder })}
      />
      <Space className="line-adjust-pool-toolbar" wrap>
        <Button type="primary" disabled={!access.edit} onClick={onInsert}>
          {t('lineAdjust.pool.insert')}
        </Button>
        <Button danger disabled={!access.edit} onClick={remove}>
          {t('lineAdjust.pool.remove')}
        </Button>
        <Button
          disabled={!access.split || !canWithdrawSplit}
          title={
            withdrawVerdict.ok ? undefined : interpolate(t(withdrawVerdict.key), withdrawVerdict.params ?? {})
          }
          onClick={withdrawSplit}
        >
          {t('lineAdjust.pool.withdrawSplit')}
        </Button>
        <Typography.Text type="secondary">
          {t('lineAdjust.pool.count', { count: rows.length, selected: chosen.length })}
        </Typography.Text>
      </Space>
      <VirtualGrid<PoolRow>
        label={t('lineAdjust.pool.title')}
        rows={rows}
        rowKey={poolRowKey}
        columns={columns}
        height={height}
        loading={loading}
        selected={selected}
        onSelect={onSelect}
        sortField={filter.sortField}
        sortOrder={filter.sortOrder as SortOrder | undefined}
        onSort={(sortField, sortOrder) => onFilter({ ...filter, sortField, sortOrder })}
      />
    </div>
  );
}
