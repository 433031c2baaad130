import type { Lang, MessageKey, MessageKeyTail } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { ok } from '../../../platform/envelope';
import { t, tCode } from '../../../platform/i18n';
import { registerExportKind } from '../../../platform/jobs';
import {
  EXPORT_INLINE_MAX,
  type ExportColumn,
  writeXlsxFile,
  xlsxBuffer,
} from '../../../platform/xlsx-export';
import { sendXlsx } from '../../../platform/xlsx-import';
import { createExportTask } from '../../reporting';
import { type CarrierView, listCarriers } from './carriers';
import { type DriverView, listDrivers } from './drivers';
import { listModels, type ModelView } from './models';
import { listVehicles, type VehicleView } from './vehicles';

/** What a queued export keeps of the caller: enough to apply the same fleet scope later. */
const storedCaller = z.object({
  userId: z.string(),
  userName: z.string(),
  roleKeys: z.array(z.string()),
  dispatchCenterId: z.string().nullable(),
  timeZone: z.string(),
});
const exportParams = z.object({ filter: z.record(z.string(), z.unknown()), caller: storedCaller });
type ExportParams = z.infer<typeof exportParams>;

function callerFrom(stored: ExportParams['caller']): AuthContext {
  return {
    userId: stored.userId,
    userName: stored.userName,
    roleKeys: stored.roleKeys,
    buttons: [],
    nickName: stored.userName,
    deptId: null,
    roleIds: [],
    roleScopes: [],
    dispatchCenterId: stored.dispatchCenterId,
    profile: { avatar: null, dateStyle: '', timeZone: stored.timeZone },
    tokenHash: '',
  };
}

type Lister<R> = (
  db: Db,
  caller: AuthContext,
  lang: Lang,
  query: Record<string, unknown> & { pageNum: number; pageSize: number },
) => Promise<{ rows: R[]; total: number }>;

function defineFleetExport<R>(spec: {
  kind: string;
  nameKey: MessageKey;
  sheetKey: MessageKey;
  list: Lister<R>;
  columns: (lang: Lang) => ExportColumn<R>[];
}) {
  const all = (db: Db, caller: AuthContext, lang: Lang, filter: Record<string, unknown>) =>
    spec.list(db, caller, lang, { ...filter, pageNum: 1, pageSize: 1_000_000 });
  registerExportKind(spec.kind, async ({ db, task, lang, reportProgress, outputPath }) => {
    const params = exportParams.parse(task.params);
    const { rows } = await all(db, callerFrom(params.caller), lang, params.filter);
    await reportProgress(5);
    const written = await writeXlsxFile({
      outputPath,
      sheetName: t(lang, spec.sheetKey),
      columns: spec.columns(lang),
      rows: (async function* () {
        yield* rows;
      })(),
      total: rows.length,
      reportProgress,
    });
    return { rows: written, fileName: `${task.name}.xlsx` };
  });

  /** GET .../export: the xlsx at once up to EXPORT_INLINE_MAX rows, else a download-center task. */
  return async (
    deps: Pick<Deps, 'db' | 'jobs'>,
    caller: AuthContext,
    lang: Lang,
    reply: FastifyReply,
    filter: Record<string, unknown>,
  ) => {
    const { total } = await spec.list(deps.db, caller, lang, { ...filter, pageNum: 1, pageSize: 1 });
    if (total > EXPORT_INLINE_MAX) {
      const params: ExportParams = {
        filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)),
        caller: {
          userId: caller.userId,
          userName: caller.userName,
          roleKeys: [...caller.roleKeys],
          dispatchCenterId: caller.dispatchCenterId,
          timeZone: caller.profile.timeZone,
        },
      };
      const taskId = await createExportTask(deps, {
        kind: spec.kind,
        nameKey: spec.nameKey,
        params,
        caller,
        lang,
      });
      return ok({ taskId }, t(lang, 'base.export.queued'));
    }
    const { rows } = await all(deps.db, caller, lang, filter);
    const content = await xlsxBuffer(t(lang, spec.sheetKey), spec.columns(lang), rows);
    return sendXlsx(reply, { fileName: `${t(lang, spec.nameKey)}.xlsx`, content });
  };
}

