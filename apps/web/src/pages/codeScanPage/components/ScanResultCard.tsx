import type { ScanResult } from '@tms/contract';
import { Card, Descriptions, Divider, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComplianceView } from './ComplianceView';
import { StopSteps, shortTime } from './StopSteps';

/** A tag coloured as the status dictionary colours it (antd preset names). */
const tagColor = (color: string) => (color === 'default' ? undefined : color);

/** What a scanned code answered: status, route, carrier (masked), stops with times, temperature compliance. */
export function ScanResultCard({ result }: { result: ScanResult }) {
  const { t } = useTranslation();
  const { shipment } = result;
  return (
    <Card data-testid="scan-result" styles={{ body: { padding: 16 } }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{t(`scan.page.kind.${result.kind}`)}</Typography.Text>
          <Typography.Title level={4} style={{ margin: 0, wordBreak: 'break-all' }} data-testid="scan-code">
            {result.code}
          </Typography.Title>
        </Space>
        <Tag
          color={tagColor(result.status.color)}
          style={{ fontSize: 15, padding: '4px 10px' }}
          data-testid="scan-status"
        >
          {result.status.label}
        </Tag>
      </Flex>
      <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('scan.page.route')}>
          {result.srcStationName ?? '-'} → {result.destStationName ?? '-'}
        </Descriptions.Item>
        {shipment && (
          <Descriptions.Item label={t('scan.page.shipment')}>
            <Space wrap size={4}>
              <span data-testid="scan-shipment-code">{shipment.shipmentCode}</span>
              <Tag color={tagColor(shipment.status.color)}>{shipment.status.label}</Tag>
            </Space>
          </Descriptions.Item>
        )}
        {shipment?.atd && (
          <Descriptions.Item label={t('scan.page.departed')}>
            <span data-testid="scan-departed">{shortTime(shipment.atd)}</span>
            {shipment.ata && ` → ${t('scan.page.arrived')} ${shortTime(shipment.ata)}`}
          </Descriptions.Item>
        )}
        {shipment && (shipment.driverName || shipment.driverMobile) && (
          <Descriptions.Item label={t('scan.page.driver')}>
            <span data-testid="scan-driver">
              {[shipment.driverName, shipment.driverMobile].filter(Boolean).join(' ')}
            </span>
          </Descriptions.Item>
        )}
        {result.kind === 'shipment' && result.waybills.length > 0 && (
          <Descriptions.Item label={t('scan.page.waybills')}>
            <Space wrap size={4} data-testid="scan-waybills">
              {result.waybills.map((w) => (
                <Tag key={w.code} color={tagColor(w.status.color)}>
                  {w.code} · {w.status.label}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Divider orientation="left" plain style={{ margin: '12px 0' }}>
        {t('scan.page.temperature')}
      </Divider>
      <ComplianceView compliance={result.compliance} />
      <Divider orientation="left" plain style={{ margin: '12px 0' }}>
        {t('scan.page.stops')}
      </Divider>
      <StopSteps stops={result.stops} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('scan.page.privacy')}
      </Typography.Text>
    </Card>
  );
}
