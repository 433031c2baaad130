import { count, type SQL, sql } from 'drizzle-orm';
import { exceptionEtas, shipmentExceptions } from '../../../db/schema';
import { type DbOrTx, rowsOf } from '../../../platform/db';

/** What each badge counts, within the caller's scope; a badge the caller may not open is absent. */
export type BadgeConditions = {
  /** The open alerts per asked type, as alerts/open-alerts.ts selects them. */
  alerts?: SQL;
  /** The ETA exceptions that count (undealt in scope). */
  exceptionEta?: SQL | undefined;
  /** The shipment exceptions that count (unhandled in scope). */
  exception?: SQL | undefined;
};

/** A badge row: `alert:<type>`, `exceptionEta` or `exception`, and its count. */
export type BadgeRow = { key: string; n: number };

/**
 * The badges' counts as selects of (key, n) to join with union all: open alerts per type, then each
 * other badge's single count. Kept as parts so a caller can read them with other counts in one round trip.
 */
export function badgeCountParts(db: DbOrTx, on: BadgeConditions): SQL[] {
  const n = count().as('n');
  const parts = [
    on.alerts ?? null,
    'exceptionEta' in on
      ? db
          .select({ key: sql<string>`'exceptionEta'`.as('key'), n })
          .from(exceptionEtas)
          .where(on.exceptionEta)
      : null,
    'exception' in on
      ? db
          .select({ key: sql<string>`'exception'`.as('key'), n })
          .from(shipmentExceptions)
          .where(on.exception)
      : null,
  ].filter((part) => part !== null);
  return parts.map((part) => ('getSQL' in part ? part.getSQL() : part));
}

/** Runs (key, n) selects as one statement, joined with union all. */
export async function countRows(db: DbOrTx, parts: readonly SQL[]): Promise<BadgeRow[]> {
  if (parts.length === 0) return [];
  const statement = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  return rowsOf<{ key: string; n: number | string }>(await db.execute(statement)).map((r) => ({
    key: r.key,
    n: Number(r.n),
  }));
}
