import { epodImageDeleteProblem } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { removeFiles } from '../../reference';
import { shipmentForEpod } from './epod-access';
import * as repo from './repository';

/**
 * POST /shipment/epod/image/delete?id=: removes a photo (and its stored file) from a receipt of a
 * shipment the caller may see. An audited receipt's photos cannot be deleted, nor the last photo of a
 * recorded receipt whose client takes photos back (the domain's epodImageDeleteProblem).
 */
export async function deleteEpodImage(deps: Pick<Deps, 'db' | 'config'>, caller: AuthContext, id: number) {
  const { db } = deps;
  const image = await repo.epodImageById(db, id);
  if (!image) throw AppError.notFound('epod.image.notFound');
  const owner = await repo.epodById(db, image.epodId);
  if (!owner) throw AppError.notFound('epod.image.notFound');
  await shipmentForEpod(db, caller, owner.shipmentId);
  await db.transaction(async (tx) => {
    const epod = await repo.epodById(tx, image.epodId, true);
    if (!epod) throw AppError.notFound('epod.image.notFound');
    const waybill = await repo.waybillOnShipment(tx, epod.shipmentId, epod.waybillId);
    const problem = epodImageDeleteProblem({
      status: epod.status,
      imageReturn: waybill?.imageReturn === 'Y',
      images: await repo.countEpodImages(tx, epod.id),
    });
    if (problem) throw AppError.invalid(problem.key);
    await repo.deleteEpodImage(tx, id);
  });
  await removeFiles(deps, [image.ossId]);
}
