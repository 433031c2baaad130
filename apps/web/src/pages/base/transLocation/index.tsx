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
import { exportTransLocations, listTransLocations, removeTransLocations, saveTransLocation } from './api';
import { TransLocationFormModal } from './components/TransLocationFormModal';
import type { TransLocation } from './types';

/** 运输地点: airports, ports, hubs and pickup points a station can be bound to. */
export default function TransLocationPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<TransLocation>();
  const selection = useSelection((row: TransLocation) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const types = dictValueEnum(useDict('trans_location_type'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeTransLocations, reload, selection);

  const columns: ProColumns<TransLocation>[] = [
    { title: t('baseTransLocation.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('baseTransLocation.name'), dataIndex: 'name', width: 200, sorter: true, ellipsis: true },
    {
      title: t('baseTransLocation.type'),
      dataIndex: 'type',
      width: 130,
      valueType: 'select',
      valueEnum: types,
      sorter: true,
    },
    {
      title: t('baseTransLocation.zone'),
      dataIndex: 'zoneId',
      width: 150,
      renderFormItem: () => <RemoteSelect url="/system/zone/dropBox" />,
      render: (_, row) => row.zoneName ?? '-',
    },
    {
      title: t('baseTransLocation.address'),
      dataIndex: 'address',
      width: 260,
      search: false,
      ellipsis: true,
    },
    {
      title: t('baseZone.dispatchCenter'),
      dataIndex: 'dispatchCenterName',
      width: 140,
      search: false,
      render: (_, row) => row.dispatchCenterName ?? '-',
    },
    {
      title: t('basePlace.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
      sorter: true,
    },
    { title: t('basePlace.remark'), dataIndex: 'remark', width: 140, search: false, ellipsis: true },
    { ...createTimeColumn<TransLocation>(t), sorter: true },
    optionColumn(t, 120, (row) => (
      <RowActions>
        <EditAction perm="base:transLocation:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:transLocation:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<TransLocation, TableParams>
        modular="base-trans-location"
        rowKey="uuid"
        headerTitle={t('baseTransLocation.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listTransLocations(params, sort);
        }}
        scroll={{ x: 1500 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:transLocation:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:transLocation:export">
            <Button onClick={() => void exportTransLocations(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:transLocation:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <TransLocationFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveTransLocation(values), reload)}
      />
    </>
  );
}
