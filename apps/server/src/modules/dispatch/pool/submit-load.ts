import { allQueries, type DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolRowsByIds } from '../core/pool-rows';
import type { PoolScope } from '../core/scope';
import { loadStations } from '../core/station-data';
import type { SubmitData } from '../core/submit-line';
import { loadVehicleModels } from '../core/vehicle-models';
import type { SubmitBody } from './schemas';

/**
 * What a submit is checked against (SubmitData), loaded from the database in a fixed number of queries.
 */
export async function loadSubmitData(db: DbOrTx, scope: PoolScope, body: SubmitBody): Promise<SubmitData> {
  const ids = [...new Set(body.lines.flatMap((l) => l.waybillIdList))];
  const modelIds = [
    ...new Set(body.lines.flatMap((l) => (l.vehicleMainModelId ? [l.vehicleMainModelId] : []))),
  ];
  const [rows, models] = await allQueries(db, [
    ids.length === 0 ? Promise.resolve([]) : poolRowsByIds(db, scope, ids),
    loadVehicleModels(db, modelIds, scope),
  ]);
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw AppError.invalid('waybill.pool.notFound', { code: missing });
  const stationIds = [
    ...body.lines.flatMap((l) => l.stopList.map((s) => s.stationId)),
    ...rows.flatMap((r) => [r.shipFromId, r.shipToId]),
  ];
  return {
    waybills: byId,
    stations: await loadStations(db, stationIds),
    models: new Map(models.map((m) => [m.uuid, m])),
  };
}
