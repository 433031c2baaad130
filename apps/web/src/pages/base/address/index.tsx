import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { exportAddresses, listAddresses, removeAddresses, saveAddress } from './api';
import { AddressFormModal } from './components/AddressFormModal';
import type { Address } from './types';

/** 地址管理: structured addresses (country to house number), postcode and coordinates. */
export default function AddressPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Address) => row.uuid, removeAddresses);
  const coordinate = (value: number | null) => (value === null ? '-' : value.toFixed(6));

  const columns: ProColumns<Address>[] = [
    { title: t('baseAddress.code'), dataIndex: 'code', width: 110, sorter: true },
    { title: t('baseAddress.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('baseAddress.country'), dataIndex: 'country', width: 80, search: false },
    { title: t('baseAddress.province'), dataIndex: 'province', width: 130, sorter: true },
    { title: t('baseAddress.city'), dataIndex: 'city', width: 100, sorter: true },
    { title: t('baseAddress.area'), dataIndex: 'area', width: 100, search: false },
    { title: t('baseAddress.street'), dataIndex: 'street', width: 150, search: false, ellipsis: true },
    { title: t('baseAddress.houseNumber'), dataIndex: 'houseNumber', width: 110, search: false },
    { title: t('baseAddress.address1'), dataIndex: 'address1', width: 240, search: false, ellipsis: true },
    { title: t('baseAddress.postcode'), dataIndex: 'postcode', width: 90, search: false, sorter: true },
    {
      title: t('baseAddress.longitude'),
      dataIndex: 'longitude',
      width: 120,
      search: false,
      align: 'right',
      render: (_, row) => coordinate(row.longitude),
    },
    {
      title: t('baseAddress.latitude'),
      dataIndex: 'latitude',
      width: 110,
      search: false,
      align: 'right',
      render: (_, row) => coordinate(row.latitude),
    },
    { ...createTimeColumn<Address>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <EditRemoveActions
        perm="base:address"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:address"
        fetch={listAddresses}
        onExport={exportAddresses}
        modular="base-address"
        rowKey="uuid"
        headerTitle={t('baseAddress.heading')}
        columns={columns}
        scroll={{ x: 1800 }}
      />
      <AddressFormModal {...list.form.props} onSubmit={list.saveWith(saveAddress)} />
    </>
  );
}
