import type { Lang, MessageKeyTail } from '@tms/domain';
import { t } from '../../../platform/i18n';
import type { ListExport } from './export-list';
import { countRoutes, type RouteFilter, type RouteViewRow, routesForExport } from './repository';

/** Standard route export: the list's filters and sorting, every matching route of the scope. */
export const routeExport: ListExport<RouteFilter & Record<string, unknown>, RouteViewRow> = {
  kind: 'base.route.export',
  nameKey: 'base.route.exportTask',
  sheetKey: 'base.route.sheet',
  columns: (lang: Lang) => {
    const h = (field: MessageKeyTail<'base.route.field.'>) => t(lang, `base.route.field.${field}`);
    return [
      { header: h('code'), value: (r) => r.route.code },
      { header: h('name'), value: (r) => r.route.name, width: 24 },
      { header: h('originZone'), value: (r) => r.originZoneName },
      { header: h('destZone'), value: (r) => r.destZoneName },
      { header: h('transType'), value: (r) => r.route.transType },
      { header: h('stowageMode'), value: (r) => r.route.stowageMode },
      { header: h('transportGroup'), value: (r) => r.route.transportGroup },
      { header: h('mileageKm'), value: (r) => r.route.mileageKm },
      { header: h('cost'), value: (r) => r.route.cost },
      { header: h('prescriptionHours'), value: (r) => r.route.prescriptionHours },
      { header: h('remark'), value: (r) => r.route.remark, width: 24 },
    ];
  },
  count: ({ db }, filter, scope) => countRoutes(db, filter, scope),
  rows: ({ db }, filter, scope) => routesForExport(db, filter, scope),
};
