import { fleetAssignmentIssue, type Lang } from '@tms/domain';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { carriers, drivers, shipments, vehicles } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf } from '../../base';
import { assertColdChainFits, coldChainVerdict } from './shipment-fit';
import type { LockedShipment } from './transition-shipments';
import { transitionShipments } from './transition-shipments';

export type ScheduleInput = {
  ids: string[];
  carrierId: string;
  realCarrierId?: string | null;
  vehicleId: string;
  mainDriverId: string;
  coDriverId?: string | null;
  trailerNo?: string | null;
  rearPlate?: string | null;
};

/** Statuses in which a shipment holds its vehicle: scheduled up to in transit. */
const HOLDING = ['D', 'A', 'R', 'X', 'T'];

/**
 * The vehicle is free unless another live shipment (scheduled to in transit) holds it; refuses with
 * shipment.vehicle.busy naming the plate and that shipment.
 */
async function assertVehicleFree(db: DbOrTx, vehicleId: string, exceptIds: string[] = []) {
  const [vehicle] = await db
    .select({ plateNumber: vehicles.plateNumber, modelId: vehicles.vehicleModelId })
    .from(vehicles)
    .where(and(eq(vehicles.uuid, vehicleId), eq(vehicles.delFlag, '0')));
  if (!vehicle) throw AppError.notFound();
  const [busy] = await db
    .select({ code: shipments.shipmentCode })
    .from(shipments)
    .where(
      and(
        eq(shipments.vehicleId, vehicleId),
        eq(shipments.delFlag, '0'),
        inArray(shipments.status, HOLDING),
        exceptIds.length ? notInArray(shipments.uuid, exceptIds) : undefined,
      ),
    )
    .limit(1);
  if (busy) throw AppError.invalid('shipment.vehicle.busy', { plate: vehicle.plateNumber, code: busy.code });
  return vehicle;
}

/**
 * POST /vehicleNoCheck: refuses a vehicle another live shipment holds (assertVehicleFree); otherwise
 * answers it free, with its model (layers, rated load and volume) and the cold-chain verdict for the
 * shipments `ids` being scheduled, so the picker warns before the user confirms. Scheduling itself
 * refuses what the verdict warns about.
 */
export async function vehicleNoCheck(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  vehicleId: string,
  ids: string[] = [],
) {
  const vehicle = await assertVehicleFree(db, vehicleId, ids);
  const verdict = await coldChainVerdict(db, caller, lang, ids, vehicle.modelId);
  return { plateNumber: vehicle.plateNumber, free: true, ...verdict };
}

/**
 * The carrier, vehicle and drivers, read from base data (the client's names are never trusted): the
 * vehicle of the carrier (or of the real carrier it subcontracts to), drivers of the vehicle's
 * carrier, and for carrier staff a carrier of theirs.
 */
async function assignment(db: DbOrTx, caller: AuthContext, input: ScheduleInput) {
  const [carrier] = await db
    .select({ uuid: carriers.uuid })
    .from(carriers)
    .where(and(eq(carriers.uuid, input.carrierId), eq(carriers.delFlag, '0'), ne(carriers.blacklist, 'Y')));
  const [vehicle] = await db
    .select({
      plateNumber: vehicles.plateNumber,
      modelId: vehicles.vehicleModelId,
      carrierId: vehicles.carrierId,
    })
    .from(vehicles)
    .where(and(eq(vehicles.uuid, input.vehicleId), eq(vehicles.delFlag, '0')));
  const driverIds = [input.mainDriverId, input.coDriverId].filter((d): d is string => Boolean(d));
  const people = await db
    .select({ uuid: drivers.uuid, name: drivers.name, mobile: drivers.mobile, carrierId: drivers.carrierId })
    .from(drivers)
    .where(and(inArray(drivers.uuid, driverIds), eq(drivers.delFlag, '0')));
  const main = people.find((p) => p.uuid === input.mainDriverId);
  const co = input.coDriverId ? people.find((p) => p.uuid === input.coDriverId) : undefined;
  if (!carrier || !vehicle || !main || (input.coDriverId && !co)) {
    throw AppError.invalid('shipment.scheduling.required');
  }
  const scope = await baseScopeOf(db, caller);
  const issue = fleetAssignmentIssue({
    carrierId: input.carrierId,
    realCarrierId: input.realCarrierId || input.carrierId,
    vehicle: { plate: vehicle.plateNumber, carrierId: vehicle.carrierId },
    drivers: co ? [main, co] : [main],
    ownCarrierIds: scope.carrierStaff ? (scope.carrierIds ?? []) : null,
  });
  if (issue) throw AppError.invalid(issue.key, issue.params);
  return {
    carrierId: input.carrierId,
    realCarrierId: input.realCarrierId || input.carrierId,
    vehicleId: input.vehicleId,
    frontPlate: vehicle.plateNumber,
    frontModel: vehicle.modelId,
    actualModelId: vehicle.modelId,
    mainDriverId: main.uuid,
    mainDriverName: main.name,
    mainDriverMobile: main.mobile,
    coDriverId: co?.uuid ?? null,
    coDriverName: co?.name ?? null,
    coDriverMobile: co?.mobile ?? null,
    trailerNo: input.trailerNo ?? null,
    rearPlate: input.rearPlate ?? null,
  };
}

/**
 * scheduling, batchScheduling (the same carrier, vehicle and drivers on several effective shipments)
 * and changeScheduling: the domain machine decides, then the vehicle must be free and its model (the
 * actual model from now on) must fit every shipment's goods, as the line submit checks a line's model.
 */
export async function scheduleShipments(
  db: DbOrTx,
  caller: AuthContext,
  action: 'scheduling' | 'batchScheduling' | 'changeScheduling',
  input: ScheduleInput,
) {
  let set: Awaited<ReturnType<typeof assignment>> | undefined;
  return transitionShipments(db, caller, input.ids, action, {
    check: async (tx, rows) => {
      set = await assignment(tx, caller, input);
      await assertVehicleFree(tx, input.vehicleId, input.ids);
      await assertColdChainFits(tx, rows, set.actualModelId);
    },
    set: () => set ?? {},
    remark: null,
  });
}

/** apply and applyBefore need a complete scheduling; forceApply skips this. */
export function assertScheduled(rows: LockedShipment[]): void {
  const open = rows.find((r) => !r.carrierId || !r.vehicleId || !r.mainDriverId);
  if (open) throw AppError.invalid('shipment.apply.incomplete', { code: open.shipmentCode });
}
