import { inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { vehicleModels } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { type BaseScope, baseScopeOf } from '../shared/scope';

/**
 * Which carriers a caller may see and pick (docs/architecture.md, "Fleet scope"), the one answer every
 * fleet list, picker, detail, write and export asks:
 * - the admin role and the super user: every carrier;
 * - carrier staff: the carriers given to them directly (their employer);
 * - anyone else: the carriers of their data groups — given directly, or held by a base data group they
 *   hold (the spec: data groups link clients, stations, carriers, zones and centers to users). No group,
 *   no carrier: access is given, never assumed.
 * Drivers, vehicles and vehicle models are scoped through their carrier (models without one are shared).
 */
export type FleetScope = { kind: 'all' } | { kind: 'ids'; carrierIds: string[] };

export async function fleetScopeOf(db: DbOrTx, caller: AuthContext): Promise<FleetScope> {
  return fleetScopeFrom(await baseScopeOf(db, caller));
}

/** The fleet scope of a base-data scope already read (its carriers, or all for the unrestricted). */
export function fleetScopeFrom(base: BaseScope): FleetScope {
  if (base.unrestricted || base.carrierIds === null) return { kind: 'all' };
  return { kind: 'ids', carrierIds: base.carrierIds };
}

/** Vehicle models a caller may pick (a line's, a plan's, an actual model): their carriers' and shared ones. */
export function vehicleModelWithin(base: BaseScope): SQL | undefined {
  return carrierOrSharedWhere(vehicleModels.carrierId, fleetScopeFrom(base));
}

/** WHERE part limiting a carrier uuid column to the scope; undefined when unrestricted. */
export function carrierWhere(column: AnyPgColumn, scope: FleetScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'ids':
      return scope.carrierIds.length === 0 ? sql`false` : inArray(column, scope.carrierIds);
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

/** Whether a carrier is one the scope holds. */
export function holdsCarrier(scope: FleetScope, carrierId: string | null | undefined): boolean {
  if (!carrierId) return false;
  return scope.kind === 'all' || scope.carrierIds.includes(carrierId);
}

/**
 * A fleet record read or changed by id: found in the scope, or "not found" — one outside the caller's
 * carriers answers as if it did not exist, so ids of other centers' fleets tell nothing.
 */
export async function requireFleetRecord<T>(find: () => Promise<T | undefined>): Promise<T> {
  const row = await find();
  if (row === undefined) throw AppError.notFound();
  return row;
}
