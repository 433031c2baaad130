import {
  type DispatchOrder,
  type DispatchVehicleModel,
  formatDispatchTime,
  type LateArrival,
  type LateArrivalPolicy,
  orderVolume,
  orderWeight,
  stationLabel,
  stopServiceMinutes,
} from '@tms/domain';
import type { Job, Objective, Problem, VehicleType } from '@tms/planner/model';
import Decimal from 'decimal.js';
import type { StationData } from '../core/station-data';
import { type MinuteWindow, PLAN_DAYS, serviceStartWindows, stationMinuteWindows } from './service-windows';
import { splitService, stopFixedMinutes, withStopTime } from './stop-service';
import { type TravelMatrix, travelMatrix } from './travel';

/**
 * Waybills in the caller's pool as the solver's problem. Each waybill is one pickup-and-delivery job
 * (loaded at its source station, dropped at its destination, on the same line), timed in minutes from
 * the plan date's midnight. Everything here is pure: the database is read before, the solver runs after.
 */

export type PlanningRequest = {
  planDate: string;
  startTime: string;
  objective: 'vehicles' | 'distance' | 'cost';
  costPerVehicle?: number;
  costPerKm?: number;
  softWindows?: boolean;
  maxTripsPerVehicle?: number;
};

export type PlanningModel = { model: DispatchVehicleModel; count: number };

export type BuiltProblem = {
  problem: Problem;
  /** Location index -> station id (the depot is one of the stations). */
  stationIds: string[];
  travel: TravelMatrix;
  /** Drive times from a road engine: every stop keeps the planned times on the screen. */
  roadTimes: boolean;
  /**
   * Waybills no window of the horizon can take, left out before solving; `late` when only the required
   * delivery time stands in the way (the earliest arrival a line of its own could make).
   */
  impossible: (
    | { waybillId: string; reason: 'time-window' }
    | { waybillId: string; reason: 'late'; late: LateArrival }
  )[];
  /** How the answer's lines treat late arrivals: refused, unless the dispatcher chose soft windows. */
  lateArrival: Exclude<LateArrivalPolicy, 'ask'>;
};

const DAY_MINUTES = 24 * 60;

const OBJECTIVES: Record<PlanningRequest['objective'], Objective> = {
  vehicles: 'vehicles-then-distance',
  distance: 'distance',
  cost: 'cost',
};
/** Amounts in whole grams and cubic centimetres: waybills rounded up, ratings down, never laxer than the submit. */
const WEIGHT_UNITS = 1_000;
const VOLUME_UNITS = 1_000_000;
/** A rated figure left empty is not checked by the submit. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;
/**
 * Soft windows (the dispatcher allows late arrival): lateness after a window or a required delivery time
 * costs as much as this many km per minute, and is bounded.
 */
const LATE_COST_PER_MINUTE = 1;
const MAX_LATENESS_MINUTES = 120;

/** A vehicle's reload between two trips when the depot has no loading rule saying longer. */
const RELOAD_MINUTES = 30;

const units = (value: Decimal, scale: number, round: 'up' | 'down') => {
  const scaled = value.times(scale);
  return (round === 'up' ? scaled.ceil() : scaled.floor()).toNumber();
};
const rated = (value: DispatchVehicleModel['ratedLoadKg'], scale: number) => {
  if (value === null || value === undefined || value === '') return UNLIMITED;
  return Math.max(0, Math.floor(Number(value) * scale));
};

/**
 * A compartment figure some chosen model limits (a layer's weight or volume): one more capacity dimension.
 * A waybill fills it with its goods of that layer; a model without that compartment figure does not limit it
 * (the layer itself is a skill), as the submit's cold-chain rule checks it.
 */
type CompartmentDim = { tempCode: string; figure: 'weight' | 'volume' };

function compartmentDimsOf(models: readonly DispatchVehicleModel[]): CompartmentDim[] {
  const dims = new Map<string, CompartmentDim>();
  for (const model of models) {
    for (const c of model.compartments ?? []) {
      if (!blankFigure(c.ratedLoadKg))
        dims.set(`${c.tempCode}:weight`, { tempCode: c.tempCode, figure: 'weight' });
      if (!blankFigure(c.ratedVolumeM3))
        dims.set(`${c.tempCode}:volume`, { tempCode: c.tempCode, figure: 'volume' });
    }
  }
  return [...dims.values()];
}

const blankFigure = (value: string | null | undefined) =>
  value === null || value === undefined || value === '';

/** What a waybill puts in a layer: its goods lines of that temperature. */
function layerFigure(order: DispatchOrder, dim: CompartmentDim): Decimal {
  return (order.tempVoLists ?? [])
    .filter((t) => t.tempCode === dim.tempCode)
    .reduce((sum, t) => {
      const value = dim.figure === 'weight' ? t.weight : t.volume;
      return value === null || value === undefined || value === '' ? sum : sum.plus(value);
    }, new Decimal(0));
}

