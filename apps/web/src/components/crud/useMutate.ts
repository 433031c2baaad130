import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../core/request';

/**
 * Runs a mutation, shows the server's confirmation (or the generic one) and answers true on success;
 * failures are already shown by the request layer.
 */
export function useMutate() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async <T>(call: () => Promise<Envelope<T>>, after?: (data: T) => void): Promise<boolean> => {
    try {
      const env = await call();
      void message.success(env.msg || t('common.success'));
      after?.(env.data);
      return true;
    } catch {
      return false;
    }
  };
}
