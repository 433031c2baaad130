import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { dataGroups } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/caller';
import type { Db } from '../../platform/db';
import { offsetOf } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { orderByOf } from '../base-shared/list';
import { presentInScope } from '../base-shared/records';
import { withinIds } from '../base-shared/scope';
import { dataGroupScopeOf } from './client-scope';
import { requireGroup } from './list-clients';
import * as repo from './repository';
import type { DataGroupInput, DataGroupListQuery, DataGroupView } from './schemas';

/**
 * Base data groups (document 2: "data groups link clients ... to users"). The unrestricted see and
 * change every group; anyone else only the groups they hold. Users are given groups on the user form.
 */
export async function listDataGroups(db: Db, caller: AuthContext, query: DataGroupListQuery) {
  const visible = await dataGroupScopeOf(db, caller);
  const orderBy = orderByOf(repo.dataGroupSortable, query, [asc(dataGroups.code), asc(dataGroups.uuid)]);
  const { rows, total } = await repo.pageDataGroups(
    db,
    repo.dataGroupWhere(query, visible),
    orderBy,
    query.pageSize,
    offsetOf(query),
  );
  return { rows: rows.map(view), total };
}

export async function getDataGroup(db: Db, caller: AuthContext, uuid: string): Promise<DataGroupView> {
  await requireGroup(db, uuid, await dataGroupScopeOf(db, caller));
  const { rows } = await repo.pageDataGroups(db, repo.dataGroupWhere({}, [uuid]), [], 1, 0);
  const row = rows[0];
  if (!row) throw AppError.notFound();
  return view(row);
}

export async function dataGroupDropBox(db: Db, caller: AuthContext, keyword?: string) {
  const visible = await dataGroupScopeOf(db, caller);
  return repo.dataGroupOptions(db, repo.dataGroupWhere({ keyword }, visible));
}

export async function saveDataGroup(db: Db, caller: AuthContext, input: DataGroupInput, isUpdate: boolean) {
  const uuid = input.uuid?.trim() || undefined;
  if (isUpdate && !uuid) throw AppError.invalid('common.getIdError');
  if (uuid) await requireGroup(db, uuid, await dataGroupScopeOf(db, caller));
  if (await repo.dataGroupCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const fields = { code: input.code, name: input.name, remark: input.remark || null };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertDataGroup(db, { uuid: created, ...fields, createBy: caller.userName });
    return created;
  }
  await repo.updateDataGroup(db, uuid, { ...fields, updateBy: caller.userName, updateTime: new Date() });
  return uuid;
}

/** Soft removal with the group's bindings; refused while users hold the group. */
export async function removeDataGroups(db: Db, caller: AuthContext, uuids: string[]) {
  const visible = await dataGroupScopeOf(db, caller);
  const rows = await presentInScope(db, repo.dataGroupMaster, uuids, withinIds(dataGroups.uuid, visible));
  const assigned = await repo.assignedGroups(
    db,
    rows.map((r) => r.uuid),
  );
  const first = rows.find((r) => assigned.includes(r.uuid));
  if (first) throw AppError.invalid('base.dataGroup.assigned', { value: first.code });
  await db.transaction(async (tx) => {
    for (const r of rows) {
      await repo.updateDataGroup(tx, r.uuid, {
        delFlag: '2',
        updateBy: caller.userName,
        updateTime: new Date(),
      });
    }
    await repo.deleteBindingsOfGroups(
      tx,
      rows.map((r) => r.uuid),
    );
  });
}

function view(row: Awaited<ReturnType<typeof repo.pageDataGroups>>['rows'][number]): DataGroupView {
  return { ...row, clientCount: Number(row.clientCount), createTime: row.createTime.toISOString() };
}
