import type { SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf } from '../../base';
import { openAlertCountPart, openAlertsWhere } from '../alerts/open-alerts';
import { exceptionEtasOf } from '../exception-eta/list-exception-etas';
import { shipmentExceptionsOf } from '../shipment-exceptions/list-shipment-exceptions';
import { type BadgeConditions, type BadgeRow, badgeCountParts } from './repository';

/** Which badges to count: the alert types asked, and whether the ETA and shipment exception badges are. */
export type BadgesAsked = { alertTypes: readonly string[] | null; exceptionEta: boolean; exception: boolean };

export type BadgeCounts = {
  /** Undealt alerts per asked type (0 when none); null when not asked. */
  alerts: Record<string, number> | null;
  exceptionEta: number;
  exception: number;
};

/** The badges as (key, n) selects, and how to read their rows back. */
export type BadgeCountQuery = { parts: SQL[]; read: (rows: readonly BadgeRow[]) => BadgeCounts };

/**
 * The header's monitoring badges for the caller as statements: the open alerts per type (the same
 * select as countOpenAlerts), the undealt ETA exceptions (as countExceptionEtas) and the unhandled shipment exceptions
 * (as countShipmentExceptions), each within the caller's scope; a badge not asked counts 0. The caller
 * runs the parts (countRows), alone or with counts of its own in the same statement.
 */
export async function badgeCountQuery(
  db: DbOrTx,
  caller: AuthContext,
  asked: BadgesAsked,
): Promise<BadgeCountQuery> {
  const conditions: BadgeConditions = {};
  if (asked.alertTypes) {
    const where = await openAlertsWhere(db, caller);
    conditions.alerts = openAlertCountPart(db, where, [...new Set(asked.alertTypes)]);
  }
  if (asked.exceptionEta || asked.exception) {
    const scope = await baseScopeOf(db, caller);
    if (asked.exceptionEta) conditions.exceptionEta = exceptionEtasOf(scope, { dealStatus: 'N' });
    if (asked.exception) conditions.exception = shipmentExceptionsOf(scope, { status: 'U' });
  }
  const read = (rows: readonly BadgeRow[]): BadgeCounts => {
    const alerts = asked.alertTypes ? Object.fromEntries(asked.alertTypes.map((type) => [type, 0])) : null;
    const counts: BadgeCounts = { alerts, exceptionEta: 0, exception: 0 };
    for (const { key, n } of rows) {
      if (key === 'exceptionEta' || key === 'exception') counts[key] = n;
      else if (alerts && key.startsWith('alert:')) alerts[key.slice('alert:'.length)] = n;
    }
    return counts;
  };
  return { parts: badgeCountParts(db, conditions), read };
}
