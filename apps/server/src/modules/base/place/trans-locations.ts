import { and } from 'drizzle-orm';
import { transportLocations } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { defineExport } from '../../reporting';
import { allowedCenter, type CenterScope, centerOwned, centerScopeOf } from '../shared/center-scope';
import { masterRows } from '../shared/master-export';
import { contains, equals, masterOptions } from '../shared/master-repository';
import { assertCodeFree, defineMasterList, findInScope, targetUuid, writeMaster } from '../shared/masters';
import * as repo from './repository';
import { type TransLocationBody, transLocationFilter } from './schemas';

const place = repo.transLocationPlace;
const T = transportLocations;

export const transLocationList = defineMasterList({
  master: place,
  sorting: {
    sortable: {
      code: T.code,
      name: T.name,
      type: T.type,
      enableFlag: T.enableFlag,
      createTime: T.createTime,
    },
  },
  filter: transLocationFilter,
  where: (f) =>
    and(
      contains(T.code, f.code),
      contains(T.name, f.name),
      equals(T.type, f.type),
      equals(T.zoneId, f.zoneId),
      equals(T.enableFlag, f.enableFlag),
    ),
  scope: centerOwned(T.dispatchCenterId),
  view: (r: repo.TransLocationRow) => ({
    uuid: r.uuid,
    code: r.code,
    name: r.name,
    type: r.type,
    address: r.address,
    zoneId: r.zoneId,
    zoneName: r.zoneName,
    dispatchCenterId: r.dispatchCenterId,
    dispatchCenterName: r.dispatchCenterName,
    enableFlag: r.enableFlag,
    remark: r.remark,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime?.toISOString() ?? null,
  }),
});

export async function transLocationDropBox(db: Db, caller: AuthContext, keyword?: string) {
  const where = await transLocationList.callerScope(db, caller);
  return masterOptions(db, place, { where, keyword, label: T.name, limit: 500 });
}

/**
 * The zone of a transport location must be one the caller sees, and of the location's center (or a
 * shared zone).
 */
async function checkZone(db: Db, scope: CenterScope, zoneId: string | null, centerId: string | null) {
  if (!zoneId) return;
  const zone = await repo.zoneCenter(db, zoneId);
  if (!zone) throw AppError.notFound();
  if (zone.dispatchCenterId && !scope.unrestricted && zone.dispatchCenterId !== scope.centerId) {
    throw AppError.forbidden('common.dataScopeDenied');
  }
  if (zone.dispatchCenterId && centerId && zone.dispatchCenterId !== centerId) {
    throw AppError.invalid('base.transLocation.zoneOtherCenter');
  }
}

export async function saveTransLocation(
  db: Db,
  caller: AuthContext,
  input: TransLocationBody,
  isUpdate: boolean,
) {
  const scope = await centerScopeOf(db, caller);
  const uuid = targetUuid(input, isUpdate);
  if (uuid) await findInScope(db, place, uuid, transLocationList.scope.where(scope));
  await assertCodeFree(db, place, input.code, uuid);
  const dispatchCenterId = allowedCenter(scope, input.dispatchCenterId);
  const zoneId = input.zoneId || null;
  await checkZone(db, scope, zoneId, dispatchCenterId);
  return writeMaster(db, place, caller, uuid, {
    code: input.code,
    name: input.name,
    type: input.type || null,
    address: input.address || null,
    zoneId,
    dispatchCenterId,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

const transLocationsExport = defineExport({
  kind: 'base.transLocation.export',
  permission: 'base:transLocation:export',
  title: 'base.transLocation.exportName',
  ...masterRows(transLocationList),
  columns: [
    { key: 'code', header: 'base.place.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.place.column.name', width: 24, value: (r) => r.name },
    { key: 'type', header: 'base.place.column.type', width: 12, value: (r) => r.type },
    { key: 'address', header: 'base.place.column.address', width: 36, value: (r) => r.address },
    { key: 'zoneName', header: 'base.place.column.zone', width: 18, value: (r) => r.zoneName },
    {
      key: 'dispatchCenterName',
      header: 'base.place.column.dispatchCenter',
      width: 18,
      value: (r) => r.dispatchCenterName,
    },
    { key: 'enableFlag', header: 'base.place.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.place.column.remark', width: 24, value: (r) => r.remark },
  ],
});
export const exportTransLocations = transLocationsExport.answer;
