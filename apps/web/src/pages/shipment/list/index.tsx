import type { ActionType, ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { type ApiPermissionKey, isShipmentAdjustable } from '@tms/domain';
import { Button, Drawer } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createTimeColumn, LinkAction, optionColumn } from '../../../components/crud';
import { routeFilters } from '../../../components/crud/route-filters';
import { useVisibleColumnKeys } from '../../../components/DownloadCenter/visible-columns';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { usePermissions } from '../../../core/current-user';
import { dictValueEnum, useDict } from '../../../core/dicts';
import {
  LINE_ADJUST_IDS_KEY,
  LINE_ADJUST_PATH,
  LINE_ADJUST_SHIPMENT_KEY,
  lineAdjustFrom,
  writeStoredIds,
} from '../../order/shared/line-adjust-storage';
import { PrintMenu } from '../print/PrintMenu';
import { createdRangeParams, departureRangeParams, listShipments, shipmentsByIds } from './api';
import { EpodDrawer } from './components/EpodDrawer';
import { ExportMenu } from './components/ExportMenu';
import { ShipmentActions } from './components/ShipmentActions';
import { ShipmentDetail } from './components/ShipmentDetail';
import { lifecycleColumns } from './lifecycle-columns';
import { nextSelection, refreshedSelection } from './selection';
import type { Shipment } from './types';

const EDIT_PERM = 'shipment:shipment:edit' satisfies ApiPermissionKey;
const EPOD_PERM = 'shipment:epod:list' satisfies ApiPermissionKey;

