import { randomUUID } from 'node:crypto';
import type { Vehicle } from '@tms/contract';
import { checkVehicle, isInsuranceExpired, type Lang, normalizePlate, thermosphereName } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import type { SortQuery } from '../../../platform/list-query';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { isEnabledPlatformName } from '../logistics-platform/logistics-platforms';
import { driverCarriers } from './driver-repository';
import { assertCarrierInScope } from './drivers';
import { fleetScopeOf, requireFleetRecord } from './fleet-scope';
import {
  assertImages,
  assertNoProblems,
  assertReviewRemark,
  type ReviewInput,
  todayIn,
} from './fleet-shared';
import { modelsIn } from './model-repository';
import { temperatureLayers } from './models';
import * as repo from './vehicle-repository';

const IMAGE_FIELDS = [
  'drivingLicenseFront',
  'drivingLicenseBack',
  'transportPermit',
  'insuranceFiles',
  'inspectionCertificate',
] as const;

export type VehicleInput = {
  uuid?: string | undefined;
  carrierId: string;
  driverId: string | null;
  vehicleModelId: string | null;
  code: string;
  plateNumber: string;
  frameNumber: string | null;
  logisticsPlatform: string | null;
  locked: 'Y' | 'N';
  brand: string | null;
  ownFlag: 'Y' | 'N';
  deviceNumber: string | null;
  description: string | null;
  registrationDate: string | null;
  scrapDate: string | null;
  inspectionStart: string | null;
  inspectionEnd: string | null;
  insuranceStart: string | null;
  insuranceEnd: string | null;
  licenseNumber: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  ownWeightKg: string | null;
  tonnage: string | null;
  emissionStandard: string | null;
  fuelConsumption: string | null;
  reeferFuelConsumption: string | null;
  age: number | null;
  drivingLicenseFront: string[];
  drivingLicenseBack: string[];
  transportPermit: string[];
  insuranceFiles: string[];
  inspectionCertificate: string[];
  enableFlag: 'Y' | 'N';
  remark: string | null;
};

/** The vehicle as the API answers it: the contract's record. */
export type VehicleView = Vehicle;

export function vehicleView(
  row: repo.VehicleWithNames,
  today: string,
  layers: { value: string; label: string }[],
): VehicleView {
  return {
    uuid: row.uuid,
    carrierId: row.carrierId,
    carrierName: row.carrierName,
    driverId: row.driverId,
    driverName: row.driverName,
    vehicleModelId: row.vehicleModelId,
    vehicleModelName: row.vehicleModelName,
    thermosphereName: row.temperatureLayers ? thermosphereName(row.temperatureLayers, layers) : null,
    code: row.code,
    plateNumber: row.plateNumber,
    frameNumber: row.frameNumber,
    logisticsPlatform: row.logisticsPlatform,
    locked: row.locked,
    brand: row.brand,
    ownFlag: row.ownFlag,
    deviceNumber: row.deviceNumber,
    description: row.description,
    registrationDate: row.registrationDate,
    scrapDate: row.scrapDate,
    inspectionStart: row.inspectionStart,
    inspectionEnd: row.inspectionEnd,
    insuranceStart: row.insuranceStart,
    insuranceEnd: row.insuranceEnd,
    licenseNumber: row.licenseNumber,
    length: row.length,
    width: row.width,
    height: row.height,
    ownWeightKg: row.ownWeightKg,
    tonnage: row.tonnage,
    emissionStandard: row.emissionStandard,
    fuelConsumption: row.fuelConsumption,
    reeferFuelConsumption: row.reeferFuelConsumption,
    age: row.age,
    drivingLicenseFront: row.drivingLicenseFront,
    drivingLicenseBack: row.drivingLicenseBack,
    transportPermit: row.transportPermit,
    insuranceFiles: row.insuranceFiles,
    inspectionCertificate: row.inspectionCertificate,
    reviewStatus: row.reviewStatus,
    reviewRemark: row.reviewRemark,
    enableFlag: row.enableFlag,
    remark: row.remark,
    insuranceExpired: isInsuranceExpired(row.insuranceEnd, today),
    createTime: row.createTime.toISOString(),
  };
}

export async function listVehicles(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  query: PageQuery & SortQuery & repo.VehicleFilter,
) {
  const scope = await fleetScopeOf(db, caller);
  const today = todayIn(caller.profile.timeZone);
  const [{ rows, total }, layers] = await Promise.all([
    repo.pageVehicles(db, { ...query, today }, scope, query.pageSize, offsetOf(query)),
    temperatureLayers(db, lang),
  ]);
  return { rows: rows.map((r) => vehicleView(r, today, layers)), total };
}

export async function getVehicle(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  uuid: string,
): Promise<VehicleView> {
  const scope = await fleetScopeOf(db, caller);
  const row = await requireFleetRecord(() => repo.findVehicle(db, uuid, scope));
  return vehicleView(row, todayIn(caller.profile.timeZone), await temperatureLayers(db, lang));
}

/** The model must exist and be the carrier's own or a shared one; the driver must be the carrier's. */
export async function assertModelAndDriver(
  db: Db,
  input: { carrierId: string; vehicleModelId: string | null; driverId: string | null },
): Promise<void> {
  if (input.vehicleModelId) {
    const [model] = await modelsIn(db, [input.vehicleModelId], null);
    if (!model || (model.carrierId && model.carrierId !== input.carrierId)) {
      throw AppError.invalid('base.fleet.modelUnknown', { value: model?.code ?? input.vehicleModelId });
    }
  }
  if (input.driverId) {
    const driver = (await driverCarriers(db, [input.driverId])).get(input.driverId);
    if (!driver || driver.carrierId !== input.carrierId) {
      throw AppError.invalid('base.fleet.driverOfOtherCarrier', { value: driver?.name ?? input.driverId });
    }
  }
}

