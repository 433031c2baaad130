import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatMeasure, measureText } from '@tms/domain';
import { Button, Descriptions, Empty, Space, Spin, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportTemperatures, fetchTemperatureData, fetchTemperatureInfo, temperatureKeys } from './api';
import { chartModel } from './chart-data';
import type { TemperatureInfo, TemperatureWayInfo } from './types';

// uPlot loads with the first chart, never with the shipment list.
const TempChart = lazy(() => import('./TempChart'));

const dash = (v: string | number | null | undefined) => (v === null || v === undefined ? '-' : String(v));
/** A temperature as text (numeric text from the server) rounded for people. */
const degrees = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '-' : formatMeasure('temperature', Number(v));
const bandText = (min: number | null, max: number | null) =>
  min === null && max === null ? '-' : `${min ?? '−∞'} ~ ${max ?? '+∞'} °C`;

/** The shipment's temperature report per compartment, its charts, and the export. */
export function TemperatureTab({ uuid, canExport }: { uuid: string; canExport: boolean }) {
  const { t } = useTranslation();
  const [raw, setRaw] = useState(false);
  const info = useQuery({ queryKey: temperatureKeys.info(uuid), queryFn: () => fetchTemperatureInfo(uuid) });
  const data = useQuery({
    queryKey: temperatureKeys.data(uuid, raw),
    queryFn: () => fetchTemperatureData(uuid, raw),
  });
  const models = useMemo(
    () =>
      (data.data?.ways ?? [])
        .filter((w) => w.points.length > 0)
        .map((w) => chartModel(w, data.data?.alerts ?? [])),
    [data.data],
  );
  const columns: ColumnsType<TemperatureWayInfo> = [
    {
      title: t('shipmentTemp.way'),
      dataIndex: 'way',
      width: 90,
      render: (w: number) => t('shipmentTemp.wayN', { n: w }),
    },
    { title: t('shipmentTemp.band'), width: 140, render: (_, r) => bandText(r.bandMin, r.bandMax) },
    { title: t('shipmentTemp.count'), dataIndex: 'count', width: 90 },
    { title: t('shipmentTemp.min'), dataIndex: 'min', width: 90, render: degrees },
    { title: t('shipmentTemp.max'), dataIndex: 'max', width: 90, render: degrees },
    { title: t('shipmentTemp.average'), dataIndex: 'average', width: 90, render: degrees },
    { title: t('shipmentTemp.minutesOut'), dataIndex: 'minutesOutOfRange', width: 120 },
    {
      title: t('shipmentTemp.compliance'),
      dataIndex: 'compliancePercent',
      width: 110,
      render: (v: string | null) => (v === null ? '-' : `${v} %`),
    },
  ];
  const onExport = () => exportTemperatures(uuid).catch(() => undefined);
  if (info.isLoading) return <Spin />;
  const report: TemperatureInfo | undefined = info.data;
  if (!report) return <Empty />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" column={4}>
        <Descriptions.Item label={t('shipmentTemp.precool')}>
          {measureText('temperature', report.precoolTemp === null ? null : Number(report.precoolTemp))}
        </Descriptions.Item>
        <Descriptions.Item label={t('shipmentTemp.rule')}>{dash(report.ruleCode)}</Descriptions.Item>
        <Descriptions.Item label={t('shipmentTemp.period')}>
          {report.firstTime ? `${report.firstTime} ~ ${report.lastTime}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item>
          <Space>
            {canExport && (
              <Button size="small" icon={<DownloadOutlined />} onClick={onExport}>
                {t('shipmentTemp.export')}
              </Button>
            )}
            <Switch size="small" checked={raw} onChange={setRaw} />
            <Typography.Text type="secondary">{t('shipmentTemp.raw')}</Typography.Text>
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Table<TemperatureWayInfo>
        rowKey="way"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={report.ways}
      />
      {data.isLoading ? (
        <Spin />
      ) : models.length === 0 ? (
        <Empty description={t('shipmentTemp.noReadings')} />
      ) : (
        <Suspense fallback={<Spin />}>
          {models.map((model) => (
            <TempChart
              key={model.way}
              model={model}
              label={t('shipmentTemp.wayN', { n: model.way })}
              timeLabel={t('shipmentTemp.legendTime')}
            />
          ))}
        </Suspense>
      )}
      <Table
        rowKey="sequence"
        size="small"
        pagination={false}
        dataSource={report.stops}
        columns={[
          { title: t('shipmentTemp.stop'), dataIndex: 'sequence', width: 70 },
          {
            title: t('shipmentTemp.station'),
            render: (_, s) => `${dash(s.stationCode)} ${s.stationName ?? ''}`,
          },
          { title: t('shipmentTemp.ata'), dataIndex: 'ata', width: 170, render: dash },
          { title: t('shipmentTemp.atd'), dataIndex: 'atd', width: 170, render: dash },
          { title: t('shipmentTemp.handoverIn'), dataIndex: 'handoverTempIn', width: 130, render: degrees },
          { title: t('shipmentTemp.handoverOut'), dataIndex: 'handoverTempOut', width: 130, render: degrees },
        ]}
      />
    </Space>
  );
}
