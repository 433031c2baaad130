import { randomUUID } from 'node:crypto';
import type { Lang } from '@tms/domain';
import { and, asc } from 'drizzle-orm';
import { z } from 'zod';
import { zones } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf, type PageQuery } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { orderByOf, type SortQuery } from '../base-shared/list';
import { presentInScope, softRemove } from '../base-shared/records';
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
import type { ZoneBody, zoneFilter } from './schemas';

type Filter = Partial<z.infer<typeof zoneFilter>>;
const place = repo.zonePlace;
const sortable = {
  code: zones.code,
  name: zones.name,
  enableFlag: zones.enableFlag,
  createTime: zones.createTime,
};
const byCode = [asc(zones.code), asc(zones.uuid)];

const scoped = (scope: CenterScope) => withinCenter(zones.dispatchCenterId, asBaseScope(scope));
const where = (filter: Filter, scope: CenterScope) =>
  and(
    scoped(scope),
    repo.contains(zones.code, filter.code),
    repo.contains(zones.name, filter.name),
    repo.equals(zones.dispatchCenterId, filter.dispatchCenterId),
    repo.equals(zones.enableFlag, filter.enableFlag),
  );

const view = (r: repo.ZoneRow) => ({
  uuid: r.uuid,
  code: r.code,
  name: r.name,
  dispatchCenterId: r.dispatchCenterId,
  dispatchCenterName: r.dispatchCenterName,
  enableFlag: r.enableFlag,
  remark: r.remark,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime?.toISOString() ?? null,
});

export async function listZones(db: Db, caller: AuthContext, query: PageQuery & SortQuery & Filter) {
  const scope = await centerScopeOf(db, caller);
  const { rows, total } = await repo.pagePlaces<repo.ZoneRow>(
    db,
    place,
    where(query, scope),
    orderByOf(sortable, query, byCode),
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(view), total };
}

export async function getZone(db: Db, caller: AuthContext, uuid: string) {
  const scope = await centerScopeOf(db, caller);
  return view(
    await requireInScope((s) => repo.findPlace<repo.ZoneRow>(db, place, uuid, s ? scoped(scope) : undefined)),
  );
}

/**
 * Enabled zones of the caller's center. `ids` adds the zones a form already holds (disabled ones too),
 * so it can name them; for the unrestricted across every center (the user form assigns any center's zones).
 */
export async function zoneDropBox(db: Db, caller: AuthContext, keyword?: string, ids: string[] = []) {
  const scope = await centerScopeOf(db, caller);
  const options = await repo.placeOptions(db, place, zones.name, scoped(scope), keyword);
  if (ids.length === 0) return options;
  const held = await repo.placeOptionsByIds(
    db,
    place,
    zones.name,
    scope.unrestricted ? undefined : scoped(scope),
    ids,
  );
  return [...held.filter((h) => !options.some((o) => o.uuid === h.uuid)), ...options];
}

export async function saveZone(db: Db, caller: AuthContext, input: ZoneBody, isUpdate: boolean) {
  const scope = await centerScopeOf(db, caller);
  const uuid = input.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  if (uuid) await requireInScope((s) => repo.findPlace(db, place, uuid, s ? scoped(scope) : undefined));
  if (await repo.placeCodeTaken(db, place, input.code, uuid))
    throw AppError.invalid('base.codeTaken', { value: input.code });
  const fields = {
    code: input.code,
    name: input.name,
    dispatchCenterId: allowedCenter(scope, input.dispatchCenterId),
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

/** Soft removal, refused while present stations or transport locations use the zone. */
export async function removeZones(db: Db, caller: AuthContext, uuids: string[]) {
  const scope = await centerScopeOf(db, caller);
  const rows = await presentInScope(db, place, uuids, scoped(scope));
  const used = await repo.zonesInUse(
    db,
    rows.map((r) => r.uuid),
  );
  const busy = rows.find((r) => used.has(r.uuid));
  if (busy) throw AppError.invalid('base.zone.inUse', { value: busy.code });
  await softRemove(db, place, uuids, scoped(scope), caller.userName);
}

const exportParams = z.object({
  filter: z.object({
    code: z.string().optional(),
    name: z.string().optional(),
    dispatchCenterId: z.string().optional(),
    enableFlag: z.enum(['Y', 'N']).optional(),
  }),
  scope: centerScopeParams,
});
const col = (lang: Lang, key: string) => t(lang, `base.place.column.${key}`);
export const exportZones = defineListExport<z.infer<typeof exportParams>, repo.ZoneRow>({
  kind: 'base.zone.export',
  nameKey: 'base.zone.exportName',
  sheetKey: 'base.zone.exportName',
  params: exportParams,
  count: (db, p) => repo.countPlaces(db, place, where(p.filter, p.scope)),
  rows: (db, p) => repo.allPlaces(db, place, where(p.filter, p.scope), byCode),
  columns: (lang) => [
    { header: col(lang, 'code'), width: 14, value: (r) => r.code },
    { header: col(lang, 'name'), width: 24, value: (r) => r.name },
    { header: col(lang, 'dispatchCenter'), width: 18, value: (r) => r.dispatchCenterName },
    { header: col(lang, 'enableFlag'), width: 10, value: (r) => r.enableFlag },
    { header: col(lang, 'remark'), width: 24, value: (r) => r.remark },
  ],
});
