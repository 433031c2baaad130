import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { type ApiPermissionKey, isShipmentAdjustable } from '@tms/domain';
import { Button, Drawer } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createTimeColumn, LinkAction, optionColumn } from '../../../components/crud';
import { useVisibleColumnKeys } from '../../../components/DownloadCenter/visible-columns';
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
import { createdRangeParams, listShipments } from './api';
import { ExportMenu } from './components/ExportMenu';
import { ShipmentActions } from './components/ShipmentActions';
import { ShipmentDetail } from './components/ShipmentDetail';
import { lifecycleColumns } from './lifecycle-columns';
import type { Shipment } from './types';

const EDIT_PERM = 'shipment:shipment:edit' satisfies ApiPermissionKey;

/** 调度单: shipments created by line submission, with their stops and waybills; "Edit lines" opens them in line adjustment. */
export default function ShipmentListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { can } = usePermissions();
  const action = useRef<ActionType>(null);
  const [selected, setSelected] = useState<Shipment[]>([]);
  const [detail, setDetail] = useState<Shipment | null>(null);
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
    { title: t('shipment.col.createBy'), dataIndex: 'createBy', width: 110, search: false },
    { ...createTimeColumn<Shipment>(t), sorter: true },
    {
      title: t('shipment.col.created'),
      dataIndex: 'createdRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: createdRangeParams },
    },
    optionColumn(t, 160, (row) => [
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
    ]),
  ];

  const exportColumns = useVisibleColumnKeys('shipment-list', columns);

  /** After a transition: reload the page of rows and forget the selection (statuses changed). */
  const refresh = () => {
    setDetail(null);
    action.current?.clearSelected?.();
    setSelected([]);
    action.current?.reload();
  };

  return (
    <>
      <TmsTable<Shipment>
        modular="shipment-list"
        rowKey="uuid"
        actionRef={action}
        headerTitle={t('shipment.heading')}
        columns={columns}
        scroll={{ x: 2000 }}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listShipments(params, sort);
        }}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.uuid),
          onChange: (_, rows) => setSelected(rows),
        }}
        expandable={{ expandedRowRender: (row) => <ShipmentDetail shipment={row} /> }}
        toolBarRender={() => [
          ...(can(EDIT_PERM)
            ? [
                <Button key="edit" type="primary" disabled={!editable} onClick={() => editLines(selected)}>
                  {t('shipment.editLines')}
                </Button>,
              ]
            : []),
          <ShipmentActions key="lifecycle" selected={selected} onDone={refresh} />,
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
    </>
  );
}
