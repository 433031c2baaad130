import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Drawer, Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  statusColumn,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { invalidateDictionaries } from '../../../../core/dicts';
import type { TableParams } from '../../reference-shared/table';
import { useStatusEnum, useYesNoEnum } from '../../reference-shared/useStatusEnum';
import { listDictData, removeDictData, saveDictData } from '../api';
import type { DictData, DictType } from '../types';
import { DictDataFormModal } from './DictDataFormModal';

type Props = { dictType: DictType | null; onClose: () => void };

/** The entries of one dictionary type, with their labels in the three languages. */
export function DictDataDrawer({ dictType, onClose }: Props) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const statusEnum = useStatusEnum();
  const yesNoEnum = useYesNoEnum();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<DictData>();
  const selection = useSelection<DictData>();
  const type = dictType?.dictType ?? '';

  const changed = () => {
    void invalidateDictionaries();
    actionRef.current?.reload();
  };
  const remove = useRemove(removeDictData, changed, selection);

  const columns: ProColumns<DictData>[] = [
    {
      title: t('ref.dict.labelZhCN'),
      dataIndex: 'dictLabel',
      render: (_, row) => <Tag color={row.listClass || undefined}>{row.dictLabel}</Tag>,
    },
    { title: t('ref.dict.labelZhHK'), dataIndex: ['labels', 'zh-HK'], search: false },
    { title: t('ref.dict.labelEnUS'), dataIndex: ['labels', 'en-US'], search: false },
    { title: t('ref.dict.dictValue'), dataIndex: 'dictValue', width: 110 },
    { title: t('ref.dict.dictSort'), dataIndex: 'dictSort', width: 80, search: false },
    {
      title: t('ref.dict.isDefault'),
      dataIndex: 'isDefault',
      width: 90,
      search: false,
      valueEnum: yesNoEnum,
    },
    statusColumn(t('ref.status'), statusEnum, 90),
    createTimeColumn(t),
    optionColumn(
      t,
      120,
      (row) => (
        <RowActions>
          <EditAction perm="system:dict:edit" onClick={() => form.show(row)} />
          <DeleteAction perm="system:dict:remove" onConfirm={() => remove([row.id])} />
        </RowActions>
      ),
      { fixed: false },
    ),
  ];

  return (
    <Drawer
      title={dictType ? t('ref.dict.dataOf', { name: dictType.displayName, type: dictType.dictType }) : ''}
      open={!!dictType}
      onClose={onClose}
      width={1080}
      destroyOnHidden
    >
      <TmsTable<DictData, TableParams>
        modular="system-dict-data"
        actionRef={actionRef}
        columns={columns}
        params={{ dictType: type }}
        request={(params) => listDictData(params, type)}
        search={{ labelWidth: 'auto', span: 8 }}
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
      <DictDataFormModal
        {...form.props}
        dictType={type}
        onSubmit={(values) => mutate(() => saveDictData(values), changed)}
      />
    </Drawer>
  );
}
