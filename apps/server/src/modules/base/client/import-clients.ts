import {
  CODE_PATTERN,
  checkClientTemperature,
  type Lang,
  type MessageKey,
  MOBILE_PATTERN,
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
import * as repo from './repository';

const MAX_ROWS = 5000;

export const CLIENT_IMPORT_COLUMNS = [
  { key: 'code', label: 'base.client.column.code', required: true, width: 14 },
  { key: 'name', label: 'base.client.column.name', required: true, width: 28 },
  { key: 'shortName', label: 'base.client.column.shortName' },
  { key: 'contact', label: 'base.client.column.contact' },
  { key: 'mobile', label: 'base.client.column.mobile' },
  { key: 'address', label: 'base.client.column.address', width: 36 },
  { key: 'minTemperature', label: 'base.client.column.minTemperature' },
  { key: 'maxTemperature', label: 'base.client.column.maxTemperature' },
  { key: 'imageReturn', label: 'base.client.column.imageReturn', width: 10 },
  { key: 'enableFlag', label: 'base.client.column.enableFlag', width: 10 },
  { key: 'remark', label: 'base.client.column.remark', width: 24 },
] as const satisfies readonly ImportColumn[];
type Field = (typeof CLIENT_IMPORT_COLUMNS)[number]['key'];

const LIMITS: Partial<Record<Field, number>> = {
  code: 30,
  name: 60,
  shortName: 30,
  contact: 30,
  address: 200,
  remark: REMARK_MAX,
};
const YES_NO: Record<string, 'Y' | 'N'> = {
  y: 'Y',
  n: 'N',
  是: 'Y',
  否: 'N',
  yes: 'Y',
  no: 'N',
  '1': 'Y',
  '0': 'N',
};

/** GET /system/client/importTemplate. */
export function clientImportTemplate(lang: Lang) {
  return importTemplate(lang, CLIENT_IMPORT_COLUMNS, {
    sheet: 'base.client.templateSheet',
    file: 'base.client.templateFile',
    hint: 'base.client.templateHint',
  });
}

/**
 * POST /system/client/importData: every row is checked (format, temperature rule, code taken or repeated
 * in the file); one bad row and nothing is saved (code 500, data [{row, field, message}]); otherwise all
 * clients are inserted in one transaction. Imported clients are new ones: an existing code is an error.
 */
export async function importClients(db: Db, caller: AuthContext, lang: Lang, file: UploadedFile | null) {
  const rows = await readSheet(assertImportFile(file), CLIENT_IMPORT_COLUMNS, lang, MAX_ROWS);
  const taken = await repo.takenClientCodes(db, rows.map((r) => r.cells.code ?? '').filter(Boolean));
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const values: repo.ClientInsert[] = [];
  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: Field, key: MessageKey, params?: Record<string, unknown>) =>
      errors.push({ row, field, message: t(lang, key, params) });
    for (const [field, max] of Object.entries(LIMITS) as [Field, number][]) {
      if ((cells[field]?.length ?? 0) > max) fail(field, 'common.tooLong', { max });
    }
    const code = cells.code ?? '';
    if (!code) fail('code', 'common.required');
    else if (!CODE_PATTERN.test(code)) fail('code', 'common.invalidCode');
    else if (taken.has(code)) fail('code', 'base.codeTaken', { value: code });
    else if (seen.has(code)) fail('code', 'base.client.duplicateInFile', { row: seen.get(code) });
    else seen.set(code, row);
    if (!cells.name) fail('name', 'common.required');
    if (cells.mobile && !MOBILE_PATTERN.test(cells.mobile)) fail('mobile', 'common.invalidMobile');
    const temperature = checkClientTemperature(cells);
    if (temperature) fail(temperature.field, temperature.key);
    const flag = (field: 'imageReturn' | 'enableFlag', fallback: 'Y' | 'N') => {
      const raw = cells[field];
      if (!raw) return fallback;
      const value = YES_NO[raw.toLowerCase()];
      if (!value) fail(field, 'common.invalidEnum', { options: 'Y, N' });
      return value ?? fallback;
    };
    const imageReturn = flag('imageReturn', 'N');
    const enableFlag = flag('enableFlag', 'Y');
    if (errors.length > before) continue;
    values.push({
      uuid: crypto.randomUUID(),
      code,
      name: cells.name ?? '',
      shortName: cells.shortName ?? null,
      contact: cells.contact ?? null,
      mobile: cells.mobile ?? null,
      address: cells.address ?? null,
      minTemperature: cells.minTemperature ?? null,
      maxTemperature: cells.maxTemperature ?? null,
      imageReturn,
      enableFlag,
      remark: cells.remark ?? null,
      createBy: caller.userName,
    });
  }
  failIfAny(errors);
  await db.transaction((tx) => repo.insertClients(tx, values));
  return values.length;
}
