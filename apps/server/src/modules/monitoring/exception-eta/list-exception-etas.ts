import type { ExceptionEtaRow } from '@tms/contract';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { formatDateTime } from '../../../platform/format-time';
import { containsText, orderByOf } from '../../../platform/list-query';
import { timeRange } from '../../../platform/time-range';
import { type BaseScope, baseScopeOf } from '../../base';
import { type AlertCenters, withinCenters } from '../alerts/open-alerts';
import * as repo from './repository';
import type { ExceptionEtaFilter, ExceptionEtaListQuery } from './schemas';
import { exceptionEtaWithin } from './scope';

const E = repo.table;

/** A record as the screen reads it: times in the user's zone, as the spec's screens show them. */
export function exceptionEtaView(row: repo.ExceptionEtaRecord, timeZone: string): ExceptionEtaRow {
  const time = (d: Date | null) => (d ? formatDateTime(d, timeZone) : null);
  return {
    ...row,
    plannedEta: time(row.plannedEta),
    windowEnd: time(row.windowEnd),
    predictedEta: formatDateTime(row.predictedEta, timeZone),
    dealTime: time(row.dealTime),
    createTime: formatDateTime(row.createTime, timeZone),
  };
}

/** The records a filter selects within a scope: center, carrier, shipment code (contains), status, raised time. */
export function exceptionEtasOf(scope: BaseScope, filter: Partial<ExceptionEtaFilter>): SQL | undefined {
  return and(
    exceptionEtaWithin(scope),
    filter.dispatchCenterId ? eq(E.dispatchCenterId, filter.dispatchCenterId) : undefined,
    filter.carrierId ? eq(E.carrierId, filter.carrierId) : undefined,
    filter.shipmentCode ? ilike(E.shipmentCode, containsText(filter.shipmentCode)) : undefined,
    filter.dealStatus ? eq(E.dealStatus, filter.dealStatus) : undefined,
    ...timeRange(E.createTime, filter.beginTime, filter.endTime),
  );
}

/** Newest first unless the caller sorts; the id ends every order so paging is stable. */
export const exceptionEtaOrder = (filter: Partial<ExceptionEtaFilter>) =>
  orderByOf(repo.SORTABLE, { sortField: filter.sortField, sortOrder: filter.sortOrder }, [
    desc(E.createTime),
    asc(E.id),
  ]);

/** GET /shipment/exception/eta/list: the exceptions of the shipments in the caller's scope, filtered. */
export async function listExceptionEtas(
  db: DbOrTx,
  caller: AuthContext,
  query: ExceptionEtaListQuery,
): Promise<{ rows: ExceptionEtaRow[]; total: number }> {
  const where = exceptionEtasOf(await baseScopeOf(db, caller), query);
  const orderBy = exceptionEtaOrder(query);
  const offset = offsetOf(query);
  const { rows, total } = await repo.listPage(db, where, orderBy, query.pageSize, offset);
  const zone = caller.profile.timeZone;
  return {
    rows: rows.map((r) => exceptionEtaView(r, zone)),
    total: total ?? (offset === 0 ? 0 : await repo.countExceptions(db, where)),
  };
}

/**
 * GET /shipment/exception/eta/count: the undealt (open) exceptions in the caller's scope (the header
 * badge, the dashboard and the data screen): in the session's center, or in the centers a report covers
 * (their list; null: every center), as open alerts are counted (alerts/open-alerts.ts).
 */
export async function countExceptionEtas(
  db: DbOrTx,
  caller: AuthContext,
  centers?: AlertCenters,
): Promise<number> {
  const scope = await baseScopeOf(db, caller);
  if (centers === undefined) return repo.countExceptions(db, exceptionEtasOf(scope, { dealStatus: 'N' }));
  const anyCenter = { ...scope, centerId: null, unrestricted: true };
  const where = and(
    exceptionEtasOf(anyCenter, { dealStatus: 'N' }),
    withinCenters(E.dispatchCenterId, centers ?? null),
  );
  return repo.countExceptions(db, where);
}
