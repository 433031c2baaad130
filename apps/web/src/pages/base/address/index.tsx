import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportAddresses, listAddresses, removeAddresses, saveAddress } from './api';
import { AddressFormModal } from './components/AddressFormModal';
import type { Address } from './types';

/** 地址管理: structured addresses (country to house number), postcode and coordinates. */
export default function AddressPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Address>();
  const selection = useSelection((row: Address) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeAddresses, reload, selection);
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
      <RowActions>
        <EditAction perm="base:address:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:address:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Address, TableParams>
        modular="base-address"
        rowKey="uuid"
        headerTitle={t('baseAddress.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listAddresses(params, sort);
        }}
        scroll={{ x: 1800 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:address:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:address:export">
            <Button onClick={() => void exportAddresses(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:address:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <AddressFormModal {...form.props} onSubmit={(values) => mutate(() => saveAddress(values), reload)} />
    </>
  );
}
