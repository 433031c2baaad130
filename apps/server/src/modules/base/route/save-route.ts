import { randomUUID } from 'node:crypto';
import { checkRouteEnds } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf, requireInScope } from '../shared/scope';
import { findRoute, insertRoute, routeCodeTaken, updateRoute, zonesInScope } from './repository';
import type { RouteInput } from './schemas';

/**
 * Creates (no uuid) or updates a standard route of the caller's selected center. Origin and
 * destination zones are required, different, present and usable in that center; codes are unique.
 */
export async function saveRoute(db: Db, caller: AuthContext, input: RouteInput): Promise<string> {
  const scope = await baseScopeOf(db, caller);
  const uuid = input.uuid?.trim() || undefined;
  // Another center's route is refused before anything about it is checked.
  if (uuid !== undefined) await requireInScope((scoped) => findRoute(db, uuid, scoped ? scope : null));
  const ends = checkRouteEnds(input);
  if (ends) throw AppError.invalid(ends.key, ends.params);
  const endIds = [input.originZoneId, input.destZoneId] as string[];
  const found = await zonesInScope(db, endIds, scope);
  const missing = endIds.find((id) => !found.some((z) => z.uuid === id));
  if (missing) throw AppError.invalid('base.route.zoneNotFound', { value: missing });
  if (await routeCodeTaken(db, input.code, uuid))
    throw AppError.invalid('base.codeTaken', { value: input.code });

  const fields = {
    code: input.code,
    name: input.name,
    originZoneId: input.originZoneId,
    destZoneId: input.destZoneId,
    transType: input.transType,
    stowageMode: input.stowageMode,
    transportGroup: input.transportGroup,
    mileageKm: input.mileageKm,
    cost: input.cost,
    prescriptionHours: input.prescriptionHours,
    remark: input.remark,
  };
  if (uuid === undefined) {
    const created = randomUUID();
    await insertRoute(db, {
      uuid: created,
      ...fields,
      dispatchCenterId: scope.centerId,
      createBy: caller.userName,
    });
    return created;
  }
  await updateRoute(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}
