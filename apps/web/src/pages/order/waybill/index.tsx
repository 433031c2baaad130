import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  AddAction,
  ExportAction,
  LinkAction,
  RowActions,
  type TableParams,
  useFormModal,
  useImport,
  useMutate,
  useSelection,
} from '../../../components/crud';
import { routeFilters } from '../../../components/crud/route-filters';
import { useVisibleColumnKeys } from '../../../components/DownloadCenter/visible-columns';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { formatDateTime } from '../../../core/datetime';
import { dictValueEnum, useDict } from '../../../core/dicts';
import {
  exportWaybills,
  getWaybill,
  listWaybills,
  saveWaybill,
  WAYBILL_IMPORT_URL,
  waybillImportTemplate,
} from './api';
import { StatusTag } from './components/StatusTag';
import { useWaybillActions } from './components/useWaybillActions';
import { WaybillFormModal } from './components/WaybillFormModal';
import { WaybillLogDrawer } from './components/WaybillLogDrawer';
import type { Waybill, WaybillDetail } from './types';

const num = (title: string, dataIndex: keyof Waybill & string, sorter = true): ProColumns<Waybill> => ({
  title,
  dataIndex,
  width: 110,
  search: false,
  sorter,
  align: 'right',
});

/** 运单管理: the waybill list, its transitions, the form, import/export and the way into manual dispatch. */
export default function WaybillPage() {
  const { t } = useTranslation();
  // `?status=O` (a home card): the list opens filtered to that status.
  const { search } = useLocation();
  const fromRoute = routeFilters(search);
  const actionRef = useRef<ActionType>(null);
  const selection = useSelection((row: Waybill) => row.uuid);
  const form = useFormModal<WaybillDetail>();
  const mutate = useMutate();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [logOf, setLogOf] = useState<Waybill | null>(null);
  const reload = () => {
    selection.clear();
    actionRef.current?.reload();
  };
  const actions = useWaybillActions(selection.keys, reload);
  const importer = useImport({
    perm: 'order:waybill:import',
    title: t('orderWaybill.importTitle'),
    url: WAYBILL_IMPORT_URL,
    downloadTemplate: waybillImportTemplate,
    fieldLabel: (field) => t(`waybill.column.${field}`),
    onDone: reload,
  });
  const statuses = dictValueEnum(useDict('waybill_status'));
  const transTypes = dictValueEnum(useDict('route_transport_way'));
  const temperatures = dictValueEnum(useDict('item_temperature'));
  const edit = async (row: Waybill) => form.show(await getWaybill(row.uuid));
  const range = (title: string, dataIndex: string): ProColumns<Waybill> => ({
    title,
    dataIndex,
    valueType: 'dateRange',
    hideInTable: true,
  });

  const columns: ProColumns<Waybill>[] = [
    {
      title: t('orderWaybill.code'),
      dataIndex: 'code',
      width: 170,
      sorter: true,
      fixed: 'left',
      copyable: true,
    },
    { title: t('orderWaybill.refNo'), dataIndex: 'refNo', width: 130, sorter: true },
    { title: t('orderWaybill.orderCode'), dataIndex: 'orderCode', width: 150, sorter: true },
    {
      title: t('orderWaybill.status'),
      dataIndex: 'status',
      width: 100,
      sorter: true,
      valueType: 'select',
      valueEnum: statuses,
      fieldProps: { mode: 'multiple' },
      initialValue: fromRoute.status,
      render: (_, row) => <StatusTag code={row.status} />,
    },
    {
      title: t('orderWaybill.client'),
      dataIndex: 'clientId',
      width: 160,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/client/dropBox" />,
      render: (_, row) => row.clientName ?? '-',
    },
    {
      title: t('orderWaybill.shipFrom'),
      dataIndex: 'shipFromId',
      width: 170,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/station/dropBoxDc" />,
      render: (_, row) => `${row.srcStationCode ?? ''} ${row.srcStationName ?? ''}`,
    },
    {
      title: t('orderWaybill.shipTo'),
      dataIndex: 'shipToId',
      width: 170,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/station/dropBoxDc" />,
      render: (_, row) => `${row.destStationCode ?? ''} ${row.destStationName ?? ''}`,
    },
    {
      title: t('orderWaybill.temperatures'),
      dataIndex: 'tempVoLists',
      width: 240,
      search: false,
      // One line, clipped inside its own cell: rows keep one height and no tag slides under the fixed
      // action column; the whole list is the cell's tooltip.
      render: (_, row) => {
        const labels = row.tempVoLists.map((z) => temperatures[z.tempCode]?.text ?? z.tempCode);
        return (
          <div
            title={labels.join(', ')}
            style={{ display: 'flex', gap: 2, overflow: 'hidden', whiteSpace: 'nowrap' }}
          >
            {row.tempVoLists.map((z, i) => (
              <Tag key={z.tempCode} color={temperatures[z.tempCode]?.color} style={{ marginInlineEnd: 0 }}>
                {labels[i]}
              </Tag>
            ))}
          </div>
        );
      },
    },
    { title: t('orderWaybill.etd'), dataIndex: 'etd', width: 160, sorter: true, search: false },
    { title: t('orderWaybill.eta'), dataIndex: 'eta', width: 160, sorter: true, search: false },
    {
      title: t('orderWaybill.transType'),
      dataIndex: 'transType',
      width: 100,
      valueType: 'select',
      valueEnum: transTypes,
    },
    num(t('orderWaybill.totalQuantity'), 'totalQuantity'),
    num(t('orderWaybill.totalWeight'), 'totalWeight'),
    num(t('orderWaybill.totalVolume'), 'totalVolume'),
    num(t('orderWaybill.totalPallets'), 'totalPallets'),
    { title: t('orderWaybill.srcCity'), dataIndex: 'srcCity', width: 100, search: false },
    { title: t('orderWaybill.destCity'), dataIndex: 'destCity', width: 100, search: false },
    { title: t('orderWaybill.shipmentCode'), dataIndex: 'shipmentCode', width: 150, search: false },
    { title: t('orderWaybill.heldBy'), dataIndex: 'heldByName', width: 100, search: false },
    {
      title: t('orderWaybill.handoutFlag'),
      dataIndex: 'handoutFlag',
      width: 90,
      search: false,
      render: (_, row) =>
        row.handoutFlag === 'Y' ? <Tag color="processing">{row.handoutRemark || 'Y'}</Tag> : '-',
    },
    { title: t('orderWaybill.source'), dataIndex: 'source', width: 80, search: false },
    { title: t('orderWaybill.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    {
      title: t('orderWaybill.createRange'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      sorter: true,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      title: t('orderWaybill.auditTime'),
      dataIndex: 'auditTime',
      width: 170,
      search: false,
      sorter: true,
      render: (_, row) => formatDateTime(row.auditTime),
    },
    range(t('orderWaybill.createRange'), 'createRange'),
    range(t('orderWaybill.etd'), 'etdRange'),
    range(t('orderWaybill.eta'), 'etaRange'),
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <RowActions>
          {row.status === 'O' ? (
            <LinkAction perm="order:waybill:edit" onClick={() => void edit(row)}>
              {t('action.edit')}
            </LinkAction>
          ) : null}
          <LinkAction perm="order:waybill:log" onClick={() => setLogOf(row)}>
            {t('orderWaybill.log')}
          </LinkAction>
        </RowActions>
      ),
    },
  ];

  const exportColumns = useVisibleColumnKeys('order-waybill', columns);

  return (
    <>
      <TmsTable<Waybill, TableParams>
        // A new route query starts a new search with its filters.
        key={search}
        modular="order-waybill"
        savedViews
        rowKey="uuid"
        headerTitle={t('orderWaybill.heading')}
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 3000 }}
        rowSelection={selection.rowSelection}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listWaybills(params, sort);
        }}
        toolBarRender={() => [
          <AddAction key="add" perm="order:waybill:add" onClick={() => form.show(null)} />,
          ...actions,
          importer.button,
          <ExportAction
            key="export"
            perm="order:waybill:export"
            onExport={() => exportWaybills(filters, exportColumns)}
          />,
        ]}
      />
      <WaybillFormModal {...form.props} onSubmit={(values) => mutate(() => saveWaybill(values), reload)} />
      <WaybillLogDrawer waybill={logOf} onClose={() => setLogOf(null)} />
      {importer.modal}
    </>
  );
}
