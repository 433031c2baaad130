import { useQuery } from '@tanstack/react-query';
import type { DashboardQuery } from '@tms/contract';
import { Card, Col, DatePicker, Empty, Progress, Row, Space, Spin, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { usePermissions } from '../../../core/current-user';
import { getDashboard } from '../api';
import { lastDays, percent, type ReportFilters, reportUrl } from '../drill';

// The chart library loads with the chart, not with the main bundle.
const DailyChart = lazy(() => import('./components/DailyChart'));

const LAYER_BUTTON = {
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

type Tile = { key: string; title: string; value: string | number; groupBy: ReportFilters['groupBy'] };

/**
 * 数据看板: the selected center's (or every covered center's) KPIs for a period, from the daily roll-ups:
 * tiles, load factor per temperature layer and the day-by-day chart; and the open alerts by type now
 * (live, as the bell counts them: a type opens the alert page on it). Every tile,
 * alert type, layer and day opens the shipment report with the center and period carried over in the
 * URL query (a day opens that day alone).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [query, setQuery] = useState<DashboardQuery>(() => ({
    ...lastDays(30),
    dispatchCenterId: undefined,
  }));
  const { data, isFetching } = useQuery({
    queryKey: ['report', 'dashboard', query],
    queryFn: () => getDashboard(query),
  });
  const drill = (groupBy: ReportFilters['groupBy'], over: Partial<ReportFilters> = {}) =>
    navigate(
      reportUrl({
        beginDate: query.beginDate,
        endDate: query.endDate,
        dispatchCenterId: query.dispatchCenterId ?? undefined,
        groupBy,
        ...over,
      }),
    );
  const labels = useMemo(
    () => ({
      day: t('dashboard.series.day'),
      shipments: t('dashboard.series.shipments'),
      onTime: t('dashboard.series.onTime'),
      temp: t('dashboard.series.temp'),
    }),
    [t],
  );

  const tiles: Tile[] = data
    ? [
        { key: 'inTransit', title: t('dashboard.inTransit'), value: data.inTransit, groupBy: 'carrier' },
        { key: 'shipments', title: t('dashboard.shipments'), value: data.shipments, groupBy: 'day' },
        {
          key: 'onTimeRate',
          title: t('dashboard.onTimeRate'),
          value: percent(data.onTimeRate),
          groupBy: 'carrier',
        },
        {
          key: 'tempComplianceRate',
          title: t('dashboard.tempComplianceRate'),
          value: percent(data.tempComplianceRate),
          groupBy: 'carrier',
        },
        {
          key: 'kmPerWaybill',
          title: t('dashboard.kmPerWaybill'),
          value: data.kmPerWaybill ?? '-',
          groupBy: 'lineType',
        },
        { key: 'exceptions', title: t('dashboard.exceptions'), value: data.exceptions, groupBy: 'day' },
      ]
    : [];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="dashboard">
      <Card size="small">
        <Space wrap>
          <RemoteSelect
            url="/system/dispatchCenter/selectByDDAndUser"
            allowClear
            placeholder={t('dashboard.allCenters')}
            style={{ minWidth: 220 }}
            value={query.dispatchCenterId ?? undefined}
            onChange={(value?: string) => setQuery((q) => ({ ...q, dispatchCenterId: value || undefined }))}
            data-testid="dashboard-center"
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(query.beginDate), dayjs(query.endDate)]}
            onChange={(range) => {
              const [begin, end] = range ?? [];
              if (begin && end) {
                setQuery((q) => ({
                  ...q,
                  beginDate: begin.format('YYYY-MM-DD'),
                  endDate: end.format('YYYY-MM-DD'),
                }));
              }
            }}
            data-testid="dashboard-range"
          />
          {isFetching && <Spin size="small" />}
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={12} md={8} xl={4}>
            <Card
              hoverable
              size="small"
              title={null}
              onClick={() => drill(tile.groupBy)}
              data-testid={`dashboard-tile-${tile.key}`}
            >
              <Statistic title={tile.title} value={tile.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('dashboard.openAlerts')} data-testid="dashboard-open-alerts">
            {data && data.openAlertsByType.length === 0 && <Empty description={t('dashboard.noData')} />}
            <Space wrap>
              {data?.openAlertsByType.map((a) => (
                <Tag
                  key={a.alertType}
                  color="red"
                  style={{ cursor: 'pointer' }}
                  // Open alerts are live: they open in the alert page, where they are dealt with.
                  onClick={() =>
                    can('monitor:alert:list') ? navigate(`/alert/${a.alertType}`) : drill('carrier')
                  }
                  data-testid={`dashboard-alert-${a.alertType}`}
                >
                  {t(`monitoring.type.${a.alertType}`, a.alertType)}: {a.count}
                </Tag>
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('dashboard.loadFactor')} data-testid="dashboard-load-factor">
            {data && data.loadFactorByLayer.length === 0 && <Empty description={t('dashboard.noData')} />}
            {data?.loadFactorByLayer.map((l) => (
              <button
                type="button"
                key={l.tempLayer}
                style={LAYER_BUTTON}
                onClick={() => drill('carrier')}
                data-testid={`dashboard-layer-${l.tempLayer}`}
              >
                {t(`dict.item_temperature.${l.tempLayer}`, l.tempLayer)}
                <Progress percent={l.loadFactor === null ? 0 : Math.round(l.loadFactor * 1000) / 10} />
              </button>
            ))}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('dashboard.daily')} extra={t('dashboard.drill')}>
        {data ? (
          <Suspense fallback={<Spin />}>
            <DailyChart
              daily={data.daily}
              labels={labels}
              onDay={(day) => drill('carrier', { beginDate: day, endDate: day })}
            />
          </Suspense>
        ) : (
          <Spin />
        )}
      </Card>
    </Space>
  );
}
