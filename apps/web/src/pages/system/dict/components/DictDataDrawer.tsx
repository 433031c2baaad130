import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Drawer, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../app/datetime';
import { invalidateDictionaries } from '../../../../app/dicts';
import { Access } from '../../../../components/Access';
import { TmsTable } from '../../../../components/TmsTable';
import type { TableParams } from '../../reference-shared/table';
import { useMutate } from '../../reference-shared/useMutate';
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
  const [editing, setEditing] = useState<DictData | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const type = dictType?.dictType ?? '';

  const changed = () => {
    void invalidateDictionaries();
    actionRef.current?.reload();
  };
  const remove = (ids: number[]) =>
    mutate(
      () => removeDictData(ids),
      () => {
        setSelected([]);
        changed();
      },
    );
  const openForm = (record: DictData | null) => {
    setEditing(record);
    setFormOpen(true);
  };

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
    { title: t('ref.status'), dataIndex: 'status', width: 90, valueType: 'select', valueEnum: statusEnum },
    {
      title: t('ref.createTime'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 120,
      render: (_, row) => (
        <Space size={4}>
          <Access perm="system:dict:edit">
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:dict:remove">
            <Popconfirm title={t('confirm.delete')} onConfirm={() => remove([row.id])}>
              <Button type="link" size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      title={dictType ? t('ref.dict.dataOf', { name: dictType.dictName, type: dictType.dictType }) : ''}
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
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        toolBarRender={() => [
          <Access key="add" perm="system:dict:add">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('action.add')}
            </Button>
          </Access>,
          <Access key="remove" perm="system:dict:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => remove(selected)}
              disabled={!selected.length}
            >
              <Button danger disabled={!selected.length}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>,
        ]}
      />
      <DictDataFormModal
        open={formOpen}
        dictType={type}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveDictData(values), changed)}
      />
    </Drawer>
  );
}
