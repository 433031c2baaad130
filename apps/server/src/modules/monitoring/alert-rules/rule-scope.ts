import type { SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { allowedDispatchCenters, isSuperCaller } from '../../identity';
import { withinCenters } from './repository';

/**
 * Which rules a caller may see and change: a rule of a dispatch center belongs to the callers who may
 * see that center (their assigned centers, not only the selected one, since rules are set up once for
 * a center rather than worked through day by day); a rule with no center applies to every center and
 * is everyone's who has the screen. The super user and the admin role see every rule.
 */
export async function ruleScopeOf(db: DbOrTx, caller: AuthContext): Promise<SQL | undefined> {
  if (isSuperCaller(caller)) return undefined;
  return withinCenters(await allowedDispatchCenters(db, caller));
}

/**
 * Reading or changing one rule: 404 when it does not exist (or was removed), HTTP 403
 * (common.dataScopeDenied) when it belongs to a center outside the caller's.
 */
export async function requireRule<T>(find: (scoped: boolean) => Promise<T | undefined>): Promise<T> {
  const scoped = await find(true);
  if (scoped !== undefined) return scoped;
  if ((await find(false)) !== undefined) throw AppError.forbidden('common.dataScopeDenied');
  throw AppError.notFound();
}
