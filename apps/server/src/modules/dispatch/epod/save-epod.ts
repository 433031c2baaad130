import type { EpodSaveBody } from '@tms/contract';
import {
  epodQuantityMismatches,
  epodRecordProblems,
  isEpodEditable,
  isShipmentReceivable,
  parseReceivedQuantity,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { insertShipmentExceptions, pushExceptions } from '../../monitoring';
import { receivingStop, shipmentForEpod } from './epod-access';
import * as repo from './repository';

/**
 * POST /shipment/epod/save: records a waybill's receipt (received quantities and a remark) on a
 * shipment in transit or finished, creating it on first save. Only a complete receipt is recorded (the
 * domain's epodRecordProblems: every line's received quantity, and a photo uploaded first when the
 * client takes photos back); the first thing missing is refused by name. An audited receipt is
 * read-only. A line
 * received in another quantity than shipped raises a QUANTITY_MISMATCH shipment exception about that
 * line, in the same transaction: once per shipment and line (a later save finds it stored and writes
 * nothing), and the users covering the shipment's center are told, as for the other exception kinds.
 */
export async function saveEpod(
  deps: Pick<Deps, 'db' | 'push'>,
  caller: AuthContext,
  body: EpodSaveBody,
): Promise<{ epodId: number; exceptions: number }> {
  const { db } = deps;
  const head = await shipmentForEpod(db, caller, body.shipmentId);
  if (!isShipmentReceivable(head))
    throw AppError.invalid('epod.shipmentNotReceivable', { code: head.shipmentCode });
  const waybill = await repo.waybillOnShipment(db, head.uuid, body.waybillId);
  if (!waybill) throw AppError.invalid('epod.waybillNotOnShipment');
  const waybillLines = await repo.linesOf(db, [waybill.waybillId]);
  const lines = new Map(waybillLines.map((l) => [l.waybillLineId, l]));
  const entered = new Map<string, string | number | null | undefined>();
  for (const l of body.lines) {
    if (!lines.has(l.waybillLineId)) throw AppError.invalid('epod.lineNotOnWaybill');
    entered.set(l.waybillLineId, l.receivedQuantity);
  }
  const given = waybillLines.map((line) => {
    const received = parseReceivedQuantity(entered.get(line.waybillLineId));
    return {
      waybillLineId: line.waybillLineId,
      shippedQuantity: line.quantity,
      // Checked below, all lines together: a receipt missing any is refused as a whole.
      receivedQuantity: received === 'invalid' ? null : received,
    };
  });
  const completeness = (images: number) =>
    epodRecordProblems({
      lines: waybillLines.map((line) => ({
        lineNo: line.lineNo,
        itemName: line.itemName,
        itemCode: line.itemCode,
        received: entered.get(line.waybillLineId),
      })),
      imageReturn: waybill.imageReturn === 'Y',
      images,
    });
  const stopId = receivingStop(await repo.deliveryStopsOf(db, head.uuid), waybill.shipToId)?.stopId ?? null;

  const result = await db.transaction(async (tx) => {
    const epod = await repo.ensureEpod(tx, {
      shipmentId: head.uuid,
      waybillId: waybill.waybillId,
      stopId,
      by: caller.userName,
    });
    if (!isEpodEditable(epod)) throw AppError.invalid('epod.audited');
    const [missing] = completeness(await repo.countEpodImages(tx, epod.id));
    if (missing) throw AppError.invalid(missing.key, 'params' in missing ? missing.params : undefined);
    await repo.upsertEpodLines(tx, epod.id, given);
    await repo.updateEpodHead(tx, epod.id, {
      status: 'N',
      remark: body.remark?.trim() || null,
      updateBy: caller.userName,
      updateTime: new Date(),
    });
    const recorded = await repo.epodLinesOf(tx, [epod.id]);
    const found = epodQuantityMismatches({
      lines: recorded.map((l) => ({
        waybillLineId: l.waybillLineId,
        shipped: l.shippedQuantity,
        received: l.receivedQuantity,
      })),
    });
    const written = await insertShipmentExceptions(
      tx,
      found.map((f) => ({
        shipmentId: head.uuid,
        shipmentCode: head.shipmentCode,
        dispatchCenterId: head.dispatchCenterId,
        carrierId: head.carrierId,
        kind: f.kind,
        subject: f.subject,
        detail: f.detail as unknown as Record<string, unknown>,
        createBy: caller.userName,
      })),
    );
    return { epodId: epod.id, written };
  });
  // Told after the commit, so a tab that refreshes on the push finds the record.
  await pushExceptions(db, deps.push, result.written);
  return { epodId: result.epodId, exceptions: result.written.length };
}
