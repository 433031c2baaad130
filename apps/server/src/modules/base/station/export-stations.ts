import type { Lang, MessageKeyTail } from '@tms/domain';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import type { ExportHandler } from '../../../platform/jobs';
import {
  EXPORT_INLINE_MAX,
  type ExportColumn,
  writeXlsxFile,
  xlsxBuffer,
} from '../../../platform/xlsx-export';
import { createExportTask } from '../../reporting';
import { storedScopeSchema } from '../shared/scope';
import { stationOrder } from './list-stations';
import * as repo from './repository';
import type { FilterQuery } from './schemas';
import { DICT_FIELDS, type DictField } from './station-rules';
import { stationScopeOf, stationWhere } from './station-scope';

export const STATION_EXPORT_KIND = 'base.station.export';

const taskParams = z.object({
  filter: z.record(z.string(), z.unknown()),
  scope: storedScopeSchema,
  timeZone: z.string(),
});

async function columnsFor(
  db: DbOrTx,
  lang: Lang,
  timeZone: string,
): Promise<ExportColumn<repo.StationListRow>[]> {
  const labels = new Map<string, string>();
  const raw = await repo.dictLabels(db, Object.values(DICT_FIELDS), lang);
  for (const [key, label] of raw) labels.set(key, label);
  const dict = (field: DictField, value: string | null) =>
    value ? (labels.get(`${DICT_FIELDS[field]}:${value}`) ?? value) : null;
  const h = (key: MessageKeyTail<'base.station.column.'>) => t(lang, `base.station.column.${key}`);
  return [
    { header: h('code'), value: (r) => r.station.code },
    { header: h('name'), width: 24, value: (r) => r.station.name },
    { header: h('type'), value: (r) => dict('type', r.station.type) },
    { header: h('clientCode'), value: (r) => r.clientCode },
    { header: h('clientName'), width: 20, value: (r) => r.clientName },
    { header: h('dispatchCenter'), value: (r) => r.dispatchCenterName },
    { header: h('contactName'), value: (r) => r.station.contactName },
    { header: h('contactMobile'), value: (r) => r.station.contactMobile },
    { header: h('province'), value: (r) => r.station.province },
    { header: h('city'), value: (r) => r.station.city },
    { header: h('area'), value: (r) => r.station.area },
    { header: h('address'), width: 36, value: (r) => r.station.address },
    { header: h('longitude'), value: (r) => r.station.longitude },
    { header: h('latitude'), value: (r) => r.station.latitude },
    { header: h('fenceDistance'), value: (r) => r.station.fenceDistance },
    { header: h('inCity'), value: (r) => r.station.inCity },
    { header: h('leadTimeDays'), value: (r) => r.station.leadTimeDays },
    { header: h('deliveryType'), value: (r) => dict('deliveryType', r.station.deliveryType) },
    { header: h('billingMethod'), value: (r) => dict('billingMethod', r.station.billingMethod) },
    { header: h('handoverMethod'), value: (r) => dict('handoverMethod', r.station.handoverMethod) },
    { header: h('allocationFactor'), value: (r) => r.station.allocationFactor },
    { header: h('timeWindows'), width: 40, value: (r) => r.timeWindowText },
    { header: h('enableFlag'), value: (r) => r.station.enableFlag },
    { header: h('remark'), value: (r) => r.station.remark },
    { header: h('createTime'), width: 20, value: (r) => formatDateTime(r.station.createTime, timeZone) },
  ];
}

export type ExportAnswer =
  | { kind: 'file'; fileName: string; content: Buffer }
  | { kind: 'queued'; taskId: number };

/**
 * GET /system/station/export with the list's filters: up to EXPORT_INLINE_MAX (5000) rows answered as an
 * xlsx at once; more become a download-center task (the filters and the caller's scope are kept in it).
 */
export async function exportStations(
  deps: Pick<Deps, 'db' | 'jobs'>,
  caller: AuthContext,
  lang: Lang,
  filter: FilterQuery,
): Promise<ExportAnswer> {
  const { db } = deps;
  const { scope, where } = await stationScopeOf(db, caller);
  const full = and(where, repo.filterWhere(filter));
  const order = stationOrder(filter);
  const total = await repo.countStations(db, full);
  const timeZone = caller.profile.timeZone;
  if (total > EXPORT_INLINE_MAX) {
    const taskId = await createExportTask(deps, {
      kind: STATION_EXPORT_KIND,
      nameKey: 'base.station.exportTask',
      params: {
        filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)),
        scope,
        timeZone,
      },
      caller,
      lang,
    });
    return { kind: 'queued', taskId };
  }
  const rows: repo.StationListRow[] = [];
  for await (const row of repo.streamStations(db, full, order)) rows.push(row);
  const content = await xlsxBuffer(
    t(lang, 'base.station.exportSheet'),
    await columnsFor(db, lang, timeZone),
    rows,
  );
  const stamp = formatDateTime(new Date(), timeZone).replace(/\D/g, '');
  return { kind: 'file', fileName: `${t(lang, 'base.station.exportTask')}_${stamp}.xlsx`, content };
}

/** The download-center job for a large station export. */
export const writeStationsExport: ExportHandler = async ({ db, task, lang, reportProgress, outputPath }) => {
  const params = taskParams.parse(task.params);
  const filter = params.filter as FilterQuery;
  const full = and(stationWhere(params.scope), repo.filterWhere(filter));
  const total = await repo.countStations(db as Db, full);
  await reportProgress(5);
  const rows = await writeXlsxFile({
    outputPath,
    sheetName: t(lang, 'base.station.exportSheet'),
    columns: await columnsFor(db, lang, params.timeZone),
    rows: repo.streamStations(db, full, stationOrder(filter)),
    total,
    reportProgress,
  });
  const stamp = formatDateTime(task.createTime, params.timeZone).replace(/\D/g, '');
  return { rows, fileName: `${task.name}_${stamp}.xlsx` };
};
