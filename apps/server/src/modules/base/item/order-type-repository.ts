import { and, eq } from 'drizzle-orm';
import { dictData, orderTypes } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { masterOf } from '../shared/master-repository';

export type OrderTypeRow = typeof orderTypes.$inferSelect;

/** Order types for the shared master-data queries (base-shared/master-repository). */
export const orderTypeMaster = masterOf(orderTypes);

export async function isDictValue(db: DbOrTx, dictType: string, value: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dictData.id })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, value), eq(dictData.status, '0')));
  return !!row;
}
