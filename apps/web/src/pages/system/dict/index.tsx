import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  LinkAction,
  optionColumn,
  RowActions,
  statusColumn,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { invalidateDictionaries } from '../../../core/dicts';
import type { TableParams } from '../reference-shared/table';
import { useStatusEnum } from '../reference-shared/useStatusEnum';
import { listDictTypes, removeDictTypes, saveDictType } from './api';
import { DictDataDrawer } from './components/DictDataDrawer';
import { DictTypeFormModal } from './components/DictTypeFormModal';
import type { DictType } from './types';

/** 字典管理: dictionary types; each opens its entries (labels in zh-CN, zh-HK and en-US) in a drawer. */
export default function DictPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const statusEnum = useStatusEnum();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<DictType>();
  const [dataOf, setDataOf] = useState<DictType | null>(null);
  const selection = useSelection<DictType>();

  const changed = () => {
    void invalidateDictionaries();
    actionRef.current?.reload();
  };
  const remove = useRemove(removeDictTypes, changed, selection);

  const columns: ProColumns<DictType>[] = [
    // Searches by the zh-CN name; shows the name in the current language.
    {
      title: t('ref.dict.dictName'),
      dataIndex: 'dictName',
      ellipsis: true,
      render: (_, row) => row.displayName,
    },
    {
      title: t('ref.dict.dictType'),
      dataIndex: 'dictType',
      render: (_, row) => (
        <Typography.Link onClick={() => setDataOf(row)} copyable={{ text: row.dictType }}>
          {row.dictType}
        </Typography.Link>
      ),
    },
    statusColumn(t('ref.status'), statusEnum, 100),
    { title: t('ref.remark'), dataIndex: 'remark', ellipsis: true, search: false },
    createTimeColumn(t),
    optionColumn(t, 190, (row) => (
      <RowActions>
        <LinkAction onClick={() => setDataOf(row)}>{t('ref.dict.entries')}</LinkAction>
        <EditAction perm="system:dict:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="system:dict:remove" onConfirm={() => remove([row.id])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<DictType, TableParams>
        modular="system-dict-type"
        headerTitle={t('ref.dict.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listDictTypes}
        scroll={{ x: 960 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="system:dict:add" onClick={() => form.show(null)} />,
          <BatchDeleteAction
            key="remove"
            perm="system:dict:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <DictTypeFormModal {...form.props} onSubmit={(values) => mutate(() => saveDictType(values), changed)} />
      <DictDataDrawer dictType={dataOf} onClose={() => setDataOf(null)} />
    </>
  );
}
