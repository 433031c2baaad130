import { defineMasterExport } from '../shared/master-export';
import { orderTypeList } from './order-types';

/** GET /system/orderType/export: the list's filters (order types are not scoped). */
export const exportOrderTypes = defineMasterExport(orderTypeList, {
  kind: 'base.orderType.export',
  nameKey: 'base.orderType.exportName',
  columns: [
    { label: 'base.orderType.column.code', width: 14, value: (r) => r.code },
    { label: 'base.orderType.column.name', width: 24, value: (r) => r.name },
    { label: 'base.orderType.column.orderBreed', width: 12, value: (r) => r.orderBreed },
    { label: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { label: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
