import type { MessageKeyTail } from '@tms/domain';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import { baseScopeOf, storedScopeSchema } from '../../base';
import { defineExport, type ExportColumnSpec, offsetBatches, withCells } from '../../reporting';
import { exceptionEtaOrder, exceptionEtasOf } from './list-exception-etas';
import * as repo from './repository';
import { type ExceptionEtaFilter, exceptionEtaFilter } from './schemas';

/** What an export keeps: the list's filters and sorting, and the caller's scope at the time of the request. */
const exceptionEtaExportQuery = z.object({ filter: exceptionEtaFilter, scope: storedScopeSchema });

const time = (d: Date | null, zone: string) => (d ? formatDateTime(d, zone) : null);
const col = (
  key: MessageKeyTail<'exceptionEta.field.'>,
  value: ExportColumnSpec<repo.ExceptionEtaRecord>['value'],
  width = 18,
): ExportColumnSpec<repo.ExceptionEtaRecord> => ({
  key,
  header: `exceptionEta.field.${key}`,
  value,
  width,
});

/**
 * GET /shipment/exception/eta/export: every exception the list would show with these filters, in its
 * order; the file at once up to the inline limit, else a download-center task.
 */
export const exceptionEtaExport = defineExport({
  kind: 'monitor.exceptionEta.export',
  permission: 'monitor:exceptionEta:export',
  title: 'exceptionEta.export.title',
  sheet: 'exceptionEta.export.sheet',
  query: exceptionEtaExportQuery,
  queryOf: async (db: Db, caller: AuthContext, filter: ExceptionEtaFilter) => ({
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')),
    scope: await baseScopeOf(db, caller),
  }),
  count: (db, _caller, q) => repo.countExceptions(db, exceptionEtasOf(q.scope, q.filter)),
  rows: (db, _caller, q) => {
    const where = exceptionEtasOf(q.scope, q.filter);
    const orderBy = exceptionEtaOrder(q.filter);
    return offsetBatches({ page: (offset, limit) => repo.rowsPage(db, where, orderBy, limit, offset) });
  },
  fileName: ({ title, stamp }) => `${title}_${stamp}.xlsx`,
  columns: withCells(
    [
      col('shipmentCode', (r) => r.shipmentCode, 20),
      col('stationName', (r) => r.stationName ?? r.stationCode ?? r.stationId, 22),
      col('carrierName', (r) => r.carrierName, 20),
      col('plate', (r) => r.vehicleIdMainNumberPlates, 12),
      col('plannedEta', (r, f) => time(r.plannedEta, f.timeZone)),
      col('windowEnd', (r, f) => time(r.windowEnd, f.timeZone)),
      col('predictedEta', (r, f) => time(r.predictedEta, f.timeZone)),
      col('lateMinutes', (r) => r.lateMinutes, 10),
      col(
        'dealStatus',
        (r, f) => t(f.lang, r.dealStatus === 'Y' ? 'exceptionEta.dealStatus.Y' : 'exceptionEta.dealStatus.N'),
        10,
      ),
      col('dealReason', (r) => r.dealReason, 20),
      col('dealRemark', (r) => r.dealRemark, 30),
      col('dealBy', (r) => r.dealBy, 12),
      col('dealTime', (r, f) => time(r.dealTime, f.timeZone)),
      col('createTime', (r, f) => time(r.createTime, f.timeZone)),
    ],
    {
      plannedEta: 'datetime',
      windowEnd: 'datetime',
      predictedEta: 'datetime',
      lateMinutes: 'integer',
      dealTime: 'datetime',
      createTime: 'datetime',
    },
  ),
});
