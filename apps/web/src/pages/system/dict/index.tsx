import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { invalidateDictionaries } from '../../../app/dicts';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
import { useMutate } from '../reference-shared/useMutate';
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
  const [editing, setEditing] = useState<DictType | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [dataOf, setDataOf] = useState<DictType | null>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const changed = () => {
    void invalidateDictionaries();
    actionRef.current?.reload();
  };
  const remove = (ids: number[]) =>
    mutate(
      () => removeDictTypes(ids),
      () => {
        setSelected([]);
        changed();
      },
    );
  const openForm = (record: DictType | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  const columns: ProColumns<DictType>[] = [
    { title: t('ref.dict.dictName'), dataIndex: 'dictName', ellipsis: true },
    {
      title: t('ref.dict.dictType'),
      dataIndex: 'dictType',
      render: (_, row) => (
        <Typography.Link onClick={() => setDataOf(row)} copyable={{ text: row.dictType }}>
          {row.dictType}
        </Typography.Link>
      ),
    },
    { title: t('ref.status'), dataIndex: 'status', width: 100, valueType: 'select', valueEnum: statusEnum },
    { title: t('ref.remark'), dataIndex: 'remark', ellipsis: true, search: false },
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
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setDataOf(row)}>
            {t('ref.dict.entries')}
          </Button>
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
    <>
      <TmsTable<DictType, TableParams>
        modular="system-dict-type"
        headerTitle={t('ref.dict.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listDictTypes}
        scroll={{ x: 960 }}
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
      <DictTypeFormModal
        open={formOpen}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveDictType(values), changed)}
      />
      <DictDataDrawer dictType={dataOf} onClose={() => setDataOf(null)} />
    </>
  );
}
