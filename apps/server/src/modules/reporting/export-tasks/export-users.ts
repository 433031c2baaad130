import type { Lang } from '@tms/domain';
import { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { formatDateTime } from '../../../platform/format-time';
import { t, tCode } from '../../../platform/i18n';
import type { ExportHandler } from '../../../platform/jobs';
import { type ExportColumn, writeXlsxFile } from '../../../platform/xlsx-export';
import { listUsers, listUsersForExport, type UserFilter, type UserListRow } from '../../identity';
import { createExportTask } from './create-export-task';
import { timeZoneOfUser } from './repository';

export const USER_EXPORT_KIND = 'system.user.export';

/** What the task keeps: the list's filters and the caller's data scope at the time of the request. */
const userExportParams = z.object({
  filter: z.object({
    userName: z.string().optional(),
    nickName: z.string().optional(),
    phonenumber: z.string().optional(),
    status: z.string().optional(),
    deptId: z.number().optional(),
    beginTime: z.string().optional(),
    endTime: z.string().optional(),
  }),
  caller: z.object({
    userId: z.string(),
    deptId: z.number().nullable(),
    roleKeys: z.array(z.string()),
    roleScopes: z.array(z.object({ roleId: z.number(), dataScope: z.string() })),
  }),
});
type UserExportParams = z.infer<typeof userExportParams>;

export type UserExportFilter = Pick<
  UserFilter,
  'userName' | 'nickName' | 'phonenumber' | 'status' | 'deptId' | 'beginTime' | 'endTime'
>;

/** POST /system/user/export: queues the export of the users the list would show with these filters. */
export async function exportUsers(
  deps: Pick<Deps, 'db' | 'jobs'>,
  caller: AuthContext,
  lang: Lang,
  filter: UserExportFilter,
): Promise<{ taskId: number }> {
  const params: UserExportParams = {
    filter: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')),
    caller: {
      userId: caller.userId,
      deptId: caller.deptId,
      roleKeys: [...caller.roleKeys],
      roleScopes: caller.roleScopes.map((r) => ({ roleId: r.roleId, dataScope: r.dataScope })),
    },
  };
  const taskId = await createExportTask(deps, {
    kind: USER_EXPORT_KIND,
    nameKey: 'system.task.userExport',
    params,
    caller,
    lang,
  });
  return { taskId };
}

/**
 * The job: writes the users to an xlsx through the shared streaming writer (progress reported, the
 * phone masked there like every exported personal number).
 */
export const writeUsersExport: ExportHandler = async ({ db, task, lang, reportProgress, outputPath }) => {
  const { filter, caller } = userExportParams.parse(task.params);
  const timeZone = await timeZoneOfUser(db, task.createUserId);
  const { total } = await listUsers(db, filter, caller, { limit: 1, offset: 0 });
  await reportProgress(5);
  const columns: ExportColumn<UserListRow>[] = [
    { header: t(lang, 'report.user.userId'), width: 10, value: (u) => u.id },
    { header: t(lang, 'report.user.userName'), width: 18, value: (u) => u.userName },
    { header: t(lang, 'report.user.nickName'), width: 16, value: (u) => u.nickName },
    { header: t(lang, 'report.user.dept'), width: 22, value: (u) => u.deptName },
    { header: t(lang, 'report.user.phone'), width: 15, value: (u) => u.phonenumber },
    { header: t(lang, 'report.user.email'), width: 26, value: (u) => u.email },
    {
      header: t(lang, 'report.user.status'),
      width: 10,
      value: (u) => tCode(lang, 'report.user.status.', u.status),
    },
    {
      header: t(lang, 'report.user.createTime'),
      width: 20,
      value: (u) => formatDateTime(u.createTime, timeZone),
    },
  ];
  const rows = await writeXlsxFile({
    outputPath,
    sheetName: t(lang, 'report.user.sheet'),
    columns,
    rows: listUsersForExport(db, filter, caller),
    total,
    reportProgress,
  });
  const stamp = formatDateTime(task.createTime, timeZone).replace(/\D/g, '');
  return { rows, fileName: `${task.name}_${stamp}.xlsx` };
};
