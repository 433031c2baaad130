import { randomUUID } from 'node:crypto';
import { checkDriver, type Lang, type MessageKey, PASSWORD_MAX, PASSWORD_MIN, REMARK_MAX } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { hashPassword } from '../../../platform/auth/password';
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
import { insertDrivers, takenDriverValues } from './driver-repository';
import { fleetScopeOf } from './fleet-scope';
import { todayIn } from './fleet-shared';

const MAX_ROWS = 5000;

export const DRIVER_IMPORT_COLUMNS = [
  { key: 'carrierCode', label: 'base.fleet.col.carrier', required: true, width: 12 },
  { key: 'code', label: 'base.fleet.col.code', required: true, width: 12 },
  { key: 'name', label: 'base.fleet.col.driverName', required: true, width: 12 },
  { key: 'mobile', label: 'base.fleet.col.mobile', required: true, width: 14 },
  { key: 'idCard', label: 'base.fleet.col.idCard', width: 22 },
  { key: 'licenseType', label: 'base.fleet.col.licenseType', width: 10 },
  { key: 'licenseNumber', label: 'base.fleet.col.licenseNumber', width: 22 },
  { key: 'licenseValidFrom', label: 'base.fleet.col.licenseValidFrom', width: 14 },
  { key: 'licenseValidTo', label: 'base.fleet.col.licenseValidTo', width: 14 },
  { key: 'licenseFirstIssue', label: 'base.fleet.col.licenseFirstIssue', width: 14 },
  { key: 'healthCertNo', label: 'base.fleet.col.healthCertNo', width: 18 },
  { key: 'healthValidFrom', label: 'base.fleet.col.healthValidFrom', width: 14 },
  { key: 'healthValidTo', label: 'base.fleet.col.healthValidTo', width: 14 },
  { key: 'loginName', label: 'base.fleet.col.loginName', width: 14 },
  { key: 'password', label: 'base.fleet.col.password', width: 12 },
  { key: 'remark', label: 'base.fleet.col.remark', width: 20 },
] as const satisfies readonly ImportColumn[];
type Field = (typeof DRIVER_IMPORT_COLUMNS)[number]['key'];

export function driverImportTemplate(lang: Lang) {
  return importTemplate(lang, DRIVER_IMPORT_COLUMNS, {
    sheet: 'base.fleet.driverTemplateSheet',
    file: 'base.fleet.driverTemplateFile',
    hint: 'base.fleet.driverTemplateHint',
  });
}

/** '2026-06-15', '2026/6/15' or '2026.06.15' as 'YYYY-MM-DD'; null when not a real date. */
export function importDay(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const day = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

/**
 * POST /system/driver/importData: every row is validated (carrier code in scope, unique code and login
 * name in the file and the database, the driver rules except the licence image, which is uploaded on
 * the screen afterwards); one bad row and nothing is saved. Imported drivers wait for review.
 */
export async function importDrivers(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const rows = await readSheet(assertImportFile(file), DRIVER_IMPORT_COLUMNS, lang, MAX_ROWS);
  const scope = await fleetScopeOf(db, caller);
  const today = todayIn(caller.profile.timeZone);
  const [carriers, takenCodes, takenLogins] = await Promise.all([
    carrierIdsByCode(db, scope),
    takenDriverValues(db, 'code', rows.map((r) => r.cells.code ?? '').filter(Boolean)),
    takenDriverValues(db, 'loginName', rows.map((r) => r.cells.loginName ?? '').filter(Boolean)),
  ]);
  const errors: ImportRowError[] = [];
  const seen = { code: new Map<string, number>(), loginName: new Map<string, number>() };
  const valid: { row: number; values: Record<string, unknown>; password: string | null }[] = [];

  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: Field | string, key: MessageKey, params?: Record<string, unknown>) =>
      errors.push({ row, field, message: t(lang, key, params) });
    for (const column of DRIVER_IMPORT_COLUMNS) {
      if ('required' in column && column.required && !cells[column.key]) fail(column.key, 'common.required');
    }
    const carrierId = cells.carrierCode ? carriers.get(cells.carrierCode.toUpperCase()) : undefined;
    if (cells.carrierCode && !carrierId)
      fail('carrierCode', 'base.fleet.carrierUnknown', { value: cells.carrierCode });
    for (const field of ['code', 'loginName'] as const) {
      const value = cells[field];
      if (!value) continue;
      if (field === 'code' && !/^[A-Za-z0-9_-]{1,30}$/.test(value)) fail(field, 'common.invalidCode');
      const first = seen[field].get(value);
      if ((field === 'code' ? takenCodes : takenLogins).has(value)) {
        fail(field, field === 'code' ? 'base.codeTaken' : 'base.fleet.loginNameTaken', { value });
      } else if (first !== undefined) fail(field, 'base.fleet.duplicateInFile', { row: first });
      else seen[field].set(value, row);
    }
    const days: Record<string, string | null> = {};
    for (const field of [
      'licenseValidFrom',
      'licenseValidTo',
      'licenseFirstIssue',
      'healthValidFrom',
      'healthValidTo',
    ] as const) {
      const value = cells[field];
      days[field] = value ? importDay(value) : null;
      if (value && !days[field]) fail(field, 'base.fleet.invalidDate');
    }
    const password = cells.password ?? null;
    if (password && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
      fail('password', 'auth.passwordLength');
    }
    if (cells.loginName && !password) fail('password', 'base.fleet.passwordRequired');
    if ((cells.remark?.length ?? 0) > REMARK_MAX) fail('remark', 'common.tooLong', { max: REMARK_MAX });
    const input = {
      mobile: cells.mobile ?? null,
      idCard: cells.idCard ?? null,
      ...days,
      licenseImages: [],
    };
    for (const problem of checkDriver(input, today)) {
      if (problem.field !== 'licenseImages') fail(problem.field, problem.key, problem.params);
    }
    if (errors.length === before && carrierId) {
      valid.push({
        row,
        password,
        values: {
          carrierId,
          code: cells.code,
          name: cells.name,
          mobile: cells.mobile,
          idCard: cells.idCard ?? null,
          licenseType: cells.licenseType ?? null,
          licenseNumber: cells.licenseNumber ?? null,
          ...days,
          healthCertNo: cells.healthCertNo ?? null,
          loginName: cells.loginName ?? null,
          remark: cells.remark ?? null,
        },
      });
    }
  }
  failIfAny(errors);

  const hashes = await Promise.all(valid.map((v) => (v.password ? hashPassword(v.password) : null)));
  await db.transaction(async (tx) => {
    await insertDrivers(
      tx,
      valid.map((v, i) => ({
        uuid: randomUUID(),
        ...(v.values as { carrierId: string; code: string; name: string; mobile: string }),
        password: hashes[i] ?? null,
        reviewStatus: '0',
        createBy: caller.userName,
      })),
    );
  });
  return valid.length;
}
