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
import { DataGroupFormModal } from './components/DataGroupFormModal';
import { GroupBindingModal } from './components/GroupBindingModal';
import { carrierMembers, clientMembers } from './components/group-members';
import type { DataGroup } from './types';

/**
 * 数据组: named sets of clients and carriers; users are given groups on the user form, and see the clients'
 * data and see and pick the carriers with their fleet.
 */
export default function DataGroupPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: DataGroup) => row.uuid, removeDataGroups);
  const [binding, setBinding] = useState<{ group: DataGroup; of: 'clients' | 'carriers' } | null>(null);

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
    {
      title: t('baseDataGroup.carrierCount'),
      dataIndex: 'carrierCount',
      width: 100,
      search: false,
      align: 'right',
    },
    { title: t('basePlace.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<DataGroup>(t), sorter: true },
    optionColumn(t, 280, (row) => (
      <EditRemoveActions
        perm="base:dataGroup"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
        leading={
          <>
            <LinkAction perm="base:dataGroup:bind" onClick={() => setBinding({ group: row, of: 'clients' })}>
              {t('baseDataGroup.bindClients')}
            </LinkAction>
            <LinkAction perm="base:dataGroup:bind" onClick={() => setBinding({ group: row, of: 'carriers' })}>
              {t('baseDataGroup.bindCarriers')}
            </LinkAction>
          </>
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
      <GroupBindingModal
        group={binding?.group ?? null}
        members={(binding?.of === 'carriers' ? carrierMembers : clientMembers)(t, binding?.group ?? null)}
        onClose={() => setBinding(null)}
        onChanged={list.reload}
      />
    </>
  );
}
