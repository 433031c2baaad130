import { useQuery } from '@tanstack/react-query';
import { SYSTEM_CODE } from '@tms/domain';
import { useMemo } from 'react';
import { get } from '../../core/request';
import {
  type ColumnLike,
  type ColumnSetting,
  columnKeyOf,
  fromSettings,
} from '../column-settings/column-state';

/**
 * The keys of the columns a list shows, in display order: what an export sends so the file holds the
 * visible columns (the server whitelists them). Columns hidden in the table (search-only fields), the
 * selection and the operation column are left out; saved settings decide visibility and order.
 */
export function visibleColumnKeys(
  columns: readonly ColumnLike[],
  saved: readonly ColumnSetting[] | undefined,
) {
  const settings = saved ? fromSettings(saved, columns) : null;
  return columns
    .map((column, index) => ({ column, index, key: columnKeyOf(column, index) }))
    .filter(({ column, key }) => !column.hideInTable && key !== 'option' && !/^\d+$/.test(key))
    .filter(({ key }) => settings?.state[key]?.show !== false)
    .sort((a, b) => (settings?.state[a.key]?.order ?? a.index) - (settings?.state[b.key]?.order ?? b.index))
    .map(({ key }) => key);
}

/**
 * The visible column keys of list `modular`, read from the same cached column settings the table's
 * column chooser writes (useColumnSettings saves them, then updates this cache).
 */
export function useVisibleColumnKeys(modular: string, columns: readonly ColumnLike[]): string[] {
  const { data: saved } = useQuery({
    queryKey: ['colSet', SYSTEM_CODE, modular],
    queryFn: () => get<ColumnSetting[]>('/system/col/set/list', { systemCode: SYSTEM_CODE, modular }),
    staleTime: Infinity,
  });
  return useMemo(() => visibleColumnKeys(columns, saved), [columns, saved]);
}
