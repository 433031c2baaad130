import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  LinkAction,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { exportDataGroups, listDataGroups, removeDataGroups, saveDataGroup } from './api';
import { BindClientsModal } from './components/BindClientsModal';
import { DataGroupFormModal } from './components/DataGroupFormModal';
import type { DataGroup } from './types';

/** 数据组: named sets of clients; users are given groups on the user form to scope what they see. */
export default function DataGroupPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: DataGroup) => row.uuid, removeDataGroups);
  const [binding, setBinding] = useState<DataGroup | null>(null);

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
      <EditRemoveActions
        perm="base:dataGroup"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
        leading={
          <LinkAction perm="base:dataGroup:bind" onClick={() => setBinding(row)}>
            {t('baseDataGroup.bindClients')}
          </LinkAction>
        }
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:dataGroup"
        fetch={listDataGroups}
        onExport={exportDataGroups}
        modular="base-data-group"
        rowKey="uuid"
        headerTitle={t('baseDataGroup.heading')}
        columns={columns}
      />
      <DataGroupFormModal {...list.form.props} onSubmit={list.saveWith(saveDataGroup)} />
      <BindClientsModal group={binding} onClose={() => setBinding(null)} onChanged={list.reload} />
    </>
  );
}
