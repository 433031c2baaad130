import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddAction,
  BatchDeleteAction,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../reference-shared/table';
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
  const form = useFormModal<Config>();
  const selection = useSelection<Config>();

  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeConfigs, reload, selection);
  const selectedBuiltIn = selection.rows.some((c) => c.configType === 'Y');

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
    createTimeColumn(t),
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction perm="system:config:edit" onClick={() => form.show(row)} />
        <DeleteAction
          perm="system:config:remove"
          lockedHint={row.configType === 'Y' ? t('ref.config.builtInHint') : undefined}
          onConfirm={() => remove([row.id])}
        />
      </RowActions>
    )),
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
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="system:config:add" onClick={() => form.show(null)} />,
          <BatchDeleteAction
            key="remove"
            perm="system:config:remove"
            selection={selection}
            disabled={selectedBuiltIn}
            onRemove={remove}
          />,
        ]}
      />
      <ConfigFormModal {...form.props} onSubmit={(values) => mutate(() => saveConfig(values), reload)} />
    </>
  );
}
