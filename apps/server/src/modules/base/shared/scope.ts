import { isCarrierStaff } from '@tms/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { dataGroupCarriers, dataGroupClients, userDataGroups } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import { oncePerCaller } from '../../../platform/auth/request-memo';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { isSuperCaller } from '../../identity';

/**
 * What base data a caller may see (docs/architecture.md, "Base-data scope"):
 * - centerId: the dispatch center selected in the session; center-owned records (stations, zones,
 *   routes, route groups, printers) show when they belong to it or to no center (shared records);
 * - clientIds / carrierIds / zoneIds: the user's data groups; null means unrestricted (the super user
 *   and the admin role). A user with no group of a kind sees no record of that kind: access is given,
 *   never assumed. Clients and carriers come directly or through base data groups (group type
 *   'dataGroup'); carrier staff hold only the carriers given to them directly (their employer), whatever
 *   their base data groups hold.
 */
export type BaseScope = {
  centerId: string | null;
  unrestricted: boolean;
  /**
   * Carrier staff (every role with the carrier data scope): waybills and shipments are those given to
   * their carriers (carrierIds), whatever clients their data groups hold.
   */
  carrierStaff: boolean;
  clientIds: string[] | null;
  carrierIds: string[] | null;
  zoneIds: string[] | null;
};

/**
 * A scope kept with a queued task as plain data and read back when the task runs; tasks queued
 * before a field existed read it as its default.
 */
export const storedScopeSchema = z.object({
  centerId: z.string().nullable(),
  unrestricted: z.boolean(),
  carrierStaff: z.boolean().default(false),
  clientIds: z.array(z.string()).nullable(),
  carrierIds: z.array(z.string()).nullable().default(null),
  zoneIds: z.array(z.string()).nullable().default(null),
});

/** The caller's base-data scope, read once while the caller stays cached, however many requests ask. */
export function baseScopeOf(db: DbOrTx, caller: AuthContext): Promise<BaseScope> {
  return oncePerCaller(caller, 'base-scope', () => readBaseScope(db, caller));
}

async function readBaseScope(db: DbOrTx, caller: AuthContext): Promise<BaseScope> {
  if (isSuperCaller(caller)) {
    return {
      centerId: caller.dispatchCenterId,
      unrestricted: true,
      carrierStaff: false,
      clientIds: null,
      carrierIds: null,
      zoneIds: null,
    };
  }
  const userId = Number(caller.userId);
  const own = and(eq(userDataGroups.userId, userId), eq(userDataGroups.groupType, 'dataGroup'));
  const ownGroups = db.select({ id: userDataGroups.refId }).from(userDataGroups).where(own);
  // One round trip: the user's own references, plus the clients and carriers of their base data groups.
  const refs = await unionAll(
    db
      .select({ groupType: sql<string>`${userDataGroups.groupType}`, refId: userDataGroups.refId })
      .from(userDataGroups)
      .where(eq(userDataGroups.userId, userId)),
    db
      .select({ groupType: sql<string>`'groupClient'`, refId: dataGroupClients.clientId })
      .from(dataGroupClients)
      .where(inArray(dataGroupClients.dataGroupId, ownGroups)),
    db
      .select({ groupType: sql<string>`'groupCarrier'`, refId: dataGroupCarriers.carrierId })
      .from(dataGroupCarriers)
      .where(inArray(dataGroupCarriers.dataGroupId, ownGroups)),
  );
  const of = (type: string) => refs.filter((r) => r.groupType === type).map((r) => r.refId);
  const carrierStaff = isCarrierStaff(caller.roleScopes);
  return {
    centerId: caller.dispatchCenterId,
    unrestricted: false,
    carrierStaff,
    clientIds: [...new Set([...of('client'), ...of('groupClient')])],
    carrierIds: carrierStaff ? of('carrier') : [...new Set([...of('carrier'), ...of('groupCarrier')])],
    zoneIds: of('zone'),
  };
}

/** `column in (ids)`, nothing when unrestricted, false when the list is empty. */
export function withinIds(column: AnyPgColumn, ids: string[] | null): SQL | undefined {
  if (ids === null) return undefined;
  if (ids.length === 0) return sql`false`;
  return inArray(column, ids);
}

/** Like withinIds, but records without an owner (null column) stay visible: hubs with no client. */
export function withinIdsOrShared(column: AnyPgColumn, ids: string[] | null): SQL | undefined {
  if (ids === null) return undefined;
  if (ids.length === 0) return isNull(column);
  return or(isNull(column), inArray(column, ids));
}

/**
 * Center-owned records: the selected center's and shared (null) ones. The super user with no center
 * selected sees every center's records; anyone else without a center sees only shared records.
 */
export function withinCenter(column: AnyPgColumn, scope: BaseScope): SQL | undefined {
  if (scope.centerId) return or(eq(column, scope.centerId), isNull(column));
  return scope.unrestricted ? undefined : isNull(column);
}

/**
 * Reading or changing one record by id: not found (404) when it does not exist, refused (HTTP 403,
 * common.dataScopeDenied) when it exists outside the caller's scope.
 */
export async function requireInScope<T>(find: (scoped: boolean) => Promise<T | undefined>): Promise<T> {
  const scoped = await find(true);
  if (scoped !== undefined) return scoped;
  if ((await find(false)) !== undefined) throw AppError.forbidden('common.dataScopeDenied');
  throw AppError.notFound();
}
