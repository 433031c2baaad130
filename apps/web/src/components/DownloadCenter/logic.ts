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

/**
 * While the push stream is open the list changes as the server says (a task's progress, its end), so
 * it is not polled; while the stream is down it refreshes every 10 s with the drawer open, never with
 * it closed.
 */
export function pollInterval(open: boolean, streaming: boolean): number | false {
  return open && !streaming ? DOWNLOAD_POLL_INTERVAL_MS : false;
}

/**
 * A pushed progress applied to the listed tasks. Null asks for a refetch: the task is not listed yet, or
 * its status changed (the status label comes from the server). A late progress of a task that has
 * ended changes nothing.
 */
export function withProgress(
  tasks: readonly DownloadTask[],
  update: Pick<DownloadTask, 'id' | 'status' | 'progress' | 'rowsWritten' | 'rowsTotal'>,
): DownloadTask[] | null {
  const listed = tasks.find((task) => task.id === update.id);
  if (!listed) return null;
  if (listed.status === 'FINISH' || listed.status === 'FAIL') return [...tasks];
  if (listed.status !== update.status) return null;
  return tasks.map((task) =>
    task.id === update.id
      ? { ...task, progress: update.progress, rowsWritten: update.rowsWritten, rowsTotal: update.rowsTotal }
      : task,
  );
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
