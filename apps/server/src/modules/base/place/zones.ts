import { and } from 'drizzle-orm';
import { zones } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { defineExport } from '../../reporting';
import { allowedCenter, centerOwned, centerScopeOf } from '../shared/center-scope';
import { masterRows } from '../shared/master-export';
import { contains, equals, masterOptions, masterOptionsByIds } from '../shared/master-repository';
import { assertCodeFree, defineMasterList, findInScope, targetUuid, writeMaster } from '../shared/masters';
import { presentInScope, softRemove } from '../shared/records';
import * as repo from './repository';
import { type ZoneBody, zoneFilter } from './schemas';

const place = repo.zonePlace;
const Z = zones;

export const zoneList = defineMasterList({
  master: place,
  sorting: { sortable: { code: Z.code, name: Z.name, enableFlag: Z.enableFlag, createTime: Z.createTime } },
  filter: zoneFilter,
  where: (f) =>
    and(
      contains(Z.code, f.code),
      contains(Z.name, f.name),
      equals(Z.dispatchCenterId, f.dispatchCenterId),
      equals(Z.enableFlag, f.enableFlag),
    ),
  scope: centerOwned(Z.dispatchCenterId),
  view: (r: repo.ZoneRow) => ({
    uuid: r.uuid,
    code: r.code,
    name: r.name,
    dispatchCenterId: r.dispatchCenterId,
    dispatchCenterName: r.dispatchCenterName,
    enableFlag: r.enableFlag,
    remark: r.remark,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime?.toISOString() ?? null,
  }),
});

/**
 * Enabled zones of the caller's center. `ids` adds the zones a form already holds (disabled ones too),
 * so it can name them; for the unrestricted across every center (the user form assigns any center's zones).
 */
export async function zoneDropBox(db: Db, caller: AuthContext, keyword?: string, ids: string[] = []) {
  const scope = await centerScopeOf(db, caller);
  const options = await masterOptions(db, place, {
    where: zoneList.scope.where(scope),
    keyword,
    label: Z.name,
    limit: 500,
  });
  if (ids.length === 0) return options;
  const held = await masterOptionsByIds(
    db,
    place,
    Z.name,
    scope.unrestricted ? undefined : zoneList.scope.where(scope),
    ids,
  );
  return [...held.filter((h) => !options.some((o) => o.uuid === h.uuid)), ...options];
}

export async function saveZone(db: Db, caller: AuthContext, input: ZoneBody, isUpdate: boolean) {
  const scope = await centerScopeOf(db, caller);
  const uuid = targetUuid(input, isUpdate);
  if (uuid) await findInScope(db, place, uuid, zoneList.scope.where(scope));
  await assertCodeFree(db, place, input.code, uuid);
  return writeMaster(db, place, caller, uuid, {
    code: input.code,
    name: input.name,
    dispatchCenterId: allowedCenter(scope, input.dispatchCenterId),
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

/** Soft removal, refused while present stations or transport locations use the zone. */
export async function removeZones(db: Db, caller: AuthContext, uuids: string[]) {
  const scope = await zoneList.callerScope(db, caller);
  const rows = await presentInScope(db, place, uuids, scope);
  const used = await repo.zonesInUse(
    db,
    rows.map((r) => r.uuid),
  );
  const busy = rows.find((r) => used.has(r.uuid));
  if (busy) throw AppError.invalid('base.zone.inUse', { value: busy.code });
  await softRemove(db, place, uuids, scope, caller.userName);
}

const zonesExport = defineExport({
  kind: 'base.zone.export',
  permission: 'base:zone:export',
  title: 'base.zone.exportName',
  ...masterRows(zoneList),
  columns: [
    { key: 'code', header: 'base.place.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.place.column.name', width: 24, value: (r) => r.name },
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
export const exportZones = zonesExport.answer;
