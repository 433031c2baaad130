import {
  type DispatchVehicleModel,
  type GoReason,
  type HoldingShipment,
  heldWindow,
  LANGUAGES,
  type LocalizedParam,
  localizedParam,
  type Refusal,
  shipmentColdChainIssue,
  shipmentWindow,
  type TimeWindow,
  type Translations,
  type UiLang,
  vehicleGoReasons,
  windowSpan,
  windowsOverlap,
} from '@tms/domain';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import { type CandidateVehicle, fleetVehicles } from '../../base';
import { withLayerLabel } from './layer-label';
import { poolScopeOf } from './scope';
import { type ShipmentLoad, shipmentLoads } from './shipment-loads';
import { shipmentWithin } from './shipment-scope';
import { loadVehicleModels } from './vehicle-models';

/** Statuses in which a shipment holds its vehicle: scheduled up to in transit. */
const HOLDING = ['D', 'A', 'R', 'X', 'T'];

/**
 * What is asked: the vehicles that could take these shipments (scheduling: their planned windows and
 * their goods), or the vehicles free in a window (a plan's day: no goods yet). Optionally only some
 * carriers' vehicles, some vehicles, or a keyword on code or plate.
 */
export type GoQuestion = {
  shipmentIds?: readonly string[] | undefined;
  window?: TimeWindow | undefined;
  /** The carrier and the real carrier it subcontracts to: vehicles of either. */
  carrierIds?: readonly string[] | undefined;
  vehicleIds?: readonly string[] | undefined;
  keyword?: string | undefined;
  /** At most this many vehicles, by code (a picker's 500 unless said; a count takes them all). */
  limit?: number | undefined;
};

/** A vehicle of the caller's fleet, and whether it can go; when not, every reason, in the domain's order. */
export type VehicleGoAnswer = CandidateVehicle & {
  canGo: boolean;
  reasons: GoReason[];
  /** The shipment whose goods it would not carry, when that is one of the reasons. */
  misfitShipmentCode: string | null;
};

type AskedShipment = { uuid: string; shipmentCode: string; window: TimeWindow | null };

/** The asked shipments in the caller's scope, in the order given, each with its planned window (404 if not). */
async function askedShipments(
  db: DbOrTx,
  caller: AuthContext,
  ids: readonly string[],
  loads: Map<string, ShipmentLoad>,
): Promise<AskedShipment[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ uuid: shipments.uuid, code: shipments.shipmentCode, etd: shipments.etd, eta: shipments.eta })
    .from(shipments)
    .where(and(inArray(shipments.uuid, unique), shipmentWithin(await poolScopeOf(db, caller))));
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw AppError.notFound();
    return {
      uuid: row.uuid,
      shipmentCode: row.code,
      window: shipmentWindow(loads.get(id)?.stops ?? [], row),
    };
  });
}

/** Live shipments other than `except` holding the vehicles, with the windows they hold them in. */
async function holdersOf(
  db: DbOrTx,
  vehicleIds: readonly string[],
  except: readonly string[],
  now: string,
): Promise<Map<string, HoldingShipment[]>> {
  const out = new Map<string, HoldingShipment[]>();
  if (vehicleIds.length === 0) return out;
  const rows = await db
    .select({
      uuid: shipments.uuid,
      code: shipments.shipmentCode,
      status: shipments.status,
      vehicleId: shipments.vehicleId,
      etd: shipments.etd,
      eta: shipments.eta,
    })
    .from(shipments)
    .where(
      and(
        inArray(shipments.vehicleId, [...vehicleIds]),
        eq(shipments.delFlag, '0'),
        inArray(shipments.status, HOLDING),
        except.length ? notInArray(shipments.uuid, [...except]) : undefined,
      ),
    )
    .orderBy(shipments.etd, shipments.shipmentCode);
  const loads = await shipmentLoads(
    db,
    rows.map((r) => r.uuid),
  );
  for (const row of rows) {
    if (!row.vehicleId) continue;
    const planned = shipmentWindow(loads.get(row.uuid)?.stops ?? [], row);
    const holder = {
      shipmentCode: row.code,
      window: heldWindow({ status: row.status, window: planned, now }),
    };
    out.set(row.vehicleId, [...(out.get(row.vehicleId) ?? []), holder]);
  }
  return out;
}

