import { and, eq } from 'drizzle-orm';
import { clients, projects } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { assertDispatchCenter } from '../../identity';
import { defineExport } from '../../reporting';
import { centerOwned, centerScopeOf } from '../shared/center-scope';
import { masterRows } from '../shared/master-export';
import {
  centerNameOf,
  clientNameOf,
  contains,
  equals,
  masterOf,
  masterOptions,
} from '../shared/master-repository';
import { assertCodeFree, defineMasterList, findInScope, targetUuid, writeMaster } from '../shared/masters';
import { baseScopeOf, withinIds } from '../shared/scope';
import { type ProjectInput, projectFilter } from './schemas';

const P = projects;
const master = masterOf(P, {
  uuid: P.uuid,
  code: P.code,
  name: P.name,
  clientId: P.clientId,
  dispatchCenterId: P.dispatchCenterId,
  startDate: P.startDate,
  endDate: P.endDate,
  enableFlag: P.enableFlag,
  remark: P.remark,
  createTime: P.createTime,
  clientName: clientNameOf(P.clientId),
  dispatchCenterName: centerNameOf(P.dispatchCenterId),
});
type Row = Omit<typeof projects.$inferSelect, 'delFlag' | 'createBy' | 'updateBy' | 'updateTime'> & {
  clientName: string | null;
  dispatchCenterName: string | null;
};

/** Projects belong to a dispatch center: the caller sees the selected center's and shared ones. */
export const projectList = defineMasterList({
  master,
  sorting: {
    sortable: {
      code: P.code,
      name: P.name,
      startDate: P.startDate,
      endDate: P.endDate,
      createTime: P.createTime,
    },
  },
  filter: projectFilter,
  where: (f) =>
    and(
      contains(P.code, f.code),
      contains(P.name, f.name),
      equals(P.clientId, f.clientId),
      equals(P.dispatchCenterId, f.dispatchCenterId),
      equals(P.enableFlag, f.enableFlag),
    ),
  scope: centerOwned(P.dispatchCenterId),
  view: (row: Row) => ({
    uuid: row.uuid,
    code: row.code,
    name: row.name,
    clientId: row.clientId,
    clientName: row.clientName,
    dispatchCenterId: row.dispatchCenterId,
    dispatchCenterName: row.dispatchCenterName,
    startDate: row.startDate,
    endDate: row.endDate,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  }),
});

/**
 * Create or change a project. A new project goes to the selected center unless one is given; anyone but
 * the unrestricted keeps projects of the selected center only (base.project.centerDenied). The client
 * must exist and lie in the caller's client scope.
 */
export async function saveProject(db: Db, caller: AuthContext, input: ProjectInput, isUpdate: boolean) {
  const uuid = targetUuid(input, isUpdate);
  const scope = await centerScopeOf(db, caller);
  if (uuid) await findInScope(db, master, uuid, projectList.scope.where(scope));
  const centerId = input.dispatchCenterId === undefined ? scope.centerId : input.dispatchCenterId || null;
  if (!scope.unrestricted && (!centerId || centerId !== scope.centerId)) {
    throw AppError.invalid('base.project.centerDenied');
  }
  if (centerId) await assertDispatchCenter(db, caller, centerId);
  if (input.clientId) {
    const { clientIds } = await baseScopeOf(db, caller);
    const [client] = await db
      .select({ uuid: clients.uuid })
      .from(clients)
      .where(
        and(eq(clients.uuid, input.clientId), eq(clients.delFlag, '0'), withinIds(clients.uuid, clientIds)),
      );
    if (!client) throw AppError.invalid('base.project.clientUnknown');
  }
  await assertCodeFree(db, master, input.code, uuid);
  return writeMaster(db, master, caller, uuid, {
    code: input.code,
    name: input.name,
    clientId: input.clientId,
    dispatchCenterId: centerId,
    startDate: input.startDate,
    endDate: input.endDate,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  });
}

export async function projectDropBox(db: Db, caller: AuthContext, keyword: string | undefined) {
  const where = await projectList.callerScope(db, caller);
  return masterOptions(db, master, { where, keyword, label: P.name, limit: 200 });
}

const projectsExport = defineExport({
  kind: 'base.project.export',
  permission: 'base:project:export',
  title: 'base.project.exportName',
  ...masterRows(projectList),
  columns: [
    { key: 'code', header: 'base.column.code', width: 14, value: (r) => r.code },
    { key: 'name', header: 'base.column.name', width: 24, value: (r) => r.name },
    { key: 'clientName', header: 'base.column.client', width: 20, value: (r) => r.clientName },
    {
      key: 'dispatchCenterName',
      header: 'base.column.dispatchCenter',
      width: 16,
      value: (r) => r.dispatchCenterName,
    },
    { key: 'startDate', header: 'base.project.column.startDate', width: 12, value: (r) => r.startDate },
    { key: 'endDate', header: 'base.project.column.endDate', width: 12, value: (r) => r.endDate },
    { key: 'enableFlag', header: 'base.column.enableFlag', width: 10, value: (r) => r.enableFlag },
    { key: 'remark', header: 'base.column.remark', width: 30, value: (r) => r.remark },
  ],
});
export const exportProjects = projectsExport.answer;
