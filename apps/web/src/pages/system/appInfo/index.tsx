import { QrcodeOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Popover, Space, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  type TableParams,
  useCrudList,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import { listAppInfos, removeAppInfos, saveAppInfo } from './api';
import { AppInfoFormModal } from './components/AppInfoFormModal';
import { APP_TYPES, type AppInfo, CLIENT_TYPES } from './types';

/** 应用管理: driver and admin app releases; the header's QR block offers the newest of each. */
export default function AppInfoPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: AppInfo) => row.id, removeAppInfos);
  const { actionRef, form } = list;

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
    createTimeColumn(t, 'ref.appInfo.publishTime'),
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="system:appInfo"
        onEdit={() => form.show(row)}
        onRemove={() => list.remove([row.id])}
      />
    )),
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
          <AddAction key="add" perm="system:appInfo:add" onClick={() => form.show(null)}>
            {t('ref.appInfo.publish')}
          </AddAction>,
        ]}
      />
      <AppInfoFormModal {...form.props} onSubmit={list.saveWith(saveAppInfo)} />
    </>
  );
}
