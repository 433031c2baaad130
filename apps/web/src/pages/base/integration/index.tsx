import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tabs, Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { listIntegrations, removeIntegrations, saveIntegration } from './api';
import { IntegrationFormModal } from './components/IntegrationFormModal';
import { PushLogTable } from './components/PushLogTable';
import type { Integration } from './types';

/** 外部接口: the URLs stations are pushed to (ros, sf, ...) and the log of every push. */
export default function IntegrationPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Integration>();
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<Integration>[] = [
    { title: t('baseIntegration.name'), dataIndex: 'name', width: 140 },
    {
      title: t('baseIntegration.url'),
      dataIndex: 'url',
      search: false,
      ellipsis: true,
      render: (_, row) => row.url ?? t('baseIntegration.noUrl'),
    },
    {
      title: t('baseIntegration.enabled'),
      dataIndex: 'enabled',
      width: 100,
      search: false,
      render: (_, row) => (
        <Tag color={row.enabled ? 'green' : 'default'}>
          {row.enabled ? t('action.enable') : t('action.disable')}
        </Tag>
      ),
    },
    createTimeColumn<Integration>(t),
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction perm="base:integration:edit" onClick={() => form.show(row)} />
        <DeleteAction
          perm="base:integration:remove"
          onConfirm={() => mutate(() => removeIntegrations([row.id]), reload)}
        />
      </RowActions>
    )),
  ];

  const settings = (
    <>
      <TmsTable<Integration, TableParams>
        modular="base-integration"
        rowKey="id"
        headerTitle={t('baseIntegration.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params) => listIntegrations(params)}
        toolBarRender={() => [
          <AddAction key="add" perm="base:integration:add" onClick={() => form.show(null)} />,
        ]}
      />
      <IntegrationFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveIntegration(values), reload)}
      />
    </>
  );

  return (
    <Tabs
      items={[
        { key: 'settings', label: t('baseIntegration.settingsTab'), children: settings },
        { key: 'log', label: t('baseIntegration.pushLog'), children: <PushLogTable /> },
      ]}
    />
  );
}
