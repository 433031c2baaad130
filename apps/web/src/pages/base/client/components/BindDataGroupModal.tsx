import { App, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import { RemoteSelect } from '../../../../components/selectors/RemoteSelect';
import { bindClients } from '../api';

type Props = { open: boolean; clientIds: string[]; onClose: () => void; onDone: () => void };

/** Binds the checked clients to a data group (binding1), or unbinds them (unbinding1). */
export function BindDataGroupModal({ open, clientIds, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [group, setGroup] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (bind: boolean) => {
    if (!group) return;
    setBusy(true);
    try {
      const env = await bindClients(group, clientIds, bind);
      void message.success(env.msg || t('common.success'));
      onDone();
      onClose();
    } catch {
      // The request layer showed the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('baseClient.bindTitle')}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Access perm="base:dataGroup:bind">
            <Button danger disabled={!group} loading={busy} onClick={() => void run(false)}>
              {t('baseClient.unbind')}
            </Button>
            <Button type="primary" disabled={!group} loading={busy} onClick={() => void run(true)}>
              {t('baseClient.bind')}
            </Button>
          </Access>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('baseClient.bindHint', { count: clientIds.length })}
      </Typography.Paragraph>
      <Form layout="vertical" name="base-client-bind-form">
        <Form.Item label={t('baseClient.dataGroup')} required>
          <RemoteSelect
            url="/system/dataGroup/dropBox"
            value={group}
            onChange={(v) => setGroup(v as string)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
