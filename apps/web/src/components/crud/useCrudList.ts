import type { ActionType } from '@ant-design/pro-components';
import { type Key, useRef, useState } from 'react';
import type { Envelope } from '../../core/request';
import { useFormModal } from './useFormModal';
import { useMutate } from './useMutate';
import { useRemove } from './useRemove';
import { useSelection } from './useSelection';

type Options = {
  /**
   * Runs with every reload after a change (save, removal, import, ...): other places that show these
   * records (the header's selectors, the side menu, the dictionaries) load them again.
   */
  onChange?: () => void;
};

/**
 * What every list screen keeps: the table's handle, the checked rows, the add/edit modal (its record
 * may be a fuller shape than the row), the last search filters (for export) and removal.
 */
export function useCrudList<T, K extends Key, R = T>(
  keyOf: (row: T) => K,
  removeCall: (ids: K[]) => Promise<Envelope<unknown>>,
  { onChange }: Options = {},
) {
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<R>();
  const selection = useSelection(keyOf);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const reload = () => {
    actionRef.current?.reload();
    onChange?.();
  };
  const remove = useRemove(removeCall, reload, selection);
  return {
    mutate,
    actionRef,
    form,
    selection,
    filters,
    setFilters,
    reload,
    remove,
    /** After a change to the checked rows (enable, bind, ...): uncheck them and reload. */
    reloadUnchecked: () => {
      selection.clear();
      reload();
    },
    /** A save for the form modal: the server's answer, then the list reloads. */
    saveWith:
      <V, D>(save: (values: V) => Promise<Envelope<D>>) =>
      (values: V) =>
        mutate(() => save(values), reload),
  };
}

export type CrudList<T, K extends Key, R = T> = ReturnType<typeof useCrudList<T, K, R>>;
