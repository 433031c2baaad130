import type { ProColumns } from '@ant-design/pro-components';
import { formatTemperatureRange } from '@tms/domain';
import { App, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  EnableToggleAction,
  enableToolbarButtons,
  optionColumn,
  PermButton,
  useCrudList,
  useImport,
} from '../../../components/crud';
import { MaskedText } from '../../../components/MaskedText';
import { dictValueEnum, useDict } from '../../../core/dicts';
import {
  CLIENT_IMPORT_URL,
  clientImportTemplate,
  disableClients,
  enableClients,
  exportClients,
  getClient,
  listClients,
  removeClients,
  saveClient,
} from './api';
import { BindDataGroupModal } from './components/BindDataGroupModal';
import { ClientFormModal } from './components/ClientFormModal';
import type { Client } from './types';

/** 客户管理: the shippers, their temperature range, image return, enable state and data groups. */
export default function ClientPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useCrudList((row: Client) => row.uuid, removeClients);
  const { selection } = list;
  const importer = useImport({
    perm: 'base:client:import',
    title: t('baseClient.importTitle'),
    url: CLIENT_IMPORT_URL,
    downloadTemplate: clientImportTemplate,
    fieldLabel: (field) => t(`baseClient.${field}`),
    onDone: list.reload,
  });
  const [binding, setBinding] = useState(false);
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const switchTo = (uuids: string[], enable: boolean) =>
    list.mutate(() => (enable ? enableClients(uuids) : disableClients(uuids)), list.reloadUnchecked);

  const switchLabels = {
    prefix: 'base:client' as const,
    confirmEnable: t('baseClient.confirmEnable'),
    confirmDisable: t('baseClient.confirmDisable'),
  };
  const columns: ProColumns<Client>[] = [
    { title: t('baseClient.code'), dataIndex: 'code', width: 110, sorter: true, fixed: 'left' },
    { title: t('baseClient.name'), dataIndex: 'name', width: 220, sorter: true, ellipsis: true },
    { title: t('baseClient.shortName'), dataIndex: 'shortName', width: 110, search: false },
    {
      title: t('baseClient.temperature'),
      dataIndex: 'minTemperature',
      width: 130,
      search: false,
      sorter: true,
      render: (_, row) => formatTemperatureRange(row) || '-',
    },
    { title: t('baseClient.contact'), dataIndex: 'contact', width: 100, search: false },
    {
      title: t('baseClient.mobile'),
      dataIndex: 'mobile',
      width: 130,
      search: false,
      render: (_, row) => (row.mobile ? <MaskedText type="phone" value={row.mobile} /> : '-'),
    },
    { title: t('baseClient.address'), dataIndex: 'address', width: 220, search: false, ellipsis: true },
    {
      title: t('baseClient.imageReturn'),
      dataIndex: 'imageReturn',
      width: 100,
      search: false,
      valueEnum: yesNo,
    },
    {
      title: t('baseClient.enableFlag'),
      dataIndex: 'enableFlag',
      width: 100,
      valueType: 'select',
      valueEnum: yesNo,
      sorter: true,
      render: (_, row) => (
        <Tag color={row.enableFlag === 'Y' ? 'green' : 'default'}>
          {row.enableFlag === 'Y' ? t('action.enable') : t('action.disable')}
        </Tag>
      ),
    },
    { title: t('baseClient.remark'), dataIndex: 'remark', width: 160, search: false, ellipsis: true },
    { ...createTimeColumn<Client>(t), sorter: true },
    optionColumn(t, 180, (row) => (
      <EditRemoveActions
        perm="base:client"
        onEdit={async () => list.form.show(await getClient(row.uuid))}
        onRemove={() => list.remove([row.uuid])}
      >
        <EnableToggleAction
          {...switchLabels}
          enabled={row.enableFlag === 'Y'}
          onSwitch={(enable) => switchTo([row.uuid], enable)}
        />
      </EditRemoveActions>
    )),
  ];

  const none = !selection.keys.length;
  return (
    <>
      <CrudTable
        list={list}
        perm="base:client"
        fetch={listClients}
        onExport={exportClients}
        modular="base-client"
        rowKey="uuid"
        headerTitle={t('baseClient.heading')}
        columns={columns}
        scroll={{ x: 1800 }}
        tools={[
          ...enableToolbarButtons(
            { ...switchLabels, disabled: none, onSwitch: (enable) => switchTo(selection.keys, enable) },
            t,
          ),
          <PermButton
            key="bind"
            perm="base:dataGroup:bind"
            onClick={() => (none ? void message.warning(t('baseClient.selectFirst')) : setBinding(true))}
          >
            {t('baseClient.bindDataGroup')}
          </PermButton>,
          importer.button,
        ]}
      />
      <ClientFormModal {...list.form.props} onSubmit={list.saveWith(saveClient)} />
      {importer.modal}
      <BindDataGroupModal
        open={binding}
        clientIds={selection.keys}
        onClose={() => setBinding(false)}
        onDone={list.reloadUnchecked}
      />
    </>
  );
}
