import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentStop } from '../types';

const TYPE_COLOR: Record<string, string> = { P: 'blue', D: 'green', 'P&D': 'purple' };

/** The expanded row: the shipment's stops in sequence, then its waybill codes. */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
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
      render: (_: string, stop) =>
        stop.isBckWare === 'Y' ? `${stop.backWareEta ?? '-'} ~ ${stop.backWareEtd ?? '-'}` : '-',
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<ShipmentStop>
        rowKey="id"
        size="small"
        pagination={false}
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
}
