import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../../platform/deps';
import { exportsDir } from '../../../platform/jobs';
import { insertFinishedTask, type NewReportTask } from './repository';

export type DirectDownload = NewReportTask & {
  rows: number;
  remark: string;
  fileName: string;
  content: Buffer;
};

/**
 * A file answered at once still leaves its record in the download center, owned by the caller and
 * marked with their dispatch center like a queued task, so every export a user made is listed in one
 * place and can be fetched again until the retention removes it. The copy goes where task files go
 * (the retention cleans both); without a data folder (config absent) only the record is kept.
 */
export async function recordDirectDownload(
  deps: Pick<Deps, 'db'> & Partial<Pick<Deps, 'config'>>,
  download: DirectDownload,
): Promise<number> {
  const { rows, remark, fileName, content, ...task } = download;
  let filePath: string | null = null;
  if (deps.config) {
    const dir = exportsDir(deps.config);
    await mkdir(dir, { recursive: true });
    filePath = path.join(dir, `direct-${randomUUID()}.xlsx`);
    await writeFile(filePath, content);
  }
  try {
    return await insertFinishedTask(deps.db, { ...task, rows, remark, fileName, filePath });
  } catch (err) {
    if (filePath) await rm(filePath, { force: true });
    throw err;
  }
}
