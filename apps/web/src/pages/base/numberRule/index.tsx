import type { ProColumns } from '@ant-design/pro-components';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  LinkAction,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { RemoteSelect } from '../../../components/selectors/RemoteSelect';
import { dictValueEnum, useDict } from '../../../core/dicts';
import { exportNumberRules, listNumberRules, previewNumber, removeNumberRules, saveNumberRule } from './api';
import { NumberRuleFormModal } from './components/NumberRuleFormModal';
import type { NumberRule } from './types';

/** 单号规则: prefix + timestamp + serial per document type, client and center; the generator's rules. */
export default function NumberRulePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const list = useCrudList((row: NumberRule) => row.uuid, removeNumberRules);
  const refTypes = dictValueEnum(useDict('number_ref_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

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
      <EditRemoveActions
        perm="base:numberRule"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
        leading={
          <LinkAction perm="base:numberRule:query" onClick={() => void showNext(row)}>
            {t('baseNumberRule.preview')}
          </LinkAction>
        }
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:numberRule"
        fetch={listNumberRules}
        onExport={exportNumberRules}
        modular="base-number-rule"
        rowKey="uuid"
        headerTitle={t('baseNumberRule.heading')}
        columns={columns}
        scroll={{ x: 1700 }}
      />
      <NumberRuleFormModal {...list.form.props} onSubmit={list.saveWith(saveNumberRule)} />
    </>
  );
}
