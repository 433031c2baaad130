import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
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
import { TmsTable } from '../../../components/TmsTable';
import type { TableParams } from '../shared/table';
import { exportPrintTemplates, listPrintTemplates, removePrintTemplates, savePrintTemplate } from './api';
import { PrintTemplateFormModal } from './components/PrintTemplateFormModal';
import type { PrintTemplate } from './types';

/** 打印模板: the template records (goods lists, shipment, cross-dock); layouts come with printing. */
export default function PrintTemplatePage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<PrintTemplate>();
  const selection = useSelection((row: PrintTemplate) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const types = dictValueEnum(useDict('print_template_type'));
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removePrintTemplates, reload, selection);

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
      <RowActions>
        <EditAction perm="base:printTemplate:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:printTemplate:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<PrintTemplate, TableParams>
        modular="base-print-template"
        rowKey="uuid"
        headerTitle={t('basePrintTemplate.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listPrintTemplates(params, sort);
        }}
        scroll={{ x: 1200 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:printTemplate:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:printTemplate:export">
            <Button onClick={() => void exportPrintTemplates(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:printTemplate:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <PrintTemplateFormModal
        {...form.props}
        onSubmit={(values) => mutate(() => savePrintTemplate(values), reload)}
      />
    </>
  );
}
