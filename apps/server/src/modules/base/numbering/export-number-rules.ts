import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { numberRuleList } from './list-number-rules';

/** GET /system/numberRule/export: the list's filters and scope (selected center's, caller's clients'). */
const numberRulesExport = defineExport({
  kind: 'base.numberRule.export',
  permission: 'base:numberRule:export',
  title: 'base.numberRule.exportName',
  ...masterRows(numberRuleList),
  columns: [
    { key: 'code', header: 'base.numberRule.column.code', width: 14, value: (r) => r.code },
    { key: 'refType', header: 'base.numberRule.column.refType', width: 12, value: (r) => r.refType },
    { key: 'clientName', header: 'base.column.client', width: 24, value: (r) => r.clientName },
    {
      key: 'dispatchCenterName',
      header: 'base.column.dispatchCenter',
      width: 18,
      value: (r) => r.dispatchCenterName,
    },
    { key: 'prefix', header: 'base.numberRule.column.prefix', width: 10, value: (r) => r.prefix },
    {
      key: 'timestampEnabled',
      header: 'base.numberRule.column.timestampEnabled',
      width: 10,
      value: (r) => r.timestampEnabled,
    },
    {
      key: 'timestampFormat',
      header: 'base.numberRule.column.timestampFormat',
      width: 14,
      value: (r) => r.timestampFormat,
    },
    {
      key: 'serialLength',
      cell: 'integer',
      header: 'base.numberRule.column.serialLength',
      width: 10,
      value: (r) => r.serialLength,
    },
    { key: 'example', header: 'base.numberRule.column.example', width: 24, value: (r) => r.example },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 24, value: (r) => r.remark },
  ],
});
export const exportNumberRules = numberRulesExport.answer;
