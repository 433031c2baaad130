import type { ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  DeleteAction,
  EditAction,
  optionColumn,
  RowActions,
  useCrudList,
  useYesNoEnum,
} from '../../../components/crud';
import { listConfigs, removeConfigs, saveConfig } from './api';
import { ConfigFormModal } from './components/ConfigFormModal';
import type { Config } from './types';

/** 参数设置: system parameters; built-in ones (type Y) can be changed but not deleted. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const yesNoEnum = useYesNoEnum();
  const list = useCrudList((row: Config) => row.id, removeConfigs);
  const selectedBuiltIn = list.selection.rows.some((c) => c.configType === 'Y');

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
        <EditAction perm="system:config:edit" onClick={() => list.form.show(row)} />
        <DeleteAction
          perm="system:config:remove"
          lockedHint={row.configType === 'Y' ? t('ref.config.builtInHint') : undefined}
          onConfirm={() => list.remove([row.id])}
        />
      </RowActions>
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="system:config"
        fetch={listConfigs}
        removeDisabled={selectedBuiltIn}
        modular="system-config"
        headerTitle={t('ref.config.heading')}
        columns={columns}
        scroll={{ x: 1000 }}
      />
      <ConfigFormModal {...list.form.props} onSubmit={list.saveWith(saveConfig)} />
    </>
  );
}
