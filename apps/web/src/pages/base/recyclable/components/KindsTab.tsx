import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  CrudTable,
  createTimeColumn,
  EditRemoveActions,
  optionColumn,
  useCrudList,
} from '../../../../components/crud';
import { dictValueEnum, useDict } from '../../../../core/dicts';
import { exportRecyclables, listRecyclables, removeRecyclables, saveRecyclable } from '../api';
import type { Recyclable } from '../types';
import { RecyclableFormModal } from './RecyclableFormModal';

export function KindsTab() {
  const { t } = useTranslation();
  const list = useCrudList((row: Recyclable) => row.uuid, removeRecyclables);
  const types = dictValueEnum(useDict('recyclable_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<Recyclable>[] = [
    { title: t('baseMore.code'), dataIndex: 'code', width: 150, sorter: true },
    { title: t('baseMore.name'), dataIndex: 'name', width: 220, sorter: true },
    {
      title: t('baseMore.type'),
      dataIndex: 'recyclableType',
      width: 110,
      sorter: true,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('baseMore.unit'), dataIndex: 'unit', width: 80, search: false },
    {
      title: t('baseRecyclable.depositPrice'),
      dataIndex: 'depositPrice',
      width: 120,
      search: false,
      align: 'right',
    },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<Recyclable>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:recyclable"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:recyclable"
        fetch={listRecyclables}
        onExport={exportRecyclables}
        modular="base-recyclable"
        rowKey="uuid"
        headerTitle={t('baseRecyclable.heading')}
        columns={columns}
        scroll={{ x: 1200 }}
      />
      <RecyclableFormModal {...list.form.props} onSubmit={list.saveWith(saveRecyclable)} />
    </>
  );
}
