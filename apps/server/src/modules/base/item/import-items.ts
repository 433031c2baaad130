import { randomUUID } from 'node:crypto';
import { isMessageKey, type Lang, type MessageKey } from '@tms/domain';
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
import { baseScopeOf } from '../shared/scope';
import { DICT_FIELDS, DICT_TYPES, dictValueOf, ITEM_DICTS, itemRuleErrors } from './item-rules';
import * as repo from './repository';
import { itemValues } from './save-item';
import { itemBody } from './schemas';

const MAX_ROWS = 10_000;

const CATEGORY_KEYS = [
  'category1',
  'category2',
  'category3',
  'category4',
  'category5',
  'category6',
  'category7',
  'category8',
  'category9',
  'category10',
] as const;

const KEYS = [
  'code',
  'name',
  'client',
  'cargoType',
  'temperature',
  'transClassification',
  'itemType',
  'matType',
  'itemBox',
  'operationUnit',
  'packingSpec',
  'weightKg',
  'volumeM3',
  'length',
  'width',
  'height',
  'basicUnit',
  'boxUnit',
  'palletUnit',
  'boxFactor',
  'palletFactor',
  'externalCode',
  'deliveryType',
  'dangerous',
  ...CATEGORY_KEYS,
  'barcode',
  'packageCode',
  'packageUnit',
  'remark',
] as const;
export type ItemImportKey = (typeof KEYS)[number];

const REQUIRED = new Set<ItemImportKey>(['code', 'name', 'temperature']);
export const ITEM_IMPORT_COLUMNS: ImportColumn<ItemImportKey>[] = KEYS.map((key) => ({
  key,
  label: `base.item.col.${key}`,
  required: REQUIRED.has(key),
  width: key === 'name' ? 28 : 14,
}));

export function itemImportTemplate(lang: Lang) {
  return importTemplate(lang, ITEM_IMPORT_COLUMNS, {
    sheet: 'base.item.importSheet',
    file: 'base.item.importFile',
    hint: 'base.item.importHint',
  });
}

const YES = new Set(['y', 'yes', '是', 'true', '1']);
const NO = new Set(['n', 'no', '否', 'false', '0']);

/** zod's reason for a cell, in the import's language. */
function reasonOf(lang: Lang, issue: { code: string; message: string; maximum?: unknown }): string {
  if (isMessageKey(issue.message)) return t(lang, issue.message);
  if (issue.code === 'too_big') return t(lang, 'common.tooLong', { max: issue.maximum });
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return t(lang, 'common.required');
  return t(lang, 'common.invalidFormat');
}

/**
 * POST /system/item/importData: every row is checked with the form's rules (shape, codes, measures,
 * barcode, dictionaries given by value or label, client by code, code unique in the file and among
 * present items); one bad row and nothing is saved; otherwise all rows go in one transaction.
 */
export async function importItems(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const rows = await readSheet(assertImportFile(file), ITEM_IMPORT_COLUMNS, lang, MAX_ROWS);
  const scope = await baseScopeOf(db, caller);
  const [dicts, clientRows, taken] = await Promise.all([
    repo.dictionaries(db, DICT_TYPES),
    repo.clientsByCodeOrUuid(db, [
      ...new Set(rows.map((r) => r.cells.client).filter((c): c is string => !!c)),
    ]),
    repo.takenCodes(
      db,
      rows.map((r) => r.cells.code).filter((c): c is string => !!c),
    ),
  ]);
  const clientByCode = new Map(clientRows.map((c) => [c.code.toUpperCase(), c.uuid]));
  const firstRowOf = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const valid: repo.ItemValues[] = [];

  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: string, key: MessageKey, params?: Record<string, unknown>) =>
      errors.push({ row, field, message: t(lang, key, params) });

    const raw: Record<string, unknown> = {};
    for (const key of KEYS) if (key !== 'client' && key !== 'dangerous') raw[key] = cells[key] ?? null;
    for (const field of DICT_FIELDS) {
      const cell = cells[field];
      if (!cell) continue;
      const value = dictValueOf(dicts.get(ITEM_DICTS[field]) ?? [], cell);
      if (value === undefined) fail(field, 'base.item.dictUnknown', { value: cell, dict: ITEM_DICTS[field] });
      raw[field] = value ?? cell;
    }
    const dangerous = (cells.dangerous ?? 'N').toLowerCase();
    if (YES.has(dangerous)) raw.dangerous = 'Y';
    else if (NO.has(dangerous)) raw.dangerous = 'N';
    else fail('dangerous', 'common.invalidEnum', { options: 'Y/N' });

    if (cells.client) {
      const clientId = clientByCode.get(cells.client.toUpperCase());
      if (!clientId) fail('client', 'base.item.clientUnknown', { value: cells.client });
      else if (scope.clientIds && !scope.clientIds.includes(clientId))
        fail('client', 'common.dataScopeDenied');
      else raw.clientId = clientId;
    }

    const parsed = itemBody.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'code');
        if (seen.has(field) || errors.some((e) => e.row === row && e.field === field)) continue;
        seen.add(field);
        errors.push({ row, field, message: reasonOf(lang, issue as never) });
      }
      continue;
    }
    const item = parsed.data;
    for (const broken of itemRuleErrors(item, dicts)) {
      if (!errors.some((e) => e.row === row && e.field === broken.field))
        fail(broken.field, broken.key, broken.params);
    }
    const seenAt = firstRowOf.get(item.code);
    if (taken.has(item.code)) fail('code', 'base.codeTaken', { value: item.code });
    else if (seenAt !== undefined) fail('code', 'base.item.duplicateInFile', { row: seenAt });
    else firstRowOf.set(item.code, row);

    if (errors.length === before) valid.push(itemValues(item));
  }
  failIfAny(errors);

  await db.transaction(async (tx) => {
    await repo.insertItems(
      tx,
      valid.map((values) => ({ uuid: randomUUID(), ...values, createBy: caller.userName })),
    );
  });
  return valid.length;
}
