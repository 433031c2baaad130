import type { Dashboard } from '@tms/contract';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { openAlertTotal, percentText } from '../screen-state';

const TILE: React.CSSProperties = {
  flex: '1 1 0',
  minWidth: 150,
  padding: '12px 16px',
  borderRadius: 8,
  background: 'rgba(22, 119, 255, 0.08)',
  border: '1px solid rgba(64, 150, 255, 0.35)',
};

function Tile({
  label,
  value,
  testId,
  warn,
}: {
  label: string;
  value: string;
  testId: string;
  warn?: boolean;
}) {
  return (
    <div style={TILE} data-testid={testId}>
      <Typography.Text style={{ color: '#8fb3d9', fontSize: 16 }}>{label}</Typography.Text>
      <div style={{ fontSize: 40, fontWeight: 600, lineHeight: 1.2, color: warn ? '#ff7875' : '#e6f4ff' }}>
        {value}
      </div>
    </div>
  );
}

/**
 * Today's figures from the dashboard, large enough to read across the room: the day's from the
 * roll-ups, the open alerts and ETA exceptions live.
 */
export function KpiTiles({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  const d = dashboard;
  const openAlerts = d ? openAlertTotal(d.openAlertsByType) : null;
  const n = (v: number | null | undefined) => (v === null || v === undefined ? '-' : String(v));
  return (
    <Flex gap={12} wrap>
      <Tile testId="kpi-inTransit" label={t('dataScreen.kpi.inTransit')} value={n(d?.inTransit)} />
      <Tile testId="kpi-shipments" label={t('dataScreen.kpi.shipments')} value={n(d?.shipments)} />
      <Tile testId="kpi-waybills" label={t('dataScreen.kpi.waybills')} value={n(d?.waybills)} />
      <Tile
        testId="kpi-onTimeRate"
        label={t('dataScreen.kpi.onTimeRate')}
        value={percentText(d?.onTimeRate)}
      />
      <Tile
        testId="kpi-tempComplianceRate"
        label={t('dataScreen.kpi.tempComplianceRate')}
        value={percentText(d?.tempComplianceRate)}
        warn={
          d?.tempComplianceRate !== null && d?.tempComplianceRate !== undefined && d.tempComplianceRate < 0.95
        }
      />
      {/* Live, in the bell's words: the open alerts and ETA exceptions the bell and their pages count. */}
      <Tile
        testId="kpi-openAlerts"
        label={t('messageBadge.alert')}
        value={n(openAlerts)}
        warn={(openAlerts ?? 0) > 0}
      />
      <Tile
        testId="kpi-exceptions"
        label={t('messageBadge.exceptionEta')}
        value={n(d?.openExceptionEtas)}
        warn={(d?.openExceptionEtas ?? 0) > 0}
      />
      <Tile
        testId="kpi-kmPerWaybill"
        label={t('dataScreen.kpi.kmPerWaybill')}
        value={d?.kmPerWaybill === null || d?.kmPerWaybill === undefined ? '-' : d.kmPerWaybill.toFixed(1)}
      />
    </Flex>
  );
}

/** Loaded volume over capacity per temperature layer, one bar each. */
export function LoadFactors({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t } = useTranslation();
  const rows = dashboard?.loadFactorByLayer ?? [];
  if (rows.length === 0)
    return <Typography.Text style={{ color: '#8fb3d9' }}>{t('dataScreen.noData')}</Typography.Text>;
  return (
    <Flex vertical gap={4} data-testid="data-screen-load">
      {rows.map((row) => (
        <div key={row.tempLayer}>
          <Typography.Text style={{ color: '#e6f4ff', fontSize: 15 }}>
            {t(`dataScreen.layer.${row.tempLayer}`, row.tempLayer)} · {percentText(row.loadFactor)}
          </Typography.Text>
          <Progress
            percent={row.loadFactor === null ? 0 : Math.round(row.loadFactor * 100)}
            showInfo={false}
            status={row.loadFactor !== null && row.loadFactor > 1 ? 'exception' : 'active'}
            strokeColor={row.loadFactor !== null && row.loadFactor > 1 ? undefined : '#36cfc9'}
          />
        </div>
      ))}
    </Flex>
  );
}
