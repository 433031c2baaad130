import { Alert, App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../../components/crud/RowActions';
import { issueDeviceKey } from '../api';
import type { Vehicle } from '../types';

/**
 * The row's "device key" link: issues a new key (the old one stops working) and shows it once, with
 * copy buttons and how a tracker or a phone sends with it. The key is never fetched again.
 */
export function DeviceKeyAction({ row }: { row: Vehicle }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const issue = async () => {
    const { data } = await issueDeviceKey(row.uuid);
    const osmandUrl = `${window.location.origin}/api/telemetry/osmand?token=${data.key}`;
    modal.info({
      title: t('telemetry.deviceKey.title', { device: data.deviceNumber }),
      width: 640,
      content: (
        <>
          <Alert
            type="warning"
            showIcon
            message={t('telemetry.deviceKey.once')}
            style={{ marginBottom: 12 }}
          />
          <Typography.Paragraph copyable={{ text: data.key }} code data-testid="device-key">
            {data.key}
          </Typography.Paragraph>
          <Typography.Paragraph>{t('telemetry.deviceKey.header')}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('telemetry.deviceKey.osmand')}{' '}
            <Typography.Text copyable={{ text: osmandUrl }} code>
              {osmandUrl}
            </Typography.Text>{' '}
            {t('telemetry.deviceKey.osmandId', { device: data.deviceNumber })}
          </Typography.Paragraph>
        </>
      ),
    });
  };

  return (
    <ConfirmAction perm="base:vehicle:deviceKey" title={t('telemetry.deviceKey.confirm')} onConfirm={issue}>
      {t('telemetry.deviceKey.action')}
    </ConfirmAction>
  );
}
