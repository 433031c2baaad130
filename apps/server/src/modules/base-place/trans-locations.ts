import { randomUUID } from 'node:crypto';
import type { Lang } from '@tms/domain';
import { and, asc } from 'drizzle-orm';
import { z } from 'zod';
import { transportLocations } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { softRemove } from '../base-shared/records';
import { requireInScope, withinCenter } from '../base-shared/scope';
import { defineListExport } from '../report-task/list-export';
import {
  allowedCenter,
  asBaseScope,
  type CenterScope,
  centerScopeOf,
  centerScopeParams,
} from './center-scope';
import * as repo from './repository';
import type { TransLocationBody, transLocationFilter } from './schemas';

type Filter = Partial<z.infer<typeof transLocationFilter>>;
const place = repo.transLocationPlace;
const T = transportLocations;
const sortable = {
  code: T.code,
  name: T.name,
  type: T.type,
  enableFlag: T.enableFlag,
  createTime: T.createTime,
};
const byCode = [asc(T.code), asc(T.uuid)];

const scoped = (scope: CenterScope) => withinCenter(T.dispatchCenterId, asBaseScope(scope));
const where = (filter: Filter, scope: CenterScope) =>
  and(
    scoped(scope),
    repo.contains(T.code, filter.code),
    repo.contains(T.name, filter.name),
    repo.equals(T.type, filter.type),
    repo.equals(T.zoneId, filter.zoneId),
    repo.equals(T.enableFlag, filter.enableFlag),
  );

const view = (r: repo.TransLocationRow) => ({
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
});

export async function listTransLocations(db: Db, caller: AuthContext, query: PageQuery & SortQuery & Filter) {
  const scope = await centerScopeOf(db, caller);
  const { rows, total } = await repo.pagePlaces<repo.TransLocationRow>(
    db,
    place,
    where(query, scope),
    orderByOf(sortable, query, byCode),
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(view), total };
}

export async function getTransLocation(db: Db, caller: AuthContext, uuid: string) {
  const scope = await centerScopeOf(db, caller);
  return view(
    await requireInScope((s) =>
      repo.findPlace<repo.TransLocationRow>(db, place, uuid, s ? scoped(scope) : undefined),
    ),
  );
}

export async function transLocationDropBox(db: Db, caller: AuthContext, keyword?: string) {
  const scope = await centerScopeOf(db, caller);
  return repo.placeOptions(db, place, T.name, scoped(scope), keyword);
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
  const uuid = input.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  if (uuid) await requireInScope((s) => repo.findPlace(db, place, uuid, s ? scoped(scope) : undefined));
  if (await repo.placeCodeTaken(db, place, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const dispatchCenterId = allowedCenter(scope, input.dispatchCenterId);
  const zoneId = input.zoneId || null;
  await checkZone(db, scope, zoneId, dispatchCenterId);
  const fields = {
    code: input.code,
    name: input.name,
    type: input.type || null,
    address: input.address || null,
    zoneId,
    dispatchCenterId,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertPlace(db, place, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await repo.updatePlace(db, place, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

export async function removeTransLocations(db: Db, caller: AuthContext, uuids: string[]) {
  const scope = await centerScopeOf(db, caller);
  await softRemove(db, place, uuids, scoped(scope), caller.userName);
}

const exportParams = z.object({
  filter: z.object({
    code: z.string().optional(),
    name: z.string().optional(),
    type: z.string().optional(),
    zoneId: z.string().optional(),
    enableFlag: z.enum(['Y', 'N']).optional(),
  }),
  scope: centerScopeParams,
});
const col = (lang: Lang, key: string) => t(lang, `base.place.column.${key}`);
export const exportTransLocations = defineListExport<z.infer<typeof exportParams>, repo.TransLocationRow>({
  kind: 'base.transLocation.export',
  nameKey: 'base.transLocation.exportName',
  sheetKey: 'base.transLocation.exportName',
  params: exportParams,
  count: (db, p) => repo.countPlaces(db, place, where(p.filter, p.scope)),
  rows: (db, p) => repo.allPlaces(db, place, where(p.filter, p.scope), byCode),
  columns: (lang) => [
    { header: col(lang, 'code'), width: 14, value: (r) => r.code },
    { header: col(lang, 'name'), width: 24, value: (r) => r.name },
    { header: col(lang, 'type'), width: 12, value: (r) => r.type },
    { header: col(lang, 'address'), width: 36, value: (r) => r.address },
    { header: col(lang, 'zone'), width: 18, value: (r) => r.zoneName },
    { header: col(lang, 'dispatchCenter'), width: 18, value: (r) => r.dispatchCenterName },
    { header: col(lang, 'enableFlag'), width: 10, value: (r) => r.enableFlag },
    { header: col(lang, 'remark'), width: 24, value: (r) => r.remark },
  ],
});
