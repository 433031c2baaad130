import { checkLoadAndDeparture, checkStopSequence } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db, DbOrTx } from '../../../platform/db';
import { AppError, CODES } from '../../../platform/errors';
import { type BaseScope, baseScopeOf, requireInScope } from '../shared/scope';
import {
  findDetail,
  findRouteGroup,
  insertDetail,
  presentCarrier,
  presentDriver,
  presentStations,
  presentVehicle,
  presentVehicleModel,
  replaceStops,
  routeInScope,
  updateDetail,
} from './repository';
import type { DetailInput } from './schemas';

/** The refusal the web answers with a confirmation and a resend carrying confirmDuplicates: true. */
export const DUPLICATE_STATIONS_KEY = 'base.routeGroup.duplicateStations';

/**
 * Creates (no id) or updates a route group detail with its stop sequence, in one transaction.
 * Order of checks: the group (and detail) in the caller's center; load/departure times; the stations
 * exist; the sequence (adjacent duplicates, times); the other references; then a station repeated
 * non-adjacently is refused with DUPLICATE_STATIONS_KEY unless the caller confirmed it.
 */
export async function saveRouteGroupDetail(db: Db, caller: AuthContext, input: DetailInput): Promise<number> {
  const scope = await baseScopeOf(db, caller);
  await requireInScope((scoped) => findRouteGroup(db, input.routeGroupId, scoped ? scope : null));
  const id = input.id;
  if (id !== undefined) await requireInScope((scoped) => findDetail(db, id, scoped ? scope : null));

  const times = checkLoadAndDeparture(input);
  if (times) throw AppError.invalid(times.key, times.params);

  const stationIds = [...new Set(input.stops.map((s) => s.stationId).filter(Boolean))];
  const found = await presentStations(db, stationIds);
  const codeOf = new Map(found.map((s) => [s.uuid, s.code]));
  const sequence = checkStopSequence(
    input.stops.map((s) => ({ ...s, stationLabel: codeOf.get(s.stationId) })),
  );
  if (sequence.problem) throw AppError.invalid(sequence.problem.key, sequence.problem.params);
  const missing = stationIds.find((s) => !codeOf.has(s));
  if (missing) throw AppError.invalid('base.routeGroup.stationNotFound', { value: missing });

  await checkReferences(db, input, scope);

  if (sequence.repeated.length > 0 && !input.confirmDuplicates) {
    throw new AppError(DUPLICATE_STATIONS_KEY, {
      code: CODES.error,
      params: { stations: sequence.repeated.map((s) => codeOf.get(s) ?? s).join(', ') },
      data: { needConfirm: true, repeated: sequence.repeated },
    });
  }

  const fields = {
    routeGroupId: input.routeGroupId,
    routeId: input.routeId,
    loadTime: input.loadTime,
    departureTime: input.departureTime,
    deliveryBatch: input.deliveryBatch,
    carrierId: input.carrierId,
    vehicleModelId: input.vehicleModelId,
    mainDriverId: input.mainDriverId,
    secondDriverId: input.secondDriverId,
    vehicleId: input.vehicleId,
    remark: input.remark,
  };
  const stops = input.stops.map((s) => ({
    stationId: s.stationId,
    arrivalTime: s.arrivalTime,
    leaveTime: s.leaveTime,
  }));
  return db.transaction(async (tx) => {
    let detailId: number;
    if (id === undefined) {
      detailId = await insertDetail(tx, { ...fields, createBy: caller.userName });
    } else {
      detailId = id;
      await updateDetail(tx, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
    }
    await replaceStops(tx, detailId, stops);
    return detailId;
  });
}

/** The standard route (of the center), carrier, model, drivers and vehicle exist; crew and vehicle are the carrier's. */
async function checkReferences(db: DbOrTx, input: DetailInput, scope: BaseScope): Promise<void> {
  if (input.routeId && !(await routeInScope(db, input.routeId, scope))) {
    throw AppError.invalid('base.routeGroup.routeNotFound', { value: input.routeId });
  }
  if (input.carrierId && !(await presentCarrier(db, input.carrierId))) {
    throw AppError.invalid('base.routeGroup.carrierNotFound', { value: input.carrierId });
  }
  if (input.vehicleModelId && !(await presentVehicleModel(db, input.vehicleModelId))) {
    throw AppError.invalid('base.routeGroup.vehicleModelNotFound', { value: input.vehicleModelId });
  }
  if (input.mainDriverId && input.mainDriverId === input.secondDriverId) {
    throw AppError.invalid('base.routeGroup.sameDrivers');
  }
  for (const driverId of [input.mainDriverId, input.secondDriverId]) {
    if (!driverId) continue;
    const driver = await presentDriver(db, driverId);
    if (!driver) throw AppError.invalid('base.routeGroup.driverNotFound', { value: driverId });
    if (input.carrierId && driver.carrierId !== input.carrierId) {
      throw AppError.invalid('base.routeGroup.driverNotOfCarrier', { value: driver.name });
    }
  }
  if (input.vehicleId) {
    const vehicle = await presentVehicle(db, input.vehicleId);
    if (!vehicle) throw AppError.invalid('base.routeGroup.vehicleNotFound', { value: input.vehicleId });
    if (input.carrierId && vehicle.carrierId !== input.carrierId) {
      throw AppError.invalid('base.routeGroup.vehicleNotOfCarrier', { value: vehicle.plateNumber });
    }
  }
}
