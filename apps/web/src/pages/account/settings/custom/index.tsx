import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsForm } from '../../../../components/SettingsForm';

/** Personalisation: the same layout preferences as the settings drawer. */
export default function CustomView() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 420 }}>
      <Typography.Paragraph type="secondary">{t('account.custom.desc')}</Typography.Paragraph>
      <SettingsForm />
    </div>
  );
}
