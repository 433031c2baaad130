import { HolderOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { App, Button, Space, Table, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../../app/dicts';
import { type DragData, dndId } from '../dnd';
import type { PoolFilter } from '../hooks/useLineAdjustState';
import type { PoolRow } from '../types';
import { PoolFilters } from './PoolFilters';

type Props = {
  rows: PoolRow[];
  loading: boolean;
  filter: PoolFilter;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onFilter: (filter: PoolFilter) => void;
  onInsert: () => void;
  onRemove: (ids: string[]) => Promise<void>;
};

/** Rows are dragged by their handle; a ticked row takes every ticked row along. */
const DragHandle = memo(function DragHandle({ uuid, ids }: { uuid: string; ids: string[] }) {
  const { t } = useTranslation();
  const data: DragData = { kind: 'poolOrders', ids };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: dndId.poolOrder(uuid), data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="line-adjust-handle"
      aria-label={t('lineAdjust.orders.drag')}
    >
      <HolderOutlined />
    </button>
  );
});

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
 * The order pool: filters, toolbar (insert, remove from pool, withdraw split) and a virtualized table
 * (up to 9,999 rows) with remote sorting and multi-select; the whole panel takes drops from the lines.
 */
export function PoolPanel({
  rows,
  loading,
  filter,
  selected,
  onSelect,
  onFilter,
  onInsert,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const temps = useDict('item_temperature');
  const height = usePoolHeight();
  const { setNodeRef, isOver } = useDroppable({ id: dndId.pool, data: { kind: 'pool' } });
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const chosen = rows.filter((r) => selectedSet.has(r.uuid));
  // Withdraw split: exactly one selected waybill, not on a shipment (status S). The call comes with splitting.
  const canWithdrawSplit = chosen.length === 1 && chosen[0]?.status !== 'S';

  const columns = useMemo<ColumnsType<PoolRow>>(() => {
    const tempLabel = (code: string) => temps.find((d) => d.dictValue === code)?.dictLabel ?? code;
    const sortOrder = (field: string) =>
      filter.sortField === field ? ((filter.sortOrder as 'ascend' | 'descend' | undefined) ?? null) : null;
    const sortable = (field: string) => ({ sorter: true, sortOrder: sortOrder(field) });
    return [
      {
        key: 'drag',
        width: 36,
        fixed: 'left',
        render: (_, row) => (
          <DragHandle uuid={row.uuid} ids={selectedSet.has(row.uuid) ? selected : [row.uuid]} />
        ),
      },
      { title: t('lineAdjust.pool.code'), dataIndex: 'code', width: 150, fixed: 'left', ...sortable('code') },
      { title: t('lineAdjust.pool.refNo'), dataIndex: 'refNo', width: 120, ...sortable('refNo') },
      {
        title: t('lineAdjust.pool.srcStation'),
        dataIndex: 'srcStationName',
        width: 140,
        ellipsis: true,
        ...sortable('srcStationName'),
      },
      {
        title: t('lineAdjust.pool.destStation'),
        dataIndex: 'destStationName',
        width: 140,
        ellipsis: true,
        ...sortable('destStationName'),
      },
      {
        title: t('lineAdjust.pool.temps'),
        dataIndex: 'tempVoLists',
        width: 220,
        // One line per row keeps the virtual list's rows the same height.
        render: (_, row) => (
          <div className="line-adjust-nowrap">
            {(row.tempVoLists ?? []).map((z) => (
              // Plain spans: thousands of antd Tags cost too much while the list scrolls.
              <span key={z.tempCode} className="line-adjust-temp">
                {tempLabel(z.tempCode)}
              </span>
            ))}
          </div>
        ),
      },
      { title: t('lineAdjust.pool.etd'), dataIndex: 'etd', width: 160, ...sortable('etd') },
      { title: t('lineAdjust.pool.eta'), dataIndex: 'eta', width: 160, ...sortable('eta') },
      { title: t('lineAdjust.pool.srcCity'), dataIndex: 'srcCity', width: 100 },
      { title: t('lineAdjust.pool.destCity'), dataIndex: 'destCity', width: 100 },
      {
        title: t('lineAdjust.totals.weight'),
        dataIndex: 'totalWeight',
        width: 110,
        align: 'right',
        ...sortable('totalWeight'),
      },
      {
        title: t('lineAdjust.totals.volume'),
        dataIndex: 'totalVolume',
        width: 110,
        align: 'right',
        ...sortable('totalVolume'),
      },
      {
        title: t('lineAdjust.totals.pallets'),
        dataIndex: 'totalPallets',
        width: 90,
        align: 'right',
        ...sortable('totalPallets'),
      },
    ];
  }, [t, temps, filter.sortField, filter.sortOrder, selected, selectedSet]);

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
    <div ref={setNodeRef} className={`line-adjust-pool${isOver ? ' is-over' : ''}`} data-testid="order-pool">
      <PoolFilters
        onSearch={(f) => onFilter({ ...f, sortField: filter.sortField, sortOrder: filter.sortOrder })}
      />
      <Space className="line-adjust-pool-toolbar" wrap>
        <Button type="primary" onClick={onInsert}>
          {t('lineAdjust.pool.insert')}
        </Button>
        <Button danger onClick={remove}>
          {t('lineAdjust.pool.remove')}
        </Button>
        <Button
          disabled={!canWithdrawSplit}
          title={canWithdrawSplit ? undefined : t('waybill.state.withdrawSplit.one')}
          onClick={() => void message.info(t('lineAdjust.pool.withdrawSplitLater'))}
        >
          {t('lineAdjust.pool.withdrawSplit')}
        </Button>
        <Typography.Text type="secondary">
          {t('lineAdjust.pool.count', { count: rows.length, selected: chosen.length })}
        </Typography.Text>
      </Space>
      <Table<PoolRow>
        virtual
        size="small"
        rowKey="uuid"
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1710, y: height }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]) }}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<PoolRow> | undefined;
          const field = s?.order ? String(s.field ?? s.columnKey) : undefined;
          onFilter({ ...filter, sortField: field, sortOrder: s?.order ?? undefined });
        }}
      />
    </div>
  );
}
