import { useQuery } from '@tanstack/react-query';
import type { ShipmentAlertRow } from '@tms/contract';
import { ALERT_RULE_TYPES, type AlertLevel } from '@tms/domain';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listShipmentAlerts } from './api';

const LEVEL_COLORS: Record<AlertLevel, string> = { slight: 'gold', moderate: 'orange', serious: 'red' };
const PAGE_SIZE = 10;

/** The shipment's alerts, newest first. */
export function AlertsTab({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const alerts = useQuery({
    queryKey: ['shipment', 'alerts', shipmentId, current],
    queryFn: () => listShipmentAlerts(shipmentId, { current, pageSize: PAGE_SIZE }),
  });
  const typeText = (type: string) =>
    (ALERT_RULE_TYPES as readonly string[]).includes(type) ? t(`monitoring.type.${type}`) : type;
  const columns: ColumnsType<ShipmentAlertRow> = [
    { title: t('alertList.alertTypes'), dataIndex: 'alertType', width: 110, render: typeText },
    {
      title: t('alertList.level'),
      dataIndex: 'level',
      width: 90,
      render: (level: AlertLevel) => <Tag color={LEVEL_COLORS[level]}>{t(`monitoring.level.${level}`)}</Tag>,
    },
    { title: t('alertList.alertContent'), dataIndex: 'alertContent', ellipsis: true },
    { title: t('shipmentTemp.alertStart'), dataIndex: 'startTime', width: 170 },
    { title: t('shipmentTemp.alertEnd'), dataIndex: 'endTime', width: 170, render: (v) => v ?? '-' },
    {
      title: t('shipmentTemp.dealStatus'),
      dataIndex: 'dealStatus',
      width: 100,
      render: (v: string) =>
        v === 'Y' ? (
          <Tag color="green">{t('shipmentTemp.dealt')}</Tag>
        ) : (
          <Tag>{t('shipmentTemp.undealt')}</Tag>
        ),
    },
  ];
  return (
    <Table<ShipmentAlertRow>
      rowKey="id"
      size="small"
      loading={alerts.isLoading}
      columns={columns}
      dataSource={alerts.data?.data ?? []}
      pagination={{
        current,
        pageSize: PAGE_SIZE,
        total: alerts.data?.total ?? 0,
        onChange: setCurrent,
        showSizeChanger: false,
      }}
    />
  );
}
