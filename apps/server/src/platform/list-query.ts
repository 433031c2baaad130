import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from './errors';
import { optionalText } from './query-params';

/** Remote sorting: antd's ascend/descend (or asc/desc) on a column the list whitelists. */
export const sortQuery = z.object({
  sortField: optionalText(60),
  sortOrder: z.enum(['ascend', 'descend', 'asc', 'desc']).optional(),
});
export type SortQuery = z.infer<typeof sortQuery>;

/**
 * ORDER BY for a list: the requested column when whitelisted (an unknown one is refused, not ignored,
 * so a client bug shows), then the fallback, which should end in a unique column for stable paging.
 */
export function orderByOf(sortable: Record<string, AnyPgColumn>, query: SortQuery, fallback: SQL[]): SQL[] {
  if (!query.sortField) return fallback;
  // Own keys only: '__proto__' or 'constructor' must be refused like any other unknown field.
  const column = Object.hasOwn(sortable, query.sortField) ? sortable[query.sortField] : undefined;
  if (!column) throw AppError.invalid('common.invalidSortField', { value: query.sortField });
  const direction = query.sortOrder === 'descend' || query.sortOrder === 'desc' ? desc : asc;
  return [direction(column), ...fallback];
}

/** Selector rows (dropBox and friends). */
export const optionSchema = z.object({ uuid: z.string(), code: z.string(), name: z.string() });
export type OptionRow = z.infer<typeof optionSchema>;

/** Y/N flags as the sys_yes_no dictionary has them. */
export const yesNo = z.enum(['Y', 'N']);

/** A user's text inside a LIKE pattern: % and _ match themselves (PostgreSQL's default escape is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A "contains" pattern for (i)like: what the user typed is matched literally, '%' and '_' included. */
export function containsText(text: string): string {
  return `%${escapeLike(text)}%`;
}
