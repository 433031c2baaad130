import { type Lang, WAYBILL_STATUSES } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/caller';
import type { Deps } from '../../platform/deps';
import { t } from '../../platform/i18n';
import type { ExportColumn } from '../../platform/xlsx-export';
import { baseScopeOf } from '../base-shared/scope';
import { defineListExport } from '../report-task/list-export';
import * as repo from './repository';
import { type WaybillFilter, waybillFilter } from './schemas';
import { waybillScope } from './waybill-scope';

export const WAYBILL_EXPORT_KIND = 'order.waybill.export';

/** A queued export keeps the filters and the caller's scope at the time of the request. */
const exportParams = z.object({
  filter: waybillFilter,
  scope: z.object({
    centerId: z.string().nullable(),
    unrestricted: z.boolean(),
    clientIds: z.array(z.string()).nullable(),
  }),
});
type ExportParams = z.infer<typeof exportParams>;

const whereOf = (p: ExportParams) =>
  repo.waybillWhere(p.filter, waybillScope({ ...p.scope, carrierIds: null, zoneIds: null }));

function columns(lang: Lang): ExportColumn<repo.WaybillRecord>[] {
  const col = (key: string, value: ExportColumn<repo.WaybillRecord>['value'], width = 16) => ({
    header: t(lang, `waybill.column.${key}`),
    width,
    value,
  });
  const statusLabel = new Map(WAYBILL_STATUSES.map((s) => [s.code as string, s.labels[lang]]));
  return [
    col('code', (r) => r.code, 20),
    col('refNo', (r) => r.refNo, 18),
    col('orderCode', (r) => r.orderCode, 18),
    col('clientName', (r) => r.clientName, 20),
    col('srcStationName', (r) => r.srcStationName, 22),
    col('destStationName', (r) => r.destStationName, 22),
    col('status', (r) => statusLabel.get(r.status) ?? r.status, 10),
    col('etd', (r) => r.etd, 20),
    col('eta', (r) => r.eta, 20),
    col('transType', (r) => r.transType, 10),
    col('totalQuantity', (r) => r.totalQuantity, 12),
    col('totalWeight', (r) => r.totalWeight, 12),
    col('totalVolume', (r) => r.totalVolume, 12),
    col('remark', (r) => r.remark, 24),
    col('createTime', (r) => r.createTime.toISOString(), 22),
  ];
}

const waybillExport = defineListExport<ExportParams, repo.WaybillRecord>({
  kind: WAYBILL_EXPORT_KIND,
  nameKey: 'waybill.exportFile',
  sheetKey: 'waybill.exportFile',
  params: exportParams,
  count: (db, params) => repo.countWaybills(db, whereOf(params)),
  rows: (db, params) => repo.findWaybills(db, whereOf(params), 1_000_000),
  columns,
});

/** POST /schedule/waybillExport/exportWaybill: xlsx up to 5,000 rows, else a download-center task. */
export async function exportWaybills(
  deps: Pick<Deps, 'db' | 'jobs'>,
  caller: AuthContext,
  lang: Lang,
  reply: FastifyReply,
  filter: WaybillFilter,
) {
  const { centerId, unrestricted, clientIds } = await baseScopeOf(deps.db, caller);
  const params: ExportParams = {
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as WaybillFilter,
    scope: { centerId, unrestricted, clientIds },
  };
  return waybillExport(deps, caller, lang, reply, params);
}
