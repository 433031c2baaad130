import type { ScreensWith } from '@tms/domain';
import type { SortOrder } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { TmsTable, type TmsTableProps } from '../TmsTable';
import { AddAction, BatchDeleteAction, ExportAction } from './CrudToolbar';
import type { TableParams } from './table';
import type { CrudList } from './useCrudList';

/**
 * The export button needs the screen's export key, so a screen without one cannot ask for the button:
 * <prefix>:add and :remove always guard "add" and "delete", :export guards "export" when there is one.
 */
type Toolbar =
  | {
      /** Permission prefix (base:zone). */
      perm: ScreensWith<'add' | 'export' | 'remove'>;
      /** Exports with the last search's filters. */
      onExport: (filters: Record<string, unknown>) => Promise<void>;
    }
  | { perm: ScreensWith<'add' | 'remove'>; onExport?: undefined };

type Props<T extends Record<string, unknown>, K extends Key, R> = Omit<
  TmsTableProps<T, TableParams>,
  'actionRef' | 'rowSelection' | 'request' | 'toolBarRender'
> &
  Toolbar & {
    list: CrudList<T, K, R>;
    fetch: (
      params: TableParams,
      sort: Record<string, SortOrder>,
    ) => Promise<{ data: T[]; total: number; success: boolean }>;
    /** The page's own toolbar buttons, placed between "add" and "export". */
    tools?: ReactNode[];
    /** Refuses the batch "delete" for the checked rows (a built-in one among them, ...). */
    removeDisabled?: boolean;
  };

function exportAction(toolbar: Toolbar, filters: Record<string, unknown>) {
  if (!toolbar.onExport) return [];
  const { perm, onExport } = toolbar;
  return [<ExportAction key="export" perm={`${perm}:export`} onExport={() => onExport(filters)} />];
}

/**
 * A list screen: TmsTable with check boxes and the toolbar add, (the page's own), export (when the
 * screen has one) and delete; each search keeps its filters so the export sends the same ones.
 */
export function CrudTable<T extends Record<string, unknown>, K extends Key, R = T>(props: Props<T, K, R>) {
  const { list, perm, fetch, onExport: _e, tools = [], removeDisabled, ...table } = props;
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
        ...exportAction(props, list.filters),
        <BatchDeleteAction
          key="remove"
          perm={`${perm}:remove`}
          selection={list.selection}
          disabled={removeDisabled}
          onRemove={list.remove}
        />,
      ]}
      {...table}
    />
  );
}
