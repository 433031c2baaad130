import { fleetAssignmentIssue, type UiLang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { baseScopeOf, fleetCarriers, fleetDrivers } from '../../base';
import {
  assertVehicleCanGo,
  goReasonText,
  type VehicleGoAnswer,
  vehiclesThatCanGo,
} from '../core/vehicles-that-can-go';
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

/** A vehicle picker row: the vehicle, its carrier and model, whether it can go and why not, in words. */
async function pickerRow(db: DbOrTx, lang: UiLang, answer: VehicleGoAnswer) {
  return {
    uuid: answer.uuid,
    code: answer.code,
    name: answer.plateNumber,
    carrierId: answer.carrierId,
    carrierName: answer.carrierName,
    vehicleModelId: answer.vehicleModelId,
    vehicleModelName: answer.vehicleModelName,
    temperatureLayers: answer.temperatureLayers ?? [],
    ratedLoadKg: answer.ratedLoadKg,
    ratedVolumeM3: answer.ratedVolumeM3,
    canGo: answer.canGo,
    reasons: await Promise.all(answer.reasons.map((r) => goReasonText(db, lang, r))),
  };
}

/**
 * GET /vehicleOptions: the scheduling dialog's vehicle picker — the caller's vehicles (of the chosen
 * carrier and real carrier), those that can take the shipments `ids` first, each other one marked with
 * why it cannot (busy in the shipments' window, not approved, uninsured, goods it does not carry, ...),
 * in the words scheduling refuses it with.
 */
export async function vehicleOptions(
  db: DbOrTx,
  caller: AuthContext,
  lang: UiLang,
  query: { ids: string[]; carrierIds: string[]; keyword?: string | undefined },
) {
  const answers = await vehiclesThatCanGo(db, caller, {
    shipmentIds: query.ids,
    carrierIds: query.carrierIds.length > 0 ? query.carrierIds : undefined,
    keyword: query.keyword,
  });
  const rows = await Promise.all(answers.map((a) => pickerRow(db, lang, a)));
  return rows.sort((a, b) => Number(b.canGo) - Number(a.canGo) || a.code.localeCompare(b.code));
}

/**
 * POST /vehicleNoCheck: one vehicle's answer for the shipments `ids` (free in their windows, fitting
 * their goods, in good standing), with its model's layers and capacity: what the picker shows when it is
 * chosen. A vehicle outside the caller's fleet is not found.
 */
export async function vehicleNoCheck(
  db: DbOrTx,
  caller: AuthContext,
  lang: UiLang,
  vehicleId: string,
  ids: string[] = [],
) {
  const [answer] = await vehiclesThatCanGo(db, caller, { shipmentIds: ids, vehicleIds: [vehicleId] });
  if (!answer) throw AppError.notFound();
  const row = await pickerRow(db, lang, answer);
  return {
    plateNumber: answer.plateNumber,
    free: !answer.reasons.some((r) => r.key === 'fleet.go.busy'),
    fits: answer.misfitShipmentCode === null,
    canGo: answer.canGo,
    reasons: row.reasons,
    modelId: answer.vehicleModelId,
    modelName: answer.vehicleModelName,
    temperatureLayers: row.temperatureLayers,
    ratedLoadKg: answer.ratedLoadKg,
    ratedVolumeM3: answer.ratedVolumeM3,
  };
}

/** A carrier the caller may dispatch to: in their fleet scope (404 otherwise), approved, enabled, not blacklisted. */
export async function assertCarrierDispatchable(db: DbOrTx, caller: AuthContext, carrierIds: string[]) {
  const unique = [...new Set(carrierIds)];
  const rows = await fleetCarriers(db, caller, unique);
  if (rows.length !== unique.length) throw AppError.notFound();
  const closed = rows.find((c) => c.reviewStatus !== '1' || c.enableFlag !== 'Y' || c.blacklist === 'Y');
  if (closed) throw AppError.invalid('fleet.go.carrierNotDispatchable', { name: closed.name });
}

/**
 * The carrier, vehicle and drivers, read from base data (the client's names are never trusted), all in
 * the caller's fleet (404 otherwise): a carrier that may be dispatched to, a vehicle that can go for
 * these shipments (vehiclesThatCanGo: free in their windows, fitting their goods, in good standing) of
 * the carrier or of the real carrier it subcontracts to, approved drivers of the vehicle's carrier, and
 * for carrier staff a carrier of theirs.
 */
async function assignment(db: DbOrTx, caller: AuthContext, input: ScheduleInput) {
  const realCarrierId = input.realCarrierId || input.carrierId;
  await assertCarrierDispatchable(db, caller, [input.carrierId, realCarrierId]);
  const vehicle = await assertVehicleCanGo(db, caller, {
    shipmentIds: input.ids,
    vehicleId: input.vehicleId,
  });
  const driverIds = [input.mainDriverId, input.coDriverId].filter((d): d is string => Boolean(d));
  const people = await fleetDrivers(db, caller, driverIds);
  const main = people.find((p) => p.uuid === input.mainDriverId);
  const co = input.coDriverId ? people.find((p) => p.uuid === input.coDriverId) : undefined;
  if (!main || (input.coDriverId && !co)) throw AppError.notFound();
  const scope = await baseScopeOf(db, caller);
  const issue = fleetAssignmentIssue({
    carrierId: input.carrierId,
    realCarrierId,
    vehicle: { plate: vehicle.plateNumber, carrierId: vehicle.carrierId },
    drivers: co ? [main, co] : [main],
    ownCarrierIds: scope.carrierStaff ? (scope.carrierIds ?? []) : null,
  });
  if (issue) throw AppError.invalid(issue.key, issue.params);
  const unready = [main, co].find((d) => d && (d.reviewStatus !== '1' || d.enableFlag !== 'Y'));
  if (unready) throw AppError.invalid('fleet.go.driverNotReady', { name: unready.name });
  return {
    carrierId: input.carrierId,
    realCarrierId,
    vehicleId: input.vehicleId,
    frontPlate: vehicle.plateNumber,
    frontModel: vehicle.vehicleModelId,
    actualModelId: vehicle.vehicleModelId,
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
 * and changeScheduling: the domain machine decides, then the assignment: the vehicle must be one that
 * can go for every shipment (the picker's answer and words), its model the actual one from now on.
 */
export async function scheduleShipments(
  db: DbOrTx,
  caller: AuthContext,
  action: 'scheduling' | 'batchScheduling' | 'changeScheduling',
  input: ScheduleInput,
) {
  let set: Awaited<ReturnType<typeof assignment>> | undefined;
  return transitionShipments(db, caller, input.ids, action, {
    check: async (tx) => {
      set = await assignment(tx, caller, input);
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
