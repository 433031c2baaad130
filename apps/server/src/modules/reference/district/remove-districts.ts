import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { countChildren, deleteDistricts, findDistrictsByIds } from './repository';

/** Removes districts; one that still has sub-districts (outside the removed set) is refused. */
export async function removeDistricts(db: Db, ids: number[]): Promise<void> {
  const rows = await findDistrictsByIds(db, ids);
  for (const row of rows) {
    if ((await countChildren(db, row.id, ids)) > 0) {
      throw AppError.invalid('system.district.hasChildren', { value: row.name });
    }
  }
  await deleteDistricts(db, ids);
}
