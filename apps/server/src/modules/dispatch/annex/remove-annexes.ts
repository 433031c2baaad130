import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { removeFiles } from '../../reference';
import { deleteAnnexes, findAnnexes } from './repository';
import { shipmentInScope } from './shipment-access';

/**
 * POST /shipment/annex/remove?ids=: every annex must exist and belong to a shipment the caller may
 * see, else nothing is removed; the stored files go with them.
 */
export async function removeAnnexes(deps: Pick<Deps, 'db' | 'config'>, caller: AuthContext, ids: number[]) {
  const rows = await findAnnexes(deps.db, ids);
  if (rows.length !== new Set(ids).size) throw AppError.invalid('shipment.annex.notFound');
  for (const shipmentId of new Set(rows.map((r) => r.shipmentId))) {
    await shipmentInScope(deps.db, caller, shipmentId);
  }
  await deleteAnnexes(
    deps.db,
    rows.map((r) => r.id),
  );
  await removeFiles(
    deps,
    rows.map((r) => r.ossId),
  );
  return rows.length;
}
