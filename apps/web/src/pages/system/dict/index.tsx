import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  LinkAction,
  optionColumn,
  statusColumn,
  useCrudList,
  useStatusEnum,
} from '../../../components/crud';
import { invalidateDictionaries } from '../../../core/dicts';
import { listDictTypes, removeDictTypes, saveDictType } from './api';
import { DictDataDrawer } from './components/DictDataDrawer';
import { DictTypeFormModal } from './components/DictTypeFormModal';
import type { DictType } from './types';

/** 字典管理: dictionary types; each opens its entries (labels in zh-CN, zh-HK and en-US) in a drawer. */
export default function DictPage() {
  const { t } = useTranslation();
  const statusEnum = useStatusEnum();
  const list = useCrudList((row: DictType) => row.id, removeDictTypes, {
    // Every screen reads its labels from the dictionaries.
    onChange: () => void invalidateDictionaries(),
  });
  const [dataOf, setDataOf] = useState<DictType | null>(null);

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
      <EditRemoveActions
        perm="system:dict"
        leading={<LinkAction onClick={() => setDataOf(row)}>{t('ref.dict.entries')}</LinkAction>}
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.id])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="system:dict"
        fetch={listDictTypes}
        modular="system-dict-type"
        headerTitle={t('ref.dict.heading')}
        columns={columns}
        scroll={{ x: 960 }}
      />
      <DictTypeFormModal {...list.form.props} onSubmit={list.saveWith(saveDictType)} />
      <DictDataDrawer dictType={dataOf} onClose={() => setDataOf(null)} />
    </>
  );
}
