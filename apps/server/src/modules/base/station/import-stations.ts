import { randomUUID } from 'node:crypto';
import {
  CODE_PATTERN,
  IMPORT_MAX_ROWS,
  type Lang,
  type MessageKey,
  type MessageKeyTail,
  REMARK_MAX,
  timeWindowIssues,
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
import { stationChildren, stationFields } from './save-station';
import { PHONE_PATTERN, type StationInput } from './schemas';
import { DICT_FIELDS, type DictField, stationDictionaries } from './station-rules';
import { stationScopeOf } from './station-scope';

const column = <K extends MessageKeyTail<'base.station.column.'>>(key: K, width = 16, required = false) => ({
  key,
  label: `base.station.column.${key}` as const,
  width,
  required,
});

/** The station import template's columns, in order; headers match in any language or by key. */
export const STATION_IMPORT_COLUMNS = [
  column('code', 16, true),
  column('name', 24, true),
  column('type', 12, true),
  column('clientCode', 14),
  column('dispatchCenter', 12),
  column('contactName', 12),
  column('contactMobile', 16),
  column('province', 10),
  column('city', 10),
  column('area', 12),
  column('address', 36),
  column('longitude', 12),
  column('latitude', 12),
  column('fenceDistance', 14),
  column('inCity', 10),
  column('leadTimeDays', 12),
  column('deliveryType', 12),
  column('billingMethod', 12),
  column('handoverMethod', 12),
  column('allocationFactor', 12),
  column('timeWindows', 32),
  column('remark', 24),
] as const satisfies readonly ImportColumn[];
type Field = (typeof STATION_IMPORT_COLUMNS)[number]['key'];

/** GET /system/station/importTemplate */
export function stationImportTemplate(lang: Lang) {
  return importTemplate(lang, STATION_IMPORT_COLUMNS, {
    sheet: 'base.station.templateSheet',
    file: 'base.station.templateFile',
    hint: 'base.station.templateHint',
  });
}

const YES = new Set(['y', 'yes', '是', 'true', '1']);
const NO = new Set(['n', 'no', '否', 'false', '0']);

/**
 * "1-6 06:00-10:00; 7 08:00-12:00": weekday codes (a range or a list 1,3,5) and a time span per part.
 * Returns null when the text does not have that shape (the domain then checks the windows).
 */
export function parseTimeWindows(text: string): StationInput['timeWindows'] | null {
  const out: StationInput['timeWindows'] = [];
  for (const part of text
    .split(/[;；\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([1-7](?:\s*[-,，]\s*[1-7])*)\s+(\d{1,2}:\d{2})\s*[-~～]\s*(\d{1,2}:\d{2})$/.exec(part);
    if (!m) return null;
    const [, days = '', startTime = '', endTime = ''] = m;
    const codes: number[] = [];
    for (const piece of days.split(/[,，]/)) {
      const [a, b] = piece.split('-').map((x) => Number(x.trim()));
      if (a === undefined) return null;
      const to = b ?? a;
      if (to < a) return null;
      for (let d = a; d <= to; d++) codes.push(d);
    }
    for (const weekdayCode of codes) out.push({ weekdayCode, startTime, endTime });
  }
  return out;
}

type Parsed = { row: number; input: StationInput };

/**
 * POST /system/station/importData: every row checked first (codes unique in the file and the table,
 * type and other dictionary values, client and center by code and in scope, numbers, coordinates,
 * time windows by the domain rules); one bad row and nothing is saved. Then stations and their time
 * windows are inserted in one transaction, 1000 rows per statement.
 */
export async function importStations(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const rows = await readSheet(assertImportFile(file), STATION_IMPORT_COLUMNS, lang, IMPORT_MAX_ROWS);
  const { scope } = await stationScopeOf(db, caller);
  const [dicts, clientRows, centers, taken] = await Promise.all([
    stationDictionaries(db),
    repo.presentClients(db),
    repo.allCenters(db),
    repo.takenStationCodes(db, rows.map((r) => r.cells.code ?? '').filter(Boolean)),
  ]);
  const clientByCode = new Map(clientRows.map((c) => [c.code.toUpperCase(), c]));
  const centerByCode = new Map(centers.map((c) => [c.code.toUpperCase(), c.uuid]));
  const dictLookup = new Map<DictField, Map<string, string>>();
  for (const field of Object.keys(DICT_FIELDS) as DictField[]) {
    const map = new Map<string, string>();
    for (const e of dicts.get(field) ?? []) {
      map.set(e.value.toLowerCase(), e.value);
      for (const label of e.labels) map.set(label.trim().toLowerCase(), e.value);
    }
    dictLookup.set(field, map);
  }
  const firstRowOf = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const parsed: Parsed[] = [];

  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: Field, key: MessageKey, params?: Record<string, unknown>) =>
      errors.push({ row, field, message: t(lang, key, params) });
    const textOf = (field: Field, max: number): string | null => {
      const value = cells[field] ?? null;
      if (value && value.length > max) {
        fail(field, 'common.tooLong', { max });
        return null;
      }
      return value;
    };
    const intOf = (field: Field, max: number): number | null => {
      const value = cells[field];
      if (!value) return null;
      const n = Number(value);
      if (!Number.isInteger(n)) fail(field, 'common.integerOnly');
      else if (n < 0 || n > max) fail(field, 'common.outOfRange', { min: 0, max });
      else return n;
      return null;
    };
    const coordinateOf = (field: 'longitude' | 'latitude', max: number): number | null => {
      const value = cells[field];
      if (!value) return null;
      const n = Number(value);
      if (!Number.isFinite(n)) fail(field, 'common.invalidNumber');
      else if (Math.abs(n) > max)
        fail(field, 'base.station.coordinate', { field: t(lang, `base.station.column.${field}`) });
      else return n;
      return null;
    };
    const dictOf = (field: Field & DictField): string | null => {
      const value = cells[field];
      if (!value) return null;
      const found = dictLookup.get(field)?.get(value.trim().toLowerCase());
      if (!found) {
        fail(field, 'base.station.dictValueUnknown', {
          field: t(lang, `base.station.column.${field}`),
          value,
        });
      }
      return found ?? null;
    };

    const code = cells.code ?? '';
    if (!code) fail('code', 'common.required');
    else if (code.length > 30) fail('code', 'common.tooLong', { max: 30 });
    else if (!CODE_PATTERN.test(code)) fail('code', 'common.invalidCode');
    else if (taken.has(code)) fail('code', 'base.codeTaken', { value: code });
    else if (firstRowOf.has(code))
      fail('code', 'base.station.duplicateInFile', { row: firstRowOf.get(code) });
    else firstRowOf.set(code, row);

    const name = cells.name ?? '';
    if (!name) fail('name', 'common.required');
    else if (name.length > 60) fail('name', 'common.tooLong', { max: 60 });

    let type: string | null = null;
    if (!cells.type) fail('type', 'common.required');
    else type = dictOf('type');

    let clientId: string | null = null;
    if (cells.clientCode) {
      const client = clientByCode.get(cells.clientCode.toUpperCase());
      if (client?.enableFlag !== 'Y') {
        fail('clientCode', 'base.station.clientUnknown', { value: cells.clientCode });
      } else if (scope.clientIds !== null && !scope.clientIds.includes(client.uuid)) {
        fail('clientCode', 'common.dataScopeDenied');
      } else clientId = client.uuid;
    }

    let centerId = scope.centerId;
    if (cells.dispatchCenter) {
      const found = centerByCode.get(cells.dispatchCenter.toUpperCase());
      if (!found) fail('dispatchCenter', 'base.station.centerUnknown', { value: cells.dispatchCenter });
      else if (!scope.unrestricted && found !== scope.centerId)
        fail('dispatchCenter', 'base.station.centerNotSelected');
      else centerId = found;
    }

    const contactMobile = textOf('contactMobile', 20);
    if (contactMobile && !PHONE_PATTERN.test(contactMobile)) fail('contactMobile', 'common.invalidFormat');

    let inCity: 'Y' | 'N' = 'N';
    if (cells.inCity) {
      const v = cells.inCity.toLowerCase();
      if (YES.has(v)) inCity = 'Y';
      else if (!NO.has(v)) fail('inCity', 'common.invalidEnum', { options: 'Y/N' });
    }

    const allocationFactor = cells.allocationFactor ?? null;
    if (allocationFactor && !/^\d{1,6}(\.\d{1,4})?$/.test(allocationFactor)) {
      fail('allocationFactor', 'common.invalidNumber');
    }

    let timeWindows: StationInput['timeWindows'] = [];
    if (cells.timeWindows) {
      const windows = parseTimeWindows(cells.timeWindows);
      if (!windows) fail('timeWindows', 'base.station.timeWindowsFormat', { value: cells.timeWindows });
      else {
        const issue = timeWindowIssues(windows)[0];
        if (issue) fail('timeWindows', issue.key, issue.params);
        else timeWindows = windows;
      }
    }

    const values = {
      contactName: textOf('contactName', 60),
      province: textOf('province', 30),
      city: textOf('city', 30),
      area: textOf('area', 30),
      address: textOf('address', 200),
      remark: textOf('remark', REMARK_MAX),
      longitude: coordinateOf('longitude', 180),
      latitude: coordinateOf('latitude', 90),
      fenceDistance: intOf('fenceDistance', 100_000),
      leadTimeDays: intOf('leadTimeDays', 365),
      deliveryType: dictOf('deliveryType'),
      billingMethod: dictOf('billingMethod'),
      handoverMethod: dictOf('handoverMethod'),
    };

    if (errors.length === before && type) {
      parsed.push({
        row,
        input: {
          code,
          name,
          type,
          clientId,
          dispatchCenterId: centerId,
          contactMobile,
          ...values,
          allocationFactor,
          inCity,
          locationIds: [],
          eSignature: 'N',
          allowLeave: 'N',
          deliveryPlan: 'N',
          newStore: 'N',
          deliveryDigital: 'N',
          handoverImageRequired: 'N',
          qrHandover: 'N',
          enableFlag: 'Y',
          timeWindows,
          exTimeWindows: [],
        },
      });
    }
  }
  failIfAny(errors);

  const stationRows = parsed.map((p) => ({
    uuid: randomUUID(),
    ...stationFields(p.input, p.input.dispatchCenterId ?? null),
    createBy: caller.userName,
  }));
  const windows = parsed.flatMap(
    (p, i) => stationChildren(stationRows[i]?.uuid ?? '', p.input, caller.userName).timeWindows,
  );
  await db.transaction(async (tx) => {
    await repo.bulkInsertStations(tx, stationRows);
    await repo.bulkInsertTimeWindows(tx, windows);
  });
  return stationRows.length;
}
