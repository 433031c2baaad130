import { randomUUID } from 'node:crypto';
import {
  checkPositiveDecimal,
  checkVehicle,
  KG_DECIMAL,
  type Lang,
  type MessageKey,
  normalizePlate,
  REMARK_MAX,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { t } from '../../../platform/i18n';
import {
  assertImportFile,
  failIfAny,
  type ImportColumn,
  type ImportRowError,
  importTemplate,
  readSheet,
  type UploadedFile,
} from '../../../platform/xlsx-import';
import { carrierIdsByCode } from './carrier-repository';
import { driversByCode } from './driver-repository';
import { fleetScopeOf } from './fleet-scope';
import { importDay } from './import-drivers';
import { modelsByCode } from './model-repository';
import { insertVehicles, takenVehicleValues } from './vehicle-repository';

const MAX_ROWS = 5000;
/** Document images are uploaded on the screen after an import; these rules wait until then. */
const IMAGE_RULES = new Set(['drivingLicenseFront', 'drivingLicenseBack', 'insuranceFiles']);

export const VEHICLE_IMPORT_COLUMNS = [
  { key: 'carrierCode', label: 'base.fleet.col.carrier', required: true, width: 12 },
  { key: 'code', label: 'base.fleet.col.code', required: true, width: 12 },
  { key: 'plateNumber', label: 'base.fleet.col.plateNumber', required: true, width: 14 },
  { key: 'vehicleModelCode', label: 'base.fleet.col.vehicleModel', width: 12 },
  { key: 'driverCode', label: 'base.fleet.col.driver', width: 12 },
  { key: 'frameNumber', label: 'base.fleet.col.frameNumber', width: 20 },
  { key: 'brand', label: 'base.fleet.col.brand', width: 12 },
  { key: 'registrationDate', label: 'base.fleet.col.registrationDate', width: 14 },
  { key: 'scrapDate', label: 'base.fleet.col.scrapDate', width: 14 },
  { key: 'insuranceStart', label: 'base.fleet.col.insuranceStart', required: true, width: 14 },
  { key: 'insuranceEnd', label: 'base.fleet.col.insuranceEnd', required: true, width: 14 },
  { key: 'inspectionStart', label: 'base.fleet.col.inspectionStart', width: 14 },
  { key: 'inspectionEnd', label: 'base.fleet.col.inspectionEnd', width: 14 },
  { key: 'tonnage', label: 'base.fleet.col.tonnage', width: 12 },
  { key: 'remark', label: 'base.fleet.col.remark', width: 20 },
] as const satisfies readonly ImportColumn[];
type Field = (typeof VEHICLE_IMPORT_COLUMNS)[number]['key'];
const DAY_FIELDS = [
  'registrationDate',
  'scrapDate',
  'insuranceStart',
  'insuranceEnd',
  'inspectionStart',
  'inspectionEnd',
] as const;

export function vehicleImportTemplate(lang: Lang) {
  return importTemplate(lang, VEHICLE_IMPORT_COLUMNS, {
    sheet: 'base.fleet.vehicleTemplateSheet',
    file: 'base.fleet.vehicleTemplateFile',
    hint: 'base.fleet.vehicleTemplateHint',
  });
}

/**
 * POST /system/transmeans/importData: all-or-nothing like the driver import. Model and driver by code
 * (the model the carrier's own or shared, the driver the carrier's); plate format and uniqueness; date
 * pairs in order. Imported vehicles wait for review and need their document images before approval.
 */
export async function importVehicles(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const rows = await readSheet(assertImportFile(file), VEHICLE_IMPORT_COLUMNS, lang, MAX_ROWS);
  const scope = await fleetScopeOf(db, caller);
  const cellsOf = (field: Field, map = (v: string) => v) =>
    rows
      .map((r) => r.cells[field])
      .filter((v): v is string => !!v)
      .map(map);
  const [carriers, models, drivers, takenCodes, takenPlates] = await Promise.all([
    carrierIdsByCode(db, scope),
    modelsByCode(db, cellsOf('vehicleModelCode')),
    driversByCode(db, cellsOf('driverCode')),
    takenVehicleValues(db, 'code', cellsOf('code')),
    takenVehicleValues(db, 'plateNumber', cellsOf('plateNumber', normalizePlate)),
  ]);
  const errors: ImportRowError[] = [];
  const seen = { code: new Map<string, number>(), plateNumber: new Map<string, number>() };
  const valid: Record<string, unknown>[] = [];

  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: string, key: MessageKey, params?: Record<string, unknown>) =>
      errors.push({ row, field, message: t(lang, key, params) });
    for (const column of VEHICLE_IMPORT_COLUMNS) {
      if ('required' in column && column.required && !cells[column.key]) fail(column.key, 'common.required');
    }
    const carrierId = cells.carrierCode ? carriers.get(cells.carrierCode.toUpperCase()) : undefined;
    if (cells.carrierCode && !carrierId)
      fail('carrierCode', 'base.fleet.carrierUnknown', { value: cells.carrierCode });
    const plateNumber = cells.plateNumber ? normalizePlate(cells.plateNumber) : '';
    const unique = { code: cells.code ?? '', plateNumber };
    for (const field of ['code', 'plateNumber'] as const) {
      const value = unique[field];
      if (!value) continue;
      const first = seen[field].get(value);
      if ((field === 'code' ? takenCodes : takenPlates).has(value)) {
        fail(field, field === 'code' ? 'base.codeTaken' : 'base.fleet.plateTaken', { value });
      } else if (first !== undefined) fail(field, 'base.fleet.duplicateInFile', { row: first });
      else seen[field].set(value, row);
    }
    const model = cells.vehicleModelCode ? models.get(cells.vehicleModelCode.toUpperCase()) : undefined;
    if (cells.vehicleModelCode && (!model || (model.carrierId && model.carrierId !== carrierId))) {
      fail('vehicleModelCode', 'base.fleet.modelUnknown', { value: cells.vehicleModelCode });
    }
    const driver = cells.driverCode ? drivers.get(cells.driverCode.toUpperCase()) : undefined;
    if (cells.driverCode && (!driver || driver.carrierId !== carrierId)) {
      fail('driverCode', 'base.fleet.driverOfOtherCarrier', { value: cells.driverCode });
    }
    const days: Record<string, string | null> = {};
    for (const field of DAY_FIELDS) {
      const value = cells[field];
      days[field] = value ? importDay(value) : null;
      if (value && !days[field]) fail(field, 'base.fleet.invalidDate');
    }
    const tonnage = checkPositiveDecimal(cells.tonnage, 'tonnage', KG_DECIMAL);
    if (tonnage) fail('tonnage', tonnage.key, tonnage.params);
    if ((cells.remark?.length ?? 0) > REMARK_MAX) fail('remark', 'common.tooLong', { max: REMARK_MAX });
    if (errors.length === before) {
      for (const problem of checkVehicle({ plateNumber, ...days })) {
        if (!IMAGE_RULES.has(problem.field) && problem.key !== 'common.required') {
          fail(problem.field, problem.key, problem.params);
        }
      }
    }
    if (errors.length === before && carrierId) {
      valid.push({
        uuid: randomUUID(),
        carrierId,
        code: cells.code,
        plateNumber,
        vehicleModelId: model?.uuid ?? null,
        driverId: driver?.uuid ?? null,
        frameNumber: cells.frameNumber ?? null,
        brand: cells.brand ?? null,
        ...days,
        tonnage: cells.tonnage ?? null,
        remark: cells.remark ?? null,
        reviewStatus: '0',
        createBy: caller.userName,
      });
    }
  }
  failIfAny(errors);
  await db.transaction(async (tx) => {
    await insertVehicles(tx, valid as Parameters<typeof insertVehicles>[1]);
  });
  return valid.length;
}
