import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { queryClient } from '../../../app/query-client';
import { Access } from '../../../components/Access';
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
import { useMutate } from '../reference-shared/useMutate';
import { useStatusEnum } from '../reference-shared/useStatusEnum';
import { listDispatchCenters, removeDispatchCenters, saveDispatchCenter } from './api';
import { DispatchCenterFormModal } from './components/DispatchCenterFormModal';
import type { DispatchCenter } from './types';

/** 调度中心: the centers that scope dispatch data; users are assigned to them on the user screen. */
export default function DispatchCenterPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const statusEnum = useStatusEnum();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<DispatchCenter | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const reload = () => {
    actionRef.current?.reload();
    // The header's center selector shows names and enabled centers.
    void queryClient.invalidateQueries({ queryKey: ['dispatchCenter'] });
  };
  const remove = (uuids: string[]) =>
    mutate(
      () => removeDispatchCenters(uuids),
      () => {
        setSelected([]);
        reload();
      },
    );
  const openForm = (record: DispatchCenter | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  const columns: ProColumns<DispatchCenter>[] = [
    { title: t('ref.dispatchCenter.code'), dataIndex: 'code', width: 100 },
    { title: t('ref.dispatchCenter.name'), dataIndex: 'name', width: 160 },
    { title: t('ref.dispatchCenter.address'), dataIndex: 'address', search: false, ellipsis: true },
    { title: t('ref.dispatchCenter.contact'), dataIndex: 'contact', search: false, width: 110 },
    {
      title: t('ref.dispatchCenter.phone'),
      dataIndex: 'phone',
      search: false,
      width: 140,
      render: (_, row) =>
        row.phone ? (
          <MaskedText type="phone" value={row.phone} revealPermission="system:dispatchCenter:edit" />
        ) : (
          '-'
        ),
    },
    { title: t('ref.dispatchCenter.timeZone'), dataIndex: 'timeZone', search: false, width: 140 },
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
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Access perm="system:dispatchCenter:edit">
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:dispatchCenter:remove">
            <Popconfirm title={t('confirm.delete')} onConfirm={() => remove([row.uuid])}>
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
      <TmsTable<DispatchCenter, TableParams>
        modular="system-dispatch-center"
        rowKey="uuid"
        headerTitle={t('ref.dispatchCenter.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listDispatchCenters}
        scroll={{ x: 1200 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        toolBarRender={() => [
          <Access key="add" perm="system:dispatchCenter:add">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('action.add')}
            </Button>
          </Access>,
          <Access key="remove" perm="system:dispatchCenter:remove">
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
      <DispatchCenterFormModal
        open={formOpen}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveDispatchCenter(values), reload)}
      />
    </>
  );
}
