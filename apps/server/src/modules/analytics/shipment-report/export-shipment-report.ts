import { type ShipmentReportRow, shipmentReportQuerySchema } from '@tms/contract';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { CellKind } from '../../../platform/xlsx-export';
import { defineExport, type ExportColumnSpec } from '../../reporting';
import { assertReportRange, reportScopeOf } from '../rollup/report-scope';
import * as repo from './repository';
import { reportRowOf, type ShipmentReportParams } from './select-shipment-report';

/** What an export keeps: the report's filters and the caller's roll-up scope when they asked. */
const reportExportQuery = z.object({
  filter: shipmentReportQuerySchema,
  scope: z.object({ centerIds: z.array(z.string()).nullable(), carrierIds: z.array(z.string()).nullable() }),
});

type Row = ShipmentReportRow;
type Key = Exclude<keyof Row, 'groupName' | 'stopsDue' | 'stopsOnTime' | 'transitMinutes' | 'inBandMinutes'>;

const col = (key: Key, value: ExportColumnSpec<Row>['value'], cell: CellKind = 'text', width = 14) => ({
  key,
  header: `report.shipment.${key}` as const,
  value,
  cell,
  width,
});
const rate = (r: number | null) => (r === null ? null : r * 100);

/**
 * Export of the shipment report (the rows the page shows, the total last), through the download center
 * beyond the inline limit. Rates are written as percentages.
 */
export const shipmentReportExport = defineExport({
  kind: 'report.shipment.export',
  permission: 'report:shipment:export',
  title: 'report.shipment.sheet',
  query: reportExportQuery,
  queryOf: async (db: Db, caller: AuthContext, filter: ShipmentReportParams) => {
    assertReportRange(filter);
    return { filter, scope: await reportScopeOf(db, caller, filter.dispatchCenterId) };
  },
  count: async (db, _caller, q) => (await rowsOf(db, q)).length,
  rows: (db, _caller, q) =>
    (async function* () {
      yield* await rowsOf(db, q);
    })(),
  fileName: ({ title, stamp }) => `${title}_${stamp}.xlsx`,
  columns: [
    col('groupKey', (r) => r.groupName ?? r.groupKey, 'text', 22),
    col('shipments', (r) => r.shipments, 'integer'),
    col('waybills', (r) => r.waybills, 'integer'),
    col('weight', (r) => Number(r.weight), 'weight'),
    col('volume', (r) => Number(r.volume), 'volume'),
    col('pallets', (r) => Number(r.pallets), 'decimal'),
    col('plannedKm', (r) => Number(r.plannedKm), 'decimal'),
    col('actualKm', (r) => Number(r.actualKm), 'decimal'),
    col('plannedHours', (r) => Number(r.plannedHours), 'decimal'),
    col('actualHours', (r) => Number(r.actualHours), 'decimal'),
    col('onTimeRate', (r) => rate(r.onTimeRate), 'decimal'),
    col('tempComplianceRate', (r) => rate(r.tempComplianceRate), 'decimal'),
    col('hotBreaches', (r) => r.hotBreaches, 'integer'),
    col('coldBreaches', (r) => r.coldBreaches, 'integer'),
    col('alerts', (r) => r.alerts, 'integer'),
    col('etaExceptions', (r) => r.etaExceptions, 'integer'),
  ],
});

async function rowsOf(db: Db, q: z.infer<typeof reportExportQuery>): Promise<Row[]> {
  const daily = repo.readsDaily(q.filter, q.filter.groupBy);
  const rows = await repo.reportRows(db, repo.factsWhere(q.scope, q.filter), q.filter.groupBy, daily);
  // The total is the file's last row, as on the page.
  return [...rows.filter((r) => !r.isTotal), ...rows.filter((r) => r.isTotal)].map(reportRowOf);
}
