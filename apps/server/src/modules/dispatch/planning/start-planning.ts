import type { DispatchVehicleModel } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { allQueries, type Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolRowsByIds, toOrder } from '../core/pool-rows';
import { poolScopeOf } from '../core/scope';
import { loadStations, mutexPairsOf } from '../core/station-data';
import type { SubmitData } from '../core/submit-line';
import { loadVehicleModels } from '../core/vehicle-models';
import { buildProblem } from './build-problem';
import { planAnswer } from './plan-answer';
import { MAX_RUNNING, type PlanningJob, runningJobs, startPlanningJob } from './planning-jobs';
import type { PlanningBody } from './schemas';

/** Without a seed the plan replays the same way (for a given time limit, as far as the clock allows). */
const DEFAULT_SEED = 1;

/**
 * POST /order/waybill/planning: loads the waybills (each must be held by the caller in its pool), their
 * stations and the chosen vehicle models with the submit's own loaders, maps them onto the solver's
 * problem and starts the job. The answer is built from the same rows when the solver is done.
 */
export async function startPlanning(db: Db, caller: AuthContext, body: PlanningBody): Promise<PlanningJob> {
  if (runningJobs() >= MAX_RUNNING) throw AppError.invalid('waybill.planning.busy');
  const scope = await poolScopeOf(db, caller);
  const ids = [...new Set(body.idList)];
  const counts = new Map<string, number>();
  for (const m of body.vehicleModels) {
    counts.set(m.vehicleModelId, (counts.get(m.vehicleModelId) ?? 0) + m.count);
  }
  const [rows, models] = await allQueries(db, [
    poolRowsByIds(db, scope, ids),
    loadVehicleModels(db, [...counts.keys()]),
  ]);
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw AppError.invalid('waybill.pool.notFound', { code: missing });
  const notHeld = rows.find((r) => r.status !== 'H' || r.heldBy !== scope.userId);
  if (notHeld) throw AppError.invalid('waybill.planning.notHeld', { code: notHeld.code });
  const modelById = new Map<string, DispatchVehicleModel>(models.map((m) => [m.uuid, m]));
  const unknownModel = [...counts.keys()].find((id) => !modelById.has(id));
  if (unknownModel) throw AppError.invalid('waybill.planning.model.unknown', { id: unknownModel });

  const stations = await loadStations(
    db,
    rows.flatMap((r) => [r.shipFromId, r.shipToId]),
  );
  const orders = new Map(rows.map((r) => [r.uuid, toOrder(r)]));
  const built = buildProblem({
    request: body,
    orders: [...orders.values()],
    stations,
    models: [...counts].map(([id, count]) => ({ model: modelById.get(id) as DispatchVehicleModel, count })),
    mutexPairs: mutexPairsOf(stations),
  });
  const data: SubmitData = { waybills: byId, stations, models: modelById };
  return startPlanningJob({
    ownerId: scope.userId,
    request: {
      problem: built.problem,
      seed: body.seed ?? DEFAULT_SEED,
      timeLimitMs: body.timeLimitSeconds * 1000,
    },
    finish: (plan) => planAnswer({ plan, built, planDate: body.planDate, data, orders }),
  });
}
