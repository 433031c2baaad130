import type { Lang, MessageKeyTail } from '@tms/domain';
import { t } from '../../../platform/i18n';
import type { ListExport } from './export-list';
import {
  countRouteGroups,
  type GroupViewRow,
  type RouteGroupFilter,
  routeGroupsForExport,
} from './repository';

/** Route group export: one row per group with its weekdays, shift, valid flag and detail count. */
export const routeGroupExport: ListExport<RouteGroupFilter & Record<string, unknown>, GroupViewRow> = {
  kind: 'base.routeGroup.export',
  nameKey: 'base.routeGroup.exportTask',
  sheetKey: 'base.routeGroup.sheet',
  columns: (lang: Lang) => {
    const h = (field: MessageKeyTail<'base.routeGroup.field.'>) => t(lang, `base.routeGroup.field.${field}`);
    return [
      { header: h('code'), value: (r) => r.code },
      { header: h('name'), value: (r) => r.name, width: 24 },
      { header: h('description'), value: (r) => r.description, width: 30 },
      { header: h('weekdays'), value: (r) => r.weekdays.join(',') },
      { header: h('shift'), value: (r) => r.shift },
      { header: h('validFlag'), value: (r) => r.validFlag },
      { header: h('detailCount'), value: (r) => r.detailCount },
    ];
  },
  count: ({ db }, filter, scope) => countRouteGroups(db, filter, scope),
  rows: ({ db }, filter, scope) => routeGroupsForExport(db, filter, scope),
};
