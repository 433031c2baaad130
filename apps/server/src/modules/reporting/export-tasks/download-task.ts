import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOADABLE_TASK_STATUS } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { exportsDir } from '../../../platform/jobs';
import { findTaskOfUser } from './repository';

export type TaskFile = { stream: ReadStream; fileName: string; size: number };

/**
 * POST /report-server/async/task/download: the caller's own task, only once it is FINISH.
 * Another user's task answers as not found, so ids cannot be probed.
 */
export async function openTaskFile(
  deps: Pick<Deps, 'db' | 'config'>,
  caller: AuthContext,
  id: number,
): Promise<TaskFile> {
  const task = await findTaskOfUser(deps.db, id, Number(caller.userId));
  if (!task) throw AppError.notFound();
  if (task.status !== DOWNLOADABLE_TASK_STATUS) throw new AppError('system.task.notReady');
  const root = path.resolve(exportsDir(deps.config));
  const file = task.filePath ? path.resolve(task.filePath) : '';
  if (!file.startsWith(root + path.sep)) throw new AppError('system.task.fileMissing');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new AppError('system.task.fileMissing');
  return {
    stream: createReadStream(file),
    fileName: task.fileName ?? path.basename(file),
    size: info.size,
  };
}
