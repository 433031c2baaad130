import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import { TmsTable } from '../../../../components/TmsTable';
import { useMutate } from '../../reference-shared/useMutate';
import { listOssConfigs, removeOssConfigs, saveOssConfig } from '../api';
import type { OssConfig } from '../types';
import { OssConfigFormModal } from './OssConfigFormModal';

/** Where files go: local disk (works), or an S3-compatible service (saved, not implemented yet). */
export function StorageConfigTab() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<OssConfig | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const reload = () => actionRef.current?.reload();
  const openForm = (record: OssConfig | null) => {
    setEditing(record);
    setFormOpen(true);
  };
  const use = (row: OssConfig) => mutate(() => saveOssConfig({ ...row, status: '0' }), reload);

  const columns: ProColumns<OssConfig>[] = [
    { title: t('ref.oss.configKey'), dataIndex: 'configKey', width: 140 },
    {
      title: t('ref.oss.inUse'),
      dataIndex: 'status',
      width: 100,
      render: (_, row) => (row.status === '0' ? <Tag color="success">{t('ref.oss.inUse')}</Tag> : null),
    },
    {
      title: t('ref.oss.implemented'),
      dataIndex: 'implemented',
      width: 130,
      render: (_, row) =>
        row.implemented ? (
          <Tag color="blue">{t('ref.oss.works')}</Tag>
        ) : (
          <Tag color="warning">{t('ref.oss.notImplemented')}</Tag>
        ),
    },
    { title: t('ref.oss.endpoint'), dataIndex: 'endpoint', ellipsis: true },
    { title: t('ref.oss.bucketName'), dataIndex: 'bucketName', width: 120 },
    { title: t('ref.oss.region'), dataIndex: 'region', width: 110 },
    { title: t('ref.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('action.operation'),
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Access perm="system:oss:edit">
            {row.status !== '0' && (
              <Popconfirm title={t('ref.oss.useConfirm', { name: row.configKey })} onConfirm={() => use(row)}>
                <Button type="link" size="small">
                  {t('ref.oss.use')}
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:oss:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => mutate(() => removeOssConfigs([row.id]), reload)}
              disabled={row.status === '0' || row.configKey === 'local'}
            >
              <Button
                type="link"
                size="small"
                danger
                disabled={row.status === '0' || row.configKey === 'local'}
              >
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
      <Alert type="info" showIcon message={t('ref.oss.onlyLocal')} style={{ marginBottom: 16 }} />
      <TmsTable<OssConfig, Record<string, unknown>>
        modular="system-oss-config"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={false}
        scroll={{ x: 1000 }}
        request={async () => {
          const data = await listOssConfigs();
          return { data, success: true, total: data.length };
        }}
        toolBarRender={() => [
          <Access key="add" perm="system:oss:edit">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('ref.oss.addConfig')}
            </Button>
          </Access>,
        ]}
      />
      <OssConfigFormModal
        open={formOpen}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveOssConfig(values), reload)}
      />
    </>
  );
}
