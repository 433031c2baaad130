import { QrcodeOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Popover, Space, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
import { useMutate } from '../reference-shared/useMutate';
import { listAppInfos, removeAppInfos, saveAppInfo } from './api';
import { AppInfoFormModal } from './components/AppInfoFormModal';
import { APP_TYPES, type AppInfo, CLIENT_TYPES } from './types';

/** 应用管理: driver and admin app releases; the header's QR block offers the newest of each. */
export default function AppInfoPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<AppInfo | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const reload = () => actionRef.current?.reload();
  const openForm = (record: AppInfo | null) => {
    setEditing(record);
    setFormOpen(true);
  };

  const columns: ProColumns<AppInfo>[] = [
    {
      title: t('ref.appInfo.clientType'),
      dataIndex: 'clientType',
      width: 150,
      valueType: 'select',
      valueEnum: Object.fromEntries(CLIENT_TYPES.map((c) => [c, { text: t(`ref.appInfo.${c}`) }])),
    },
    {
      title: t('ref.appInfo.type'),
      dataIndex: 'type',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(APP_TYPES.map((type) => [type, { text: t(`ref.appInfo.${type}`) }])),
      render: (_, row) => (
        <Tag color={row.type === 'android' ? 'green' : 'geekblue'}>{t(`ref.appInfo.${row.type}`)}</Tag>
      ),
    },
    { title: t('ref.appInfo.version'), dataIndex: 'version', width: 100 },
    {
      title: t('ref.appInfo.downloadUrl'),
      dataIndex: 'downloadUrl',
      search: false,
      ellipsis: true,
      render: (_, row) => (
        <Space>
          <Popover content={<QRCodeSVG value={row.downloadUrl} size={140} />}>
            <QrcodeOutlined />
          </Popover>
          <Typography.Link href={row.downloadUrl} target="_blank" rel="noreferrer">
            {row.downloadUrl}
          </Typography.Link>
        </Space>
      ),
    },
    { title: t('ref.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    {
      title: t('ref.appInfo.publishTime'),
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
          <Access perm="system:appInfo:edit">
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
          </Access>
          <Access perm="system:appInfo:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => mutate(() => removeAppInfos([row.id]), reload)}
            >
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
      <TmsTable<AppInfo, TableParams>
        modular="system-app-info"
        headerTitle={t('ref.appInfo.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listAppInfos}
        scroll={{ x: 1000 }}
        toolBarRender={() => [
          <Access key="add" perm="system:appInfo:add">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('ref.appInfo.publish')}
            </Button>
          </Access>,
        ]}
      />
      <AppInfoFormModal
        open={formOpen}
        record={editing}
        onOpenChange={setFormOpen}
        onSubmit={(values) => mutate(() => saveAppInfo(values), reload)}
      />
    </>
  );
}
