import type { ShipmentExceptionRow } from '@tms/contract';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { offsetOf } from '../../../platform/envelope';
import { formatDateTime } from '../../../platform/format-time';
import { containsText, orderByOf } from '../../../platform/list-query';
import { timeRange } from '../../../platform/time-range';
import { type BaseScope, baseScopeOf } from '../../base';
import * as repo from './repository';
import type { ShipmentExceptionFilter, ShipmentExceptionListQuery } from './schemas';
import { shipmentExceptionWithin } from './scope';

const E = repo.table;

/** A record as the screen reads it: times in the user's zone. */
export function shipmentExceptionView(
  row: repo.ShipmentExceptionRecord,
  timeZone: string,
): ShipmentExceptionRow {
  return {
    ...row,
    kind: row.kind as ShipmentExceptionRow['kind'],
    status: row.status as ShipmentExceptionRow['status'],
    handleTime: row.handleTime ? formatDateTime(row.handleTime, timeZone) : null,
    createTime: formatDateTime(row.createTime, timeZone),
  };
}

/** The records a filter selects within a scope: center, carrier, shipment code (contains), status, kind, found time. */
export function shipmentExceptionsOf(
  scope: BaseScope,
  filter: Partial<ShipmentExceptionFilter>,
): SQL | undefined {
  return and(
    shipmentExceptionWithin(scope),
    filter.dispatchCenterId ? eq(E.dispatchCenterId, filter.dispatchCenterId) : undefined,
    filter.carrierId ? eq(E.carrierId, filter.carrierId) : undefined,
    filter.shipmentCode ? ilike(E.shipmentCode, containsText(filter.shipmentCode)) : undefined,
    filter.status ? eq(E.status, filter.status) : undefined,
    filter.kind ? eq(E.kind, filter.kind) : undefined,
    ...timeRange(E.createTime, filter.beginTime, filter.endTime),
  );
}

/** Newest first unless the caller sorts; the id ends every order so paging is stable. */
const order = (filter: Partial<ShipmentExceptionFilter>) =>
  orderByOf(repo.SORTABLE, { sortField: filter.sortField, sortOrder: filter.sortOrder }, [
    desc(E.createTime),
    asc(E.id),
  ]);

/** GET /shipment/exception/list: the exceptions of the shipments in the caller's scope, filtered. */
export async function listShipmentExceptions(
  db: DbOrTx,
  caller: AuthContext,
  query: ShipmentExceptionListQuery,
): Promise<{ rows: ShipmentExceptionRow[]; total: number }> {
  const where = shipmentExceptionsOf(await baseScopeOf(db, caller), query);
  const offset = offsetOf(query);
  const { rows, total } = await repo.listPage(db, where, order(query), query.pageSize, offset);
  const zone = caller.profile.timeZone;
  return {
    rows: rows.map((r) => shipmentExceptionView(r, zone)),
    total: total ?? (offset === 0 ? 0 : await repo.countExceptions(db, where)),
  };
}

/** The unhandled exceptions in the caller's scope (the header's exception badge). */
export async function countShipmentExceptions(db: DbOrTx, caller: AuthContext): Promise<number> {
  const where = shipmentExceptionsOf(await baseScopeOf(db, caller), { status: 'U' });
  return repo.countExceptions(db, where);
}
