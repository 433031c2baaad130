import type { ProColumns } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../core/datetime';

/** What the column helpers need of i18next's t. */
export type Translate = (key: string) => string;

type DateValue = string | number | Date | null | undefined;

/** The "actions" column (no search, no sorting); fixed to the right unless `fixed` is false. */
export function optionColumn<T>(
  t: Translate,
  width: number,
  render: (row: T) => ReactNode,
  { fixed = true }: { fixed?: boolean } = {},
): ProColumns<T> {
  return {
    title: t('action.operation'),
    valueType: 'option',
    width,
    ...(fixed ? { fixed: 'right' as const } : {}),
    render: (_, row) => render(row),
  };
}

/** A date-time column in the user's zone and date style; not a search field. */
export function dateTimeColumn<T extends { [P in K]?: DateValue }, K extends keyof T & string>(
  title: string,
  dataIndex: K,
): ProColumns<T> {
  return {
    title,
    dataIndex,
    width: 170,
    search: false,
    render: (_, row) => formatDateTime(row[dataIndex]),
  };
}

/** "Created at" (or the screen's own title for it: published, uploaded, ...). */
export function createTimeColumn<T extends { createTime?: DateValue }>(
  t: Translate,
  titleKey = 'ref.createTime',
): ProColumns<T> {
  return dateTimeColumn<T, 'createTime'>(t(titleKey), 'createTime');
}

/** "Created at" that searches by a date range, sent as beginTime/endTime. */
export function createTimeRangeColumn<T extends { createTime?: DateValue }>(
  t: Translate,
  titleKey = 'identity.createTime',
): ProColumns<T> {
  return {
    ...createTimeColumn<T>(t, titleKey),
    valueType: 'dateRange',
    search: { transform: (value: [string, string]) => ({ beginTime: value[0], endTime: value[1] }) },
  };
}

/** The status column: a select filter over a dictionary's values, with the screen's own cell if given. */
export function statusColumn<T>(
  title: string,
  valueEnum: ProColumns<T>['valueEnum'],
  width: number,
  render?: (row: T) => ReactNode,
): ProColumns<T> {
  return {
    title,
    dataIndex: 'status',
    width,
    valueType: 'select',
    valueEnum,
    ...(render ? { render: (_: ReactNode, row: T) => render(row) } : {}),
  };
}
