import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/datetime';
import { Access } from '../../../components/Access';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
import { useMutate } from '../reference-shared/useMutate';
import { useStatusEnum } from '../reference-shared/useStatusEnum';
import {
  createAuthClient,
  listAuthClients,
  removeAuthClients,
  resetAuthClientSecret,
  updateAuthClient,
} from './api';
import { AuthClientFormModal } from './components/AuthClientFormModal';
import { SecretModal } from './components/SecretModal';
import type { AuthClient, AuthClientForm, IssuedSecret } from './types';

/** 授权客户端: the single sign-on portals that may ask for access codes; secrets are shown once. */
export default function AuthClientPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const statusEnum = useStatusEnum();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<AuthClient | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [secret, setSecret] = useState<IssuedSecret | null>(null);

  const reload = () => actionRef.current?.reload();
  const openForm = (record: AuthClient | null) => {
    setEditing(record);
    setFormOpen(true);
  };
  const submit = (values: AuthClientForm) =>
    values.id
      ? mutate(() => updateAuthClient({ ...values, id: values.id as number }), reload)
      : mutate(
          () => createAuthClient(values),
          (issued) => {
            setSecret(issued);
            reload();
          },
        );

  const columns: ProColumns<AuthClient>[] = [
    { title: t('ref.authClient.clientId'), dataIndex: 'clientId' },
    { title: t('ref.authClient.clientName'), dataIndex: 'clientName' },
    { title: t('ref.authClient.portalUrl'), dataIndex: 'portalUrl', search: false, ellipsis: true },
    { title: t('ref.status'), dataIndex: 'status', width: 100, valueType: 'select', valueEnum: statusEnum },
    { title: t('ref.remark'), dataIndex: 'remark', search: false, ellipsis: true },
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
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Access perm="system:authClient:edit">
            <Button type="link" size="small" onClick={() => openForm(row)}>
              {t('action.edit')}
            </Button>
            <Popconfirm
              title={t('ref.authClient.resetConfirm')}
              onConfirm={() => mutate(() => resetAuthClientSecret(row.id), setSecret)}
            >
              <Button type="link" size="small">
                {t('ref.authClient.resetSecret')}
              </Button>
            </Popconfirm>
          </Access>
          <Access perm="system:authClient:remove">
            <Popconfirm
              title={t('confirm.delete')}
              onConfirm={() => mutate(() => removeAuthClients([row.id]), reload)}
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
      <TmsTable<AuthClient, TableParams>
        modular="system-auth-client"
        headerTitle={t('ref.authClient.heading')}
        actionRef={actionRef}
        columns={columns}
        request={listAuthClients}
        scroll={{ x: 1000 }}
        toolBarRender={() => [
          <Access key="add" perm="system:authClient:add">
            <Button type="primary" onClick={() => openForm(null)}>
              {t('action.add')}
            </Button>
          </Access>,
        ]}
      />
      <AuthClientFormModal open={formOpen} record={editing} onOpenChange={setFormOpen} onSubmit={submit} />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