function compartmentRating(model: DispatchVehicleModel, dim: CompartmentDim): number {
  const compartment = (model.compartments ?? []).find((c) => c.tempCode === dim.tempCode);
  const figure = dim.figure === 'weight' ? compartment?.ratedLoadKg : compartment?.ratedVolumeM3;
  return rated(figure ?? null, dim.figure === 'weight' ? WEIGHT_UNITS : VOLUME_UNITS);
}

/** The family the submit keeps apart on a line: a split waybill's parent, else the waybill itself. */
const familyOf = (o: Pick<DispatchOrder, 'uuid' | 'parentId'>) => o.parentId || o.uuid;

/**
 * The depot: the source station most of the waybills leave from (ties: the first in the given order). The
 * dispatch center has no position of its own, and a line is a round trip from its first stop (the submit
 * gives the first stop return times), which is usually the center's warehouse.
 */
export function depotOf(orders: readonly DispatchOrder[]): string | null {
  const counts = new Map<string, number>();
  for (const o of orders) counts.set(o.shipFromId, (counts.get(o.shipFromId) ?? 0) + 1);
  let best: string | null = null;
  for (const [id, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = id;
  return best;
}

/** The plan's locations: the depot first, then every station a waybill leaves from or goes to. */
export function planStationIds(orders: readonly DispatchOrder[]): string[] {
  const depot = depotOf(orders);
  return [...new Set([...(depot ? [depot] : []), ...orders.flatMap((o) => [o.shipFromId, o.shipToId])])];
}

export function buildProblem(input: {
  request: PlanningRequest;
  orders: readonly DispatchOrder[];
  stations: ReadonlyMap<string, StationData>;
  models: readonly PlanningModel[];
  mutexPairs: readonly (readonly [string, string])[];
  /** Over planStationIds(orders); the straight-line estimate when not given. */
  travel?: TravelMatrix;
  /** The travel figures are a road engine's (the screen's own estimate would differ from them). */
  roadTimes?: boolean;
}): BuiltProblem {
  const { request, orders, stations, models } = input;
  const stationIds = planStationIds(orders);
  const location = new Map(stationIds.map((id, i) => [id, i]));
  const travel = input.travel ?? travelMatrix(stationIds.map((id) => stations.get(id)));
  if (travel.count !== stationIds.length) throw new Error('travel matrix does not match the plan stations');
  const [h, m] = request.startTime.split(':').map(Number) as [number, number];
  // A vehicle's day: from the start time to the same time the next day.
  const horizon: MinuteWindow = [h * 60 + m, Math.min(h * 60 + m + DAY_MINUTES, PLAN_DAYS * DAY_MINUTES) - 1];
  const windows = new Map(
    stationIds.map((id) => {
      const s = stations.get(id);
      return [id, stationMinuteWindows(request.planDate, s?.timeWindows ?? [], s?.exTimeWindows ?? [])];
    }),
  );
  const midnight = Date.parse(`${request.planDate}T00:00:00Z`);
  // The required delivery time closes the delivery's windows: a hard end unless the dispatcher allows late
  // arrival, when the solver may pass it as any window (penalised, bounded) and the submit asks about it.
  const deadlineOf = (o: DispatchOrder) => {
    const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})/.exec(o.requiredDeliveryTime ?? '');
    if (!match) return null;
    const ms = Date.parse(`${match[1]}T${match[2]}:${match[3]}:00Z`);
    return Math.floor((ms - midnight) / 60_000);
  };
  const mutexStations = new Set(input.mutexPairs.flat());
  const families = new Map<string, number>();
  for (const o of orders) families.set(familyOf(o), (families.get(familyOf(o)) ?? 0) + 1);

  const compartmentDims = compartmentDimsOf(models.map((m) => m.model));
  const impossible: BuiltProblem['impossible'] = [];
  const jobs: Job[] = [];
  const serviceOf = (o: DispatchOrder, stationId: string, mode: 'load' | 'unload') =>
    splitService(stations.get(stationId)?.loadRules ?? [], o, mode);
  const stopFixed = stopFixedMinutes(orders, location, serviceOf);
  const travelTime = withStopTime(travel, stopFixed);
  const drive = (from: string, to: string) =>
    travelTime[(location.get(from) as number) * travel.count + (location.get(to) as number)] ?? 0;
  /**
   * A waybill whose delivery stop cannot be reached by its required delivery time even by a vehicle
   * leaving the depot at the start for it alone: that earliest arrival, for the same words as the screen's
   * mark. Null when it can be reached in time (then a receiving window, if anything, is the obstacle).
   */
  const earliestLateArrival = (o: DispatchOrder): LateArrival | null => {
    const deadline = deadlineOf(o);
    if (deadline === null || !o.requiredDeliveryTime) return null;
    const load = serviceOf(o, o.shipFromId, 'load');
    const pickup = earliestIn(
      serviceStartWindows(windows.get(o.shipFromId) ?? null, load.perWaybill + load.fixed, horizon, null),
      horizon[0] + drive(stationIds[0] as string, o.shipFromId),
    );
    if (pickup === null) return null;
    // From the pick-up on, timed as the screen times a line: the station's load time for this waybill and the drive.
    const loading = stopServiceMinutes(
      { stationId: o.shipFromId, loadRules: stations.get(o.shipFromId)?.loadRules },
      [o],
    );
    const leg =
      travel.minutes[
        (location.get(o.shipFromId) as number) * travel.count + (location.get(o.shipToId) as number)
      ];
    const arrival = pickup + loading + (leg ?? 0);
    if (arrival <= deadline) return null;
    const station = stations.get(o.shipToId);
    return {
      stopIndex: 0,
      waybillId: o.uuid,
      code: o.code || o.uuid,
      station: stationLabel({ stationId: o.shipToId, ...station }),
      arrival: formatDispatchTime(midnight + Math.ceil(arrival) * 60_000).slice(0, 16),
      required: o.requiredDeliveryTime.slice(0, 16),
    };
  };
  for (const o of orders) {
    const load = serviceOf(o, o.shipFromId, 'load');
    const unload = serviceOf(o, o.shipToId, 'unload');
    const times = { pickup: load.perWaybill + load.fixed, delivery: unload.perWaybill + unload.fixed };
    const pickupWindows = serviceStartWindows(windows.get(o.shipFromId) ?? null, times.pickup, horizon, null);
    const deliveryWindows = serviceStartWindows(
      windows.get(o.shipToId) ?? null,
      times.delivery,
      horizon,
      deadlineOf(o),
    );
    // Too late for any line (hard), or no window the horizon has: left out before solving.
    const late = request.softWindows ? null : earliestLateArrival(o);
    if (late || pickupWindows?.length === 0 || deliveryWindows?.length === 0) {
      impossible.push(
        late ? { waybillId: o.uuid, reason: 'late', late } : { waybillId: o.uuid, reason: 'time-window' },
      );
      continue;
    }
    const tags = [o.shipFromId, o.shipToId]
      .filter((id) => mutexStations.has(id))
      .map((id) => `station:${id}`);
    if ((families.get(familyOf(o)) ?? 0) > 1) tags.push(`family:${familyOf(o)}`);
    jobs.push({
      id: o.uuid,
      pickup: {
        location: location.get(o.shipFromId) as number,
        serviceDuration: load.perWaybill,
        ...(pickupWindows ? { timeWindows: pickupWindows } : {}),
      },
      delivery: {
        location: location.get(o.shipToId) as number,
        serviceDuration: unload.perWaybill,
        ...(deliveryWindows ? { timeWindows: deliveryWindows } : {}),
      },
      amount: [
        units(orderWeight(o), WEIGHT_UNITS, 'up'),
        units(orderVolume(o), VOLUME_UNITS, 'up'),
        ...compartmentDims.map((d) =>
          units(layerFigure(o, d), d.figure === 'weight' ? WEIGHT_UNITS : VOLUME_UNITS, 'up'),
        ),
      ],
      skills: [...new Set((o.tempVoLists ?? []).map((t) => t.tempCode))],
      tags,
    });
  }
  const conflicts: [string, string][] = [
    ...input.mutexPairs.map(([a, b]): [string, string] => [`station:${a}`, `station:${b}`]),
    ...[...families].filter(([, n]) => n > 1).map(([f]): [string, string] => [`family:${f}`, `family:${f}`]),
  ];
  const vehicleTypes: VehicleType[] = models.map(({ model, count }) => ({
    id: model.uuid,
    count,
    capacity: [
      rated(model.ratedLoadKg, WEIGHT_UNITS),
      rated(model.ratedVolumeM3, VOLUME_UNITS),
      ...compartmentDims.map((d) => compartmentRating(model, d)),
    ],
    skills: [...model.temperatureLayers],
    startLocation: 0,
    shift: horizon,
    // A vehicle back at its depot in time loads again and runs another line (the depot's loading time).
    maxTrips: request.maxTripsPerVehicle ?? 1,
    reloadDuration: Math.max(RELOAD_MINUTES, stopFixed[0] ?? 0),
    ...(request.objective === 'cost'
      ? { fixedCost: request.costPerVehicle ?? 0, costPerDistance: request.costPerKm ?? 1 }
      : {}),
  }));
  const problem: Problem = {
    locationCount: Math.max(1, stationIds.length),
    distance: travel.km,
    travelTime,
    jobs,
    vehicleTypes,
    objective: OBJECTIVES[request.objective],
    conflicts,
    ...(request.softWindows
      ? { softWindows: { penaltyPerUnit: LATE_COST_PER_MINUTE, maxLateness: MAX_LATENESS_MINUTES } }
      : {}),
  };
  return {
    problem,
    stationIds,
    travel,
    impossible,
    roadTimes: input.roadTimes ?? false,
    lateArrival: request.softWindows ? 'accept' : 'refuse',
  };
}

/** The earliest start at or after `from` inside the windows (null: any time), or null when none is left. */
function earliestIn(windows: readonly MinuteWindow[] | null, from: number): number | null {
  if (windows === null) return from;
  const open = windows.find(([, end]) => end >= from);
  return open ? Math.max(open[0], from) : null;
}
