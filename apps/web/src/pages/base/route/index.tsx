import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportRoutes, listRoutes, removeRoutes, saveRoute } from './api';
import { RouteFormModal } from './components/RouteFormModal';
import type { StandardRoute } from './types';

/** 标准线路: routes between zones of the selected dispatch center, with mileage, cost and time. */
export default function StandardRoutePage() {
  const { t } = useTranslation();
  const list = useCrudList((row: StandardRoute) => row.uuid, removeRoutes);
  const transTypes = dictValueEnum(useDict('route_transport_way'));
  const stowageModes = dictValueEnum(useDict('route_stowage_mode'));
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
      <EditRemoveActions
        perm="base:route"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:route"
        fetch={listRoutes}
        onExport={exportRoutes}
        modular="base-route"
        rowKey="uuid"
        headerTitle={t('baseRoute.heading')}
        columns={columns}
        scroll={{ x: 1700 }}
      />
      <RouteFormModal {...list.form.props} onSubmit={list.saveWith(saveRoute)} />
    </>
  );
}
