import type { ApiPermissionKey } from '@tms/domain';
import { App, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PermButton, useMutate } from '../../../../components/crud';
import type { Envelope } from '../../../../core/request';
import {
  LINE_ADJUST_IDS_KEY,
  LINE_ADJUST_PATH,
  lineAdjustFrom,
  writeStoredIds,
} from '../../shared/line-adjust-storage';
import {
  cancelWaybills,
  confirmWaybills,
  handoutCancelWaybills,
  handoutWaybills,
  withdrawWaybills,
} from '../api';

type Call = (ids: string[], remark?: string) => Promise<Envelope<unknown>>;

/**
 * The list's bulk actions over the checked waybills: each asks first (hand-out and cancel also take a
 * remark), then the server decides for all of them or none, naming the waybill it refuses.
 */
export function useWaybillActions(ids: string[], done: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const mutate = useMutate();
  const navigate = useNavigate();

  const ask = (label: string, call: Call, remarkLabel?: string) => {
    if (ids.length === 0) {
      void message.warning(t('orderWaybill.selectFirst'));
      return;
    }
    let remark = '';
    modal.confirm({
      title: t('orderWaybill.confirmAsk', { action: label, count: ids.length }),
      content: remarkLabel ? (
        <Input.TextArea
          aria-label={remarkLabel}
          placeholder={remarkLabel}
          maxLength={100}
          onChange={(e) => {
            remark = e.target.value;
          }}
        />
      ) : undefined,
      onOk: () => mutate(() => call(ids, remark || undefined), done),
    });
  };

  const button = (key: string, perm: ApiPermissionKey, label: string, onClick: () => void): ReactNode => (
    <PermButton key={key} perm={perm} disabled={ids.length === 0} onClick={onClick}>
      {label}
    </PermButton>
  );

  /** Manual dispatch: the checked ids go to the line adjustment screen's pool through browser storage. */
  const manualDispatch = () => {
    writeStoredIds(LINE_ADJUST_IDS_KEY, ids);
    navigate(LINE_ADJUST_PATH, { state: lineAdjustFrom('/Order/Waybill') });
  };

  return [
    button('confirm', 'order:waybill:confirm', t('orderWaybill.confirm'), () =>
      ask(t('orderWaybill.confirm'), confirmWaybills),
    ),
    button('withdraw', 'order:waybill:withdraw', t('orderWaybill.withdraw'), () =>
      ask(t('orderWaybill.withdraw'), withdrawWaybills),
    ),
    button('handout', 'order:waybill:handout', t('orderWaybill.handout'), () =>
      ask(t('orderWaybill.handout'), handoutWaybills, t('orderWaybill.handoutRemark')),
    ),
    button('handoutCancel', 'order:waybill:handout', t('orderWaybill.handoutCancel'), () =>
      ask(t('orderWaybill.handoutCancel'), handoutCancelWaybills),
    ),
    button('cancel', 'order:waybill:cancel', t('orderWaybill.cancel'), () =>
      ask(t('orderWaybill.cancel'), cancelWaybills, t('orderWaybill.cancelRemark')),
    ),
    button('manual', 'order:lineAdjust:edit', t('orderWaybill.manualDispatch'), manualDispatch),
  ];
}
