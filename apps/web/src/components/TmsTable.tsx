import { type ProColumns, ProTable, type ProTableProps } from '@ant-design/pro-components';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tms/domain';
import { useMemo, useState } from 'react';
import { columnKeyOf } from './column-settings/column-state';
import { ResizableHeaderCell } from './column-settings/ResizableHeaderCell';
import { useColumnSettings } from './column-settings/useColumnSettings';

export type TmsTableProps<
  T extends Record<string, unknown>,
  Q extends Record<string, unknown>,
> = ProTableProps<T, Q> & {
  /** The column-settings module name (saved per user through /system/col/set). */
  modular: string;
};

/**
 * Every list screen's table: ProTable with the spec's pagination (30 by default; 10, 20, 30, 50, 100)
 * and the column chooser keyed by `modular`: show/hide, order and widths (drag a header's right edge)
 * are kept on the server per user; the chooser's reset clears them.
 */
export function TmsTable<
  T extends Record<string, unknown>,
  Q extends Record<string, unknown> = Record<string, unknown>,
>({ modular, pagination, columns, components, ...props }: TmsTableProps<T, Q>) {
  const declared = useMemo(() => columns ?? [], [columns]);
  const { columnsState, widths, setWidth } = useColumnSettings(modular, declared);
  // While a header is dragged the width lives here; the server copy is written when the drag ends.
  const [dragWidths, setDragWidths] = useState<Record<string, number>>({});

  const sized = useMemo(
    () =>
      declared.map((column, index): ProColumns<T, 'text'> => {
        const code = columnKeyOf(column, index);
        const width = dragWidths[code] ?? widths[code] ?? column.width;
        return {
          ...column,
          width,
          onHeaderCell: (col) => ({
            ...(column.onHeaderCell?.(col) ?? {}),
            onResizeWidth: (next: number, done: boolean) => {
              if (done) {
                setDragWidths({});
                setWidth(code, next);
              } else setDragWidths({ [code]: next });
            },
          }),
        } as ProColumns<T, 'text'>;
      }),
    [declared, dragWidths, widths, setWidth],
  );

  return (
    <ProTable<T, Q>
      rowKey="id"
      search={{ labelWidth: 'auto' }}
      options={{ density: true, reload: true, setting: { draggable: true } }}
      columnsState={columnsState}
      columns={sized}
      components={{ ...components, header: { cell: ResizableHeaderCell, ...components?.header } }}
      pagination={
        pagination === false
          ? false
          : {
              defaultPageSize: DEFAULT_PAGE_SIZE,
              pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
              showSizeChanger: true,
              ...pagination,
            }
      }
      {...props}
    />
  );
}
