import type { ProColumns } from '@ant-design/pro-components';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../../components/Access';
import {
  AddAction,
  ConfirmAction,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useCrudList,
} from '../../../../components/crud';
import { TmsTable } from '../../../../components/TmsTable';
import { listOssConfigs, removeOssConfigs, saveOssConfig } from '../api';
import type { OssConfig } from '../types';
import { OssConfigFormModal } from './OssConfigFormModal';

/** Where files go: local disk by default, or an S3-compatible service once it is completely configured. */
export function StorageConfigTab() {
  const { t } = useTranslation();
  const list = useCrudList((row: OssConfig) => row.id, removeOssConfigs);
  const { mutate, actionRef, form, reload } = list;

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
    optionColumn(t, 200, (row) => (
      <RowActions>
        <Access perm="system:oss:edit">
          {row.status !== '0' && (
            <ConfirmAction
              title={t('ref.oss.useConfirm', { name: row.configKey })}
              onConfirm={() => use(row)}
            >
              {t('ref.oss.use')}
            </ConfirmAction>
          )}
          <EditAction onClick={() => form.show(row)} />
        </Access>
        <DeleteAction
          perm="system:oss:remove"
          disabled={row.status === '0' || row.configKey === 'local'}
          onConfirm={() => list.remove([row.id])}
        />
      </RowActions>
    )),
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
          <AddAction key="add" perm="system:oss:add" onClick={() => form.show(null)}>
            {t('ref.oss.addConfig')}
          </AddAction>,
        ]}
      />
      <OssConfigFormModal {...form.props} onSubmit={list.saveWith(saveOssConfig)} />
    </>
  );
}
