import type { Lang, MessageKeyTail } from '@tms/domain';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { defineExport, type ExportColumnSpec, withCells } from '../../reporting';
import { storedScopeSchema } from '../shared/scope';
import { stationOrder } from './list-stations';
import * as repo from './repository';
import type { FilterQuery } from './schemas';
import { DICT_FIELDS, type DictField } from './station-rules';
import { stationScopeOf, stationWhere } from './station-scope';

/** The list's filters and sorting, and the caller's scope at the time of the request. */
const stationExportQuery = z.object({
  filter: z.record(z.string(), z.unknown()),
  scope: storedScopeSchema,
});
type StationExportQuery = z.infer<typeof stationExportQuery>;

/** A station row with its dictionary fields' labels at hand. */
type StationExportRow = repo.StationListRow & {
  dict: (field: DictField, value: string | null) => string | null;
};

/**
 * The station dictionaries' labels in `lang`, disabled entries included: a station keeps showing the
 * label of a type that was switched off after it was saved.
 */
async function dictLabelsOf(db: DbOrTx, lang: Lang) {
  const labels = await repo.dictLabels(db, Object.values(DICT_FIELDS), lang);
  return (field: DictField, value: string | null) =>
    value ? (labels.get(`${DICT_FIELDS[field]}:${value}`) ?? value) : null;
}

const whereOf = (q: StationExportQuery) =>
  and(stationWhere(q.scope), repo.filterWhere(q.filter as FilterQuery));

const col = (
  key: MessageKeyTail<'base.station.column.'>,
  value: ExportColumnSpec<StationExportRow>['value'],
  width?: number,
): ExportColumnSpec<StationExportRow> => ({ key, header: `base.station.column.${key}`, value, width });

/**
 * GET /system/station/export: the stations the list shows with these filters, in its order; the file
 * is named with the time it was asked for.
 */
const stationExport = defineExport({
  kind: 'base.station.export',
  permission: 'base:station:export',
  title: 'base.station.exportTask',
  sheet: 'base.station.exportSheet',
  query: stationExportQuery,
  queryOf: async (db, caller, filter: FilterQuery) => ({
    filter,
    scope: (await stationScopeOf(db, caller)).scope,
  }),
  count: (db, _caller, q) => repo.countStations(db, whereOf(q)),
  rows: async function* (db, caller, q) {
    const dict = await dictLabelsOf(db, caller.lang);
    for await (const row of repo.streamStations(db, whereOf(q), stationOrder(q.filter as FilterQuery))) {
      yield { ...row, dict };
    }
  },
  fileName: ({ title, stamp }) => `${title}_${stamp}.xlsx`,
  columns: withCells(
    [
      col('code', (r) => r.station.code),
      col('name', (r) => r.station.name, 24),
      col('type', (r) => r.dict('type', r.station.type)),
      col('clientCode', (r) => r.clientCode),
      col('clientName', (r) => r.clientName, 20),
      col('dispatchCenter', (r) => r.dispatchCenterName),
      col('contactName', (r) => r.station.contactName),
      col('contactMobile', (r) => r.station.contactMobile),
      col('province', (r) => r.station.province),
      col('city', (r) => r.station.city),
      col('area', (r) => r.station.area),
      col('address', (r) => r.station.address, 36),
      col('longitude', (r) => r.station.longitude),
      col('latitude', (r) => r.station.latitude),
      col('fenceDistance', (r) => r.station.fenceDistance),
      col('inCity', (r) => r.station.inCity),
      col('leadTimeDays', (r) => r.station.leadTimeDays),
      col('deliveryType', (r) => r.dict('deliveryType', r.station.deliveryType)),
      col('billingMethod', (r) => r.dict('billingMethod', r.station.billingMethod)),
      col('handoverMethod', (r) => r.dict('handoverMethod', r.station.handoverMethod)),
      col('allocationFactor', (r) => r.station.allocationFactor),
      col('timeWindows', (r) => r.timeWindowText, 40),
      col('enableFlag', (r) => r.station.enableFlag),
      col('remark', (r) => r.station.remark),
      col('createTime', (r, f) => formatDateTime(r.station.createTime, f.timeZone), 20),
    ],
    {
      longitude: 'decimal',
      latitude: 'decimal',
      fenceDistance: 'decimal',
      leadTimeDays: 'integer',
      allocationFactor: 'decimal',
      createTime: 'datetime',
    },
  ),
});

export const exportStations = stationExport.answer;
