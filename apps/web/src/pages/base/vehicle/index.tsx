import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/Access';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  LinkAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { ImportModal } from '../../../components/import/ImportModal';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { FleetGallery } from '../carrier/shared/FleetGallery';
import { ReviewModal } from '../carrier/shared/ReviewModal';
import { useReviewEnum } from '../carrier/shared/review';
import type { TableParams } from '../shared/table';
import {
  exportVehicles,
  listVehicles,
  removeVehicles,
  reviewVehicles,
  saveVehicle,
  vehicleImportTemplate,
} from './api';
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
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Vehicle>();
  const selection = useSelection((row: Vehicle) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [reviewing, setReviewing] = useState<Vehicle[] | null>(null);
  const [importing, setImporting] = useState(false);
  const reviewEnum = useReviewEnum();
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeVehicles, reload, selection);

  /** Saving a vehicle whose insurance has expired succeeds with the server's warning. */
  const save = async (values: VehicleForm) => {
    try {
      const env = await saveVehicle(values);
      if (env.data.insuranceExpired) void message.warning(env.msg || t('base.fleet.insuranceExpired'));
      else void message.success(env.msg || t('common.success'));
      reload();
      return true;
    } catch {
      return false;
    }
  };

  const columns: ProColumns<Vehicle>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 100, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.plateNumber'), dataIndex: 'plateNumber', width: 120, sorter: true },
    {
      title: t('base.fleet.col.carrier'),
      dataIndex: 'carrierId',
      width: 200,
      sorter: true,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/carrier/searchSelect" />,
      render: (_, row) => row.carrierName ?? '-',
    },
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
    {
      title: t('fleet.vehicle.documents'),
      dataIndex: 'drivingLicenseFront',
      width: 230,
      search: false,
      render: (_, row) => {
        const ids = [...row.drivingLicenseFront, ...row.drivingLicenseBack, ...row.insuranceFiles];
        return ids.length ? <FleetGallery ids={ids} size={36} /> : '-';
      },
    },
    {
      title: t('base.fleet.col.reviewStatus'),
      dataIndex: 'reviewStatus',
      width: 110,
      valueType: 'select',
      valueEnum: reviewEnum,
      sorter: true,
    },
    { ...createTimeColumn<Vehicle>(t), sorter: true },
    optionColumn(t, 170, (row) => (
      <RowActions>
        <EditAction perm="base:vehicle:edit" onClick={() => form.show(row)} />
        <LinkAction perm="base:vehicle:review" onClick={() => setReviewing([row])}>
          {t('fleet.review.action')}
        </LinkAction>
        <DeleteAction perm="base:vehicle:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Vehicle, TableParams>
        modular="base-vehicle"
        rowKey="uuid"
        headerTitle={t('fleet.vehicle.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listVehicles(params, sort);
        }}
        scroll={{ x: 2100 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:vehicle:add" onClick={() => form.show(null)} />,
          <Access key="review" perm="base:vehicle:review">
            <Button disabled={selection.rows.length === 0} onClick={() => setReviewing(selection.rows)}>
              {t('fleet.review.action')}
            </Button>
          </Access>,
          <Access key="import" perm="base:vehicle:import">
            <Button onClick={() => setImporting(true)}>{t('action.import')}</Button>
          </Access>,
          <Access key="export" perm="base:vehicle:export">
            <Button onClick={() => void exportVehicles(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:vehicle:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <VehicleFormModal {...form.props} onSubmit={save} />
      <ReviewModal
        open={!!reviewing}
        subject={(reviewing ?? []).map((v) => v.plateNumber).join(', ')}
        onOpenChange={(open) => !open && setReviewing(null)}
        onSubmit={(values) =>
          mutate(
            () =>
              reviewVehicles(
                (reviewing ?? []).map((v) => v.uuid),
                values,
              ),
            () => {
              setReviewing(null);
              reload();
            },
          )
        }
      />
      <ImportModal
        open={importing}
        title={t('fleet.vehicle.import')}
        url="/system/transmeans/importData"
        downloadTemplate={vehicleImportTemplate}
        fieldLabel={(field) => t(IMPORT_LABELS[field] ?? `base.fleet.col.${field}`)}
        onClose={() => setImporting(false)}
        onDone={reload}
      />
    </>
  );
}
