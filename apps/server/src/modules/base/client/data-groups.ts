import { z } from 'zod';
import { dataGroups } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { defineExport } from '../../reporting';
import { masterRows } from '../shared/master-export';
import { updateMaster } from '../shared/master-repository';
import { assertCodeFree, defineMasterList, targetUuid, writeMaster } from '../shared/masters';
import { presentInScope } from '../shared/records';
import { withinIds } from '../shared/scope';
import { dataGroupScopeOf } from './client-scope';
import { requireGroup } from './list-clients';
import * as repo from './repository';
import { type DataGroupInput, type DataGroupView, dataGroupFilter } from './schemas';

/**
 * Base data groups link clients and carriers to users: a user holding a group sees its clients, and sees
 * and may pick its carriers with their fleet. The unrestricted see and
 * change every group; anyone else only the groups they hold. Users are given groups on the user form.
 */
const master = repo.dataGroupMaster;
const G = dataGroups;

export const dataGroupList = defineMasterList({
  master,
  sorting: { sortable: { code: G.code, name: G.name, createTime: G.createTime } },
  filter: dataGroupFilter,
  where: (f) => repo.dataGroupWhere(f, null),
  scope: {
    params: z.array(z.string()).nullable(),
    of: dataGroupScopeOf,
    where: (groupIds) => withinIds(G.uuid, groupIds),
  },
  view: (row: repo.DataGroupListRow): DataGroupView => ({
    ...row,
    clientCount: Number(row.clientCount),
    carrierCount: Number(row.carrierCount),
    createTime: row.createTime.toISOString(),
  }),
});

export async function dataGroupDropBox(db: Db, caller: AuthContext, keyword?: string) {
  const visible = await dataGroupScopeOf(db, caller);
  return repo.dataGroupOptions(db, repo.dataGroupWhere({ keyword }, visible));
}

export async function saveDataGroup(db: Db, caller: AuthContext, input: DataGroupInput, isUpdate: boolean) {
  const uuid = targetUuid(input, isUpdate);
  if (uuid) await requireGroup(db, uuid, await dataGroupScopeOf(db, caller));
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    remark: input.remark || null,
  });
}

/** Soft removal with the group's bindings; refused while users hold the group. */
export async function removeDataGroups(db: Db, caller: AuthContext, uuids: string[]) {
  const rows = await presentInScope(db, master, uuids, await dataGroupList.callerScope(db, caller));
  const assigned = await repo.assignedGroups(
    db,
    rows.map((r) => r.uuid),
  );
  const first = rows.find((r) => assigned.includes(r.uuid));
  if (first) throw AppError.invalid('base.dataGroup.assigned', { value: first.code });
  await db.transaction(async (tx) => {
    for (const r of rows) {
      await updateMaster(tx, master, r.uuid, {
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
  await invalidateCallers();
}

/** GET /system/dataGroup/export: the list's filters, within the groups the caller may see. */
const dataGroupsExport = defineExport({
  kind: 'base.dataGroup.export',
  permission: 'base:dataGroup:export',
  title: 'base.dataGroup.exportName',
  ...masterRows(dataGroupList),
  columns: [
    { key: 'code', header: 'base.dataGroup.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.dataGroup.column.name', width: 28, value: (r) => r.name },
    {
      key: 'clientCount',
      cell: 'integer',
      header: 'base.dataGroup.column.clientCount',
      width: 10,
      value: (r) => Number(r.clientCount),
    },
    {
      key: 'carrierCount',
      cell: 'integer',
      header: 'base.dataGroup.column.carrierCount',
      width: 10,
      value: (r) => Number(r.carrierCount),
    },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportDataGroups = dataGroupsExport.answer;
