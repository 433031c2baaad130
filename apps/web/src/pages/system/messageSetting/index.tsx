import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmAction,
  dateTimeColumn,
  EditAction,
  LinkAction,
  optionColumn,
  RowActions,
  useMutate,
} from '../../../components/crud';
import { dictLabel, useDict } from '../../../core/dicts';
import { listSettings, type MessageSetting, messageSettingKeys, saveSetting } from './api';
import { SecretModal } from './components/SecretModal';
import { SettingFormModal } from './components/SettingFormModal';
import { useWebhookTest } from './components/useWebhookTest';
import { formValuesOf, type SettingValues, saveBodyOf, userLabel } from './setting-form';

/**
 * 消息设置: one row per message type (the message_type dictionary) with its extra recipients and
 * channels. In-app is always on; e-mail needs the server's SMTP_URL; a webhook's signing secret is shown
 * only once, when it is made.
 */
export default function MessageSettingPage() {
  const { t } = useTranslation();
  const types = useDict('message_type');
  const queryClient = useQueryClient();
  const mutate = useMutate();
  const webhookTest = useWebhookTest();
  const list = useQuery({ queryKey: messageSettingKeys.list, queryFn: listSettings });
  const [editing, setEditing] = useState<MessageSetting | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const emailAvailable = list.data?.emailAvailable ?? false;

  const saved = (data: { webhookSecret: string | null }) => {
    void queryClient.invalidateQueries({ queryKey: messageSettingKeys.list });
    if (data.webhookSecret) setSecret(data.webhookSecret);
  };
  const save = (row: MessageSetting, values: SettingValues, generateSecret = false) =>
    mutate(() => saveSetting(saveBodyOf(row.type, values, generateSecret)), saved);

  const columns: ProColumns<MessageSetting>[] = [
    {
      title: t('msgSetting.type'),
      dataIndex: 'type',
      width: 160,
      render: (_, row) => dictLabel(types, row.type),
    },
    {
      title: t('msgSetting.recipients'),
      key: 'recipients',
      tooltip: t('msgSetting.recipientsHint'),
      render: (_, row) =>
        row.roles.length + row.users.length === 0 ? (
          <Typography.Text type="secondary">{t('msgSetting.none')}</Typography.Text>
        ) : (
          <Space size={[0, 4]} wrap>
            {row.roles.map((r) => (
              <Tag key={`r${r.id}`} color="blue">
                {r.roleName}
              </Tag>
            ))}
            {row.users.map((u) => (
              <Tag key={`u${u.id}`}>{userLabel(u)}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t('msgSetting.inApp'),
      key: 'inApp',
      width: 90,
      tooltip: t('msgSetting.inAppHint'),
      render: () => <Switch size="small" checked disabled />,
    },
    {
      title: t('msgSetting.email'),
      key: 'email',
      width: 90,
      render: (_, row) => (
        <Tooltip title={emailAvailable ? undefined : t('msgSetting.emailUnavailable')}>
          <Switch size="small" checked={row.emailEnabled} disabled />
        </Tooltip>
      ),
    },
    {
      title: t('msgSetting.webhook'),
      key: 'webhook',
      render: (_, row) => (
        <Space>
          <Switch size="small" checked={row.webhookEnabled} disabled />
          {row.webhookUrl && (
            <Typography.Text ellipsis={{ tooltip: row.webhookUrl }} style={{ maxWidth: 260 }}>
              {row.webhookUrl}
            </Typography.Text>
          )}
          {row.webhookSecretSet && <Tag>{t('msgSetting.secret')}</Tag>}
        </Space>
      ),
    },
    { title: t('msgSetting.updateBy'), dataIndex: 'updateBy', width: 110 },
    dateTimeColumn<MessageSetting, 'updateTime'>(t('msgSetting.updateTime'), 'updateTime'),
    optionColumn(t, 200, (row) => (
      <RowActions>
        <EditAction perm="system:messageSetting:edit" onClick={() => setEditing(row)} />
        <ConfirmAction
          perm="system:messageSetting:edit"
          title={t('msgSetting.generateSecretConfirm')}
          onConfirm={() => save(row, formValuesOf(row), true)}
        >
          {t('msgSetting.generateSecret')}
        </ConfirmAction>
        <LinkAction
          perm="system:messageSetting:edit"
          disabled={!row.webhookUrl || !row.webhookSecretSet || webhookTest.testing === row.type}
          onClick={() => webhookTest.run(row.type)}
        >
          {t('msgSetting.test')}
        </LinkAction>
      </RowActions>
    )),
  ];

  return (
    <>
      <ProTable<MessageSetting>
        rowKey="type"
        headerTitle={t('msgSetting.heading')}
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        search={false}
        pagination={false}
        options={{ reload: () => void list.refetch(), density: false, setting: false }}
        scroll={{ x: 1100 }}
      />
      <SettingFormModal
        row={editing}
        typeLabel={editing ? dictLabel(types, editing.type) : ''}
        emailAvailable={emailAvailable}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (!editing) return false;
          const ok = await save(editing, values);
          if (ok) setEditing(null);
          return ok;
        }}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}
