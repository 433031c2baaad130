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
import { exportPrinters, listPrinters, removePrinters, savePrinter } from './api';
import { PrinterFormModal } from './components/PrinterFormModal';
import type { Printer } from './types';

/** 打印机: the printers of the selected dispatch center (switching the center switches the list). */
export default function PrinterPage() {
  const { t } = useTranslation();
  const list = useCrudList((row: Printer) => row.uuid, removePrinters);
  const yesNo = dictValueEnum(useDict('sys_yes_no'));

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
      <EditRemoveActions
        perm="base:printer"
        onEdit={() => list.form.show(row)}
        onRemove={() => list.remove([row.uuid])}
      />
    )),
  ];

  return (
    <>
      <CrudTable
        list={list}
        perm="base:printer"
        fetch={listPrinters}
        onExport={exportPrinters}
        modular="base-printer"
        rowKey="uuid"
        headerTitle={t('basePrinter.heading')}
        columns={columns}
        scroll={{ x: 1300 }}
      />
      <PrinterFormModal {...list.form.props} onSubmit={list.saveWith(savePrinter)} />
    </>
  );
}
