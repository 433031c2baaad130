import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { templateList } from './print-templates';
import { printerList } from './printers';

/** GET /system/printer/export: the list's filters, within the selected center (and shared printers). */
const printersExport = defineExport({
  kind: 'base.printer.export',
  permission: 'base:printer:export',
  title: 'base.printer.exportName',
  ...masterRows(printerList),
  columns: [
    { key: 'code', header: 'base.printer.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.printer.column.name', width: 24, value: (r) => r.name },
    {
      key: 'dispatchCenterName',
      header: 'base.column.dispatchCenter',
      width: 18,
      value: (r) => r.dispatchCenterName,
    },
    { key: 'model', header: 'base.printer.column.model', width: 22, value: (r) => r.model },
    { key: 'ip', header: 'base.printer.column.ip', width: 16, value: (r) => r.ip },
    { key: 'port', cell: 'integer', header: 'base.printer.column.port', width: 8, value: (r) => r.port },
    { key: 'paperSize', header: 'base.printer.column.paperSize', width: 12, value: (r) => r.paperSize },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 24, value: (r) => r.remark },
  ],
});
export const exportPrinters = printersExport.answer;

/** GET /system/printTemplate/export: the list's filters, the caller's clients' and shared templates. */
const templatesExport = defineExport({
  kind: 'base.printTemplate.export',
  permission: 'base:printTemplate:export',
  title: 'base.printTemplate.exportName',
  ...masterRows(templateList),
  columns: [
    { key: 'code', header: 'base.printTemplate.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.printTemplate.column.name', width: 24, value: (r) => r.name },
    { key: 'type', header: 'base.printTemplate.column.type', width: 12, value: (r) => r.type },
    { key: 'clientName', header: 'base.column.client', width: 24, value: (r) => r.clientName },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 24, value: (r) => r.remark },
  ],
});
export const exportTemplates = templatesExport.answer;