/** 调度单: shipments created by line submission, with their stops and waybills; "Edit lines" opens them in line adjustment. */
export default function ShipmentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // `?status=D&etd=YYYY-MM-DD` (a home card): the list opens on that status and departure day.
  const fromRoute = routeFilters(search);
  // `?uuids=` (the line screen's completion links): the list narrowed to those shipments.
  const onlyUuids = new URLSearchParams(search).get('uuids') || undefined;
  const { can } = usePermissions();
  const action = useRef<ActionType>(null);
  const form = useRef<ProFormInstance | undefined>(undefined);
  const [selected, setSelected] = useState<Shipment[]>([]);
  const [detail, setDetail] = useState<Shipment | null>(null);
  const [epodOf, setEpodOf] = useState<Shipment | null>(null);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const statuses = dictValueEnum(useDict('shipment_status'));
  const transTypes = dictValueEnum(useDict('route_transport_way'));

  /** The line screen reads the stored shipment ids and opens them in edit mode. */
  const editLines = (rows: Shipment[]) => {
    writeStoredIds(
      LINE_ADJUST_SHIPMENT_KEY,
      rows.map((r) => r.uuid),
    );
    localStorage.removeItem(LINE_ADJUST_IDS_KEY);
    navigate(LINE_ADJUST_PATH, { state: lineAdjustFrom(pathname) });
  };
  const editable = selected.length > 0 && selected.every((r) => isShipmentAdjustable(r.status));

  const columns: ProColumns<Shipment>[] = [
    { title: t('shipment.col.code'), dataIndex: 'shipmentCode', width: 170, sorter: true, fixed: 'left' },
    {
      title: t('shipment.col.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statuses,
      initialValue: fromRoute.status?.[0],
    },
    { title: t('shipment.col.waybillCode'), dataIndex: 'waybillCode', hideInTable: true },
    {
      title: t('shipment.col.transType'),
      dataIndex: 'transType',
      width: 100,
      valueType: 'select',
      valueEnum: transTypes,
    },
    { title: t('shipment.col.model'), dataIndex: 'vehicleMainModelName', width: 140, search: false },
    {
      title: t('shipment.col.route'),
      dataIndex: 'routeDetailName',
      width: 160,
      search: false,
      ellipsis: true,
    },
    { title: t('shipment.col.stationNum'), dataIndex: 'stationNum', width: 90, search: false, sorter: true },
    { title: t('shipment.col.waybillCount'), dataIndex: 'waybillCount', width: 90, search: false },
    { title: t('shipment.col.etd'), dataIndex: 'etd', width: 170, search: false, sorter: true },
    { title: t('shipment.col.eta'), dataIndex: 'eta', width: 170, search: false, sorter: true },
    { title: t('shipment.col.weight'), dataIndex: 'totalWeight', width: 110, search: false, sorter: true },
    { title: t('shipment.col.volume'), dataIndex: 'totalVolume', width: 110, search: false, sorter: true },
    { title: t('shipment.col.pallets'), dataIndex: 'totalPallets', width: 90, search: false, sorter: true },
    ...lifecycleColumns(t),
    {
      title: t('shipment.col.createBy'),
      dataIndex: 'createBy',
      width: 110,
      search: false,
      render: (_, row) => row.createByName ?? row.createBy ?? '-',
    },
    { ...createTimeColumn<Shipment>(t), sorter: true },
    {
      title: t('shipment.col.created'),
      dataIndex: 'createdRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: createdRangeParams },
    },
    // The queue's filters: what a scheduler narrows the day's shipments by.
    {
      title: t('shipment.filter.departure'),
      dataIndex: 'departureRange',
      valueType: 'dateRange',
      hideInTable: true,
      initialValue: fromRoute.etd ? [fromRoute.etd, fromRoute.etd] : undefined,
      search: { transform: departureRangeParams },
    },
    {
      title: t('shipment.filter.carrier'),
      dataIndex: 'carrierId',
      hideInTable: true,
      renderFormItem: () => <RemoteSelect url="/system/carrier/dropBox" />,
    },
    { title: t('shipment.filter.plate'), dataIndex: 'plate', hideInTable: true },
    { title: t('shipment.filter.driver'), dataIndex: 'driver', hideInTable: true },
    {
      title: t('shipment.filter.station'),
      dataIndex: 'stationId',
      hideInTable: true,
      renderFormItem: () => <RemoteSelect url="/system/station/dropBoxDc" />,
    },
    {
      title: t('shipment.filter.alertState'),
      dataIndex: 'alertState',
      hideInTable: true,
      valueType: 'select',
      valueEnum: {
        open: { text: t('shipment.alert.open') },
        none: { text: t('shipment.alert.none') },
      },
    },
    optionColumn(t, 200, (row) => [
      <LinkAction key="detail" onClick={() => setDetail(row)}>
        {t('shipment.action.detail')}
      </LinkAction>,
      <LinkAction
        key="edit"
        perm={EDIT_PERM}
        disabled={!isShipmentAdjustable(row.status)}
        onClick={() => editLines([row])}
      >
        {t('shipment.editLines')}
      </LinkAction>,
      <LinkAction
        key="epod"
        perm={EPOD_PERM}
        onClick={() => setEpodOf(row)}
        data-testid={`epod-open-${row.shipmentCode}`}
      >
        {t('epodView.action')}
      </LinkAction>,
    ]),
  ];

  const exportColumns = useVisibleColumnKeys('shipment-list', columns);

  /**
   * After an action: the same shipments stay ticked, read again with their new statuses (even those the
   * filters now hide), so the next step can follow without ticking them again; the page reloads.
   */
  const refresh = async () => {
    setDetail(null);
    action.current?.reload();
    const ids = selected.map((r) => r.uuid);
    if (ids.length === 0) return;
    const fresh = await shipmentsByIds(ids);
    setSelected((before) => refreshedSelection(before, fresh));
  };

  // The toolbar's first place, kept for the saved-views picker (it reads and sets the filters via `form`).
  const toolbarStart: ReactNode[] = [];

  return (
    <>
      <TmsTable<Shipment>
        // A new route query starts a new search with its filters.
        key={search}
        modular="shipment-list"
        savedViews
        rowKey="uuid"
        actionRef={action}
        formRef={form}
        headerTitle={t('shipment.heading')}
        columns={columns}
        params={onlyUuids ? { uuids: onlyUuids } : undefined}
        scroll={{ x: 2000 }}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listShipments(params, sort);
        }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.uuid),
          // Ticked shipments on other pages, or hidden by the filters, stay ticked.
          preserveSelectedRowKeys: true,
          onChange: (keys, rows) => setSelected((before) => nextSelection(before, keys, rows)),
        }}
        expandable={{ expandedRowRender: (row) => <ShipmentDetail shipment={row} /> }}
        toolBarRender={() => [
          ...toolbarStart,
          ...(can(EDIT_PERM)
            ? [
                <Button key="edit" type="primary" disabled={!editable} onClick={() => editLines(selected)}>
                  {t('shipment.editLines')}
                </Button>,
              ]
            : []),
          <ShipmentActions key="lifecycle" selected={selected} onDone={() => void refresh()} />,
          <PrintMenu key="print" selected={selected} />,
          <ExportMenu
            key="export"
            filters={filters}
            selectedIds={selected.map((r) => r.uuid)}
            columns={exportColumns}
          />,
        ]}
      />
      <Drawer
        open={detail !== null}
        width="80%"
        title={detail?.shipmentCode}
        destroyOnHidden
        onClose={() => setDetail(null)}
      >
        {detail ? <ShipmentDetail shipment={detail} defaultTab="base" /> : null}
      </Drawer>
      <EpodDrawer shipment={epodOf} onClose={() => setEpodOf(null)} />
    </>
  );
}
