import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** Read or unread, by its label: a blue dot for unread, a grey one for read. */
export function ReadStateTag({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return read ? (
    <Badge status="default" text={t('messageBox.read')} />
  ) : (
    <Badge status="processing" text={t('messageBox.unread')} />
  );
}