export type SavedVehicle = { uuid: string; insuranceExpired: boolean };

/**
 * save/update a vehicle. Refused: bad plate, taken code or plate, insurance dates missing or out of
 * order, other date pairs out of order, missing licence pages or insurance file, a model or driver of
 * another carrier, unknown image ids, a logistics platform that is not an enabled platform's name. Expired insurance is not refused: the answer carries
 * insuranceExpired and the "insurance expired" message, and the vehicle is left out of dispatch selectors.
 */
export async function saveVehicle(
  db: Db,
  caller: AuthContext,
  submitted: VehicleInput,
): Promise<SavedVehicle> {
  const uuid = submitted.uuid?.trim() || undefined;
  const scope = await fleetScopeOf(db, caller);
  const existing = uuid ? await requireFleetRecord(() => repo.findVehicle(db, uuid, scope)) : undefined;
  const input = keepStoredPersonalValues(submitted, existing);
  const plateNumber = normalizePlate(input.plateNumber);
  assertNoProblems(checkVehicle({ ...input, plateNumber }));
  await assertCarrierInScope(db, caller, input.carrierId);
  if (await repo.vehicleTaken(db, 'code', input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  if (await repo.vehicleTaken(db, 'plateNumber', plateNumber, uuid)) {
    throw AppError.invalid('base.fleet.plateTaken', { value: plateNumber });
  }
  await assertModelAndDriver(db, input);
  // A new or changed platform must be one of the platforms screen's (by name); a value stored before that
  // screen existed is kept as it is when the vehicle is saved unchanged in that field.
  const platform = input.logisticsPlatform?.trim();
  if (platform && platform !== existing?.logisticsPlatform && !(await isEnabledPlatformName(db, platform))) {
    throw AppError.invalid('base.fleet.platformUnknown', { value: platform });
  }
  await assertImages(
    db,
    IMAGE_FIELDS.flatMap((f) => input[f]),
  );
  const { uuid: _ignored, ...fields } = input;
  const values = { ...fields, plateNumber };
  const insuranceExpired = isInsuranceExpired(input.insuranceEnd, todayIn(caller.profile.timeZone));
  if (!existing) {
    const created = randomUUID();
    await repo.insertVehicles(db, [
      { uuid: created, ...values, reviewStatus: '0', createBy: caller.userName },
    ]);
    return { uuid: created, insuranceExpired };
  }
  await repo.updateVehicles(db, [existing.uuid], {
    ...values,
    ...(existing.reviewStatus === '2' ? { reviewStatus: '0' } : {}),
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return { uuid: existing.uuid, insuranceExpired };
}

async function vehiclesForChange(db: Db, caller: AuthContext, uuids: string[]) {
  const unique = [...new Set(uuids)];
  const visible = await repo.vehiclesIn(db, unique, await fleetScopeOf(db, caller));
  if (visible.length !== unique.length) throw AppError.notFound();
  return visible;
}

export async function removeVehicles(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const rows = await vehiclesForChange(db, caller, uuids);
  await repo.updateVehicles(
    db,
    rows.map((r) => r.uuid),
    { delFlag: '2', updateBy: caller.userName, updateTime: new Date() },
  );
}

export async function reviewVehicles(db: Db, caller: AuthContext, input: ReviewInput): Promise<void> {
  assertReviewRemark(input);
  const rows = await vehiclesForChange(db, caller, input.ids);
  const same = rows.find((r) => r.reviewStatus === input.reviewStatus);
  if (same) throw AppError.invalid('base.fleet.alreadyReviewed', { value: same.plateNumber });
  // Imported vehicles arrive without documents: approval waits for the required images.
  if (input.reviewStatus === '1') {
    for (const row of rows) {
      const missing = checkVehicle(row).find((p) => p.field !== 'plateNumber');
      if (missing) throw AppError.invalid(missing.key, missing.params);
    }
  }
  await repo.updateVehicles(
    db,
    rows.map((r) => r.uuid),
    {
      reviewStatus: input.reviewStatus,
      reviewRemark: input.reviewRemark,
      updateBy: caller.userName,
      updateTime: new Date(),
    },
  );
}

/**
 * The dispatch vehicle picker: each vehicle with its carrier and model (temperature layers with their
 * names, rated load and volume), so the scheduler sees what it can carry before choosing it.
 */
export async function vehicleOptions(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  options: { keyword?: string | undefined; carrierId?: string | undefined },
) {
  const [rows, layers] = await Promise.all([
    repo.vehicleOptions(db, await fleetScopeOf(db, caller), {
      ...options,
      today: todayIn(caller.profile.timeZone),
    }),
    temperatureLayers(db, lang),
  ]);
  return rows.map((row) => {
    const layerCodes = row.temperatureLayers ?? [];
    return { ...row, temperatureLayers: layerCodes, thermosphereName: thermosphereName(layerCodes, layers) };
  });
}

/**
 * The caller's vehicles a dispatch question weighs (in the fleet scope, by code): what the
 * dispatch area's "which vehicles can go" judges. Vehicles outside the scope are simply not there.
 */
export async function fleetVehicles(
  db: DbOrTx,
  caller: AuthContext,
  filter: repo.CandidateFilter,
): Promise<repo.CandidateVehicle[]> {
  if (filter.vehicleIds?.length === 0 || filter.carrierIds?.length === 0) return [];
  return repo.candidateVehicles(db, await fleetScopeOf(db, caller), filter);
}
