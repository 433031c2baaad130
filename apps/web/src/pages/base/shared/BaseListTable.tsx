import type { ScreensWith } from '@tms/domain';
import type { SortOrder } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { AddAction, BatchDeleteAction } from '../../../components/crud';
import { TmsTable, type TmsTableProps } from '../../../components/TmsTable';
import { ExportAction } from './ToolbarActions';
import type { TableParams } from './table';
import type { BaseList } from './useBaseList';

type Props<T extends Record<string, unknown>, K extends Key, R> = Omit<
  TmsTableProps<T, TableParams>,
  'actionRef' | 'rowSelection' | 'request' | 'toolBarRender'
> & {
  list: BaseList<T, K, R>;
  /** Permission prefix (base:zone): <prefix>:add, :export and :remove guard the toolbar's buttons. */
  perm: ScreensWith<'add' | 'export' | 'remove'>;
  fetch: (
    params: TableParams,
    sort: Record<string, SortOrder>,
  ) => Promise<{ data: T[]; total: number; success: boolean }>;
  onExport: (filters: Record<string, unknown>) => Promise<void>;
  /** The page's own toolbar buttons, placed between "add" and "export". */
  tools?: ReactNode[];
};

/**
 * A base-data list: TmsTable with check boxes and the toolbar add, (the page's own), export and
 * delete; each search keeps its filters so the export sends the same ones.
 */
export function BaseListTable<T extends Record<string, unknown>, K extends Key, R = T>({
  list,
  perm,
  fetch,
  onExport,
  tools = [],
  ...table
}: Props<T, K, R>) {
  return (
    <TmsTable<T, TableParams>
      actionRef={list.actionRef}
      rowSelection={list.selection.rowSelection}
      request={(params, sort) => {
        const { current: _c, pageSize: _p, ...rest } = params;
        list.setFilters(rest);
        return fetch(params, sort);
      }}
      toolBarRender={() => [
        <AddAction key="add" perm={`${perm}:add`} onClick={() => list.form.show(null)} />,
        ...tools,
        <ExportAction key="export" perm={`${perm}:export`} onExport={() => onExport(list.filters)} />,
        <BatchDeleteAction
          key="remove"
          perm={`${perm}:remove`}
          selection={list.selection}
          onRemove={list.remove}
        />,
      ]}
      {...table}
    />
  );
}
