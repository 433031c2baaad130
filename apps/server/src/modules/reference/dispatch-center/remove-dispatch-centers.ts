import { invalidateCallers } from '../../../platform/auth/revocation';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { deleteCenters, findCentersByUuids, usersAssignedTo } from './repository';

/** Removes centers no user is assigned to (their data-group links go with them). */
export async function removeDispatchCenters(db: Db, uuids: string[]): Promise<void> {
  const rows = await findCentersByUuids(db, uuids);
  for (const row of rows) {
    if ((await usersAssignedTo(db, row.uuid)) > 0) {
      throw AppError.invalid('system.dispatchCenter.inUse', { value: row.name });
    }
  }
  await db.transaction(async (tx) => deleteCenters(tx, uuids));
  await invalidateCallers();
}
