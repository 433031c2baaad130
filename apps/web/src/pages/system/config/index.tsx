import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
import { useMutate } from '../reference-shared/useMutate';
import { useYesNoEnum } from '../reference-shared/useStatusEnum';
import { listConfigs, removeConfigs, saveConfig } from './api';
import { ConfigFormModal } from './components/ConfigFormModal';
import type { Config } from './types';

/** 参数设置: system parameters; built-in ones (type Y) can be changed but not deleted. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const yesNoEnum = useYesNoEnum();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Config | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<Config[]>([]);

  const reload = () => actionRef.current?.reload();
  const remove = (ids: number[]) =>
    mutate(
      () => removeConfigs(ids),
      () => {
        setSelected([]);
        reload();
      },
    );
  const openForm = (record: Config | null) => {
    setEditing(record);
    setFormOpen(true);
  };
  const selectedBuiltIn = selected.some((c) => c.configType === 'Y');

  const columns: ProColumns<Config>[] = [
    { title: t('ref.config.configName'), dataIndex: 'configName', ellipsis: true },
    {
      title: t('ref.config.configKey'),
      dataIndex: 'configKey',
      render: (_, row) => <Typography.Text copyable>{row.configKey}</Typography.Text>,
    },
    { title: t('ref.config.configValue'), dataIndex: 'configValue', ellipsis: true, search: false },
    {
      title: t('ref.config.configType'),
      dataIndex: 'configType',
      width: 110,
      valueType: 'select',
      valueEnum: yesNoEnum,
    },
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
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Access perm="system:config:edit">
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:config:remove">
            {row.configType === 'Y' ? (
              <Tooltip title={t('ref.config.builtInHint')}>
                <Button type="link" size="small" danger disabled>
                  {t('action.delete')}
                </Button>
              </Tooltip>
            ) : (
              <Popconfirm title={t('confirm.delete')} onConfirm={() => remove([row.id])}>
                <Button type="link" size="small" danger>
                  {t('action.delete')}
                </Button>
              </Popconfirm>
            )}
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <>
      <TmsTable<Config, TableParams>
        modular="system-config"
        headerTitle={t('ref.config.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listConfigs}
        scroll={{ x: 1000 }}
        rowSelection={{
          selectedRowKeys: selected.map((c) => c.id),
          onChange: (_, rows) => setSelected(rows),
        }}
        toolBarRender={() => [
          <Access key="add" perm="system:config:add">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('action.add')}
            </Button>
          </Access>,
          <Access key="remove" perm="system:config:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => remove(selected.map((c) => c.id))}
              disabled={!selected.length || selectedBuiltIn}
            >
              <Button danger disabled={!selected.length || selectedBuiltIn}>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Access>,
        ]}
      />
      <ConfigFormModal
        open={formOpen}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveConfig(values), reload)}
      />
    </>
  );
}
