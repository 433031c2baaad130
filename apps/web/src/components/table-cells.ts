import type { ProColumns } from '@ant-design/pro-components';

/**
 * A column's `ellipsis` as antd's own CSS ellipsis (the cell's class, the full text as its title).
 * ProTable turns `ellipsis` into a Typography per cell that measures itself with getBoundingClientRect in a
 * layout effect: one forced layout of the whole table per cell, seconds for a page of 30 rows (measured on
 * the station list). A copyable column keeps ProTable's Typography (the copy button needs it).
 */
export function cssEllipsis<T, V>(column: ProColumns<T, V>): ProColumns<T, V> {
  if (!column.ellipsis || column.copyable) return column;
  const { ellipsis: _dropped, onCell, className, dataIndex, render } = column;
  return {
    ...column,
    ellipsis: false,
    className: className ? `${className} ant-table-cell-ellipsis` : 'ant-table-cell-ellipsis',
    onCell: (row, index) => {
      const own = onCell?.(row, index) ?? {};
      // The raw value is the text shown unless the column renders its own cell.
      const value =
        !render && typeof dataIndex === 'string' ? (row as Record<string, unknown>)[dataIndex] : null;
      return typeof value === 'string' || typeof value === 'number' ? { title: String(value), ...own } : own;
    },
  };
}
