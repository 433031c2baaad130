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
import { exportPrintTemplates, listPrintTemplates, removePrintTemplates, savePrintTemplate } from './api';
import { PrintTemplateFormModal } from './components/PrintTemplateFormModal';
import type { PrintTemplate } from './types';

/** 打印模板: the template records (goods lists, shipment, cross-dock); layouts come with printing. */
export default function PrintTemplatePage() {
  const { t } = useTranslation();
  const list = useCrudList((row: PrintTemplate) => row.uuid, removePrintTemplates);
  const types = dictValueEnum(useDict('print_template_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

  const columns: ProColumns<PrintTemplate>[] = [
    { title: t('basePrintTemplate.code'), dataIndex: 'code', width: 140, sorter: true },
    { title: t('basePrintTemplate.name'), dataIndex: 'name', width: 200, sorter: true },
    {
      title: t('basePrintTemplate.type'),
      dataIndex: 'type',
      width: 160,
      sorter: true,
      valueType: 'select',
      valueEnum: types,
    },
    { title: t('basePrintTemplate.client'), dataIndex: 'clientName', width: 180, search: false },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { title: t('baseItem.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { ...createTimeColumn<PrintTemplate>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <EditRemoveActions
        perm="base:printTemplate"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:printTemplate"
        fetch={listPrintTemplates}
        onExport={exportPrintTemplates}
        modular="base-print-template"
        rowKey="uuid"
        headerTitle={t('basePrintTemplate.heading')}
        columns={columns}
        scroll={{ x: 1200 }}
      />
      <PrintTemplateFormModal {...list.form.props} onSubmit={list.saveWith(savePrintTemplate)} />
    </>
  );
}
