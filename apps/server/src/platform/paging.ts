import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The matching-row count as a column of the page query, so a list page and its total come back in one
 * round trip: the subquery is uncorrelated, so PostgreSQL runs it once for the whole page.
 */
export function totalColumn(table: PgTable, where: SQL | undefined) {
  return sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})`.mapWith(Number);
}

/**
 * Splits a page fetched with `totalColumn` into rows and total. An empty page has no row to carry the
 * total: at offset 0 that means none match; past the end, `countAlone` still says how many there are.
 */
export async function splitTotal<R extends { total: number }>(
  page: R[],
  offset: number,
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page[0]) return { rows, total: page[0].total };
  return { rows, total: offset === 0 ? 0 : await countAlone() };
}
