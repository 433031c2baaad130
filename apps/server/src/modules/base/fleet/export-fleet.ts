import { CARRIER_DATA_SCOPE, type Lang, type MessageKeyTail } from '@tms/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { t, tCode } from '../../../platform/i18n';
import {
  type DeclaredExport,
  defineExport,
  type ExportCaller,
  type ExportColumnSpec,
  type ExportFormat,
  offsetBatches,
  withCells,
} from '../../reporting';
import { type CarrierView, listCarriers } from './carriers';
import { type DriverView, listDrivers } from './drivers';
import { listModels, type ModelView } from './models';
import { listVehicles, type VehicleView } from './vehicles';

/** The list's filters and what a task keeps of the caller: enough to apply the same fleet scope later. */
const fleetExportQuery = z.object({
  filter: z.record(z.string(), z.unknown()),
  caller: z.object({
    userId: z.string(),
    userName: z.string(),
    roleKeys: z.array(z.string()),
    /** Whether the caller is carrier staff decides their carriers (tasks queued before: none stored). */
    roleScopes: z.array(z.object({ roleId: z.number(), dataScope: z.string() })).optional(),
    dispatchCenterId: z.string().nullable(),
    timeZone: z.string(),
  }),
});
type FleetExportQuery = z.infer<typeof fleetExportQuery>;

