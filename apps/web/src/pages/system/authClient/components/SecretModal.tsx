import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IssuedSecret } from '../types';

/** The client secret, shown once after create or reset, with a copy button. */
export function SecretModal({ secret, onClose }: { secret: IssuedSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('ref.authClient.secretTitle')}
      open={!!secret?.clientSecret}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('ref.authClient.secretSaved')}
      maskClosable={false}
      width={560}
    >
      <Alert type="warning" showIcon message={t('ref.authClient.secretOnce')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('ref.authClient.clientId')}>
          <Typography.Text copyable>{secret?.clientId}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('ref.authClient.clientSecret')}>
          <Typography.Text code copyable={{ text: secret?.clientSecret ?? '' }} data-testid="client-secret">
            {secret?.clientSecret}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
