import type { ProColumns } from '@ant-design/pro-components';
import { Tabs, Tag } from 'antd';
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
import { listIntegrations, removeIntegrations, saveIntegration } from './api';
import { IntegrationFormModal } from './components/IntegrationFormModal';
import { PushLogTable } from './components/PushLogTable';
import type { Integration } from './types';

/** 外部接口: the URLs stations are pushed to (ros, sf, ...) and the log of every push. */
export default function IntegrationPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Integration) => row.id, removeIntegrations);
  const { actionRef, form } = list;

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
      <EditRemoveActions
        perm="base:integration"
        onEdit={() => form.show(row)}
        onRemove={() => list.remove([row.id])}
      />
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
      <IntegrationFormModal {...form.props} onSubmit={list.saveWith(saveIntegration)} />
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
