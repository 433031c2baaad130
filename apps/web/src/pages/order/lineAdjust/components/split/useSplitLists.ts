import {
  interpolate,
  moveClass,
  type SplitClassField,
  type SplitLists,
  setSplitNum,
  splitClassValues,
} from '@tms/domain';
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SplitLineRow, SplitWaybill } from '../../types';

/**
 * One tab's split state for the selected waybill: list 1 (stays) and list 2 (split off), changed only
 * through the domain's rules (setSplitNum, moveClass) the server applies again; a refusal is shown and
 * changes nothing.
 */
export function useSplitLists(waybill: SplitWaybill | undefined, field: SplitClassField) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const initial = useMemo<SplitLists<SplitLineRow>>(
    () => ({ list1: waybill?.waybillLineList ?? [], list2: [] }),
    [waybill],
  );
  const [state, setState] = useState<{ key?: string; lists: SplitLists<SplitLineRow>; ticked: string[] }>({
    lists: initial,
    ticked: [],
  });
  // A different waybill starts over.
  const current = state.key === waybill?.uuid ? state : { key: waybill?.uuid, lists: initial, ticked: [] };
  const options = useMemo(() => splitClassValues(waybill?.waybillLineList ?? [], field), [waybill, field]);

  const editSplitNum = useCallback(
    (uuid: string, value: string) => {
      const result = setSplitNum(current.lists, uuid, value);
      if (!result.ok) {
        void message.error(interpolate(t(result.key), result.params ?? {}));
        return false;
      }
      setState({ ...current, lists: result.value });
      return true;
    },
    [current, message, t],
  );

  const tick = useCallback(
    (values: string[]) => {
      let lists = current.lists;
      for (const v of values.filter((x) => !current.ticked.includes(x))) lists = moveClass(lists, field, v);
      for (const v of current.ticked.filter((x) => !values.includes(x)))
        lists = moveClass(lists, field, v, true);
      setState({ ...current, lists, ticked: values });
    },
    [current, field],
  );

  const reset = useCallback(
    () => setState({ key: waybill?.uuid, lists: initial, ticked: [] }),
    [initial, waybill],
  );

  return { lists: current.lists, ticked: current.ticked, options, editSplitNum, tick, reset };
}
