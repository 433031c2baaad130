import { epodImageProblem, isShipmentReceivable } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { removeFiles, type UploadInput, uploadFile } from '../../reference';
import { receivingStop, shipmentForEpod } from './epod-access';
import * as repo from './repository';

/**
 * POST /shipment/epod/image/upload?shipmentId=&waybillId=: adds a photo to a waybill's receipt
 * (creating the receipt when it has none yet). Refused, with the domain's message, when the receipt is
 * audited, the waybill's client does not take photos back, the receipt already holds five photos, the
 * file exceeds 20 MB or is not an image; the file store then checks the image is a real one.
 */
export async function uploadEpodImage(
  deps: Pick<Deps, 'db' | 'config'>,
  caller: AuthContext,
  target: { shipmentId: string; waybillId: string },
  input: Omit<UploadInput, 'category'>,
): Promise<{ id: number; ossId: number }> {
  const { db } = deps;
  const head = await shipmentForEpod(db, caller, target.shipmentId);
  if (!isShipmentReceivable(head))
    throw AppError.invalid('epod.shipmentNotReceivable', { code: head.shipmentCode });
  const waybill = await repo.waybillOnShipment(db, head.uuid, target.waybillId);
  if (!waybill) throw AppError.invalid('epod.waybillNotOnShipment');
  const existingEpod = await repo.epodOf(db, head.uuid, waybill.waybillId);
  const check = async (on: DbOrTx, status: string | undefined, epodId: number | undefined) => {
    const problem = epodImageProblem({
      status,
      imageReturn: waybill.imageReturn === 'Y',
      existing: epodId === undefined ? 0 : await repo.countEpodImages(on, epodId),
      fileName: input.originalName,
      // A file cut off at the limit is larger than the limit.
      size: input.truncated ? Number.MAX_SAFE_INTEGER : input.data.length,
    });
    if (problem) throw AppError.invalid(problem.key, 'params' in problem ? problem.params : undefined);
  };
  await check(db, existingEpod?.status, existingEpod?.id);

  const file = await uploadFile(deps, caller, { ...input, category: 'image' });
  try {
    return await db.transaction(async (tx) => {
      const stopId =
        receivingStop(await repo.deliveryStopsOf(tx, head.uuid), waybill.shipToId)?.stopId ?? null;
      // Locked: two photos uploaded at once cannot both be the fifth.
      const epod = await repo.ensureEpod(tx, {
        shipmentId: head.uuid,
        waybillId: waybill.waybillId,
        stopId,
        by: caller.userName,
      });
      await check(tx, epod.status, epod.id);
      const id = await repo.insertEpodImage(tx, {
        epodId: epod.id,
        ossId: file.id,
        originalName: file.originalName,
        fileSize: file.size,
        createBy: caller.userName,
      });
      return { id, ossId: file.id };
    });
  } catch (err) {
    await removeFiles(deps, [file.id]);
    throw err;
  }
}
