import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
  useImport,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { carrierColumn, galleryColumn } from '../carrier/shared/fleet-columns';
import { useReview } from '../carrier/shared/useReview';
import {
  driverImportTemplate,
  exportDrivers,
  getDriver,
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
  const list = useCrudList((row: Driver) => row.uuid, removeDrivers);
  const review = useReview<Driver>({
    perm: 'base:driver:review',
    subjectOf: (d) => d.name,
    review: reviewDrivers,
    after: list.reload,
  });
  const importer = useImport({
    perm: 'base:driver:import',
    title: t('fleet.driver.import'),
    url: '/system/driver/importData',
    downloadTemplate: driverImportTemplate,
    fieldLabel: (field) =>
      t(`base.fleet.col.${field === 'carrierCode' ? 'carrier' : field === 'name' ? 'driverName' : field}`),
    onDone: list.reload,
  });
  const licenseTypes = dictValueEnum(useDict('driver_license_type'));

  const columns: ProColumns<Driver>[] = [
    { title: t('base.fleet.col.code'), dataIndex: 'code', width: 100, sorter: true, fixed: 'left' },
    { title: t('base.fleet.col.driverName'), dataIndex: 'name', width: 100, sorter: true },
    // Keyed carrierName: the key the saved column settings know it by.
    { ...carrierColumn<Driver>(t('base.fleet.col.carrier')), key: 'carrierName' },
    {
      title: t('base.fleet.col.mobile'),
      dataIndex: 'mobile',
      width: 150,
      render: (_, row) => <MaskedText type="phone" value={row.mobile} />,
    },
    {
      title: t('base.fleet.col.idCard'),
      dataIndex: 'idCard',
      width: 210,
      search: false,
      render: (_, row) => <MaskedText type="id" value={row.idCard} />,
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
    galleryColumn<Driver>(t('fleet.driver.images'), 'licenseImages', (row) => [
      ...row.licenseImages,
      ...row.healthImages,
      ...row.qualificationImages,
    ]),
    review.column,
    { ...createTimeColumn<Driver>(t), sorter: true },
    optionColumn(t, 170, (row) => (
      <EditRemoveActions
        perm="base:driver"
        onEdit={async () => list.form.show(await getDriver(row.uuid))}
        onRemove={() => list.remove([row.uuid])}
      >
        {review.rowLink(row)}
      </EditRemoveActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:driver"
        fetch={listDrivers}
        onExport={exportDrivers}
        modular="base-driver"
        rowKey="uuid"
        headerTitle={t('fleet.driver.heading')}
        columns={columns}
        scroll={{ x: 2000 }}
        tools={[review.toolbarButton(list.selection.rows), importer.button]}
      />
      <DriverFormModal {...list.form.props} onSubmit={list.saveWith(saveDriver)} />
      {review.modal}
      {importer.modal}
    </>
  );
}
