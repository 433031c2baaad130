import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { SHIPMENT_EXCEPTION_KINDS } from '@tms/domain';
import { Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  dateTimeColumn,
  LinkAction,
  optionColumn,
  PermButton,
  RowActions,
  type TableParams,
  useSelection,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { timeRangeParams } from '../shared';
import { listShipmentExceptions } from './api';
import { HandleModal } from './components/HandleModal';
import { detailText, routeStatus } from './detail-text';
import type { ShipmentException } from './types';

/**
 * 运输异常: what went wrong with shipments at their handovers and finish (a handover temperature out of
 * band, a quantity mismatch, a stop never reached, a shipment past its planned finish), the unhandled
 * ones first by default, handled one at a time or the ticked ones with a remark. Reached from the menu
 * or from the header's badge (expageList?status=U).
 */
export default function ShipmentExceptionPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const queryStatus = search.get('status');
  const actionRef = useRef<ActionType>(null);
  const selection = useSelection<ShipmentException>();
  const [handling, setHandling] = useState<ShipmentException[]>([]);

  const columns: ProColumns<ShipmentException>[] = [
    { title: t('expage.field.shipmentCode'), dataIndex: 'shipmentCode', width: 160, sorter: true },
    {
      title: t('expage.field.kind'),
      dataIndex: 'kind',
      width: 140,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        SHIPMENT_EXCEPTION_KINDS.map((k) => [k, { text: t(`expage.kind.${k}`) }]),
      ),
    },
    {
      title: t('expage.field.detail'),
      dataIndex: 'detail',
      width: 360,
      search: false,
      ellipsis: true,
      render: (_, row) => detailText(row, t),
    },
    {
      title: t('expage.field.dispatchCenter'),
      dataIndex: 'dispatchCenterId',
      hideInTable: true,
      renderFormItem: () => <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" />,
    },
    {
      title: t('expage.field.carrierName'),
      dataIndex: 'carrierId',
      width: 160,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" />,
      render: (_, row) => row.carrierName ?? '-',
    },
    { title: t('expage.field.plate'), dataIndex: 'vehicleIdMainNumberPlates', width: 110, search: false },
    { title: t('expage.field.driverName'), dataIndex: 'driverName', width: 100, search: false },
    {
      title: t('expage.field.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      initialValue: routeStatus(queryStatus),
      valueEnum: {
        U: { text: t('expage.status.U'), status: 'Warning' },
        H: { text: t('expage.status.H'), status: 'Success' },
      },
      render: (_, row) => (
        <Tag color={row.status === 'U' ? 'orange' : 'green'}>{t(`expage.status.${row.status}`)}</Tag>
      ),
    },
    dateTimeColumn(t('expage.field.createTime'), 'createTime'),
    {
      title: t('expage.field.timeRange'),
      dataIndex: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    {
      title: t('expage.field.handleRemark'),
      dataIndex: 'handleRemark',
      width: 180,
      search: false,
      ellipsis: true,
    },
    { title: t('expage.field.handleBy'), dataIndex: 'handleBy', width: 100, search: false },
    dateTimeColumn(t('expage.field.handleTime'), 'handleTime'),
    optionColumn(t, 90, (row) => (
      <RowActions>
        {row.status === 'U' && (
          <LinkAction perm="monitor:expage:handle" onClick={() => setHandling([row])}>
            {t('expage.handle')}
          </LinkAction>
        )}
      </RowActions>
    )),
  ];

  const openTicked = selection.rows.filter((r) => r.status === 'U');

  return (
    <>
      <TmsTable<ShipmentException, TableParams>
        // A new route query (the header's badge) starts a new search with its status.
        key={queryStatus ?? ''}
        modular="monitor-expage"
        headerTitle={t('expage.heading')}
        actionRef={actionRef}
        rowKey="id"
        columns={columns}
        rowSelection={selection.rowSelection}
        request={(params) => listShipmentExceptions(params)}
        toolBarRender={() => [
          <PermButton
            key="handle"
            perm="monitor:expage:handle"
            disabled={openTicked.length === 0}
            onClick={() => setHandling(openTicked)}
          >
            {t('expage.handleTicked')}
          </PermButton>,
        ]}
        scroll={{ x: 1800 }}
      />
      <HandleModal
        records={handling}
        onClose={() => setHandling([])}
        onDone={() => {
          selection.clear();
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
