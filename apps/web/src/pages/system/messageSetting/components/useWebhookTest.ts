import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testWebhook } from '../api';

/**
 * Sends the test payload and says what the webhook answered: a 2xx as success, another status as a
 * warning. No answer at all is the server's translated refusal, shown by the request layer.
 */
export function useWebhookTest() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [testing, setTesting] = useState<string | null>(null);
  const run = async (type: string, webhookUrl?: string | null) => {
    setTesting(type);
    try {
      const { data } = await testWebhook({ type, webhookUrl: webhookUrl?.trim() || null });
      if (data.ok) void message.success(t('msgSetting.testOk', { status: data.status }));
      else void message.warning(t('msgSetting.testFailed', { status: data.status }));
    } catch {
      // Shown by the request layer.
    } finally {
      setTesting(null);
    }
  };
  return { run, testing };
}
