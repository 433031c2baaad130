import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { get } from '../../core/request';

export type OptionRow = { uuid: string; code: string; name: string };

type Props = Omit<SelectProps, 'options' | 'onSearch' | 'filterOption' | 'loading'> & {
  /** A selector list call answering [{uuid, code, name}], e.g. /system/client/dropBox. */
  url: string;
  /** Extra query parameters (a carrier for its vehicles, ...). */
  params?: Record<string, unknown>;
  /** Which column of the row is the value: the uuid unless a field stores a name (a vehicle's platform). */
  valueField?: 'uuid' | 'code' | 'name';
  /** Rows shown but not pickable (a vehicle that cannot go, with its reasons in an optionRender). */
  isDisabled?: (row: OptionRow & Record<string, unknown>) => boolean;
};

/**
 * A select over a base-data dropBox: searches on the server by keyword (code or name) as the user
 * types, shows "code name", and keeps the value a uuid (or the column valueField names). Usable as a ProForm field (value/onChange).
 * Each option carries its row (`option.row`), for pickers that show more than code and name.
 */
export function RemoteSelect({ url, params, valueField = 'uuid', isDisabled, ...props }: Props) {
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const { data = [], isFetching } = useQuery({
    queryKey: ['dropBox', url, params, deferred],
    queryFn: () =>
      get<(OptionRow & Record<string, unknown>)[]>(url, { ...params, keyword: deferred || undefined }),
    staleTime: 30_000,
  });
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      // The whole row rides on each option, for an optionRender or an onChange that shows more of it.
      options={data.map((row) => ({
        value: row[valueField],
        label: `${row.code} ${row.name}`,
        row,
        disabled: isDisabled?.(row) ?? false,
      }))}
      {...props}
    />
  );
}
