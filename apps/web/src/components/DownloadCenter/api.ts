import { DOWNLOAD_PAGE, REPORT_TASK_DOWNLOAD_PATH, REPORT_TASK_PAGE_PATH } from '@tms/domain';
import { download, http } from '../../core/request';
import type { DownloadTask } from './logic';

type TaskPage = { records: DownloadTask[]; total: number; current: number; size: number };
type TaskPageResponse = { code: number; msg: string; message?: string; data?: TaskPage; result?: TaskPage };

/** Query key of the task list: screens that start an export invalidate it so the badge updates. */
export const downloadTasksKey = ['download-center', 'tasks'] as const;

/** POST /report-server/async/task/page?current=1&size=99 with the user's id (the server scopes to the caller anyway). */
export async function fetchTasks(createUserId: string | undefined): Promise<DownloadTask[]> {
  const body = (
    await http.post<TaskPageResponse>(REPORT_TASK_PAGE_PATH, { createUserId }, { params: DOWNLOAD_PAGE })
  ).data;
  return (body.result ?? body.data)?.records ?? [];
}

/** POST /report-server/async/task/download {id}: saves the file; a JSON error blob is shown as an error. */
export function downloadTask(id: number): Promise<void> {
  return download(REPORT_TASK_DOWNLOAD_PATH, { method: 'post', body: { id } });
}
