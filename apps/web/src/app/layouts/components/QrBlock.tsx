import { QrcodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Popover, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { appDownloadUrls, appInfoKey, fetchAppInfo } from '../../../core/header-data';

function QrItem({ title, value }: { title: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={8} style={{ width: 140 }}>
      {value ? (
        <QRCodeSVG value={value} size={120} marginSize={1} title={title} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.qr.notAvailable')} />
      )}
      <Typography.Text strong>{title}</Typography.Text>
    </Flex>
  );
}

/** QR codes for the site address (sys.site.url, else this origin), the driver app and the admin app. */
export function QrBlock() {
  const { t } = useTranslation();
  const appInfo = useQuery({ queryKey: appInfoKey, queryFn: fetchAppInfo, staleTime: 10 * 60_000 });
  const downloads = appDownloadUrls(appInfo.data);
  const site = downloads.site || window.location.origin;
  return (
    <Popover
      trigger="hover"
      placement="bottom"
      title={t('header.qr.title')}
      content={
        <Flex gap={16} data-testid="qr-popover">
          <QrItem title={t('header.qr.site')} value={site} />
          <QrItem title={t('header.qr.driverApp')} value={downloads.driver} />
          <QrItem title={t('header.qr.adminApp')} value={downloads.admin} />
        </Flex>
      }
    >
      <span className="tms-header-action tms-hide-xs" data-testid="qr-block">
        <QrcodeOutlined />
      </span>
    </Popover>
  );
}
