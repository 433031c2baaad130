import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../core/request';
import { refreshMessageCounts } from '../api';
import { type Sent, sentCount } from '../sent-count';

/**
 * Sends (one message or a batch of drafts) and says how many people it reached; the header's counts
 * load again. A refusal is already shown by the request layer: answers false then.
 */
export function useSend() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (call: () => Promise<Envelope<Sent | Sent[]>>, after: () => void): Promise<boolean> => {
    try {
      const env = await call();
      void message.success(t('messageBox.sent', { count: sentCount(env.data) }));
      refreshMessageCounts();
      after();
      return true;
    } catch {
      return false;
    }
  };
}
