import { DOWNLOAD_POLL_INTERVAL_MS, DOWNLOADABLE_TASK_STATUS } from '@tms/domain';

export type TaskStatus = 'WAIT' | 'RUNNING' | 'FINISH' | 'FAIL';

/** One asynchronous report task as POST /report-server/async/task/page answers it. */
export type DownloadTask = {
  id: number;
  name: string;
  status: TaskStatus;
  statusDesc: string;
  progress: number;
  /** Rows written so far and the rows expected (null until the task knows). */
  rowsWritten?: number;
  rowsTotal?: number | null;
  remark: string | null;
  createTime: string;
  fileUrl: string | null;
};

/** A task can be downloaded only when it is FINISH and the user holds report:task:download. */
export function canDownload(task: Pick<DownloadTask, 'status'>, holdsDownloadPermission: boolean): boolean {
  return holdsDownloadPermission && task.status === DOWNLOADABLE_TASK_STATUS;
}

/** The header badge: tasks still waiting or running. */
export function unfinishedCount(tasks: readonly Pick<DownloadTask, 'status'>[]): number {
  return tasks.filter((task) => task.status === 'WAIT' || task.status === 'RUNNING').length;
}

/** The list refreshes every 10 s while the drawer is open, and not at all while it is closed. */
export function pollInterval(open: boolean): number | false {
  return open ? DOWNLOAD_POLL_INTERVAL_MS : false;
}

export const STATUS_COLORS: Record<TaskStatus, string> = {
  WAIT: 'default',
  RUNNING: 'processing',
  FINISH: 'success',
  FAIL: 'error',
};

/** "rows written / rows expected" of a running task, or null before it writes. */
export function rowsProgress(
  task: Pick<DownloadTask, 'rowsWritten' | 'rowsTotal'>,
): { written: number; total: number | null } | null {
  if (task.rowsWritten === undefined || (task.rowsWritten === 0 && !task.rowsTotal)) return null;
  return { written: task.rowsWritten, total: task.rowsTotal ?? null };
}
