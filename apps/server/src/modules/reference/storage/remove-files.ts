import type { Deps } from '../../../platform/deps';
import { storageOf } from './open-storage';
import { deleteOssFiles, findOssFilesByIds } from './repository';

/** Removes the records, then the stored objects (a missing object is no error). */
export async function removeFiles(deps: Pick<Deps, 'db' | 'config'>, ids: number[]): Promise<void> {
  const rows = await findOssFilesByIds(deps.db, ids);
  await deleteOssFiles(deps.db, ids);
  for (const row of rows) {
    try {
      await (await storageOf(deps, row.service)).remove(row.fileName);
    } catch {
      // Objects of a storage this build cannot open stay where they are; the record is gone either way.
    }
  }
}
