import type { ApiPermissionKey } from '@tms/domain';
import { App, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../core/current-user';
import type { Envelope } from '../../core/request';

type Props = {
  status: string;
  name: string;
  perm: ApiPermissionKey;
  disabled?: boolean;
  onChange: (status: '0' | '1') => Promise<Envelope<unknown>>;
  onDone: () => void;
};

/** The list's enable/disable switch: asks first, shows the server's answer, read-only without the key. */
export function StatusSwitch({ status, name, perm, disabled, onChange, onDone }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { can } = usePermissions();
  const [busy, setBusy] = useState(false);
  const on = status === '0';
  return (
    <Switch
      size="small"
      checked={on}
      loading={busy}
      disabled={disabled || !can(perm)}
      checkedChildren={t('identity.status.0')}
      unCheckedChildren={t('identity.status.1')}
      onChange={(next) =>
        modal.confirm({
          title: t(next ? 'identity.confirmEnable' : 'identity.confirmDisable', { name }),
          onOk: async () => {
            setBusy(true);
            try {
              const env = await onChange(next ? '0' : '1');
              void message.success(env.msg || t('identity.done'));
              onDone();
            } finally {
              setBusy(false);
            }
          },
        })
      }
    />
  );
}
