import { interpolate } from '@tms/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../../components/crud';
import { actOnOrders } from '../api';
import { ORDER_BULK_ACTIONS, type OrderBulkPath, type OrderRefusal, refusalOf } from '../order-rules';
import type { Order } from '../types';

/**
 * The order transitions for the rows and the toolbar: each is judged by the domain's orderTransition
 * (as the server judges it), so a refused button is disabled and says why; delete asks first, and so
 * does any action on the checked rows.
 */
export function useOrderActions(done: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mutate = useMutate();

  const labels: Record<OrderBulkPath, string> = {
    review: t('orderOrder.review'),
    withdraw: t('orderOrder.withdraw'),
    lock: t('orderOrder.lock'),
    unlock: t('orderOrder.unlock'),
    remove: t('action.delete'),
  };
  const reason = (refusal: OrderRefusal) => interpolate(t(refusal.key), { code: refusal.code });

  /** One row: the domain's message alone. */
  const rowRefusal = (row: Order, path: OrderBulkPath): string | null => {
    const refusal = refusalOf([row], ORDER_BULK_ACTIONS[path]);
    return refusal ? reason(refusal) : null;
  };
  /** The checked rows: "select first", or the first refused order named with the domain's message. */
  const bulkRefusal = (rows: Order[], path: OrderBulkPath): string | null => {
    if (rows.length === 0) return t('orderOrder.selectFirst');
    const refusal = refusalOf(rows, ORDER_BULK_ACTIONS[path]);
    return refusal ? t('orderOrder.refusedOrder', { code: refusal.code, reason: reason(refusal) }) : null;
  };

  const call = (path: OrderBulkPath, rows: Order[]) =>
    mutate(
      () =>
        actOnOrders(
          path,
          rows.map((r) => r.uuid),
        ),
      done,
    );
  const confirm = (path: OrderBulkPath, rows: Order[]) => {
    const single = rows.length === 1 ? rows[0] : undefined;
    modal.confirm({
      title: single
        ? t('orderOrder.confirmOne', { action: labels[path], code: single.code })
        : t('orderOrder.confirmMany', { action: labels[path], count: rows.length }),
      okButtonProps: { danger: path === 'remove' },
      onOk: () => call(path, rows),
    });
  };

  return {
    labels,
    rowRefusal,
    bulkRefusal,
    /** A row's action: at once, except delete which asks. */
    runRow: (path: OrderBulkPath, row: Order) =>
      path === 'remove' ? confirm(path, [row]) : call(path, [row]),
    /** The toolbar's action on the checked rows, after asking. */
    runBulk: confirm,
  };
}
