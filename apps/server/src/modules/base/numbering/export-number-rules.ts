import { defineMasterExport } from '../shared/master-export';
import { numberRuleList } from './list-number-rules';

/** GET /system/numberRule/export: the list's filters and scope (selected center's, caller's clients'). */
export const exportNumberRules = defineMasterExport(numberRuleList, {
  kind: 'base.numberRule.export',
  nameKey: 'base.numberRule.exportName',
  columns: [
    { label: 'base.numberRule.column.code', width: 14, value: (r) => r.code },
    { label: 'base.numberRule.column.refType', width: 12, value: (r) => r.refType },
    { label: 'base.column.client', width: 24, value: (r) => r.clientName },
    { label: 'base.column.dispatchCenter', width: 18, value: (r) => r.dispatchCenterName },
    { label: 'base.numberRule.column.prefix', width: 10, value: (r) => r.prefix },
    { label: 'base.numberRule.column.timestampEnabled', width: 10, value: (r) => r.timestampEnabled },
    { label: 'base.numberRule.column.timestampFormat', width: 14, value: (r) => r.timestampFormat },
    { label: 'base.numberRule.column.serialLength', width: 10, value: (r) => r.serialLength },
    { label: 'base.numberRule.column.example', width: 24, value: (r) => r.example },
    { label: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { label: 'base.column.remark', width: 24, value: (r) => r.remark },
  ],
});
