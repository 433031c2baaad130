import { Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentStop } from '../types';
import { AnnexTab } from './AnnexTab';
import { BaseInfoTab, LogsTab, stopLifecycleColumns, WaybillsTab } from './LifecycleTabs';
import { useShipmentMonitorTabs } from './temperature/ShipmentMonitorTabs';

const TYPE_COLOR: Record<string, string> = { P: 'blue', D: 'green', 'P&D': 'purple' };

/** The expanded row: the shipment's stops in sequence, then its waybill codes. */
export function ShipmentDetail({
  shipment,
  defaultTab = 'stops',
}: {
  shipment: Shipment;
  defaultTab?: string;
}) {
  const { t } = useTranslation();
  const monitorTabs = useShipmentMonitorTabs(shipment.uuid);
  const outside = (flag: string) =>
    flag === 'Y' ? <Tag color="orange">{t('shipment.stop.outWindow')}</Tag> : null;
  const columns: ColumnsType<ShipmentStop> = [
    { title: t('shipment.stop.sequence'), dataIndex: 'sequence', width: 70 },
    { title: t('shipment.stop.stationCode'), dataIndex: 'stationCode', width: 130 },
    { title: t('shipment.stop.stationName'), dataIndex: 'stationName', width: 200 },
    {
      title: t('shipment.stop.type'),
      dataIndex: 'stationType',
      width: 80,
      render: (type: string) => <Tag color={TYPE_COLOR[type]}>{type}</Tag>,
    },
    {
      title: t('shipment.stop.eta'),
      dataIndex: 'eta',
      width: 220,
      render: (eta: string | null, stop) => (
        <Space size={4}>
          {eta ?? '-'}
          {outside(stop.etaIsOutTimewindow)}
        </Space>
      ),
    },
    {
      title: t('shipment.stop.etd'),
      dataIndex: 'etd',
      width: 220,
      render: (etd: string | null, stop) => (
        <Space size={4}>
          {etd ?? '-'}
          {outside(stop.etdIsOutTimewindow)}
        </Space>
      ),
    },
    {
      title: t('shipment.stop.returnTrip'),
      dataIndex: 'isBckWare',
      width: 330,
      render: (_: string, stop) =>
        stop.isBckWare === 'Y' ? `${stop.backWareEta ?? '-'} ~ ${stop.backWareEtd ?? '-'}` : '-',
    },
    ...stopLifecycleColumns(t),
  ];
  const stopsAndWaybills = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<ShipmentStop>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 1700 }}
        columns={columns}
        dataSource={shipment.stopList}
      />
      <Typography.Text type="secondary">
        {t('shipment.waybills', { count: shipment.waybillCount })}
      </Typography.Text>
      <Space wrap size={[4, 4]}>
        {shipment.waybillCodes.map((code) => (
          <Tag key={code}>{code}</Tag>
        ))}
      </Space>
    </Space>
  );
  return (
    <Tabs
      size="small"
      defaultActiveKey={defaultTab}
      destroyOnHidden
      items={[
        { key: 'base', label: t('shipment.tab.base'), children: <BaseInfoTab shipment={shipment} /> },
        { key: 'stops', label: t('annex.stopsTab'), children: stopsAndWaybills },
        {
          key: 'waybills',
          label: t('shipment.tab.waybills'),
          children: <WaybillsTab uuid={shipment.uuid} />,
        },
        {
          key: 'logs',
          label: t('shipment.tab.logs'),
          children: <LogsTab uuid={shipment.uuid} status={shipment.status} />,
        },
        { key: 'annex', label: t('annex.tab'), children: <AnnexTab shipmentId={shipment.uuid} /> },
        ...monitorTabs,
      ]}
    />
  );
}
