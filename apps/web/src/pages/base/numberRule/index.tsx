import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Typography } from 'antd';
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
  LinkAction,
  optionColumn,
  RowActions,
  useFormModal,
  useMutate,
  useRemove,
  useSelection,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportNumberRules, listNumberRules, previewNumber, removeNumberRules, saveNumberRule } from './api';
import { NumberRuleFormModal } from './components/NumberRuleFormModal';
import type { NumberRule } from './types';

/** 单号规则: prefix + timestamp + serial per document type, client and center; the generator's rules. */
export default function NumberRulePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<NumberRule>();
  const selection = useSelection((row: NumberRule) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const refTypes = dictValueEnum(useDict('number_ref_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removeNumberRules, reload, selection);

  const showNext = async (row: NumberRule) => {
    const next = await previewNumber(row);
    modal.info({
      title: t('baseNumberRule.previewTitle', { code: row.code }),
      content: <Typography.Text code>{next.number}</Typography.Text>,
    });
  };

  const columns: ProColumns<NumberRule>[] = [
    { title: t('baseNumberRule.code'), dataIndex: 'code', width: 120, sorter: true, fixed: 'left' },
    {
      title: t('baseNumberRule.refType'),
      dataIndex: 'refType',
      width: 110,
      sorter: true,
      valueType: 'select',
      valueEnum: refTypes,
    },
    {
      title: t('baseNumberRule.client'),
      dataIndex: 'clientId',
      width: 180,
      renderFormItem: () => <RemoteSelect url="/system/client/dropBox" />,
      render: (_, row) => row.clientName ?? t('baseNumberRule.allClients'),
    },
    {
      title: t('baseNumberRule.dispatchCenter'),
      dataIndex: 'dispatchCenterId',
      width: 150,
      renderFormItem: () => <RemoteSelect url="/system/dispatchCenter/selectByDDAndUser" />,
      render: (_, row) => row.dispatchCenterName ?? t('baseNumberRule.allCenters'),
    },
    { title: t('baseNumberRule.prefix'), dataIndex: 'prefix', width: 90, search: false, sorter: true },
    {
      title: t('baseNumberRule.timestampEnabled'),
      dataIndex: 'timestampEnabled',
      width: 100,
      search: false,
      valueEnum: yesNo,
    },
    { title: t('baseNumberRule.timestampFormat'), dataIndex: 'timestampFormat', width: 120, search: false },
    {
      title: t('baseNumberRule.serialLength'),
      dataIndex: 'serialLength',
      width: 100,
      search: false,
      sorter: true,
    },
    {
      title: t('baseNumberRule.example'),
      dataIndex: 'example',
      width: 200,
      search: false,
      render: (_, row) => <Typography.Text code>{row.example}</Typography.Text>,
    },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { ...createTimeColumn<NumberRule>(t), sorter: true },
    optionColumn(t, 190, (row) => (
      <RowActions>
        <LinkAction perm="base:numberRule:query" onClick={() => void showNext(row)}>
          {t('baseNumberRule.preview')}
        </LinkAction>
        <EditAction perm="base:numberRule:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:numberRule:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<NumberRule, TableParams>
        modular="base-number-rule"
        rowKey="uuid"
        headerTitle={t('baseNumberRule.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listNumberRules(params, sort);
        }}
        scroll={{ x: 1700 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:numberRule:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:numberRule:export">
            <Button onClick={() => void exportNumberRules(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:numberRule:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <NumberRuleFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => saveNumberRule(values), reload)}
      />
    </>
  );
}
