import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/Access';
import {
  AddAction,
  ConfirmAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  statusColumn,
  type TableParams,
  useCrudList,
  useStatusEnum,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
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
  const statusEnum = useStatusEnum();
  const list = useCrudList((row: AuthClient) => row.id, removeAuthClients);
  const { mutate, actionRef, form, reload } = list;
  const [secret, setSecret] = useState<IssuedSecret | null>(null);

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
    statusColumn(t('ref.status'), statusEnum, 100),
    { title: t('ref.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    createTimeColumn(t),
    optionColumn(t, 220, (row) => (
      <RowActions>
        <Access perm="system:authClient:edit">
          <EditAction onClick={() => form.show(row)} />
          <ConfirmAction
            title={t('ref.authClient.resetConfirm')}
            onConfirm={() => mutate(() => resetAuthClientSecret(row.id), setSecret)}
          >
            {t('ref.authClient.resetSecret')}
          </ConfirmAction>
        </Access>
        <DeleteAction perm="system:authClient:remove" onConfirm={() => list.remove([row.id])} />
      </RowActions>
    )),
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
          <AddAction key="add" perm="system:authClient:add" onClick={() => form.show(null)} />,
        ]}
      />
      <AuthClientFormModal {...form.props} onSubmit={submit} />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
