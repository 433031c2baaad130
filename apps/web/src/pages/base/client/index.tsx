import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { formatTemperatureRange } from '@tms/domain';
import { App, Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictValueEnum, useDict } from '../../../app/dicts';
import { Access } from '../../../components/Access';
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
import { ImportModal } from '../../../components/import/ImportModal';
import { MaskedText } from '../../../components/MaskedText';
import { TmsTable } from '../../../components/TmsTable';
import { EnableToggleAction, enableToolbarButtons } from '../shared/EnableActions';
import type { TableParams } from '../shared/table';
import {
  CLIENT_IMPORT_URL,
  clientImportTemplate,
  disableClients,
  enableClients,
  exportClients,
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
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Client>();
  const selection = useSelection((row: Client) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [importing, setImporting] = useState(false);
  const [binding, setBinding] = useState(false);
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeClients, reload, selection);
  const switchTo = (uuids: string[], enable: boolean) =>
    mutate(
      () => (enable ? enableClients(uuids) : disableClients(uuids)),
      () => {
        selection.clear();
        reload();
      },
    );

  const switchLabels = {
    prefix: 'base:client',
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
      render: (_, row) =>
        row.mobile ? <MaskedText type="phone" value={row.mobile} revealPermission="base:client:edit" /> : '-',
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
      <RowActions>
        <EditAction perm="base:client:edit" onClick={() => form.show(row)} />
        <EnableToggleAction
          {...switchLabels}
          enabled={row.enableFlag === 'Y'}
          onSwitch={(enable) => switchTo([row.uuid], enable)}
        />
        <DeleteAction perm="base:client:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  const none = !selection.keys.length;
  return (
    <>
      <TmsTable<Client, TableParams>
        modular="base-client"
        rowKey="uuid"
        headerTitle={t('baseClient.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listClients(params, sort);
        }}
        scroll={{ x: 1800 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:client:add" onClick={() => form.show(null)} />,
          ...enableToolbarButtons(
            { ...switchLabels, disabled: none, onSwitch: (enable) => switchTo(selection.keys, enable) },
            t,
          ),
          <Access key="bind" perm="base:dataGroup:bind">
            <Button
              onClick={() => (none ? void message.warning(t('baseClient.selectFirst')) : setBinding(true))}
            >
              {t('baseClient.bindDataGroup')}
            </Button>
          </Access>,
          <Access key="import" perm="base:client:import">
            <Button onClick={() => setImporting(true)}>{t('action.import')}</Button>
          </Access>,
          <Access key="export" perm="base:client:export">
            <Button onClick={() => void exportClients(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:client:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <ClientFormModal {...form.props} onSubmit={(values) => mutate(() => saveClient(values), reload)} />
      <ImportModal
        open={importing}
        title={t('baseClient.importTitle')}
        url={CLIENT_IMPORT_URL}
        downloadTemplate={clientImportTemplate}
        fieldLabel={(field) => t(`baseClient.${field}`)}
        onClose={() => setImporting(false)}
        onDone={reload}
      />
      <BindDataGroupModal
        open={binding}
        clientIds={selection.keys}
        onClose={() => setBinding(false)}
        onDone={() => {
          selection.clear();
          reload();
        }}
      />
    </>
  );
}
