import { goodsBarcodeProblem } from '@tms/domain';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { goodsBarcodes, items } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { contains, equals, type Master, masterCodeTaken } from '../shared/master-repository';
import { defineMasterList, findInScope, type MasterScope, targetUuid, writeMaster } from '../shared/masters';
import { baseScopeOf, withinIdsOrShared } from '../shared/scope';
import { type GoodsBarcodeInput, goodsBarcodeFilter } from './schemas';

const G = goodsBarcodes;
const itemField = (column: typeof items.code | typeof items.name, alias: string) =>
  sql<string | null>`(select ${column} from ${items} where ${items.uuid} = ${G.itemId})`.as(alias);

/** Barcodes are unique by the barcode itself: it plays the code's part for the shared master queries. */
const master: Master<typeof goodsBarcodes> = {
  table: G,
  uuid: G.uuid,
  code: G.barcode,
  delFlag: G.delFlag,
  enableFlag: G.enableFlag,
  fields: {
    uuid: G.uuid,
    itemId: G.itemId,
    barcode: G.barcode,
    barcodeType: G.barcodeType,
    unit: G.unit,
    conversionFactor: G.conversionFactor,
    mainFlag: G.mainFlag,
    enableFlag: G.enableFlag,
    remark: G.remark,
    createTime: G.createTime,
    itemCode: itemField(items.code, 'item_code'),
    itemName: itemField(items.name, 'item_name'),
  },
};
type Row = Omit<typeof goodsBarcodes.$inferSelect, 'delFlag' | 'createBy' | 'updateBy' | 'updateTime'> & {
  itemCode: string | null;
  itemName: string | null;
};

/** A barcode is seen by whoever sees its item: items of the caller's clients, and items of no client. */
const itemScopeParams = z.object({ clientIds: z.array(z.string()).nullable() });
type ItemScope = z.infer<typeof itemScopeParams>;
const itemScopeSql = (scope: ItemScope): SQL | undefined => {
  const within = withinIdsOrShared(items.clientId, scope.clientIds);
  return within ? sql`${G.itemId} in (select ${items.uuid} from ${items} where ${within})` : undefined;
};
const byItem: MasterScope<ItemScope> = {
  params: itemScopeParams,
  of: async (db, caller) => ({ clientIds: (await baseScopeOf(db, caller)).clientIds }),
  where: itemScopeSql,
};

export const goodsBarcodeList = defineMasterList({
  master,
  sorting: {
    sortable: { barcode: G.barcode, barcodeType: G.barcodeType, createTime: G.createTime },
    fallback: [asc(G.barcode), asc(G.uuid)],
  },
  filter: goodsBarcodeFilter,
  where: (f) =>
    and(
      contains(G.barcode, f.barcode),
      equals(G.itemId, f.itemId),
      equals(G.barcodeType, f.barcodeType),
      equals(G.mainFlag, f.mainFlag),
      equals(G.enableFlag, f.enableFlag),
    ),
  scope: byItem,
  view: (row: Row) => ({
    uuid: row.uuid,
    itemId: row.itemId,
    itemCode: row.itemCode,
    itemName: row.itemName,
    barcode: row.barcode,
    barcodeType: row.barcodeType,
    unit: row.unit,
    conversionFactor: row.conversionFactor,
    mainFlag: row.mainFlag,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/**
 * Create or change a barcode. The item must be one the caller sees; the barcode must fit its type (EAN-13
 * and ITF-14 check digits), be unique among present barcodes, and an item has at most one main barcode:
 * marking a second one main is refused with the barcode that already is.
 */
export async function saveGoodsBarcode(
  db: Db,
  caller: AuthContext,
  input: GoodsBarcodeInput,
  isUpdate: boolean,
): Promise<string> {
  const uuid = targetUuid(input, isUpdate);
  const scope = await byItem.of(db, caller);
  if (uuid) await findInScope(db, master, uuid, itemScopeSql(scope));
  const [item] = await db
    .select({ uuid: items.uuid })
    .from(items)
    .where(
      and(
        eq(items.uuid, input.itemId),
        eq(items.delFlag, '0'),
        withinIdsOrShared(items.clientId, scope.clientIds),
      ),
    );
  if (!item) throw AppError.invalid('base.goodsBarcode.itemUnknown');
  const problem = goodsBarcodeProblem(input.barcodeType, input.barcode);
  if (problem) throw AppError.invalid(problem.key, problem.params);
  if (await masterCodeTaken(db, master, input.barcode, uuid)) {
    throw AppError.invalid('base.goodsBarcode.taken', { value: input.barcode });
  }
  if (input.mainFlag === 'Y') {
    const [main] = await db
      .select({ barcode: G.barcode })
      .from(G)
      .where(
        and(
          eq(G.itemId, input.itemId),
          eq(G.mainFlag, 'Y'),
          eq(G.delFlag, '0'),
          uuid ? ne(G.uuid, uuid) : undefined,
        ),
      );
    if (main) throw AppError.invalid('base.goodsBarcode.mainTaken', { value: main.barcode });
  }
  return writeMaster(db, master, caller, uuid, {
    itemId: input.itemId,
    barcode: input.barcode,
    barcodeType: input.barcodeType,
    unit: input.unit,
    conversionFactor: input.conversionFactor,
    mainFlag: input.mainFlag,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

const barcodeExport = defineExport({
  kind: 'base.goodsBarcode.export',
  permission: 'base:goodsBarcode:export',
  title: 'base.goodsBarcode.exportName',
  ...masterRows(goodsBarcodeList),
  columns: [
    { key: 'barcode', header: 'base.goodsBarcode.column.barcode', width: 18, value: (r) => r.barcode },
    { key: 'barcodeType', header: 'base.more.column.type', width: 10, value: (r) => r.barcodeType },
    { key: 'itemCode', header: 'base.column.code', width: 14, value: (r) => r.itemCode },
    { key: 'itemName', header: 'base.goodsBarcode.column.item', width: 24, value: (r) => r.itemName },
    { key: 'unit', header: 'base.more.column.unit', width: 8, value: (r) => r.unit },
    {
      key: 'conversionFactor',
      header: 'base.goodsBarcode.column.conversionFactor',
      width: 10,
      value: (r) => r.conversionFactor,
    },
    { key: 'mainFlag', header: 'base.goodsBarcode.column.mainFlag', width: 8, value: (r) => r.mainFlag },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportGoodsBarcodes = barcodeExport.answer;
