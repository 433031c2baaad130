import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';

/** The columns every soft-removed, enable-able master table has. */
export type MasterTable = {
  table: PgTable;
  uuid: AnyPgColumn;
  code: AnyPgColumn;
  enableFlag?: AnyPgColumn;
  delFlag: AnyPgColumn;
};

/**
 * Loads the present records with these uuids for a change: 404 when one does not exist, HTTP 403
 * (common.dataScopeDenied) when one lies outside `scope`.
 */
export async function presentInScope(
  db: DbOrTx,
  master: MasterTable,
  uuids: string[],
  scope: SQL | undefined,
): Promise<{ uuid: string; code: string; enableFlag: string | null }[]> {
  const unique = [...new Set(uuids)];
  const select = {
    uuid: master.uuid,
    code: master.code,
    enableFlag: master.enableFlag ?? master.code,
  } as const;
  const present = and(inArray(master.uuid, unique), eq(master.delFlag, '0'));
  const all = (await db.select(select).from(master.table).where(present)) as {
    uuid: string;
    code: string;
    enableFlag: string;
  }[];
  if (all.length !== unique.length) throw AppError.notFound();
  if (scope) {
    const visible = await db.select({ uuid: master.uuid }).from(master.table).where(and(present, scope));
    if (visible.length !== unique.length) throw AppError.forbidden('common.dataScopeDenied');
  }
  return all.map((r) => ({ ...r, enableFlag: master.enableFlag ? r.enableFlag : null }));
}

/**
 * updateEnable / updateDisable: refuses when any record already has the target state, naming it
 * (base.alreadyEnabled / base.alreadyDisabled), so a double click never passes silently.
 */
export async function switchEnableFlag(
  db: DbOrTx,
  master: MasterTable & { enableFlag: AnyPgColumn },
  uuids: string[],
  target: 'Y' | 'N',
  scope: SQL | undefined,
  who: string,
): Promise<void> {
  const rows = await presentInScope(db, master, uuids, scope);
  const already = rows.find((r) => r.enableFlag === target);
  if (already) {
    throw AppError.invalid(target === 'Y' ? 'base.alreadyEnabled' : 'base.alreadyDisabled', {
      value: already.code,
    });
  }
  await db
    .update(master.table)
    .set({ enableFlag: target, updateBy: who, updateTime: new Date() } as never)
    .where(
      inArray(
        master.uuid,
        rows.map((r) => r.uuid),
      ),
    );
}

/** remove: soft (del_flag '2'), so documents that point at the record keep their history. */
export async function softRemove(
  db: DbOrTx,
  master: MasterTable,
  uuids: string[],
  scope: SQL | undefined,
  who: string,
): Promise<void> {
  const rows = await presentInScope(db, master, uuids, scope);
  await db
    .update(master.table)
    .set({ delFlag: '2', updateBy: who, updateTime: new Date() } as never)
    .where(
      inArray(
        master.uuid,
        rows.map((r) => r.uuid),
      ),
    );
}
