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
  LinkAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { ImportModal } from '../../../components/import/ImportModal';
import { MaskedText } from '../../../components/MaskedText';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import { FleetGallery } from '../carrier/shared/FleetGallery';
import { ReviewModal } from '../carrier/shared/ReviewModal';
import { useReviewEnum } from '../carrier/shared/review';
import type { TableParams } from '../shared/table';
import {
  driverImportTemplate,
  exportDrivers,
  listDrivers,
  removeDrivers,
  reviewDrivers,
  saveDriver,
} from './api';
import { DriverFormModal } from './components/DriverFormModal';
import type { Driver } from './types';

/** 司机: drivers of the carriers in scope, with licence data, app account, pictures and review. */
export default function DriverPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Driver>();
  const selection = useSelection((row: Driver) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [reviewing, setReviewing] = useState<Driver[] | null>(null);
  const [importing, setImporting] = useState(false);
  const reviewEnum = useReviewEnum();
  const licenseTypes = dictValueEnum(useDict('driver_license_type'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeDrivers, reload, selection);

  const columns: ProColumns<Driver>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 100, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.driverName'), dataIndex: 'name', width: 100, sorter: true },
    {
      title: t('base.fleet.col.carrier'),
      dataIndex: 'carrierId',
      key: 'carrierName',
      width: 200,
      sorter: true,
      ellipsis: true,
      renderFormItem: () => <RemoteSelect url="/system/carrier/searchSelect" />,
      render: (_, row) => row.carrierName ?? '-',
    },
    {
      title: t('base.fleet.col.mobile'),
      dataIndex: 'mobile',
      width: 150,
      render: (_, row) => <MaskedText type="phone" value={row.mobile} revealPermission="base:driver:edit" />,
    },
    {
      title: t('base.fleet.col.idCard'),
      dataIndex: 'idCard',
      width: 210,
      search: false,
      render: (_, row) => <MaskedText type="id" value={row.idCard} revealPermission="base:driver:edit" />,
    },
    {
      title: t('base.fleet.col.licenseType'),
      dataIndex: 'licenseType',
      width: 110,
      search: false,
      valueEnum: licenseTypes,
    },
    {
      title: t('base.fleet.col.licenseValidTo'),
      dataIndex: 'licenseValidTo',
      width: 130,
      search: false,
      sorter: true,
    },
    {
      title: t('base.fleet.col.healthValidTo'),
      dataIndex: 'healthValidTo',
      width: 130,
      search: false,
      sorter: true,
    },
    { title: t('base.fleet.col.loginName'), dataIndex: 'loginName', width: 110 },
    {
      title: t('fleet.driver.images'),
      dataIndex: 'licenseImages',
      width: 230,
      search: false,
      render: (_, row) => {
        const ids = [...row.licenseImages, ...row.healthImages, ...row.qualificationImages];
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
    { ...createTimeColumn<Driver>(t), sorter: true },
    optionColumn(t, 170, (row) => (
      <RowActions>
        <EditAction perm="base:driver:edit" onClick={() => form.show(row)} />
        <LinkAction perm="base:driver:review" onClick={() => setReviewing([row])}>
          {t('fleet.review.action')}
        </LinkAction>
        <DeleteAction perm="base:driver:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Driver, TableParams>
        modular="base-driver"
        rowKey="uuid"
        headerTitle={t('fleet.driver.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listDrivers(params, sort);
        }}
        scroll={{ x: 2000 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:driver:add" onClick={() => form.show(null)} />,
          <Access key="review" perm="base:driver:review">
            <Button disabled={selection.rows.length === 0} onClick={() => setReviewing(selection.rows)}>
              {t('fleet.review.action')}
            </Button>
          </Access>,
          <Access key="import" perm="base:driver:import">
            <Button onClick={() => setImporting(true)}>{t('action.import')}</Button>
          </Access>,
          <Access key="export" perm="base:driver:export">
            <Button onClick={() => void exportDrivers(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:driver:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <DriverFormModal {...form.props} onSubmit={(values) => mutate(() => saveDriver(values), reload)} />
      <ReviewModal
        open={!!reviewing}
        subject={(reviewing ?? []).map((d) => d.name).join(', ')}
        onOpenChange={(open) => !open && setReviewing(null)}
        onSubmit={(values) =>
          mutate(
            () =>
              reviewDrivers(
                (reviewing ?? []).map((d) => d.uuid),
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
        title={t('fleet.driver.import')}
        url="/system/driver/importData"
        downloadTemplate={driverImportTemplate}
        fieldLabel={(field) =>
          t(`base.fleet.col.${field === 'carrierCode' ? 'carrier' : field === 'name' ? 'driverName' : field}`)
        }
        onClose={() => setImporting(false)}
        onDone={reload}
      />
    </>
  );
}
