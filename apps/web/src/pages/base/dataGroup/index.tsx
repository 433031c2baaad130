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
  LinkAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportDataGroups, listDataGroups, removeDataGroups, saveDataGroup } from './api';
import { BindClientsModal } from './components/BindClientsModal';
import { DataGroupFormModal } from './components/DataGroupFormModal';
import type { DataGroup } from './types';

/** 数据组: named sets of clients; users are given groups on the user form to scope what they see. */
export default function DataGroupPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<DataGroup>();
  const selection = useSelection((row: DataGroup) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [binding, setBinding] = useState<DataGroup | null>(null);
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeDataGroups, reload, selection);

  const columns: ProColumns<DataGroup>[] = [
    { title: t('baseDataGroup.code'), dataIndex: 'code', width: 140, sorter: true },
    { title: t('baseDataGroup.name'), dataIndex: 'name', width: 220, sorter: true },
    {
      title: t('baseDataGroup.clientCount'),
      dataIndex: 'clientCount',
      width: 100,
      search: false,
      align: 'right',
    },
    { title: t('basePlace.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<DataGroup>(t), sorter: true },
    optionColumn(t, 200, (row) => (
      <RowActions>
        <LinkAction perm="base:dataGroup:bind" onClick={() => setBinding(row)}>
          {t('baseDataGroup.bindClients')}
        </LinkAction>
        <EditAction perm="base:dataGroup:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:dataGroup:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<DataGroup, TableParams>
        modular="base-data-group"
        rowKey="uuid"
        headerTitle={t('baseDataGroup.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listDataGroups(params, sort);
        }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:dataGroup:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:dataGroup:export">
            <Button onClick={() => void exportDataGroups(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:dataGroup:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <DataGroupFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveDataGroup(values), reload)}
      />
      <BindClientsModal group={binding} onClose={() => setBinding(null)} onChanged={reload} />
    </>
  );
}
