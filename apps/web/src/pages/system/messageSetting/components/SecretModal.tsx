import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new webhook signing secret, shown once after it is made, with a copy button. */
export function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('msgSetting.secretTitle')}
      open={!!secret}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('msgSetting.secretSaved')}
      maskClosable={false}
      width={560}
    >
      <Alert type="warning" showIcon message={t('msgSetting.secretOnce')} style={{ marginBottom: 16 }} />
      <Typography.Text code copyable={{ text: secret ?? '' }} data-testid="webhook-secret">
        {secret}
      </Typography.Text>
    </Modal>
  );
}
