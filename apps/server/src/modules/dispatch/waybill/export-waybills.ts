import { type Lang, type MessageKey, WAYBILL_STATUSES } from '@tms/domain';
import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { waybills } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { formatDateTime } from '../../../platform/format-time';
import { baseScopeOf, storedScopeSchema } from '../../base';
import {
  defineExport,
  type ExportColumnSpec,
  type ExportOptions,
  keysetBatches,
  withCells,
} from '../../reporting';
import * as repo from './repository';
import { type WaybillFilter, waybillFilter } from './schemas';
import { waybillScope } from './waybill-scope';

/** The filters and the caller's scope at the time of the request. */
const exportQuery = z.object({ filter: waybillFilter, scope: storedScopeSchema });
export type ExportQuery = z.infer<typeof exportQuery>;
/** The keyset cursor: create_time as PostgreSQL's own text (microseconds kept) and the uuid. */
type Cursor = { time: string; uuid: string };
type Row = repo.WaybillRecord & { cursor: Cursor };

const whereOf = (p: ExportQuery) => repo.waybillWhere(p.filter, waybillScope(p.scope));

const statusLabels = new Map(WAYBILL_STATUSES.map((s) => [s.code as string, s.labels]));
const time = (d: Date | null, tz: string) => (d ? formatDateTime(d, tz) : null);

/** Keyed by the waybill list's column keys (dataIndex), headers in the caller's language. */
const col = (
  key: string,
  header: MessageKey,
  value: ExportColumnSpec<repo.WaybillRecord>['value'],
  width = 16,
): ExportColumnSpec<repo.WaybillRecord> => ({ key, header, width, value });

export const WAYBILL_EXPORT_COLUMNS: ExportColumnSpec<repo.WaybillRecord>[] = withCells(
  [
    col('code', 'waybill.column.code', (r) => r.code, 20),
    col('refNo', 'waybill.column.refNo', (r) => r.refNo, 18),
    col('orderCode', 'waybill.column.orderCode', (r) => r.orderCode, 18),
    col('status', 'waybill.column.status', (r, f) => statusLabels.get(r.status)?.[f.lang] ?? r.status, 10),
    col('clientId', 'waybill.column.clientName', (r) => r.clientName, 20),
    col('shipFromId', 'waybill.column.srcStationName', (r) => r.srcStationName, 22),
    col('shipToId', 'waybill.column.destStationName', (r) => r.destStationName, 22),
    col('etd', 'waybill.column.etd', (r) => r.etd, 20),
    col('eta', 'waybill.column.eta', (r) => r.eta, 20),
    col('transType', 'waybill.column.transType', (r, f) => f.label('route_transport_way', r.transType), 10),
    col('srcCity', 'export.waybill.srcCity', (r) => r.srcCity, 12),
    col('destCity', 'export.waybill.destCity', (r) => r.destCity, 12),
    col('totalQuantity', 'waybill.column.totalQuantity', (r) => r.totalQuantity, 12),
    col('totalWeight', 'waybill.column.totalWeight', (r) => r.totalWeight, 12),
    col('totalVolume', 'waybill.column.totalVolume', (r) => r.totalVolume, 12),
    col('totalPallets', 'waybill.column.pallets', (r) => r.totalPallets, 10),
    col('shipmentCode', 'export.shipment.shipmentCode', (r) => r.shipmentCode, 20),
    col('heldByName', 'export.waybill.heldBy', (r) => r.heldByName, 12),
    col('handoutFlag', 'export.waybill.handoutFlag', (r) => r.handoutFlag, 10),
    col('source', 'export.waybill.source', (r) => r.source, 10),
    col('remark', 'waybill.column.remark', (r) => r.remark, 24),
    col('createTime', 'waybill.column.createTime', (r, f) => time(r.createTime, f.timeZone), 20),
    col('auditTime', 'export.waybill.auditTime', (r, f) => time(r.auditTime, f.timeZone), 20),
  ],
  {
    etd: 'datetime',
    eta: 'datetime',
    totalQuantity: 'decimal',
    totalWeight: 'weight',
    totalVolume: 'volume',
    totalPallets: 'decimal',
    createTime: 'datetime',
    auditTime: 'datetime',
  },
);

/**
 * One batch in list order (newest first): a narrow keyset scan of the waybill table along its list
 * index for the ids, then the joined rows of those ids only.
 */
export async function exportPage(
  db: Db,
  query: ExportQuery,
  after: Cursor | null,
  limit: number,
): Promise<Row[]> {
  const keys = await db
    .select({ uuid: waybills.uuid, time: sql<string>`${waybills.createTime}::text` })
    .from(waybills)
    .where(
      and(
        whereOf(query),
        after
          ? sql`(${waybills.createTime}, ${waybills.uuid}) < (${after.time}::timestamptz, ${after.uuid})`
          : undefined,
      ) as SQL,
    )
    .orderBy(desc(waybills.createTime), desc(waybills.uuid))
    .limit(limit);
  if (keys.length === 0) return [];
  const rows = await repo.findWaybills(
    db,
    inArray(
      waybills.uuid,
      keys.map((k) => k.uuid),
    ),
    limit,
  );
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return keys.flatMap((k) => {
    const row = byId.get(k.uuid);
    return row ? [{ ...row, cursor: { time: k.time, uuid: k.uuid } }] : [];
  });
}

const waybillExport = defineExport({
  kind: 'order.waybill.export',
  permission: 'order:waybill:export',
  title: 'waybill.exportFile',
  query: exportQuery,
  queryOf: async (db, caller, filter: WaybillFilter) => ({ filter, scope: await baseScopeOf(db, caller) }),
  dictionaries: ['route_transport_way'],
  count: (db, _caller, query) => repo.countWaybills(db, whereOf(query)),
  rows: (db, _caller, query) =>
    keysetBatches({
      page: (after: Cursor | null, limit) => exportPage(db, query, after, limit),
      cursorOf: (row) => row.cursor,
    }),
  columns: WAYBILL_EXPORT_COLUMNS,
});

/**
 * POST /schedule/waybillExport/exportWaybill: the filtered list's visible columns as xlsx, at once up
 * to 5,000 rows, else (or when `async`) a download-center task streamed in keyset batches.
 */
export function exportWaybills(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  caller: AuthContext,
  lang: Lang,
  reply: FastifyReply,
  body: WaybillFilter & ExportOptions,
) {
  const { columns, async, ...filter } = body;
  return waybillExport.answer({ deps, caller, lang, reply }, filter, { columns, async });
}
