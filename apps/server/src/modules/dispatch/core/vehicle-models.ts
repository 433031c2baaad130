import type { DispatchVehicleModel } from '@tms/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { vehicleModels } from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db';
import { type BaseScope, vehicleModelWithin } from '../../base';

/**
 * The vehicle models the cold-chain rule checks against (layers, rated load and volume, per-layer
 * compartments): present and enabled only, so a removed or disabled model is refused as unknown wherever
 * it is used (the line submit, scheduling, a change of the actual model, planning). With the caller's
 * scope, only models they may pick (their carriers' and shared ones): another center's is as unknown.
 */
export function loadVehicleModels(
  db: DbOrTx,
  modelIds: readonly string[],
  scope?: BaseScope,
): PromiseLike<DispatchVehicleModel[]> {
  // The query itself, not an async wrapper: it runs when awaited, so allQueries keeps a transaction's
  // queries one after another.
  if (modelIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      uuid: vehicleModels.uuid,
      name: vehicleModels.name,
      temperatureLayers: vehicleModels.temperatureLayers,
      ratedLoadKg: vehicleModels.ratedLoadKg,
      ratedVolumeM3: vehicleModels.ratedVolumeM3,
      compartments: vehicleModels.compartments,
    })
    .from(vehicleModels)
    .where(
      and(
        inArray(vehicleModels.uuid, [...modelIds]),
        eq(vehicleModels.delFlag, '0'),
        eq(vehicleModels.enableFlag, 'Y'),
        scope ? vehicleModelWithin(scope) : undefined,
      ),
    );
}
