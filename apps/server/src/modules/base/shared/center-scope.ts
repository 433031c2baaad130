import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { MasterScope } from './masters';
import { type BaseScope, baseScopeOf, withinCenter } from './scope';

/**
 * Zones, transport locations and printers are center-owned: the caller sees those of the selected dispatch
 * center and shared ones (no center); the unrestricted with no center selected see all (withinCenter). The
 * user's zone data groups do not narrow the zone screen or its selector: a dispatcher must be able to
 * pick any zone of their center; zone data groups narrow the data that belongs to zones (stations).
 */
export const centerScopeParams = z.object({ centerId: z.string().nullable(), unrestricted: z.boolean() });
export type CenterScope = z.infer<typeof centerScopeParams>;

export async function centerScopeOf(db: DbOrTx, caller: AuthContext): Promise<CenterScope> {
  const { centerId, unrestricted } = await baseScopeOf(db, caller);
  return { centerId, unrestricted };
}

export const asBaseScope = (s: CenterScope): BaseScope => ({
  ...s,
  carrierStaff: false,
  clientIds: null,
  carrierIds: null,
  zoneIds: null,
});

/** The scope of a center-owned list (defineMasterList): `column` holds the record's dispatch center. */
export const centerOwned = (column: AnyPgColumn): MasterScope<CenterScope> => ({
  params: centerScopeParams,
  of: centerScopeOf,
  where: (scope) => withinCenter(column, asBaseScope(scope)),
});

/**
 * The center a new or changed record may be given: the caller's selected center when none is sent;
 * a restricted caller may only use the selected center (shared records, with no center, are the
 * unrestricted users' to make).
 */
export function allowedCenter(scope: CenterScope, requested: string | null | undefined): string | null {
  if (!requested) return requested === undefined || !scope.unrestricted ? scope.centerId : null;
  if (!scope.unrestricted && requested !== scope.centerId) throw AppError.forbidden('common.dataScopeDenied');
  return requested;
}
