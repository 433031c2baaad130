import type { DispatchVehicleModel } from '@tms/domain';
import type { RoutingConfig } from '../../../config';
import type { AuthContext } from '../../../platform/auth/caller';
import { allQueries, type Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { poolRowsByIds, toOrder } from '../core/pool-rows';
import { poolScopeOf } from '../core/scope';
import { loadStations, mutexPairsOf } from '../core/station-data';
import type { SubmitData } from '../core/submit-line';
import { loadVehicleModels } from '../core/vehicle-models';
import { buildProblem, planStationIds } from './build-problem';
import { planAnswer } from './plan-answer';
import {
  MAX_RUNNING,
  type PlanningJob,
  type PlanningJobs,
  runningJobs,
  startPlanningJob,
} from './planning-jobs';
import type { SharedPairStore } from './road-cache';
import { roadMatrix } from './road-matrix';
import type { PlanningBody } from './schemas';

/** The road engine for drive times (none: straight-line estimates), its shared cache, the server log. */
export type RoadSettings = {
  routing: RoutingConfig | undefined;
  shared: SharedPairStore | null;
  warn: (warning: string) => void;
};

/** Without a seed the plan replays the same way (for a given time limit, as far as the clock allows). */
const DEFAULT_SEED = 1;

/**
 * POST /order/waybill/planning: loads the waybills (each must be held by the caller in its pool), their
 * stations and the chosen vehicle models with the submit's own loaders, maps them onto the solver's
 * problem and starts the job. The answer is built from the same rows when the solver is done.
 */
export async function startPlanning(
  db: Db,
  caller: AuthContext,
  body: PlanningBody,
  jobs: PlanningJobs,
  road: RoadSettings,
): Promise<PlanningJob> {
  if (runningJobs(jobs) >= MAX_RUNNING) throw AppError.invalid('waybill.planning.busy');
  const scope = await poolScopeOf(db, caller);
  const ids = [...new Set(body.idList)];
  const counts = new Map<string, number>();
  for (const m of body.vehicleModels) {
    counts.set(m.vehicleModelId, (counts.get(m.vehicleModelId) ?? 0) + m.count);
  }
  const [rows, models] = await allQueries(db, [
    poolRowsByIds(db, scope, ids),
    loadVehicleModels(db, [...counts.keys()], scope),
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
  const travel = await roadMatrix(
    planStationIds([...orders.values()]).map((id) => stations.get(id)),
    road.routing,
    { shared: road.shared },
  );
  if (travel.warning) road.warn(travel.warning);
  const built = buildProblem({
    travel: travel.matrix,
    roadTimes: travel.source === 'engine',
    request: body,
    orders: [...orders.values()],
    stations,
    models: [...counts].map(([id, count]) => ({ model: modelById.get(id) as DispatchVehicleModel, count })),
    mutexPairs: mutexPairsOf(stations),
  });
  const data: SubmitData = { waybills: byId, stations, models: modelById };
  return startPlanningJob(jobs, {
    ownerId: scope.userId,
    request: {
      problem: built.problem,
      seed: body.seed ?? DEFAULT_SEED,
      timeLimitMs: body.timeLimitSeconds * 1000,
    },
    finish: (plan) => ({
      ...planAnswer({ plan, built, planDate: body.planDate, data, orders, maxLines: body.maxLines }),
      travelSource: travel.source === 'engine' ? 'road' : 'estimate',
      // A configured engine that did not answer: the dispatcher is told the times are estimates.
      ...(road.routing && travel.source !== 'engine'
        ? { notices: ['waybill.planning.estimatedTimes' as const] }
        : {}),
    }),
  });
}
