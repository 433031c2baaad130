import type { ProColumns } from '@ant-design/pro-components';
import { describe, expect, it } from 'vitest';
import { cssEllipsis } from './table-cells';

type Row = { name: string; code: string };
const row: Row = { name: 'A long station name', code: 'S1' };

describe("a column's ellipsis", () => {
  it("is antd's CSS ellipsis, not ProTable's measuring Typography, with the full text as the cell's title", () => {
    const column = cssEllipsis<Row, 'text'>({ dataIndex: 'name', ellipsis: true, className: 'own' });
    expect(column.ellipsis).toBe(false);
    expect(column.className).toBe('own ant-table-cell-ellipsis');
    expect(column.onCell?.(row, 0)).toEqual({ title: 'A long station name' });
  });

  it("keeps the column's own cell props and gives no title for a cell it renders itself", () => {
    const column = cssEllipsis<Row, 'text'>({
      dataIndex: 'name',
      ellipsis: true,
      render: (_, r) => r.code,
      onCell: () => ({ style: { color: 'red' } }),
    });
    expect(column.onCell?.(row, 0)).toEqual({ style: { color: 'red' } });
  });

  it('leaves a copyable column and a column without ellipsis as they are', () => {
    const copyable: ProColumns<Row> = { dataIndex: 'code', ellipsis: true, copyable: true };
    const plain: ProColumns<Row> = { dataIndex: 'code' };
    expect(cssEllipsis(copyable)).toBe(copyable);
    expect(cssEllipsis(plain)).toBe(plain);
  });
});