/**
 * The first asked shipment, in the order given, that the model does not fit (the cold-chain rule of the
 * line submit: layers, rated load and volume, compartments); null when it fits them all.
 */
function firstMisfit(
  asked: readonly AskedShipment[],
  loads: Map<string, ShipmentLoad>,
  model: DispatchVehicleModel | null,
): { refusal: Refusal; shipmentCode: string } | null {
  for (const [index, shipment] of asked.entries()) {
    const load = loads.get(shipment.uuid) ?? { orders: [], stops: [] };
    const refusal = shipmentColdChainIssue({ ...load, model, lineNumber: index + 1 });
    if (refusal) return { refusal, shipmentCode: shipment.shipmentCode };
  }
  return null;
}

/** A whole day in the caller's zone: what a question with no time at all is judged on. */
function todayWindow(now: string): TimeWindow {
  const day = now.slice(0, 10);
  return { from: `${day} 00:00:00`, to: `${day} 23:59:59` };
}

/**
 * Which vehicles can go, for this caller, these shipments or this window, these goods: the one answer
 * the planning dialog's fleet, the scheduling dialog's picker and scheduling itself take (domain
 * vehicle-go.ts). Every vehicle of the caller's fleet scope (the carriers of their data groups) that the
 * question names, each with canGo and, when it cannot go, every reason: not approved or disabled, locked,
 * scrapped, uninsured on a day of the window, no usable model, a carrier not approved, disabled or
 * blacklisted, another live shipment (scheduled to in transit) holding it in an overlapping window, or
 * goods of the asked shipments its model does not carry. Asked shipments outside the caller's scope
 * answer 404.
 */
export async function vehiclesThatCanGo(
  db: DbOrTx,
  caller: AuthContext,
  question: GoQuestion,
): Promise<VehicleGoAnswer[]> {
  const shipmentIds = [...new Set(question.shipmentIds ?? [])];
  const loads = await shipmentLoads(db, shipmentIds);
  const asked = await askedShipments(db, caller, shipmentIds, loads);
  const now = formatDateTime(new Date(), caller.profile.timeZone);
  const windows = asked.length > 0 ? asked.map((s) => s.window) : [question.window ?? null];
  const span = windowSpan(windows) ?? todayWindow(now);
  const vehicles = await fleetVehicles(db, caller, {
    carrierIds: question.carrierIds ? [...new Set(question.carrierIds)] : undefined,
    vehicleIds: question.vehicleIds ? [...question.vehicleIds] : undefined,
    keyword: question.keyword,
    limit: question.limit,
  });
  const holders = await holdersOf(
    db,
    vehicles.map((v) => v.uuid),
    shipmentIds,
    now,
  );
  const modelIds = [...new Set(vehicles.map((v) => v.vehicleModelId).filter((id): id is string => !!id))];
  const models = new Map((await loadVehicleModels(db, modelIds)).map((m) => [m.uuid, m]));
  const misfits = new Map<string, ReturnType<typeof firstMisfit>>();
  const misfitOf = (modelId: string) => {
    if (!misfits.has(modelId)) misfits.set(modelId, firstMisfit(asked, loads, models.get(modelId) ?? null));
    return misfits.get(modelId) ?? null;
  };
  return vehicles.map((vehicle) => {
    const model = vehicle.vehicleModelId ? models.get(vehicle.vehicleModelId) : undefined;
    const misfit = model && asked.length > 0 ? misfitOf(model.uuid) : null;
    const reasons = vehicleGoReasons({
      standing: {
        reviewStatus: vehicle.reviewStatus,
        enableFlag: vehicle.enableFlag,
        locked: vehicle.locked,
        scrapDate: vehicle.scrapDate,
        insuranceStart: vehicle.insuranceStart,
        insuranceEnd: vehicle.insuranceEnd,
        modelUsable: model !== undefined,
        carrier: {
          reviewStatus: vehicle.carrierReviewStatus,
          enableFlag: vehicle.carrierEnableFlag,
          blacklist: vehicle.carrierBlacklist,
        },
      },
      span,
      windows,
      holders: holders.get(vehicle.uuid) ?? [],
      coldChain: misfit?.refusal ?? null,
    });
    return {
      ...vehicle,
      canGo: reasons.length === 0,
      reasons,
      misfitShipmentCode: misfit && reasons.some((r) => isColdChainReason(r)) ? misfit.shipmentCode : null,
    };
  });
}

