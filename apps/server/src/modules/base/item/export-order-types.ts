import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { orderTypeList } from './order-types';

/** GET /system/orderType/export: the list's filters (order types are not scoped). */
const orderTypesExport = defineExport({
  kind: 'base.orderType.export',
  permission: 'base:orderType:export',
  title: 'base.orderType.exportName',
  ...masterRows(orderTypeList),
  columns: [
    { key: 'code', header: 'base.orderType.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.orderType.column.name', width: 24, value: (r) => r.name },
    { key: 'orderBreed', header: 'base.orderType.column.orderBreed', width: 12, value: (r) => r.orderBreed },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportOrderTypes = orderTypesExport.answer;
