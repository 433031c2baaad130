import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../core/request';
import { useMutate } from './useMutate';

/**
 * The list's remove: calls the server with the ids, shows its answer, then clears the selection (when
 * there is one) and reloads. Answers false when the call failed (the request layer showed why).
 */
export function useRemove<K>(
  call: (ids: K[]) => Promise<Envelope<unknown>>,
  after: () => void,
  selection?: { clear: () => void },
) {
  const mutate = useMutate();
  return (ids: K[]) =>
    mutate(
      () => call(ids),
      () => {
        selection?.clear();
        after();
      },
    );
}

/**
 * Removal behind a modal confirmation (the identity screens: users, roles, menus, departments): a
 * danger OK button, the server's answer or "done", then `after`.
 */
export function useConfirmRemove() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (title: string, call: () => Promise<Envelope<unknown>>, after: () => void) =>
    modal.confirm({
      title,
      okButtonProps: { danger: true },
      onOk: async () => {
        const env = await call();
        void message.success(env.msg || t('identity.done'));
        after();
      },
    });
}
