import type { MessageKeyTail } from '@tms/domain';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { defineExport, type ExportColumnSpec, type FileNameParts, withCells } from '../../reporting';
import { type BaseScope, baseScopeOf } from '../shared/scope';
import { countRoutes, type RouteFilter, type RouteViewRow, routesForExport } from './repository';

/** What a route or route-group export keeps: the list's filters and sorting, and the caller's center. */
export const routeExportQuery = z.object({
  filter: z.record(z.string(), z.unknown()),
  scope: z.object({ centerId: z.string().nullable(), unrestricted: z.boolean() }),
});
export type RouteExportQuery = z.infer<typeof routeExportQuery>;

export async function routeExportQueryOf(
  db: Db,
  caller: AuthContext,
  filter: Record<string, unknown>,
): Promise<RouteExportQuery> {
  const { centerId, unrestricted } = await baseScopeOf(db, caller);
  return { filter, scope: { centerId, unrestricted } };
}

/** Routes and route groups are center-owned only: the rest of the scope does not apply to them. */
export const centerScope = (saved: RouteExportQuery['scope']): BaseScope => ({
  ...saved,
  carrierStaff: false,
  clientIds: null,
  carrierIds: null,
  zoneIds: null,
});

/** The file answered at once is named after its sheet, the download center's after its task. */
export const routeFileName = ({ title, sheet, direct }: FileNameParts) => `${direct ? sheet : title}.xlsx`;

const col = (
  key: MessageKeyTail<'base.route.field.'>,
  value: ExportColumnSpec<RouteViewRow>['value'],
  width?: number,
): ExportColumnSpec<RouteViewRow> => ({ key, header: `base.route.field.${key}`, value, width });

/** GET /system/route/export: the list's filters and sorting, every matching route of the center. */
export const routeExport = defineExport({
  kind: 'base.route.export',
  permission: 'base:route:export',
  title: 'base.route.exportTask',
  sheet: 'base.route.sheet',
  query: routeExportQuery,
  queryOf: routeExportQueryOf,
  count: (db, _caller, q) => countRoutes(db, q.filter as RouteFilter, centerScope(q.scope)),
  rows: (db, _caller, q) => routesForExport(db, q.filter as RouteFilter, centerScope(q.scope)),
  fileName: routeFileName,
  columns: withCells(
    [
      col('code', (r) => r.route.code),
      col('name', (r) => r.route.name, 24),
      col('originZone', (r) => r.originZoneName),
      col('destZone', (r) => r.destZoneName),
      col('transType', (r) => r.route.transType),
      col('stowageMode', (r) => r.route.stowageMode),
      col('transportGroup', (r) => r.route.transportGroup),
      col('mileageKm', (r) => r.route.mileageKm),
      col('cost', (r) => r.route.cost),
      col('prescriptionHours', (r) => r.route.prescriptionHours),
      col('remark', (r) => r.route.remark, 24),
    ],
    { mileageKm: 'decimal', cost: 'money', prescriptionHours: 'decimal' },
  ),
});
