import { epodRecordProblems, isEpodEditable } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { shipmentForEpod } from './epod-access';
import * as repo from './repository';

/**
 * POST /shipment/epod/audit: a dispatcher approves a recorded receipt of a shipment they may see. From
 * then on it is read-only and its photos cannot be deleted; auditing it again is refused. A receipt that
 * is not complete (only photos so far, or recorded before every line was required) is refused with what
 * is missing: an audited receipt is what the client is billed by.
 */
export async function auditEpod(db: Db, caller: AuthContext, epodId: number): Promise<void> {
  const found = await repo.epodById(db, epodId);
  if (!found) throw AppError.notFound('epod.notFound');
  await shipmentForEpod(db, caller, found.shipmentId);
  await db.transaction(async (tx) => {
    const epod = await repo.epodById(tx, epodId, true);
    if (!epod) throw AppError.notFound('epod.notFound');
    if (!isEpodEditable(epod)) throw AppError.invalid('epod.audited');
    if (epod.status !== 'N') throw AppError.invalid('epod.notRecorded');
    const [missing] = await missingOf(tx, epod);
    if (missing) throw AppError.invalid(missing.key, 'params' in missing ? missing.params : undefined);
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

/** What a stored receipt lacks to count as recorded, by the same rule its save applies. */
async function missingOf(db: DbOrTx, epod: repo.EpodRow) {
  const waybill = await repo.waybillOnShipment(db, epod.shipmentId, epod.waybillId);
  const [lines, received, images] = await Promise.all([
    repo.linesOf(db, [epod.waybillId]),
    repo.epodLinesOf(db, [epod.id]),
    repo.countEpodImages(db, epod.id),
  ]);
  const byLine = new Map(received.map((l) => [l.waybillLineId, l.receivedQuantity]));
  return epodRecordProblems({
    lines: lines.map((l) => ({ ...l, received: byLine.get(l.waybillLineId) ?? null })),
    imageReturn: waybill?.imageReturn === 'Y',
    images,
  });
}
