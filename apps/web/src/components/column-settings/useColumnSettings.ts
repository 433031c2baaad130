import { useQuery } from '@tanstack/react-query';
import { SYSTEM_CODE } from '@tms/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryClient } from '../../core/query-client';
import { get, post } from '../../core/request';
import {
  type ColumnLike,
  type ColumnSetting,
  type ColumnsStateMap,
  type ColumnWidths,
  defaultColumnsState,
  fromSettings,
  isDefaultState,
  toSettings,
} from './column-state';

const SAVE_DELAY_MS = 600;
const settingsKey = (modular: string) => ['colSet', SYSTEM_CODE, modular] as const;

/**
 * The caller's column settings of one module, kept on the server (GET /system/col/set/list,
 * POST /system/col/set/saveList). Changes are saved after a short pause; returning to the defaults
 * (ProTable's reset) saves an empty list, which clears the saved set.
 */
export function useColumnSettings(modular: string, columns: readonly ColumnLike[]) {
  const { data: saved } = useQuery({
    queryKey: settingsKey(modular),
    queryFn: () => get<ColumnSetting[]>('/system/col/set/list', { systemCode: SYSTEM_CODE, modular }),
    staleTime: Infinity,
  });
  const defaults = useMemo(() => defaultColumnsState(columns), [columns]);
  const [local, setLocal] = useState<{ state: ColumnsStateMap; widths: ColumnWidths } | null>(null);
  const fromServer = useMemo(() => (saved ? fromSettings(saved, columns) : null), [saved, columns]);
  const current = local ?? fromServer ?? { state: defaults, widths: {} };

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  useEffect(() => () => clearTimeout(timer.current), []);

  const persist = useCallback(
    (state: ColumnsStateMap, widths: ColumnWidths) => {
      setLocal({ state, widths });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const cols = columnsRef.current;
        const list = isDefaultState(state, widths, cols)
          ? []
          : toSettings(state, widths, cols, { systemCode: SYSTEM_CODE, modular });
        void post('/system/col/set/saveList', list, { params: { systemCode: SYSTEM_CODE, modular } }).then(
          () => queryClient.setQueryData(settingsKey(modular), list),
          () => undefined,
        );
      }, SAVE_DELAY_MS);
    },
    [modular],
  );

  return {
    /** ProTable's columnsState, controlled. */
    columnsState: {
      value: current.state,
      defaultValue: defaults,
      onChange: (state: ColumnsStateMap) => {
        // ProTable's reset hands back the defaults: the widths go too.
        const isReset = state === defaults || JSON.stringify(state) === JSON.stringify(defaults);
        persist(state, isReset ? {} : current.widths);
      },
    },
    widths: current.widths,
    setWidth: (code: string, width: number) => persist(current.state, { ...current.widths, [code]: width }),
  };
}