const COLD_CHAIN_KEYS: readonly GoReason['key'][] = [
  'fleet.go.layer',
  'fleet.go.weight',
  'fleet.go.volume',
  'fleet.go.compartmentWeight',
  'fleet.go.compartmentVolume',
];
const isColdChainReason = (reason: GoReason) => COLD_CHAIN_KEYS.includes(reason.key);

/** A reason in every language (its layer as the dictionary's label): a parameter of a refusal. */
export async function goReasonParam(db: DbOrTx, reason: GoReason): Promise<LocalizedParam> {
  const params = await withLayerLabel(db, 'params' in reason ? reason.params : undefined);
  return localizedParam(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, t(lang, reason.key, params)])) as Translations,
  );
}

/** A reason in the reader's language, as the picker shows it beside the vehicle. */
export async function goReasonText(db: DbOrTx, lang: UiLang, reason: GoReason): Promise<string> {
  return t(lang, reason.key, await withLayerLabel(db, 'params' in reason ? reason.params : undefined));
}

/**
 * Refuses a vehicle that cannot go, in the picker's words: "Vehicle X cannot go: <reason>", or for goods
 * it would not carry "Vehicle X cannot carry SP…: <reason>" (the first reason). A vehicle outside the
 * caller's fleet is not found.
 */
export async function assertVehicleCanGo(
  db: DbOrTx,
  caller: AuthContext,
  question: GoQuestion & { vehicleId: string },
): Promise<VehicleGoAnswer> {
  const [answer] = await vehiclesThatCanGo(db, caller, { ...question, vehicleIds: [question.vehicleId] });
  if (!answer) throw AppError.notFound();
  const [reason] = answer.reasons;
  if (!reason) return answer;
  const param = await goReasonParam(db, reason);
  if (isColdChainReason(reason) && answer.misfitShipmentCode) {
    throw new AppError('fleet.go.cannotCarry', {
      params: { plate: answer.plateNumber, code: answer.misfitShipmentCode, reason: param },
      data: { shipmentCode: answer.misfitShipmentCode, reasons: answer.reasons },
    });
  }
  throw new AppError('fleet.go.cannotGo', {
    params: { plate: answer.plateNumber, reason: param },
    data: { reasons: answer.reasons },
  });
}

/**
 * The planned models of the caller's shipments made for `window` and not yet scheduled (open or
 * effective, no vehicle): each will need a vehicle of the caller's fleet when it is scheduled.
 */
export async function unscheduledClaims(
  db: DbOrTx,
  caller: AuthContext,
  window: TimeWindow,
): Promise<(string | null)[]> {
  const rows = await db
    .select({
      uuid: shipments.uuid,
      model: shipments.vehicleMainModelId,
      etd: shipments.etd,
      eta: shipments.eta,
    })
    .from(shipments)
    .where(
      and(
        inArray(shipments.status, ['O', 'E']),
        isNull(shipments.vehicleId),
        shipmentWithin(await poolScopeOf(db, caller)),
      ),
    );
  const loads = await shipmentLoads(
    db,
    rows.map((r) => r.uuid),
  );
  return rows
    .filter((r) => {
      const own = shipmentWindow(loads.get(r.uuid)?.stops ?? [], r);
      // One with no planned time at all claims nothing it can be placed in.
      return own !== null && windowsOverlap(own, window);
    })
    .map((r) => r.model);
}