const col = <R>(
  lang: Lang,
  key: MessageKeyTail<'base.fleet.col.'>,
  value: ExportColumn<R>['value'],
  width = 16,
): ExportColumn<R> => ({
  header: t(lang, `base.fleet.col.${key}`),
  value,
  width,
});
const yn = (lang: Lang, v: string) => t(lang, v === 'Y' ? 'base.fleet.yes' : 'base.fleet.no');
const review = (lang: Lang, v: string) => tCode(lang, 'base.fleet.review.', v);

export const exportCarriers = defineFleetExport<CarrierView>({
  kind: 'base.carrier.export',
  nameKey: 'base.fleet.carrierSheet',
  sheetKey: 'base.fleet.carrierSheet',
  list: (db, caller, _lang, query) => listCarriers(db, caller, query as never),
  columns: (lang) => [
    col(lang, 'code', (r) => r.code, 12),
    col(lang, 'name', (r) => r.name, 28),
    col(lang, 'creditCode', (r) => r.creditCode, 22),
    col(lang, 'contact', (r) => r.contact),
    col(lang, 'mobile', (r) => r.mobile),
    col(lang, 'reviewStatus', (r) => review(lang, r.reviewStatus)),
    col(lang, 'blacklist', (r) => yn(lang, r.blacklist), 10),
    col(lang, 'remark', (r) => r.remark, 24),
  ],
});

export const exportDrivers = defineFleetExport<DriverView>({
  kind: 'base.driver.export',
  nameKey: 'base.fleet.driverTemplateSheet',
  sheetKey: 'base.fleet.driverTemplateSheet',
  list: (db, caller, _lang, query) => listDrivers(db, caller, query as never),
  columns: (lang) => [
    col(lang, 'carrier', (r) => r.carrierName, 24),
    col(lang, 'code', (r) => r.code, 12),
    col(lang, 'driverName', (r) => r.name, 12),
    col(lang, 'mobile', (r) => r.mobile),
    col(lang, 'idCard', (r) => r.idCard, 22),
    col(lang, 'licenseType', (r) => r.licenseType, 10),
    col(lang, 'licenseValidTo', (r) => r.licenseValidTo),
    col(lang, 'healthValidTo', (r) => r.healthValidTo),
    col(lang, 'loginName', (r) => r.loginName),
    col(lang, 'reviewStatus', (r) => review(lang, r.reviewStatus)),
  ],
});

export const exportVehicles = defineFleetExport<VehicleView>({
  kind: 'base.vehicle.export',
  nameKey: 'base.fleet.vehicleTemplateSheet',
  sheetKey: 'base.fleet.vehicleTemplateSheet',
  list: (db, caller, lang, query) => listVehicles(db, caller, lang, query as never),
  columns: (lang) => [
    col(lang, 'carrier', (r) => r.carrierName, 24),
    col(lang, 'code', (r) => r.code, 12),
    col(lang, 'plateNumber', (r) => r.plateNumber),
    col(lang, 'vehicleModel', (r) => r.vehicleModelName),
    col(lang, 'layers', (r) => r.thermosphereName, 20),
    col(lang, 'driver', (r) => r.driverName),
    col(lang, 'insuranceStart', (r) => r.insuranceStart),
    col(lang, 'insuranceEnd', (r) => r.insuranceEnd),
    col(lang, 'inspectionEnd', (r) => r.inspectionEnd),
    col(lang, 'reviewStatus', (r) => review(lang, r.reviewStatus)),
  ],
});

export const exportModels = defineFleetExport<ModelView>({
  kind: 'base.vehicleModel.export',
  nameKey: 'base.fleet.modelSheet',
  sheetKey: 'base.fleet.modelSheet',
  list: (db, caller, lang, query) => listModels(db, caller, lang, query as never),
  columns: (lang) => [
    col(lang, 'carrier', (r) => r.carrierName, 24),
    col(lang, 'code', (r) => r.code, 12),
    col(lang, 'name', (r) => r.name, 20),
    col(lang, 'layers', (r) => r.thermosphereName, 22),
    col(lang, 'ratedLoadKg', (r) => r.ratedLoadKg),
    col(lang, 'ratedVolumeM3', (r) => r.ratedVolumeM3),
    col(lang, 'classification', (r) => r.classification),
  ],
});
