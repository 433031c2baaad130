import { and, count, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { clients, dispatchCenters } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import type { OptionRow } from '../../../platform/list-query';

/**
 * A simple master table (order types, printers, zones, contacts, ...): uuid, code, del_flag and soft
 * removal. Every query below reads present rows only (del_flag '0'). Fits records.ts's MasterTable.
 */
export type Master<T extends PgTable = PgTable> = {
  table: T;
  uuid: AnyPgColumn;
  code: AnyPgColumn;
  delFlag: AnyPgColumn;
  /** When present, selectors offer enabled rows only. */
  enableFlag?: AnyPgColumn;
  /** The selected columns of a list row (joined names as subqueries, so counting needs no join). */
  fields: Record<string, AnyPgColumn | SQL.Aliased>;
};

type MasterColumns = { uuid: AnyPgColumn; code: AnyPgColumn; delFlag: AnyPgColumn; enableFlag?: AnyPgColumn };

/** The descriptor of a table with uuid, code, del_flag (and enable_flag); list rows are `fields`. */
export function masterOf<T extends PgTable & MasterColumns>(
  table: T,
  fields: Master['fields'] = getTableColumns(table),
): Master<T> {
  const { uuid, code, delFlag, enableFlag } = table;
  return { table, uuid, code, delFlag, ...(enableFlag ? { enableFlag } : {}), fields };
}

/** `%value%` with LIKE wildcards escaped. */
export const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const contains = (column: AnyPgColumn, value: string | undefined) =>
  value ? ilike(column, like(value)) : undefined;
export const equals = (column: AnyPgColumn, value: string | undefined) =>
  value ? eq(column, value) : undefined;

/** The dispatch center's name of a row, as a list field. */
export const centerNameOf = (column: AnyPgColumn, alias = 'dc_name') =>
  sql<
    string | null
  >`(select ${dispatchCenters.name} from ${dispatchCenters} where ${dispatchCenters.uuid} = ${column})`.as(
    alias,
  );

/** The client's name of a row, as a list field. */
export const clientNameOf = (column: AnyPgColumn, alias = 'client_name') =>
  sql<string | null>`(select ${clients.name} from ${clients} where ${clients.uuid} = ${column})`.as(alias);

const present = (master: Master, where: SQL | undefined) => and(eq(master.delFlag, '0'), where);

export async function pageMasters<R>(
  db: DbOrTx,
  master: Master,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: R[]; total: number }> {
  const rows = await db
    .select(master.fields)
    .from(master.table)
    .where(present(master, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return { rows: rows as R[], total: await countMasters(db, master, where) };
}

export async function countMasters(db: DbOrTx, master: Master, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(master.table).where(present(master, where));
  return total?.n ?? 0;
}

/** Every matching row (exports). */
export async function allMasters<R>(
  db: DbOrTx,
  master: Master,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<R[]> {
  const rows = await db
    .select(master.fields)
    .from(master.table)
    .where(present(master, where))
    .orderBy(...orderBy);
  return rows as R[];
}

export async function findMaster<R>(
  db: DbOrTx,
  master: Master,
  uuid: string,
  scope?: SQL,
): Promise<R | undefined> {
  const [row] = await db
    .select(master.fields)
    .from(master.table)
    .where(present(master, and(eq(master.uuid, uuid), scope)));
  return row as R | undefined;
}

export async function masterCodeTaken(
  db: DbOrTx,
  master: Master,
  code: string,
  exceptUuid?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uuid: master.uuid })
    .from(master.table)
    .where(present(master, and(eq(master.code, code), exceptUuid ? ne(master.uuid, exceptUuid) : undefined)));
  return !!row;
}

export type OptionsQuery = {
  where?: SQL | undefined;
  keyword?: string | undefined;
  /** What the option shows and the keyword also matches; the name column unless given. */
  label: AnyPgColumn | SQL;
  limit: number;
  /** More columns for the option row (a template's type). */
  extra?: Record<string, AnyPgColumn>;
};

/** Selector rows: enabled (when the table has the flag), keyword on code or label, by code. */
export async function masterOptions<R = OptionRow>(
  db: DbOrTx,
  master: Master,
  q: OptionsQuery,
): Promise<R[]> {
  const rows = await db
    .select({ uuid: master.uuid, code: master.code, name: sql<string>`coalesce(${q.label}, '')`, ...q.extra })
    .from(master.table)
    .where(
      present(
        master,
        and(
          master.enableFlag ? eq(master.enableFlag, 'Y') : undefined,
          q.where,
          q.keyword
            ? or(ilike(master.code, like(q.keyword)), sql`${q.label} ilike ${like(q.keyword)}`)
            : undefined,
        ),
      ),
    )
    .orderBy(master.code)
    .limit(q.limit);
  return rows as R[];
}

/** Options for these uuids whatever their enable flag (the values a form already holds). */
export async function masterOptionsByIds(
  db: DbOrTx,
  master: Master,
  label: AnyPgColumn | SQL,
  where: SQL | undefined,
  ids: string[],
): Promise<OptionRow[]> {
  const rows = await db
    .select({ uuid: master.uuid, code: master.code, name: sql<string>`coalesce(${label}, '')` })
    .from(master.table)
    .where(present(master, and(inArray(master.uuid, ids), where)))
    .orderBy(master.code);
  return rows as OptionRow[];
}

export async function insertMaster<T extends PgTable>(
  db: DbOrTx,
  master: Master<T>,
  row: T['$inferInsert'],
): Promise<void> {
  await db.insert(master.table).values(row as never);
}

export async function updateMaster<T extends PgTable>(
  db: DbOrTx,
  master: Master<T>,
  uuid: string,
  patch: Partial<T['$inferInsert']>,
): Promise<void> {
  await db
    .update(master.table)
    .set(patch as never)
    .where(eq(master.uuid, uuid));
}
