import { type CSSProperties, memo, type ReactNode } from 'react';
import { pinShift } from './grid-logic';

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

/** A column with what its cells need, computed once per column list so a row render allocates nothing. */
export type PlacedColumn<T> = {
  column: GridColumn<T>;
  className: string;
  style: CSSProperties;
  /**
   * Pinned columns only: how far the column sits right of its pinned place (the widths of the unpinned
   * columns before it). It starts moving with the sideways scroll once the scroll passes this.
   */
  pinSlack?: number;
};

export const CHECK_WIDTH = 36;

export function placeColumns<T>(columns: GridColumn<T>[]): PlacedColumn<T>[] {
  let left = CHECK_WIDTH;
  let pinnedLeft = CHECK_WIDTH;
  return columns.map((column) => {
    const placed: PlacedColumn<T> = {
      column,
      className: `vgrid-cell${column.pinned ? ' is-pinned' : ''}`,
      style: { width: column.width, textAlign: column.align },
      pinSlack: column.pinned ? left - pinnedLeft : undefined,
    };
    left += column.width;
    if (column.pinned) pinnedLeft += column.width;
    return placed;
  });
}

/** Inline style of a pinned cell at the current sideways scroll (none while unscrolled). */
export function pinnedStyle(
  base: CSSProperties | undefined,
  x: number,
  slack: number,
): CSSProperties | undefined {
  const shift = pinShift(x, slack);
  return shift > 0 ? { ...base, transform: `translateX(${shift}px)` } : base;
}

/** The grid's sideways scroll offset, read when a row renders (a stable object, so it never breaks memo). */
export type PinOffset = { x: number };

type RowProps<T> = {
  row: T;
  rowKey: string;
  index: number;
  placed: PlacedColumn<T>[];
  checked: boolean;
  onCheck: (index: number, checked: boolean, range: boolean) => void;
  checkLabel: string;
  pin: PinOffset;
};

/**
 * One row in the flow of the grid's row block: no position of its own, so a scroll step changes one
 * transform (the block's) and mounts only the rows coming into view (memoised on its props).
 */
export const GridRow = memo(function GridRow<T>({
  row,
  rowKey,
  index,
  placed,
  checked,
  onCheck,
  checkLabel,
  pin,
}: RowProps<T>) {
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={checked}
      data-row-key={rowKey}
      className={`vgrid-row${checked ? ' is-selected' : ''}`}
    >
      <td
        className="vgrid-cell vgrid-check is-pinned"
        data-pin-slack={0}
        style={pinnedStyle(undefined, pin.x, 0)}
      >
        <input
          type="checkbox"
          aria-label={checkLabel}
          checked={checked}
          onChange={(e) =>
            onCheck(index, e.currentTarget.checked, (e.nativeEvent as MouseEvent).shiftKey === true)
          }
        />
      </td>
      {placed.map((p) =>
        p.pinSlack === undefined ? (
          <td key={p.column.key} className={p.className} style={p.style}>
            {p.column.render(row)}
          </td>
        ) : (
          <td
            key={p.column.key}
            className={p.className}
            data-pin-slack={p.pinSlack}
            style={pinnedStyle(p.style, pin.x, p.pinSlack)}
          >
            {p.column.render(row)}
          </td>
        ),
      )}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
