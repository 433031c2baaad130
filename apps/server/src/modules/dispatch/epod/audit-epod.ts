import { isEpodEditable } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { shipmentForEpod } from './epod-access';
import * as repo from './repository';

/**
 * POST /shipment/epod/audit: a dispatcher approves a recorded receipt of a shipment they may see. From
 * then on it is read-only and its photos cannot be deleted; auditing it again is refused.
 */
export async function auditEpod(db: Db, caller: AuthContext, epodId: number): Promise<void> {
  const found = await repo.epodById(db, epodId);
  if (!found) throw AppError.notFound('epod.notFound');
  await shipmentForEpod(db, caller, found.shipmentId);
  await db.transaction(async (tx) => {
    const epod = await repo.epodById(tx, epodId, true);
    if (!epod) throw AppError.notFound('epod.notFound');
    if (!isEpodEditable(epod)) throw AppError.invalid('epod.audited');
    const now = new Date();
    await repo.updateEpodHead(tx, epodId, {
      status: 'A',
      auditBy: caller.userName,
      auditTime: now,
      updateBy: caller.userName,
      updateTime: now,
    });
  });
}
