import type { ProColumns } from '@ant-design/pro-components';
import { App, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
  useImport,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { carrierColumn, galleryColumn } from '../carrier/shared/fleet-columns';
import { useReview } from '../carrier/shared/useReview';
import {
  exportVehicles,
  getVehicle,
  listVehicles,
  removeVehicles,
  reviewVehicles,
  saveVehicle,
  vehicleImportTemplate,
} from './api';
import { DeviceKeyAction } from './components/DeviceKeyAction';
import { VehicleFormModal } from './components/VehicleFormModal';
import type { Vehicle, VehicleForm } from './types';

const IMPORT_LABELS: Record<string, string> = {
  carrierCode: 'base.fleet.col.carrier',
  vehicleModelCode: 'base.fleet.col.vehicleModel',
  driverCode: 'base.fleet.col.driver',
};

/** 车辆 (transMeans): vehicles with documents, insurance and inspection dates, and review. */
export default function VehiclePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useCrudList((row: Vehicle) => row.uuid, removeVehicles);
  const review = useReview<Vehicle>({
    perm: 'base:vehicle:review',
    subjectOf: (v) => v.plateNumber,
    review: reviewVehicles,
    after: list.reload,
  });
  const importer = useImport({
    perm: 'base:vehicle:import',
    title: t('fleet.vehicle.import'),
    url: '/system/transmeans/importData',
    downloadTemplate: vehicleImportTemplate,
    fieldLabel: (field) => t(IMPORT_LABELS[field] ?? `base.fleet.col.${field}`),
    onDone: list.reload,
  });

  /** Saving a vehicle whose insurance has expired succeeds with the server's warning. */
  const save = async (values: VehicleForm) => {
    try {
      const env = await saveVehicle(values);
      if (env.data.insuranceExpired) void message.warning(env.msg || t('base.fleet.insuranceExpired'));
      else void message.success(env.msg || t('common.success'));
      list.reload();
      return true;
    } catch {
      return false;
    }
  };

  const columns: ProColumns<Vehicle>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 100, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.plateNumber'), dataIndex: 'plateNumber', width: 120, sorter: true },
    carrierColumn<Vehicle>(t('base.fleet.col.carrier')),
    {
      title: t('base.fleet.col.vehicleModel'),
      dataIndex: 'vehicleModelId',
      width: 200,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/transmeansModel/searchSelect" />,
      render: (_, row) => row.vehicleModelName ?? '-',
    },
    { title: t('fleet.model.thermosphereName'), dataIndex: 'thermosphereName', width: 160, search: false },
    { title: t('base.fleet.col.driver'), dataIndex: 'driverName', width: 100, search: false },
    { title: t('base.fleet.col.insuranceStart'), dataIndex: 'insuranceStart', width: 120, search: false },
    {
      title: t('base.fleet.col.insuranceEnd'),
      dataIndex: 'insuranceEnd',
      width: 200,
      search: false,
      sorter: true,
      render: (_, row) => (
        <Space size={4}>
          {row.insuranceEnd ?? '-'}
          {row.insuranceExpired && <Tag color="red">{t('base.fleet.insuranceExpired')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('fleet.vehicle.insuranceExpiredFilter'),
      dataIndex: 'insuranceExpired',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { Y: { text: t('fleet.yes') }, N: { text: t('fleet.no') } },
    },
    {
      title: t('base.fleet.col.inspectionEnd'),
      dataIndex: 'inspectionEnd',
      width: 120,
      search: false,
      sorter: true,
    },
    galleryColumn<Vehicle>(t('fleet.vehicle.documents'), 'drivingLicenseFront', (row) => [
      ...row.drivingLicenseFront,
      ...row.drivingLicenseBack,
      ...row.insuranceFiles,
    ]),
    review.column,
    { ...createTimeColumn<Vehicle>(t), sorter: true },
    optionColumn(t, 240, (row) => (
      <EditRemoveActions
        perm="base:vehicle"
        onEdit={async () => list.form.show(await getVehicle(row.uuid))}
        onRemove={() => list.remove([row.uuid])}
      >
        {review.rowLink(row)}
        {row.deviceNumber && <DeviceKeyAction row={row} />}
      </EditRemoveActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:vehicle"
        fetch={listVehicles}
        onExport={exportVehicles}
        modular="base-vehicle"
        rowKey="uuid"
        headerTitle={t('fleet.vehicle.heading')}
        columns={columns}
        scroll={{ x: 2100 }}
        tools={[review.toolbarButton(list.selection.rows), importer.button]}
      />
      <VehicleFormModal {...list.form.props} onSubmit={save} />
      {review.modal}
      {importer.modal}
    </>
  );
}
