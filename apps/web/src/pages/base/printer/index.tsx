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
import { exportPrinters, listPrinters, removePrinters, savePrinter } from './api';
import { PrinterFormModal } from './components/PrinterFormModal';
import type { Printer } from './types';

/** 打印机: the printers of the selected dispatch center (switching the center switches the list). */
export default function PrinterPage() {
  const { t } = useTranslation();
  const mutate = useMutate();
  const actionRef = useRef<ActionType>(null);
  const form = useFormModal<Printer>();
  const selection = useSelection((row: Printer) => row.uuid);
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const yesNo = dictValueEnum(useDict('sys_yes_no'));
  const reload = () => actionRef.current?.reload();
  const remove = useRemove(removePrinters, reload, selection);

  const columns: ProColumns<Printer>[] = [
    { title: t('basePrinter.code'), dataIndex: 'code', width: 120, sorter: true },
    { title: t('basePrinter.name'), dataIndex: 'name', width: 200, sorter: true },
    { title: t('basePrinter.dispatchCenter'), dataIndex: 'dispatchCenterName', width: 140, search: false },
    { title: t('basePrinter.model'), dataIndex: 'model', width: 180, search: false, sorter: true },
    { title: t('basePrinter.ip'), dataIndex: 'ip', width: 130, search: false, sorter: true },
    { title: t('basePrinter.port'), dataIndex: 'port', width: 80, search: false },
    { title: t('basePrinter.paperSize'), dataIndex: 'paperSize', width: 110, search: false },
    {
      title: t('baseItem.enableFlag'),
      dataIndex: 'enableFlag',
      width: 90,
      valueType: 'select',
      valueEnum: yesNo,
    },
    { ...createTimeColumn<Printer>(t), sorter: true },
    optionColumn(t, 130, (row) => (
      <RowActions>
        <EditAction perm="base:printer:edit" onClick={() => form.show(row)} />
        <DeleteAction perm="base:printer:remove" onConfirm={() => remove([row.uuid])} />
      </RowActions>
    )),
  ];

  return (
    <>
      <TmsTable<Printer, TableParams>
        modular="base-printer"
        rowKey="uuid"
        headerTitle={t('basePrinter.heading')}
        actionRef={actionRef}
        columns={columns}
        request={(params, sort) => {
          const { current: _c, pageSize: _p, ...rest } = params;
          setFilters(rest);
          return listPrinters(params, sort);
        }}
        scroll={{ x: 1300 }}
        rowSelection={selection.rowSelection}
        toolBarRender={() => [
          <AddAction key="add" perm="base:printer:add" onClick={() => form.show(null)} />,
          <Access key="export" perm="base:printer:export">
            <Button onClick={() => void exportPrinters(filters)}>{t('action.export')}</Button>
          </Access>,
          <BatchDeleteAction
            key="remove"
            perm="base:printer:remove"
            selection={selection}
            onRemove={remove}
          />,
        ]}
      />
      <PrinterFormModal {...form.props} onSubmit={(values) => mutate(() => savePrinter(values), reload)} />
    </>
  );
}
