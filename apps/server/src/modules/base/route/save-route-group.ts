import { checkWeekdays } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf, requireInScope } from '../shared/scope';
import { findRouteGroup, groupCodeTaken, insertRouteGroup, updateRouteGroup } from './repository';
import type { RouteGroupInput } from './schemas';

/**
 * Creates (no id) or updates a route group of the caller's selected center. Weekdays are codes 1-7
 * (Sunday 7) without repeats, stored in ascending order; codes are unique.
 */
export async function saveRouteGroup(db: Db, caller: AuthContext, input: RouteGroupInput): Promise<number> {
  const scope = await baseScopeOf(db, caller);
  const id = input.id;
  // Another center's group is refused before anything about it is checked.
  if (id !== undefined) await requireInScope((scoped) => findRouteGroup(db, id, scoped ? scope : null));
  const weekdays = checkWeekdays(input.weekdays);
  if (weekdays) throw AppError.invalid(weekdays.key, weekdays.params);
  if (await groupCodeTaken(db, input.code, input.id)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const fields = {
    code: input.code,
    name: input.name,
    description: input.description,
    weekdays: [...input.weekdays].sort((a, b) => a - b),
    shift: input.shift,
  };
  if (id === undefined) {
    return insertRouteGroup(db, { ...fields, dispatchCenterId: scope.centerId, createBy: caller.userName });
  }
  await updateRouteGroup(db, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return id;
}
