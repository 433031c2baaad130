import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../components/crud';
import { dictValueEnum, useDict } from '../../../core/dicts';
import {
  exportLogisticsPlatforms,
  listLogisticsPlatforms,
  removeLogisticsPlatforms,
  saveLogisticsPlatform,
} from './api';
import { LogisticsPlatformFormModal } from './components/LogisticsPlatformFormModal';
import type { LogisticsPlatform } from './types';

/** 物流平台: the freight, tracking and regulatory platforms vehicles report to. */
export default function LogisticsPlatformPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: LogisticsPlatform) => row.uuid, removeLogisticsPlatforms);
  const types = dictValueEnum(useDict('logistics_platform_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<LogisticsPlatform>[] = [
    { title: t('baseMore.code'), dataIndex: 'code', width: 130, sorter: true },
    { title: t('baseMore.name'), dataIndex: 'name', width: 220, sorter: true },
    {
      title: t('baseMore.type'),
      dataIndex: 'platformType',
      width: 140,
      sorter: true,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseMore.contact'), dataIndex: 'contact', width: 100, search: false },
    { title: t('baseMore.phone'), dataIndex: 'phone', width: 130, search: false },
    { title: t('baseMore.address'), dataIndex: 'address', search: false, ellipsis: true },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { ...createTimeColumn<LogisticsPlatform>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:logisticsPlatform"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:logisticsPlatform"
        fetch={listLogisticsPlatforms}
        onExport={exportLogisticsPlatforms}
        modular="base-logistics-platform"
        rowKey="uuid"
        headerTitle={t('baseLogisticsPlatform.heading')}
        columns={columns}
        scroll={{ x: 1200 }}
      />
      <LogisticsPlatformFormModal {...list.form.props} onSubmit={list.saveWith(saveLogisticsPlatform)} />
    </>
  );
}
