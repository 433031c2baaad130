import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { ALERT_LEVELS, ALERT_RULE_TYPES, type AlertLevel } from '@tms/domain';
import { Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  dateTimeColumn,
  LinkAction,
  optionColumn,
  RowActions,
  type TableParams,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { usePush, usePushResync } from '../../../core/push';
import { timeRangeParams } from '../shared';
import { listAlerts } from './api';
import { DealModal } from './components/DealModal';
import { alertTypesParam, routeAlertTypes } from './filters';
import type { ShipmentAlert } from './types';

const LEVEL_COLORS: Record<AlertLevel, string> = { slight: 'gold', moderate: 'orange', serious: 'red' };

/**
 * 告警信息: the shipments' alerts, open ones first by default, with their handling. Reached from the
 * menu (monitor/alert) or from the header as /alert/<types> with the types preselected.
 */
export default function AlertPage() {
  const { t } = useTranslation();
  const { alertTypes } = useParams<{ alertTypes?: string }>();
  const preselected = routeAlertTypes(alertTypes);
  const actionRef = useRef<ActionType>(null);
  const [dealing, setDealing] = useState<ShipmentAlert | null>(null);
  // A new alert (or one that rose a level) shows at once, in the filters and page the user is on.
  usePush('monitor.alert', () => {
    void actionRef.current?.reload();
  });
  usePushResync(() => void actionRef.current?.reload());
  const typeText = (type: string) =>
    (ALERT_RULE_TYPES as readonly string[]).includes(type) ? t(`monitoring.type.${type}`) : type;

  const columns: ProColumns<ShipmentAlert>[] = [
    {
      title: t('alertList.alertTypes'),
      dataIndex: 'alertType',
      width: 120,
      valueType: 'select',
      valueEnum: Object.fromEntries(ALERT_RULE_TYPES.map((type) => [type, { text: typeText(type) }])),
      fieldProps: { mode: 'multiple', maxTagCount: 'responsive' },
      initialValue: preselected.length ? preselected : undefined,
      search: { transform: alertTypesParam },
      render: (_, row) => typeText(row.alertType),
    },
    {
      title: t('alertList.level'),
      dataIndex: 'level',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        ALERT_LEVELS.map((level) => [level, { text: t(`monitoring.level.${level}`) }]),
      ),
      render: (_, row) => <Tag color={LEVEL_COLORS[row.level]}>{t(`monitoring.level.${row.level}`)}</Tag>,
    },
    {
      title: t('alertList.alertContent'),
      dataIndex: 'alertContent',
      width: 260,
      search: false,
      ellipsis: true,
    },
    { title: t('alertList.shipmentCode'), dataIndex: 'shipmentCode', width: 150 },
    {
      title: t('alertList.carrier'),
      dataIndex: 'carrierId',
      width: 150,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" />,
      render: (_, row) => row.carrierName ?? '-',
    },
    { title: t('alertList.plate'), dataIndex: 'vehicleIdMainNumberPlates', width: 110, search: false },
    { title: t('alertList.driverName'), dataIndex: 'driverName', width: 100, search: false },
    {
      title: t('alertList.driverMobile'),
      dataIndex: 'driverMobile',
      width: 130,
      search: false,
      render: (_, row) => (row.driverMobile ? <MaskedText type="phone" value={row.driverMobile} /> : '-'),
    },
    {
      title: t('alertList.driverNotified'),
      dataIndex: 'field1',
      width: 100,
      search: false,
      render: (_, row) => t(row.field1 === 'Y' ? 'widget.yes' : 'widget.no'),
    },
    { title: t('alertList.startPlace'), dataIndex: 'startPlace', width: 160, search: false, ellipsis: true },
    { title: t('alertList.endPlace'), dataIndex: 'endPlace', width: 160, search: false, ellipsis: true },
    dateTimeColumn(t('alertList.startTime'), 'startTime'),
    dateTimeColumn(t('alertList.endTime'), 'endTime'),
    {
      title: t('alertList.timeRange'),
      dataIndex: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    {
      title: t('alertList.dealStatus'),
      dataIndex: 'dealStatus',
      width: 100,
      valueType: 'select',
      initialValue: 'N',
      valueEnum: {
        N: { text: t('alertList.dealStatus.N'), status: 'Warning' },
        Y: { text: t('alertList.dealStatus.Y'), status: 'Success' },
      },
    },
    {
      title: t('alertList.alertReason'),
      dataIndex: 'alertReason',
      width: 140,
      search: false,
      ellipsis: true,
    },
    {
      title: t('alertList.alertRemark'),
      dataIndex: 'alertRemark',
      width: 180,
      search: false,
      ellipsis: true,
    },
    { title: t('alertList.dealBy'), dataIndex: 'dealBy', width: 100, search: false },
    dateTimeColumn(t('alertList.dealTime'), 'dealTime'),
    optionColumn(t, 90, (row) => (
      <RowActions>
        {row.dealStatus === 'N' && (
          <LinkAction perm="monitor:alert:deal" onClick={() => setDealing(row)}>
            {t('alertList.deal')}
          </LinkAction>
        )}
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<ShipmentAlert, TableParams>
        // A new route (other types from the header) starts a new search with its types.
        key={alertTypes ?? ''}
        modular="monitor-alert"
        headerTitle={t('alertList.heading')}
        actionRef={actionRef}
        rowKey="id"
        columns={columns}
        request={listAlerts}
        scroll={{ x: 2600 }}
      />
      <DealModal
        alert={dealing}
        onClose={() => setDealing(null)}
        onDone={() => actionRef.current?.reload()}
      />
    </>
  );
}
