import { randomUUID } from 'node:crypto';
import { BARCODE_TYPES, goodsBarcodeProblem, isMessageKey, type Lang, type MessageKey } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { goodsBarcodes, items } from '../../../db/schema';
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
import { baseScopeOf, withinIdsOrShared } from '../shared/scope';
import { goodsBarcodeBody } from './schemas';

const MAX_ROWS = 10_000;

const KEYS = [
  'itemCode',
  'barcode',
  'barcodeType',
  'unit',
  'conversionFactor',
  'mainFlag',
  'enableFlag',
  'remark',
] as const;
type Key = (typeof KEYS)[number];

const REQUIRED = new Set<Key>(['itemCode', 'barcode', 'barcodeType']);
export const GOODS_BARCODE_IMPORT_COLUMNS: ImportColumn<Key>[] = KEYS.map((key) => ({
  key,
  label: `base.goodsBarcode.col.${key}`,
  required: REQUIRED.has(key),
  width: key === 'remark' ? 30 : key === 'barcode' ? 20 : 14,
}));

export function goodsBarcodeImportTemplate(lang: Lang) {
  return importTemplate(lang, GOODS_BARCODE_IMPORT_COLUMNS, {
    sheet: 'base.goodsBarcode.importSheet',
    file: 'base.goodsBarcode.importFile',
    hint: 'base.goodsBarcode.importHint',
  });
}

const YES = new Set(['y', 'yes', '是', 'true', '1']);
const NO = new Set(['n', 'no', '否', 'false', '0']);

/** zod's reason for a cell, in the import's language. */
function reasonOf(lang: Lang, issue: { code: string; message: string; maximum?: unknown }): string {
  if (isMessageKey(issue.message)) return t(lang, issue.message);
  if (issue.code === 'too_big') return t(lang, 'common.tooLong', { max: issue.maximum });
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return t(lang, 'common.required');
  if (issue.code === 'invalid_enum_value' || issue.code === 'invalid_value')
    return t(lang, 'common.invalidEnum', { options: BARCODE_TYPES.join('/') });
  return t(lang, 'common.invalidFormat');
}

/**
 * POST /system/goodsBarcode/import: every row is checked with the form's rules — the item (by item code)
 * must be one the caller sees, the barcode must fit its type (EAN-13/ITF-14 check digit), be unique among
 * present barcodes and within the file, and an item has at most one main barcode counting both the
 * present ones and the file's. One bad row and nothing is saved; otherwise all rows go in one transaction.
 */
export async function importGoodsBarcodes(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  file: UploadedFile | null,
): Promise<number> {
  const rows = await readSheet(assertImportFile(file), GOODS_BARCODE_IMPORT_COLUMNS, lang, MAX_ROWS);
  const scope = await baseScopeOf(db, caller);
  const itemCodes = [...new Set(rows.map((r) => r.cells.itemCode).filter((c): c is string => !!c))];
  const barcodes = [...new Set(rows.map((r) => r.cells.barcode?.trim()).filter((c): c is string => !!c))];
  const itemRows =
    itemCodes.length === 0
      ? []
      : await db
          .select({ uuid: items.uuid, code: items.code })
          .from(items)
          .where(
            and(
              inArray(items.code, itemCodes),
              eq(items.delFlag, '0'),
              withinIdsOrShared(items.clientId, scope.clientIds),
            ),
          );
  const itemByCode = new Map(itemRows.map((i) => [i.code, i.uuid]));
  const itemIds = itemRows.map((i) => i.uuid);
  const [takenRows, mainRows] = await Promise.all([
    barcodes.length === 0
      ? []
      : db
          .select({ barcode: goodsBarcodes.barcode })
          .from(goodsBarcodes)
          .where(and(inArray(goodsBarcodes.barcode, barcodes), eq(goodsBarcodes.delFlag, '0'))),
    itemIds.length === 0
      ? []
      : db
          .select({ itemId: goodsBarcodes.itemId, barcode: goodsBarcodes.barcode })
          .from(goodsBarcodes)
          .where(
            and(
              inArray(goodsBarcodes.itemId, itemIds),
              eq(goodsBarcodes.mainFlag, 'Y'),
              eq(goodsBarcodes.delFlag, '0'),
            ),
          ),
  ]);
  const taken = new Set(takenRows.map((r) => r.barcode));
  const mainOf = new Map(mainRows.map((r) => [r.itemId, r.barcode]));
  const firstRowOf = new Map<string, number>();
  const errors: ImportRowError[] = [];
  const valid: (typeof goodsBarcodes.$inferInsert)[] = [];

  for (const { row, cells } of rows) {
    const before = errors.length;
    const fail = (field: string, key: MessageKey, params?: Record<string, unknown>) => {
      if (!errors.some((e) => e.row === row && e.field === field))
        errors.push({ row, field, message: t(lang, key, params) });
    };

    const raw: Record<string, unknown> = {
      barcode: cells.barcode ?? '',
      barcodeType: cells.barcodeType?.trim().toUpperCase().replace(/[-\s]/g, '') ?? '',
      unit: cells.unit ?? null,
      conversionFactor: cells.conversionFactor || undefined,
      remark: cells.remark ?? null,
    };
    for (const field of ['mainFlag', 'enableFlag'] as const) {
      const cell = cells[field]?.trim().toLowerCase();
      if (!cell) continue;
      if (YES.has(cell)) raw[field] = 'Y';
      else if (NO.has(cell)) raw[field] = 'N';
      else fail(field, 'common.invalidEnum', { options: 'Y/N' });
    }
    const itemId = cells.itemCode ? itemByCode.get(cells.itemCode) : undefined;
    if (!itemId) fail('itemCode', 'base.goodsBarcode.itemUnknown');
    raw.itemId = itemId ?? '-';

    const parsed = goodsBarcodeBody.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'barcode');
        if (!errors.some((e) => e.row === row && e.field === field))
          errors.push({ row, field, message: reasonOf(lang, issue as never) });
      }
      continue;
    }
    const input = parsed.data;
    const problem = goodsBarcodeProblem(input.barcodeType, input.barcode);
    if (problem) fail('barcode', problem.key, problem.params);
    const seenAt = firstRowOf.get(input.barcode);
    if (taken.has(input.barcode)) fail('barcode', 'base.goodsBarcode.taken', { value: input.barcode });
    else if (seenAt !== undefined) fail('barcode', 'base.goodsBarcode.duplicateInFile', { row: seenAt });
    else firstRowOf.set(input.barcode, row);
    if (itemId && input.mainFlag === 'Y') {
      const main = mainOf.get(itemId);
      if (main) fail('mainFlag', 'base.goodsBarcode.mainTaken', { value: main });
    }

    if (errors.length === before && itemId) {
      if (input.mainFlag === 'Y') mainOf.set(itemId, input.barcode);
      valid.push({
        uuid: randomUUID(),
        itemId,
        barcode: input.barcode,
        barcodeType: input.barcodeType,
        unit: input.unit,
        conversionFactor: input.conversionFactor,
        mainFlag: input.mainFlag,
        enableFlag: input.enableFlag,
        remark: input.remark || null,
        createBy: caller.userName,
      });
    }
  }
  failIfAny(errors);

  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += 500)
      await tx.insert(goodsBarcodes).values(valid.slice(i, i + 500));
  });
  return valid.length;
}
