import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  dateTimeColumn,
  ExportAction,
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
import { exportExceptionEtas, listExceptionEtas } from './api';
import { DealModal } from './components/DealModal';
import { exportFilters, routeDealStatus } from './filters';
import type { ExceptionEta } from './types';

/**
 * 到达异常: stops predicted to arrive later than planned (or than their window) by more than the
 * delay rule allows, open ones first by default, with their handling (one or the ticked ones) and an
 * export. Reached from the menu or from the header's badge (ExceptionEta?dealStatus=N).
 */
export default function ExceptionEtaPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const routeStatus = search.get('dealStatus');
  const actionRef = useRef<ActionType>(null);
  const selection = useSelection<ExceptionEta>();
  const [dealing, setDealing] = useState<ExceptionEta[]>([]);
  const [filters, setFilters] = useState<Record<string, unknown>>({});

  const columns: ProColumns<ExceptionEta>[] = [
    { title: t('exceptionEta.field.shipmentCode'), dataIndex: 'shipmentCode', width: 160 },
    {
      title: t('etaList.dispatchCenter'),
      dataIndex: 'dispatchCenterId',
      hideInTable: true,
      renderFormItem: () => <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" />,
    },
    {
      title: t('exceptionEta.field.stationName'),
      dataIndex: 'stationName',
      width: 180,
      search: false,
      ellipsis: true,
      render: (_, row) => row.stationName ?? row.stationCode ?? '-',
    },
    {
      title: t('exceptionEta.field.carrierName'),
      dataIndex: 'carrierId',
      width: 160,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" />,
      render: (_, row) => row.carrierName ?? '-',
    },
    {
      title: t('exceptionEta.field.plate'),
      dataIndex: 'vehicleIdMainNumberPlates',
      width: 110,
      search: false,
    },
    { title: t('etaList.driverName'), dataIndex: 'driverName', width: 100, search: false },
    dateTimeColumn(t('exceptionEta.field.plannedEta'), 'plannedEta'),
    dateTimeColumn(t('exceptionEta.field.windowEnd'), 'windowEnd'),
    dateTimeColumn(t('exceptionEta.field.predictedEta'), 'predictedEta'),
    {
      title: t('exceptionEta.field.lateMinutes'),
      dataIndex: 'lateMinutes',
      width: 110,
      search: false,
      sorter: true,
      render: (_, row) => <Tag color={row.lateMinutes >= 60 ? 'red' : 'orange'}>{row.lateMinutes}</Tag>,
    },
    dateTimeColumn(t('exceptionEta.field.createTime'), 'createTime'),
    {
      title: t('etaList.timeRange'),
      dataIndex: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: timeRangeParams },
    },
    {
      title: t('exceptionEta.field.dealStatus'),
      dataIndex: 'dealStatus',
      width: 100,
      valueType: 'select',
      initialValue: routeDealStatus(routeStatus),
      valueEnum: {
        N: { text: t('exceptionEta.dealStatus.N'), status: 'Warning' },
        Y: { text: t('exceptionEta.dealStatus.Y'), status: 'Success' },
      },
    },
    {
      title: t('exceptionEta.field.dealReason'),
      dataIndex: 'dealReason',
      width: 140,
      search: false,
      ellipsis: true,
    },
    {
      title: t('exceptionEta.field.dealRemark'),
      dataIndex: 'dealRemark',
      width: 180,
      search: false,
      ellipsis: true,
    },
    { title: t('exceptionEta.field.dealBy'), dataIndex: 'dealBy', width: 100, search: false },
    dateTimeColumn(t('exceptionEta.field.dealTime'), 'dealTime'),
    optionColumn(t, 90, (row) => (
      <RowActions>
        {row.dealStatus === 'N' && (
          <LinkAction perm="monitor:exceptionEta:deal" onClick={() => setDealing([row])}>
            {t('etaList.deal')}
          </LinkAction>
        )}
      </RowActions>
    )),
  ];

  const openTicked = selection.rows.filter((r) => r.dealStatus === 'N');

  return (
    <>
      <TmsTable<ExceptionEta, TableParams>
        // A new route query (the header's badge) starts a new search with its status.
        key={routeStatus ?? ''}
        modular="monitor-exception-eta"
        headerTitle={t('etaList.heading')}
        actionRef={actionRef}
        rowKey="id"
        columns={columns}
        rowSelection={selection.rowSelection}
        request={(params) => {
          setFilters(exportFilters(params));
          return listExceptionEtas(params);
        }}
        toolBarRender={() => [
          <PermButton
            key="deal"
            perm="monitor:exceptionEta:deal"
            disabled={openTicked.length === 0}
            onClick={() => setDealing(openTicked)}
          >
            {t('etaList.dealTicked')}
          </PermButton>,
          <ExportAction
            key="export"
            perm="monitor:exceptionEta:export"
            onExport={() => exportExceptionEtas(filters)}
          />,
        ]}
        scroll={{ x: 2400 }}
      />
      <DealModal
        records={dealing}
        onClose={() => setDealing([])}
        onDone={() => {
          selection.clear();
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
