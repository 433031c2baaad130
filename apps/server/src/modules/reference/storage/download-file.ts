import type { Readable } from 'node:stream';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { assertMayReadFile } from './file-access';
import { storageOf } from './open-storage';
import { findOssFile } from './repository';

export type FileDownload = { body: Readable; size: number; contentType: string; originalName: string };

/** Opens a stored file for download or inline preview, if the caller may read it (file-access.ts). */
export async function downloadFile(
  deps: Pick<Deps, 'db' | 'config'>,
  caller: AuthContext,
  id: number,
): Promise<FileDownload> {
  const row = await findOssFile(deps.db, id);
  if (!row) throw new AppError('system.oss.fileMissing', { code: 404 });
  await assertMayReadFile(deps.db, caller, row);
  const { body, size } = await (await storageOf(deps, row.service)).get(row.fileName);
  return {
    body,
    size,
    contentType: row.contentType || 'application/octet-stream',
    originalName: row.originalName,
  };
}
