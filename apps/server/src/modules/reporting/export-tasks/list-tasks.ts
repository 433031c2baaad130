import { type Lang, REPORT_TASK_DOWNLOAD_PATH } from '@tms/domain';
import { REPORT_TASK_STATUSES, type ReportTaskStatus } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import { listTasksOfUser } from './repository';

/** WAIT, RUNNING, FINISH, FAIL: what a record's status may be. */
export const TASK_STATUSES = REPORT_TASK_STATUSES;

export type TaskRecord = {
  id: number;
  name: string;
  status: ReportTaskStatus;
  statusDesc: string;
  progress: number;
  /** Rows written so far, and the rows the export expects (null until known). */
  rowsWritten: number;
  rowsTotal: number | null;
  remark: string | null;
  createTime: string;
  fileUrl: string | null;
};

export type TaskPage = { records: TaskRecord[]; total: number; current: number; size: number };

/**
 * POST /report-server/async/task/page: the caller's own tasks, newest first. Whatever createUserId
 * the body names, only the caller's tasks are listed.
 */
export async function listTasks(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  paging: { current: number; size: number },
): Promise<TaskPage> {
  const { rows, total } = await listTasksOfUser(db, Number(caller.userId), {
    limit: paging.size,
    offset: (paging.current - 1) * paging.size,
  });
  return {
    records: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      statusDesc: t(lang, `system.task.status.${row.status}`),
      progress: row.progress,
      rowsWritten: row.rowsWritten,
      rowsTotal: row.rowsTotal,
      remark: row.remark,
      createTime: formatDateTime(row.createTime, row.timeZone),
      fileUrl: row.status === 'FINISH' ? `/api${REPORT_TASK_DOWNLOAD_PATH}?id=${row.id}` : null,
    })),
    total,
    current: paging.current,
    size: paging.size,
  };
}
