import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import { shipments, waybills } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';

/** Present waybills within `scope` (the core's waybillWithin) counted per status, for the asked statuses. */
export async function waybillsPerStatus(
  db: DbOrTx,
  scope: SQL,
  statuses: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: waybills.status, n: count() })
    .from(waybills)
    .where(and(scope, inArray(waybills.status, [...statuses])))
    .groupBy(waybills.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * Shipments within `scope` planned to leave on `day` (YYYY-MM-DD; etd is the station's wall clock, so
 * the day is compared as written), counted per status.
 */
export async function shipmentsLeavingPerStatus(
  db: DbOrTx,
  scope: SQL,
  day: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: shipments.status, n: count() })
    .from(shipments)
    .where(
      and(
        scope,
        sql`${shipments.etd} >= ${day}::date::timestamp`,
        sql`${shipments.etd} < (${day}::date + 1)::timestamp`,
      ),
    )
    .groupBy(shipments.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
