import { inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userDataGroups, userDispatchCenters } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { baseScopeOf } from '../shared/scope';

/** The role key of carrier staff (seed roles). */
export const CARRIER_ROLE_KEY = 'carrier';

/**
 * Which carriers a caller sees (docs/api.md, "Fleet scope"):
 * - the admin role and the super user: every carrier;
 * - a user with carrier data groups (carrier staff, or a dispatcher limited on purpose): those carriers;
 * - carrier staff without carrier data groups: none (access is given, never assumed);
 * - other staff (dispatchers, schedulers) without carrier groups: the carriers serving the selected
 *   dispatch center, i.e. carriers whose carrier users are assigned to that center (the same link
 *   listDCByCarrier reads), plus carriers not yet linked to any center, so a carrier just created can be
 *   picked. Dispatchers must be able to choose carriers for dispatch without an explicit grant each.
 * Drivers, vehicles and vehicle models are scoped through their carrier.
 */
export type FleetScope =
  | { kind: 'all' }
  | { kind: 'ids'; carrierIds: string[] }
  | { kind: 'none' }
  | { kind: 'center'; centerId: string | null };

export async function fleetScopeOf(db: DbOrTx, caller: AuthContext): Promise<FleetScope> {
  const base = await baseScopeOf(db, caller);
  if (base.unrestricted || base.carrierIds === null) return { kind: 'all' };
  if (base.carrierIds.length > 0) return { kind: 'ids', carrierIds: base.carrierIds };
  if (caller.roleKeys.includes(CARRIER_ROLE_KEY)) return { kind: 'none' };
  return { kind: 'center', centerId: base.centerId };
}

/** WHERE part limiting a carrier uuid column to the scope; undefined when unrestricted. */
export function carrierWhere(column: AnyPgColumn, scope: FleetScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'ids':
      return inArray(column, scope.carrierIds);
    case 'none':
      return sql`false`;
    case 'center': {
      const unlinked = sql`not exists (select 1 from ${userDataGroups} where ${userDataGroups.groupType} = 'carrier' and ${userDataGroups.refId} = ${column})`;
      if (!scope.centerId) return unlinked;
      const linked = sql`${column} in (select ${userDataGroups.refId} from ${userDataGroups} inner join ${userDispatchCenters} on ${userDispatchCenters.userId} = ${userDataGroups.userId} where ${userDataGroups.groupType} = 'carrier' and ${userDispatchCenters.dispatchCenterId} = ${scope.centerId})`;
      return or(linked, unlinked);
    }
    default: {
      const unreachable: never = scope;
      throw new Error(`unknown fleet scope ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Vehicle models may have no carrier (shared models): those stay visible to everyone. */
export function carrierOrSharedWhere(column: AnyPgColumn, scope: FleetScope): SQL | undefined {
  const within = carrierWhere(column, scope);
  return within ? or(isNull(column), within) : undefined;
}
