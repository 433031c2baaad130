import type { ScanCompliance } from '@tms/contract';
import { Flex, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const range = (min: number | null, max: number | null) =>
  min !== null && max !== null ? `${min} ~ ${max} °C` : max !== null ? `≤ ${max} °C` : `≥ ${min} °C`;

/** Minutes as a reader counts them: whole (the figures are exact to the second, 56.76 reads as 57). */
const wholeMinutes = (minutes: number) => Math.round(minutes);

/** Percent of the judged in-transit minutes in band, with the warm and cold breach minutes. */
export function ComplianceView({ compliance }: { compliance: ScanCompliance | null }) {
  const { t } = useTranslation();
  if (!compliance) return <Typography.Text type="secondary">{t('scan.page.noReadings')}</Typography.Text>;
  if (compliance.rate === null)
    return <Typography.Text type="secondary">{t('scan.page.notWatched')}</Typography.Text>;
  const percent = Math.round(compliance.rate * 1000) / 10;
  const breached = compliance.hotMinutes > 0 || compliance.coldMinutes > 0;
  return (
    <Flex gap={16} align="center" wrap data-testid="scan-compliance">
      <Progress
        type="circle"
        size={96}
        percent={percent}
        status={breached ? 'exception' : 'success'}
        format={() => <span data-testid="scan-compliance-percent">{percent}%</span>}
      />
      <Space direction="vertical" size={4} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text>
          {t('scan.page.inBand', {
            inBand: wholeMinutes(compliance.inBandMinutes),
            judged: wholeMinutes(compliance.judgedMinutes),
          })}
        </Typography.Text>
        <Space wrap size={4}>
          <Tag color={compliance.hotMinutes > 0 ? 'red' : 'default'} data-testid="scan-hot-minutes">
            {t('scan.page.hot', { n: wholeMinutes(compliance.hotMinutes) })}
          </Tag>
          <Tag color={compliance.coldMinutes > 0 ? 'blue' : 'default'} data-testid="scan-cold-minutes">
            {t('scan.page.cold', { n: wholeMinutes(compliance.coldMinutes) })}
          </Tag>
        </Space>
        {compliance.bands.map((b) => (
          <Typography.Text key={b.way} type="secondary" style={{ fontSize: 12 }}>
            {t('scan.page.band', { way: b.way, range: range(b.min, b.max) })}
          </Typography.Text>
        ))}
      </Space>
    </Flex>
  );
}
