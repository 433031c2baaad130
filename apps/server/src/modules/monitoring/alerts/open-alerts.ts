import { ALERT_RULE_TYPES } from '@tms/domain';
import { type AnyColumn, and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { shipmentAlerts } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { rowsOf } from '../../../platform/db';
import { baseScopeOf } from '../../base';
import { shipmentRowsWithin } from '../shared/shipment-rows-scope';
import { alertScopeOf } from './alert-scope';

const A = shipmentAlerts;

/**
 * An open alert is one nobody has dealt with yet (deal status N), whether or not its condition still
 * lasts. An alert whose condition ended (the speed came down, the door closed) still waits for a person
 * to give its reason and remark, so it stays open until it is dealt with: the alert page's undealt list,
 * the header's bell, the live board, the dashboard and the data screen all count exactly these, through
 * the functions below.
 */
export const isOpenAlert = (): SQL => eq(A.dealStatus, 'N');

/**
 * "The shipment has an open alert", as a condition on the column naming the shipment in the caller's
 * query (the shipment list's alert-state filter); the lookup rides the alert table's (shipment, start) index.
 */
export function hasOpenAlert(shipmentId: AnyColumn): SQL {
  return sql`exists (select 1 from ${A} where ${A.shipmentId} = ${shipmentId} and ${isOpenAlert()})`;
}

/**
 * Which dispatch centers' alerts to count: the session's (undefined: the header's center, as the bell,
 * the alert page and the live board show), or the ones a report covers (their list, checked by the
 * report against what the caller may see; null: every center, for the super user and the admin role).
 */
export type AlertCenters = readonly string[] | null | undefined;

/** The open alerts a caller may see, in the session's center or in the centers given. */
export async function openAlertsWhere(
  db: DbOrTx,
  caller: AuthContext,
  centers?: AlertCenters,
): Promise<SQL | undefined> {
  if (centers === undefined) return and(await alertScopeOf(db, caller), isOpenAlert());
  // The caller's carrier and client limits hold whatever the centers.
  const scope = { ...(await baseScopeOf(db, caller)), centerId: null, unrestricted: true };
  return and(shipmentRowsWithin(scope, A), isOpenAlert(), withinCenters(A.dispatchCenterId, centers));
}

/** A center list as a condition (null: every center; empty: none). */
export const withinCenters = (column: AnyColumn, centers: readonly string[] | null): SQL | undefined =>
  centers === null ? undefined : centers.length === 0 ? sql`false` : inArray(column, [...centers]);

/** A badge row: `alert:<type>` and its count (read with other badges in one statement). */
export function openAlertCountPart(db: DbOrTx, where: SQL | undefined, types: readonly string[]): SQL {
  return db
    .select({ key: sql<string>`'alert:' || ${A.alertType}`.as('key'), n: count().as('n') })
    .from(A)
    .where(and(where, inArray(A.alertType, [...types])))
    .groupBy(A.alertType)
    .getSQL();
}

/**
 * The open alerts in the caller's scope per type (every asked type present, 0 when none; no types
 * asked: all nine), in the session's center or the centers given: the one count every screen shows.
 */
export async function countOpenAlerts(
  db: DbOrTx,
  caller: AuthContext,
  options: { types?: readonly string[]; centers?: AlertCenters } = {},
): Promise<Record<string, number>> {
  const asked =
    options.types && options.types.length > 0 ? [...new Set(options.types)] : [...ALERT_RULE_TYPES];
  const where = await openAlertsWhere(db, caller, options.centers);
  const rows = rowsOf<{ key: string; n: number | string }>(
    await db.execute(openAlertCountPart(db, where, asked)),
  );
  const counts: Record<string, number> = Object.fromEntries(asked.map((type) => [type, 0]));
  for (const row of rows) counts[row.key.slice('alert:'.length)] = Number(row.n);
  return counts;
}

/** The alert levels in rising order: the rank of the worst open alert (0: none open). */
const LEVEL_RANK = sql<number>`coalesce(max(case ${A.level} when 'serious' then 3 when 'moderate' then 2 when 'slight' then 1 end), 0)`;

/** Per shipment: its open alerts and the rank of the worst (shipments without any are absent). */
export function openAlertsPerShipment(db: DbOrTx) {
  return db
    .select({
      shipmentId: A.shipmentId,
      openAlerts: count().as('open_alerts'),
      levelRank: LEVEL_RANK.mapWith(Number).as('level_rank'),
    })
    .from(A)
    .where(isOpenAlert())
    .groupBy(A.shipmentId);
}

/** The open alerts of these shipments (already in the caller's scope), each with its worst level's rank. */
export async function openAlertsOfShipments(
  db: DbOrTx,
  shipmentIds: readonly string[],
): Promise<Map<string, { openAlerts: number; levelRank: number }>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await db
    .select({ shipmentId: A.shipmentId, openAlerts: count(), levelRank: LEVEL_RANK.mapWith(Number) })
    .from(A)
    .where(and(isOpenAlert(), inArray(A.shipmentId, [...shipmentIds])))
    .groupBy(A.shipmentId);
  return new Map(rows.map((r) => [r.shipmentId, { openAlerts: r.openAlerts, levelRank: r.levelRank }]));
}
