import { useQuery } from '@tanstack/react-query';
import { Empty, Space, Spin, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTemperatureData, temperatureKeys } from './api';

// Leaflet loads with the map, never with the shipment list.
const TrackMap = lazy(() => import('./TrackMap'));

/** The shipment's track coloured by compliance, with its stops and their fences. */
export function TrackTab({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const data = useQuery({
    queryKey: temperatureKeys.data(uuid, false),
    queryFn: () => fetchTemperatureData(uuid, false),
  });
  if (data.isLoading) return <Spin />;
  const trace = data.data;
  if (!trace || (trace.track.length === 0 && trace.stops.every((s) => s.lat === null))) {
    return <Empty description={t('shipmentTemp.noTrack')} />;
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space size={4}>
        <Tag color="green">{t('shipmentTemp.legend.inBand')}</Tag>
        <Tag color="red">{t('shipmentTemp.legend.outOfBand')}</Tag>
        <Tag color="blue">{t('shipmentTemp.legend.fence')}</Tag>
      </Space>
      <Suspense fallback={<Spin />}>
        <TrackMap track={trace.track} stops={trace.stops} />
      </Suspense>
    </Space>
  );
}
