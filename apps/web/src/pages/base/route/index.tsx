import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../app/dicts';
import { Access } from '../../../components/Access';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportRoutes, listRoutes, removeRoutes, saveRoute } from './api';
import { RouteFormModal } from './components/RouteFormModal';
import type { StandardRoute } from './types';

/** 标准线路: routes between zones of the selected dispatch center, with mileage, cost and time. */
export default function StandardRoutePage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<StandardRoute>();
  const selection = useSelection((row: StandardRoute) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const transTypes = dictValueEnum(useDict('route_transport_way'));
  const stowageModes = dictValueEnum(useDict('route_stowage_mode'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeRoutes, reload, selection);
  const zoneSelect = () => <RemoteSelect url="/system/zone/dropBox" />;

  const columns: ProColumns<StandardRoute>[] = [
    { title: t('base.route.field.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('base.route.field.name'), dataIndex: 'name', width: 200, sorter: true, ellipsis: true },
    {
      title: t('base.route.field.originZone'),
      dataIndex: 'originZoneId',
      width: 140,
      renderFormItem: zoneSelect,
      render: (_, row) => row.originZoneName ?? '-',
    },
    {
      title: t('base.route.field.destZone'),
      dataIndex: 'destZoneId',
      width: 140,
      renderFormItem: zoneSelect,
      render: (_, row) => row.destZoneName ?? '-',
    },
    {
      title: t('base.route.field.transType'),
      dataIndex: 'transType',
      width: 110,
      valueType: 'select',
      valueEnum: transTypes,
      sorter: true,
    },
    {
      title: t('base.route.field.stowageMode'),
      dataIndex: 'stowageMode',
      width: 120,
      search: false,
      valueEnum: stowageModes,
    },
    { title: t('base.route.field.transportGroup'), dataIndex: 'transportGroup', width: 120 },
    {
      title: t('base.route.field.mileageKm'),
      dataIndex: 'mileageKm',
      width: 110,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('base.route.field.cost'),
      dataIndex: 'cost',
      width: 100,
      search: false,
      sorter: true,
      align: 'right',
    },
    {
      title: t('base.route.field.prescriptionHours'),
      dataIndex: 'prescriptionHours',
      width: 120,
      search: false,
      sorter: true,
      align: 'right',
    },
    { title: t('base.route.field.remark'), dataIndex: 'remark', search: false, ellipsis: true, width: 160 },
    { ...createTimeColumn<StandardRoute>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <RowActions>
        <EditAction perm="base:route:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:route:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<StandardRoute, TableParams>
        modular="base-route"
        rowKey="uuid"
        headerTitle={t('baseRoute.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listRoutes(params, sort);
        }}
        scroll={{ x: 1700 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:route:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:route:export">
            <Button onClick={() => void exportRoutes(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction key="remove" perm="base:route:remove" selection={selection} onRemove={remove} />,
        ]}
      />
      <RouteFormModal {...form.props} onSubmit={(values) => mutate(() => saveRoute(values), reload)} />
    </>
  );
}
