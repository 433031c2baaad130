import { createWriteStream } from 'node:fs';
import { type Lang, maskPhone } from '@tms/domain';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/caller';
import type { Deps } from '../../platform/deps';
import { t } from '../../platform/i18n';
import type { ExportHandler } from '../../platform/jobs';
import { listUsers, listUsersForExport, type UserFilter } from '../system-user/repository';
import { createExportTask } from './create-export-task';
import { formatDateTime } from './format-time';
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

const PROGRESS_EVERY = 500;

/** The job: writes the users to an xlsx with exceljs's streaming writer, reporting progress. */
export const writeUsersExport: ExportHandler = async ({ db, task, lang, reportProgress, outputPath }) => {
  const { filter, caller } = userExportParams.parse(task.params);
  const timeZone = await timeZoneOfUser(db, task.createUserId);
  const { total } = await listUsers(db, filter, caller, { limit: 1, offset: 0 });
  await reportProgress(5);

  const stream = createWriteStream(outputPath);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  try {
    const sheet = workbook.addWorksheet(t(lang, 'report.user.sheet'), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = [
      { header: t(lang, 'report.user.userId'), key: 'id', width: 10 },
      { header: t(lang, 'report.user.userName'), key: 'userName', width: 18 },
      { header: t(lang, 'report.user.nickName'), key: 'nickName', width: 16 },
      { header: t(lang, 'report.user.dept'), key: 'deptName', width: 22 },
      { header: t(lang, 'report.user.phone'), key: 'phone', width: 15 },
      { header: t(lang, 'report.user.email'), key: 'email', width: 26 },
      { header: t(lang, 'report.user.status'), key: 'status', width: 10 },
      { header: t(lang, 'report.user.createTime'), key: 'createTime', width: 20 },
    ];
    sheet.getRow(1).font = { bold: true };

    let rows = 0;
    for await (const user of listUsersForExport(db, filter, caller)) {
      sheet
        .addRow({
          id: user.id,
          userName: user.userName,
          nickName: user.nickName,
          deptName: user.deptName ?? '',
          phone: maskPhone(user.phonenumber),
          email: user.email ?? '',
          status: t(lang, `report.user.status.${user.status}`),
          createTime: formatDateTime(user.createTime, timeZone),
        })
        .commit();
      rows += 1;
      if (rows % PROGRESS_EVERY === 0) await reportProgress(5 + (90 * rows) / Math.max(total, rows));
    }
    sheet.commit();
    await workbook.commit();
    const stamp = formatDateTime(task.createTime, timeZone).replace(/\D/g, '');
    return { rows, fileName: `${task.name}_${stamp}.xlsx` };
  } catch (err) {
    stream.destroy();
    throw err;
  }
};
