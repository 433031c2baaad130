import { and, asc, eq } from 'drizzle-orm';
import { columnSettings } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

export type ColumnSettingRow = typeof columnSettings.$inferSelect;
type Scope = { userId: number; systemCode: string; modular: string };

function whereScope({ userId, systemCode, modular }: Scope) {
  return and(
    eq(columnSettings.userId, userId),
    eq(columnSettings.systemCode, systemCode),
    eq(columnSettings.modular, modular),
  );
}

export function columnsOf(db: DbOrTx, scope: Scope): Promise<ColumnSettingRow[]> {
  return db
    .select()
    .from(columnSettings)
    .where(whereScope(scope))
    .orderBy(asc(columnSettings.index), asc(columnSettings.id));
}

export async function replaceColumns(
  db: DbOrTx,
  scope: Scope,
  rows: Omit<typeof columnSettings.$inferInsert, 'userId' | 'systemCode' | 'modular'>[],
): Promise<void> {
  await db.delete(columnSettings).where(whereScope(scope));
  if (rows.length > 0) await db.insert(columnSettings).values(rows.map((row) => ({ ...row, ...scope })));
}
