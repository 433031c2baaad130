import { useQuery, useQueryClient } from '@tanstack/react-query';
import { measureText } from '@tms/domain';
import { Badge, Card, Col, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../core/datetime';
import { usePush, usePushConnected } from '../../../core/push';
import { fetchLive, liveKey } from './api';
import { applyPosition, boardCounts, LIVE_POLL_MS, rowAlertState } from './live-state';
import type { LiveLevel, LiveShipment } from './types';

// Leaflet loads with this page's map only.
const LiveMap = lazy(() => import('./LiveMap'));

const LEVEL_COLORS: Record<LiveLevel, string> = {
  none: 'green',
  slight: 'gold',
  moderate: 'orange',
  serious: 'red',
};

/**
 * 实时监控: the in-transit shipments of the session's dispatch center with their last position,
 * temperatures and alert state, kept current by the push channel (positions patch the rows, a new
 * alert reads the list again); while the stream is down the list is read every LIVE_POLL_MS.
 */
export default function LiveMonitorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const streaming = usePushConnected();
  const [selected, setSelected] = useState<string | null>(null);
  const live = useQuery({
    queryKey: liveKey,
    queryFn: fetchLive,
    refetchInterval: streaming ? false : LIVE_POLL_MS,
  });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: liveKey });
  usePush('monitor.position', (push) => {
    const rows = queryClient.getQueryData<LiveShipment[]>(liveKey);
    const next = rows ? applyPosition(rows, push) : null;
    if (next) queryClient.setQueryData(liveKey, next);
    else refetch();
  });
  usePush('monitor.alert', refetch);

  const rows = live.data ?? [];
  const tempTag = (row: LiveShipment, i: number) => {
    const value = row.temps[i] ?? null;
    if (value === null) return null;
    const judged = row.tempsInBand[i];
    return (
      <Tag key={i} color={judged === false ? 'red' : judged === true ? 'green' : 'default'}>
        {i + 1}: {measureText('temperature', value)}
      </Tag>
    );
  };
  const columns: ColumnsType<LiveShipment> = [
    { title: t('monitorLive.shipmentCode'), dataIndex: 'shipmentCode', width: 150, fixed: 'left' },
    { title: t('monitorLive.plate'), dataIndex: 'plate', width: 100, render: (v) => v ?? '-' },
    { title: t('monitorLive.driver'), dataIndex: 'driverName', width: 90, render: (v) => v ?? '-' },
    {
      title: t('monitorLive.lastTime'),
      dataIndex: 'lastTime',
      width: 170,
      render: (v: number | null) => (v === null ? t('monitorLive.noReading') : formatDateTime(v)),
    },
    {
      title: t('monitorLive.temps'),
      dataIndex: 'temps',
      width: 200,
      render: (_, row) => <Space size={2}>{[0, 1, 2, 3].map((i) => tempTag(row, i))}</Space>,
    },
    {
      title: t('monitorLive.speed'),
      dataIndex: 'speedKmh',
      width: 90,
      render: (v: number | null) => measureText('speed', v),
    },
    {
      title: t('monitorLive.door'),
      dataIndex: 'doorOpen',
      width: 80,
      render: (v: boolean | null) =>
        v === null ? (
          '-'
        ) : v ? (
          <Tag color="orange">{t('monitorLive.doorOpen')}</Tag>
        ) : (
          t('monitorLive.doorClosed')
        ),
    },
    {
      title: t('monitorLive.alerts'),
      dataIndex: 'alertLevel',
      width: 150,
      render: (_: LiveLevel, row) => {
        const state = rowAlertState(row);
        if (state.kind === 'open')
          return (
            <Tag color={LEVEL_COLORS[state.level]} data-testid="live-row-alerts">
              {t('monitorLive.openAlertsOf', {
                level: t(`monitoring.level.${state.level}`),
                count: state.count,
              })}
            </Tag>
          );
        if (state.kind === 'outOfBand')
          return (
            <Tag color="orange" data-testid="live-row-alerts">
              {t('monitorLive.outOfBandNoAlert')}
            </Tag>
          );
        return (
          <Tag color="green" data-testid="live-row-alerts">
            {t('monitorLive.normal')}
          </Tag>
        );
      },
    },
    { title: t('monitorLive.carrier'), dataIndex: 'carrierName', width: 140, render: (v) => v ?? '-' },
  ];
  const counts = boardCounts(rows);

  return (
    <Card
      title={t('monitorLive.title')}
      extra={
        <Space>
          <Typography.Text>{t('monitorLive.count', { count: rows.length })}</Typography.Text>
          <Typography.Text
            type={counts.withOpenAlerts ? 'danger' : 'secondary'}
            data-testid="live-open-count"
          >
            {t('monitorLive.withOpenAlerts', { count: counts.withOpenAlerts })}
          </Typography.Text>
          {counts.outOfBand > 0 && (
            <Typography.Text type="warning" data-testid="live-out-of-band">
              {t('monitorLive.outOfBandCount', { count: counts.outOfBand })}
            </Typography.Text>
          )}
          <Badge
            status={streaming ? 'success' : 'default'}
            text={streaming ? t('monitorLive.live') : t('monitorLive.polling')}
          />
        </Space>
      }
    >
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Table<LiveShipment>
            rowKey="shipmentId"
            size="small"
            loading={live.isLoading}
            columns={columns}
            dataSource={rows}
            scroll={{ x: 1100 }}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            rowClassName={(row) => (row.shipmentId === selected ? 'ant-table-row-selected' : '')}
            onRow={(row) => ({ onClick: () => setSelected(row.shipmentId) })}
          />
        </Col>
        <Col span={24}>
          <Suspense fallback={<Spin />}>
            <LiveMap rows={rows} selected={selected} onSelect={setSelected} />
          </Suspense>
        </Col>
      </Row>
    </Card>
  );
}
