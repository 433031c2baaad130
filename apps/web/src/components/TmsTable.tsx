import { ProTable, type ProTableProps } from '@ant-design/pro-components';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tms/domain';

export type TmsTableProps<
  T extends Record<string, unknown>,
  Q extends Record<string, unknown>,
> = ProTableProps<T, Q> & {
  /** The column-settings module name (saved per user through /system/col/set). */
  modular: string;
};

/**
 * Every list screen's table: ProTable with the spec's pagination (30 by default; 10, 20, 30, 50, 100)
 * and the column chooser keyed by `modular`.
 */
export function TmsTable<
  T extends Record<string, unknown>,
  Q extends Record<string, unknown> = Record<string, unknown>,
>({ modular, pagination, ...props }: TmsTableProps<T, Q>) {
  return (
    <ProTable<T, Q>
      rowKey="id"
      search={{ labelWidth: 'auto' }}
      options={{ density: true, reload: true, setting: { draggable: true } }}
      columnsState={{ persistenceKey: `tms-col-${modular}`, persistenceType: 'localStorage' }}
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
