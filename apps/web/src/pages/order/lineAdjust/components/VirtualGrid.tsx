import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty, Spin } from 'antd';
import { type CSSProperties, memo, type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextOrder, nextSelection, type SortOrder } from './grid-logic';
import './virtual-grid.css';

export type { SortOrder };

export type GridColumn<T> = {
  key: string;
  title: ReactNode;
  width: number;
  align?: 'left' | 'right';
  /** Pinned to the left edge while the grid scrolls sideways. */
  pinned?: boolean;
  /** Makes the header a remote sort button for this field. */
  sortField?: string;
  render: (row: T) => ReactNode;
};

type Props<T> = {
  rows: T[];
  rowKey: (row: T) => string;
  columns: GridColumn<T>[];
  height: number;
  loading: boolean;
  selected: string[];
  onSelect: (keys: string[]) => void;
  sortField?: string;
  sortOrder?: SortOrder;
  onSort: (field: string | undefined, order: SortOrder | undefined) => void;
  label: string;
};

const ROW_HEIGHT = 36;
const CHECK_WIDTH = 36;

type Placed<T> = { column: GridColumn<T>; left: number };

/** Column offsets: pinned columns need their left edge for `position: sticky`. */
function place<T>(columns: GridColumn<T>[]): Placed<T>[] {
  let left = CHECK_WIDTH;
  return columns.map((column) => {
    const placed = { column, left };
    left += column.width;
    return placed;
  });
}

function cellStyle<T>({ column, left }: Placed<T>): CSSProperties {
  return {
    width: column.width,
    textAlign: column.align,
    ...(column.pinned ? { left } : null),
  };
}

const cellClass = <T,>({ column }: Placed<T>) => `vgrid-cell${column.pinned ? ' is-pinned' : ''}`;

type RowProps<T> = {
  row: T;
  rowKey: string;
  index: number;
  top: number;
  width: number;
  placed: Placed<T>[];
  checked: boolean;
  onCheck: (index: number, checked: boolean, range: boolean) => void;
  checkLabel: string;
};

/** Memoised: while scrolling only the rows that come into view render. */
const GridRow = memo(function GridRow<T>({
  row,
  rowKey,
  index,
  top,
  width,
  placed,
  checked,
  onCheck,
  checkLabel,
}: RowProps<T>) {
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={checked}
      data-row-key={rowKey}
      className={`vgrid-row${checked ? ' is-selected' : ''}`}
      style={{ transform: `translateY(${top}px)`, width }}
    >
      <td className="vgrid-cell vgrid-check is-pinned">
        <input
          type="checkbox"
          aria-label={checkLabel}
          checked={checked}
          onChange={(e) =>
            onCheck(index, e.currentTarget.checked, (e.nativeEvent as MouseEvent).shiftKey === true)
          }
        />
      </td>
      {placed.map((p) => (
        <td key={p.column.key} className={cellClass(p)} style={cellStyle(p)}>
          {p.column.render(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

function SortIcon({ order }: { order?: SortOrder }) {
  return (
    <span className="vgrid-sort" aria-hidden>
      <CaretUpOutlined className={order === 'ascend' ? 'is-on' : undefined} />
      <CaretDownOutlined className={order === 'descend' ? 'is-on' : undefined} />
    </span>
  );
}

/**
 * A virtualized grid with multi-select (shift-click ticks a range), remote sorting and pinned columns.
 * Built on @tanstack/react-virtual with fixed row heights: antd's virtual Table re-rendered and
 * re-measured every visible row on each scroll step, which dropped frames at 9,999 pool rows.
 */
export function VirtualGrid<T>({
  rows,
  rowKey,
  columns,
  height,
  loading,
  selected,
  onSelect,
  sortField,
  sortOrder,
  onSort,
  label,
}: Props<T>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const placed = useMemo(() => place(columns), [columns]);
  const width = placed.reduce((sum, p) => sum + p.column.width, CHECK_WIDTH);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  // Once per selection, not on every scroll step.
  const ticked = useMemo(
    () => rows.filter((r) => selectedSet.has(rowKey(r))).length,
    [rows, selectedSet, rowKey],
  );
  const allChecked = rows.length > 0 && ticked === rows.length;
  const someChecked = ticked > 0 && !allChecked;

  // The latest selection and rows for the memoised rows' one stable callback; anchor: the last clicked row.
  const latest = useRef({ rows, selected, rowKey, onSelect, anchor: -1 });
  // A new list (search, sort) forgets the anchor: its index would point at another row.
  const anchor = latest.current.rows === rows ? latest.current.anchor : -1;
  latest.current = { rows, selected, rowKey, onSelect, anchor };
  const onCheck = useRef((index: number, checked: boolean, range: boolean) => {
    const now = latest.current;
    const keys = now.rows.map(now.rowKey);
    now.onSelect(nextSelection(now.selected, keys, { index, checked, range, anchor: now.anchor }));
    now.anchor = index;
  }).current;

  return (
    <Spin spinning={loading}>
      <div ref={scrollRef} className="vgrid" style={{ height }}>
        <table aria-label={label} aria-rowcount={rows.length + 1} className="vgrid-table" style={{ width }}>
          <thead className="vgrid-head">
            <tr aria-rowindex={1}>
              <th className="vgrid-cell vgrid-check is-pinned">
                <input
                  type="checkbox"
                  aria-label={t('lineAdjust.grid.selectAll')}
                  checked={allChecked}
                  ref={(el) => {
                    if (el) el.indeterminate = someChecked;
                  }}
                  onChange={(e) => onSelect(e.currentTarget.checked ? rows.map(rowKey) : [])}
                />
              </th>
              {placed.map((p) => {
                const { column } = p;
                const order = column.sortField && column.sortField === sortField ? sortOrder : undefined;
                const sortState =
                  order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none';
                return (
                  <th
                    key={column.key}
                    aria-sort={column.sortField ? sortState : undefined}
                    className={cellClass(p)}
                    style={cellStyle(p)}
                  >
                    {column.sortField ? (
                      <button
                        type="button"
                        className="vgrid-sorter"
                        onClick={() => {
                          const next = nextOrder(order);
                          onSort(next ? column.sortField : undefined, next);
                        }}
                      >
                        {column.title}
                        <SortIcon order={order} />
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="vgrid-body" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index] as T;
              const key = rowKey(row);
              return (
                <GridRow
                  key={key}
                  row={row}
                  rowKey={key}
                  index={item.index}
                  top={item.start}
                  width={width}
                  placed={placed}
                  checked={selectedSet.has(key)}
                  onCheck={onCheck}
                  checkLabel={t('lineAdjust.grid.selectRow')}
                />
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 && !loading ? (
          <Empty className="vgrid-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : null}
      </div>
    </Spin>
  );
}
