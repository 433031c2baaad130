import { REPORT_MAX_DAYS, reportRangeError } from '@tms/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf } from '../../base';
import { allowedDispatchCenters, assertDispatchCenter, isSuperCaller } from '../../identity';

/**
 * What roll-up rows a caller may read: the dispatch centers they cover (every center, and rows of none,
 * for the super user and the admin role), narrowed to one asked-for center; carrier staff only their
 * carriers' rows. A center asked for outside their cover is refused (common.dataScopeDenied).
 */
export type ReportScope = { centerIds: string[] | null; carrierIds: string[] | null };

export async function reportScopeOf(
  db: DbOrTx,
  caller: AuthContext,
  dispatchCenterId: string | null | undefined,
): Promise<ReportScope> {
  const base = await baseScopeOf(db, caller);
  const carrierIds = base.carrierStaff ? (base.carrierIds ?? []) : null;
  if (dispatchCenterId) {
    await assertDispatchCenter(db, caller, dispatchCenterId);
    return { centerIds: [dispatchCenterId], carrierIds };
  }
  if (isSuperCaller(caller)) return { centerIds: null, carrierIds };
  return { centerIds: await allowedDispatchCenters(db, caller), carrierIds };
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** The scope as a condition on a roll-up table aliased `alias` (its dispatch_center_id, carrier_id). */
export function withinReportScope(scope: ReportScope, alias: string): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [sql`true`];
  if (scope.centerIds) parts.push(sql`${a}.dispatch_center_id = any(${textArray(scope.centerIds)})`);
  if (scope.carrierIds) parts.push(sql`${a}.carrier_id = any(${textArray(scope.carrierIds)})`);
  return sql.join(parts, sql` and `);
}

/** Refuses a day range whose end is before its beginning or that is too long (report.range.*). */
export function assertReportRange(range: { beginDate: string; endDate: string }): void {
  const error = reportRangeError(range);
  if (error === 'report.range.tooLong')
    throw AppError.invalid('report.range.tooLong', { max: REPORT_MAX_DAYS });
  if (error === 'report.range.endBeforeBegin') throw AppError.invalid('report.range.endBeforeBegin');
  if (error) throw AppError.invalid('report.range.invalid');
}
