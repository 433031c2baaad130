import type { MessageKeyTail } from '@tms/domain';
import { defineExport, type ExportColumnSpec, withCells } from '../../reporting';
import { centerScope, routeExportQuery, routeExportQueryOf, routeFileName } from './export-routes';
import {
  countRouteGroups,
  type GroupViewRow,
  type RouteGroupFilter,
  routeGroupsForExport,
} from './repository';

const col = (
  key: MessageKeyTail<'base.routeGroup.field.'>,
  value: ExportColumnSpec<GroupViewRow>['value'],
  width?: number,
): ExportColumnSpec<GroupViewRow> => ({ key, header: `base.routeGroup.field.${key}`, value, width });

/** GET /system/routeGroup/export: one row per group with its weekdays, shift, valid flag and detail count. */
export const routeGroupExport = defineExport({
  kind: 'base.routeGroup.export',
  permission: 'base:routeGroup:export',
  title: 'base.routeGroup.exportTask',
  sheet: 'base.routeGroup.sheet',
  query: routeExportQuery,
  queryOf: routeExportQueryOf,
  count: (db, _caller, q) => countRouteGroups(db, q.filter as RouteGroupFilter, centerScope(q.scope)),
  rows: (db, _caller, q) => routeGroupsForExport(db, q.filter as RouteGroupFilter, centerScope(q.scope)),
  fileName: routeFileName,
  columns: withCells(
    [
      col('code', (r) => r.code),
      col('name', (r) => r.name, 24),
      col('description', (r) => r.description, 30),
      col('weekdays', (r) => r.weekdays.join(',')),
      col('shift', (r) => r.shift),
      col('validFlag', (r) => r.validFlag),
      col('detailCount', (r) => r.detailCount),
    ],
    { detailCount: 'integer' },
  ),
});
