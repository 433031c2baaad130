import { App, List, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loadNotificationPrefs,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPrefs,
  saveNotificationPrefs,
} from './prefs';

/** New-message notifications: which kinds this browser announces (saved at once, kept locally). */
export default function NotificationView() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [prefs, setPrefs] = useState<NotificationPrefs>(loadNotificationPrefs);
  const toggle = (kind: NotificationKind, on: boolean) => {
    const next = { ...prefs, [kind]: on };
    setPrefs(next);
    saveNotificationPrefs(next);
    void message.success(t('account.notification.saved'));
  };
  return (
    <List
      itemLayout="horizontal"
      dataSource={[...NOTIFICATION_KINDS]}
      renderItem={(kind) => (
        <List.Item
          actions={[
            <Switch
              key="switch"
              checked={prefs[kind]}
              onChange={(on) => toggle(kind, on)}
              checkedChildren={t('account.notification.on')}
              unCheckedChildren={t('account.notification.off')}
            />,
          ]}
        >
          <List.Item.Meta
            title={t(`account.notification.${kind}`)}
            description={t(`account.notification.${kind}Desc`)}
          />
        </List.Item>
      )}
    />
  );
}
