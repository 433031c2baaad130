import { defineMasterExport } from '../shared/master-export';
import { templateList } from './print-templates';
import { printerList } from './printers';

/** GET /system/printer/export: the list's filters, within the selected center (and shared printers). */
export const exportPrinters = defineMasterExport(printerList, {
  kind: 'base.printer.export',
  nameKey: 'base.printer.exportName',
  columns: [
    { label: 'base.printer.column.code', width: 14, value: (r) => r.code },
    { label: 'base.printer.column.name', width: 24, value: (r) => r.name },
    { label: 'base.column.dispatchCenter', width: 18, value: (r) => r.dispatchCenterName },
    { label: 'base.printer.column.model', width: 22, value: (r) => r.model },
    { label: 'base.printer.column.ip', width: 16, value: (r) => r.ip },
    { label: 'base.printer.column.port', width: 8, value: (r) => r.port },
    { label: 'base.printer.column.paperSize', width: 12, value: (r) => r.paperSize },
    { label: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { label: 'base.column.remark', width: 24, value: (r) => r.remark },
  ],
});

/** GET /system/printTemplate/export: the list's filters, the caller's clients' and shared templates. */
export const exportTemplates = defineMasterExport(templateList, {
  kind: 'base.printTemplate.export',
  nameKey: 'base.printTemplate.exportName',
  columns: [
    { label: 'base.printTemplate.column.code', width: 14, value: (r) => r.code },
    { label: 'base.printTemplate.column.name', width: 24, value: (r) => r.name },
    { label: 'base.printTemplate.column.type', width: 12, value: (r) => r.type },
    { label: 'base.column.client', width: 24, value: (r) => r.clientName },
    { label: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { label: 'base.column.remark', width: 24, value: (r) => r.remark },
  ],
});