function callerFrom(stored: FleetExportQuery['caller']): AuthContext {
  return {
    userId: stored.userId,
    userName: stored.userName,
    roleKeys: stored.roleKeys,
    buttons: [],
    nickName: stored.userName,
    deptId: null,
    roleIds: [],
    // A task queued before the scopes were stored: a carrier user's export stays their carrier's.
    roleScopes:
      stored.roleScopes ??
      (stored.roleKeys.includes('carrier') ? [{ roleId: 0, dataScope: CARRIER_DATA_SCOPE }] : []),
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

/**
 * What a fleet list's export reads: the rows the list shows with these filters to this caller, read
 * through the list itself a page at a time (its order ends in the code and uuid: total).
 */
function fleetRows<R>(list: Lister<R>) {
  return {
    query: fleetExportQuery,
    queryOf: (_db: Db, caller: AuthContext, filter: Record<string, unknown>): FleetExportQuery => ({
      filter,
      caller: {
        userId: caller.userId,
        userName: caller.userName,
        roleKeys: [...caller.roleKeys],
        roleScopes: caller.roleScopes.map((r) => ({ roleId: r.roleId, dataScope: r.dataScope })),
        dispatchCenterId: caller.dispatchCenterId,
        timeZone: caller.profile.timeZone,
      },
    }),
    count: async (db: Db, caller: ExportCaller, q: FleetExportQuery) =>
      (await list(db, callerFrom(q.caller), caller.lang, { ...q.filter, pageNum: 1, pageSize: 1 })).total,
    rows: (db: Db, caller: ExportCaller, q: FleetExportQuery) =>
      offsetBatches({
        page: async (offset, limit) => {
          const query = { ...q.filter, pageNum: offset / limit + 1, pageSize: limit };
          return (await list(db, callerFrom(q.caller), caller.lang, query)).rows;
        },
      }),
  };
}

/** GET .../export of a fleet list: the xlsx at once up to 5,000 rows, else a download-center task. */
const answerOf =
  (declared: DeclaredExport<Record<string, unknown>>) =>
  (
    deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
    caller: AuthContext,
    lang: Lang,
    reply: FastifyReply,
    filter: Record<string, unknown>,
  ) =>
    declared.answer({ deps, caller, lang, reply }, filter);

/** A column of rows R headed by its fleet column message (base.fleet.col.<key>). */
const columnOf =
  <R>() =>
  (
    key: MessageKeyTail<'base.fleet.col.'>,
    value: ExportColumnSpec<R>['value'],
    width = 16,
  ): ExportColumnSpec<R> => ({
    key,
    header: `base.fleet.col.${key}`,
    value,
    width,
  });
const carrierCol = columnOf<CarrierView>();
const driverCol = columnOf<DriverView>();
const vehicleCol = columnOf<VehicleView>();
const modelCol = columnOf<ModelView>();
const yn = (f: ExportFormat, v: string) => t(f.lang, v === 'Y' ? 'base.fleet.yes' : 'base.fleet.no');
const review = (f: ExportFormat, v: string) => tCode(f.lang, 'base.fleet.review.', v);

export const exportCarriers = answerOf(
  defineExport({
    kind: 'base.carrier.export',
    permission: 'base:carrier:export',
    title: 'base.fleet.carrierSheet',
    ...fleetRows<CarrierView>((db, caller, _lang, query) => listCarriers(db, caller, query as never)),
    columns: [
      carrierCol('code', (r) => r.code, 12),
      carrierCol('name', (r) => r.name, 28),
      carrierCol('creditCode', (r) => r.creditCode, 22),
      carrierCol('contact', (r) => r.contact),
      carrierCol('mobile', (r) => r.mobile),
      carrierCol('reviewStatus', (r, f) => review(f, r.reviewStatus)),
      carrierCol('blacklist', (r, f) => yn(f, r.blacklist), 10),
      carrierCol('remark', (r) => r.remark, 24),
    ],
  }),
);

export const exportDrivers = answerOf(
  defineExport({
    kind: 'base.driver.export',
    permission: 'base:driver:export',
    title: 'base.fleet.driverTemplateSheet',
    ...fleetRows<DriverView>((db, caller, _lang, query) => listDrivers(db, caller, query as never)),
    columns: withCells(
      [
        driverCol('carrier', (r) => r.carrierName, 24),
        driverCol('code', (r) => r.code, 12),
        driverCol('driverName', (r) => r.name, 12),
        driverCol('mobile', (r) => r.mobile),
        driverCol('idCard', (r) => r.idCard, 22),
        driverCol('licenseType', (r) => r.licenseType, 10),
        driverCol('licenseValidTo', (r) => r.licenseValidTo),
        driverCol('healthValidTo', (r) => r.healthValidTo),
        driverCol('loginName', (r) => r.loginName),
        driverCol('reviewStatus', (r, f) => review(f, r.reviewStatus)),
      ],
      { licenseValidTo: 'date', healthValidTo: 'date' },
    ),
  }),
);

export const exportVehicles = answerOf(
  defineExport({
    kind: 'base.vehicle.export',
    permission: 'base:vehicle:export',
    title: 'base.fleet.vehicleTemplateSheet',
    ...fleetRows<VehicleView>((db, caller, lang, query) => listVehicles(db, caller, lang, query as never)),
    columns: withCells(
      [
        vehicleCol('carrier', (r) => r.carrierName, 24),
        vehicleCol('code', (r) => r.code, 12),
        vehicleCol('plateNumber', (r) => r.plateNumber),
        vehicleCol('vehicleModel', (r) => r.vehicleModelName),
        vehicleCol('layers', (r) => r.thermosphereName, 20),
        vehicleCol('driver', (r) => r.driverName),
        vehicleCol('insuranceStart', (r) => r.insuranceStart),
        vehicleCol('insuranceEnd', (r) => r.insuranceEnd),
        vehicleCol('inspectionEnd', (r) => r.inspectionEnd),
        vehicleCol('reviewStatus', (r, f) => review(f, r.reviewStatus)),
      ],
      { insuranceStart: 'date', insuranceEnd: 'date', inspectionEnd: 'date' },
    ),
  }),
);

export const exportModels = answerOf(
  defineExport({
    kind: 'base.vehicleModel.export',
    permission: 'base:vehicleModel:export',
    title: 'base.fleet.modelSheet',
    ...fleetRows<ModelView>((db, caller, lang, query) => listModels(db, caller, lang, query as never)),
    columns: withCells(
      [
        modelCol('carrier', (r) => r.carrierName, 24),
        modelCol('code', (r) => r.code, 12),
        modelCol('name', (r) => r.name, 20),
        modelCol('layers', (r) => r.thermosphereName, 22),
        modelCol('ratedLoadKg', (r) => r.ratedLoadKg),
        modelCol('ratedVolumeM3', (r) => r.ratedVolumeM3),
        modelCol('classification', (r) => r.classification),
      ],
      { ratedLoadKg: 'weight', ratedVolumeM3: 'volume' },
    ),
  }),
);
