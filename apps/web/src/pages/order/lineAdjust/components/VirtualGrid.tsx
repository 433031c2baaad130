import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextOrder, nextSelection, pinShift, type SortOrder } from './grid-logic';
import {
  CHECK_WIDTH,
  type GridColumn,
  GridRow,
  type PinOffset,
  type PlacedColumn,
  pinnedStyle,
  placeColumns,
} from './VirtualGridRow';
import './virtual-grid.css';

export type { GridColumn, SortOrder };

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
const HEAD_HEIGHT = 38;
/** Rows rendered beyond each edge of the view: enough for a fast wheel step, few enough to keep each frame small. */
const OVERSCAN = 6;

function SortIcon({ order }: { order?: SortOrder }) {
  return (
    <span className="vgrid-sort" aria-hidden>
      <CaretUpOutlined className={order === 'ascend' ? 'is-on' : undefined} />
      <CaretDownOutlined className={order === 'descend' ? 'is-on' : undefined} />
    </span>
  );
}

/**
 * Pinned columns follow the sideways scroll by a transform set here, not by `position: sticky`: sticky
 * cells became compositor layers of their own (about a hundred for the rows in view), and layerizing and
 * committing them took a large share of every scroll step. A transform paints into the grid's one layer.
 * Only a sideways scroll writes the cells; a row coming into view reads the offset as it renders.
 */
function usePinnedColumns(scroller: HTMLElement | null): PinOffset {
  const pin = useRef<PinOffset>({ x: 0 }).current;
  useEffect(() => {
    if (!scroller) return;
    const follow = () => {
      const x = scroller.scrollLeft;
      if (x === pin.x) return;
      pin.x = x;
      for (const cell of scroller.querySelectorAll<HTMLElement>('[data-pin-slack]')) {
        const shift = pinShift(x, Number(cell.dataset.pinSlack));
        cell.style.transform = shift > 0 ? `translateX(${shift}px)` : '';
      }
    };
    // Capture: before the virtualizer's listener renders the new rows, while reading the scroll offset
    // is free; read after them it forced a style and layout pass of its own.
    scroller.addEventListener('scroll', follow, { passive: true, capture: true });
    return () => scroller.removeEventListener('scroll', follow, { capture: true });
  }, [scroller, pin]);
  return pin;
}

type BodyProps<T> = {
  scroller: HTMLElement | null;
  rows: T[];
  rowKey: (row: T) => string;
  placed: PlacedColumn<T>[];
  selectedSet: ReadonlySet<string>;
  onCheck: (index: number, checked: boolean, range: boolean) => void;
  pin: PinOffset;
};

/**
 * The rows in view. The only part that renders on a scroll step; the rows sit in the flow of one block
 * moved by a single transform, so a step mounts the rows coming into view and moves nothing else.
 */
function GridBody<T>({ scroller, rows, rowKey, placed, selectedSet, onCheck, pin }: BodyProps<T>) {
  const { t } = useTranslation();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const checkLabel = t('lineAdjust.grid.selectRow');
  return (
    <tbody className="vgrid-body" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
      {items.map((item) => {
        const row = rows[item.index] as T;
        const key = rowKey(row);
        return (
          <GridRow
            key={key}
            row={row}
            rowKey={key}
            index={item.index}
            placed={placed}
            checked={selectedSet.has(key)}
            onCheck={onCheck}
            checkLabel={checkLabel}
            pin={pin}
          />
        );
      })}
    </tbody>
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
  // State, not a ref: the rows' virtualizer needs the element, which exists only after this commits.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const pin = usePinnedColumns(scroller);
  const placed = useMemo(() => placeColumns(columns), [columns]);
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
      <div ref={setScroller} className="vgrid" style={{ height }}>
        <table
          aria-label={label}
          aria-rowcount={rows.length + 1}
          className="vgrid-table"
          style={{ width, height: HEAD_HEIGHT + rows.length * ROW_HEIGHT }}
        >
          <thead className="vgrid-head">
            <tr aria-rowindex={1}>
              <th
                className="vgrid-cell vgrid-check is-pinned"
                data-pin-slack={0}
                style={pinnedStyle(undefined, pin.x, 0)}
              >
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
                    className={p.className}
                    data-pin-slack={p.pinSlack}
                    style={p.pinSlack === undefined ? p.style : pinnedStyle(p.style, pin.x, p.pinSlack)}
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
          <GridBody
            scroller={scroller}
            rows={rows}
            rowKey={rowKey}
            placed={placed}
            selectedSet={selectedSet}
            onCheck={onCheck}
            pin={pin}
          />
        </table>
        {rows.length === 0 && !loading ? (
          <Empty className="vgrid-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : null}
      </div>
    </Spin>
  );
}
