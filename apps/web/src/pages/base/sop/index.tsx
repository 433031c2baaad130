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
import { exportSops, listSops, removeSops, saveSop } from './api';
import { SopFormModal } from './components/SopFormModal';
import type { Sop } from './types';

/** SOP 管理: versioned working rules for a client, a line type or a temperature layer. */
export default function SopPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Sop) => row.uuid, removeSops);
  const appliesTo = dictValueEnum(useDict('sop_applies_to'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<Sop>[] = [
    { title: t('baseMore.code'), dataIndex: 'code', width: 140, sorter: true },
    { title: t('baseSop.title'), dataIndex: 'title', width: 240, sorter: true },
    {
      title: t('baseSop.appliesTo'),
      dataIndex: 'appliesTo',
      width: 120,
      valueType: 'select',
      valueEnum: appliesTo,
    },
    { title: t('baseSop.appliesValue'), dataIndex: 'appliesValue', width: 140, search: false },
    { title: t('baseSop.version'), dataIndex: 'version', width: 80, sorter: true, search: false },
    {
      title: t('baseSop.effectiveDate'),
      dataIndex: 'effectiveDate',
      width: 120,
      sorter: true,
      search: false,
    },
    {
      title: t('baseSop.attachment'),
      dataIndex: 'attachmentName',
      width: 160,
      search: false,
      ellipsis: true,
    },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { title: t('baseSop.content'), dataIndex: 'content', search: false, ellipsis: true },
    { ...createTimeColumn<Sop>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:sop"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:sop"
        fetch={listSops}
        onExport={exportSops}
        modular="base-sop"
        rowKey="uuid"
        headerTitle={t('baseSop.heading')}
        columns={columns}
        scroll={{ x: 1500 }}
      />
      <SopFormModal {...list.form.props} onSubmit={list.saveWith(saveSop)} />
    </>
  );
}
