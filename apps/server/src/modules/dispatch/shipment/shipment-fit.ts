import { type DispatchVehicleModel, type Lang, type MessageKey, shipmentColdChainIssue } from '@tms/domain';
import { and, inArray } from 'drizzle-orm';
import { shipments } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import type { BaseScope } from '../../base';
import { withLayerLabel } from '../core/layer-label';
import { poolScopeOf } from '../core/scope';
import { shipmentLoads } from '../core/shipment-loads';
import { shipmentWithin } from '../core/shipment-scope';
import { loadVehicleModels } from '../core/vehicle-models';
import { transitionShipments } from './transition-shipments';

/**
 * The cold chain at scheduling and on a change of the actual model: the model the shipment will really
 * run on must carry every temperature layer of its waybills and take their load and volume — the line
 * submit's rule (domain shipmentColdChainIssue over coldChainIssue) and its messages, so a shipment
 * accepted on a line cannot be put on a vehicle the line would have refused.
 */

type ShipmentRef = { uuid: string; shipmentCode: string };

export type ColdChainRefusal = { shipmentCode: string; key: MessageKey; params: Record<string, unknown> };

/**
 * The first shipment, in the caller's order, that `model` does not fit, with the submit's refusal (the
 * line number is the shipment's position in the call, its code added as {code}); null when all fit.
 */
async function firstMisfit(
  db: DbOrTx,
  list: readonly ShipmentRef[],
  model: DispatchVehicleModel | null,
): Promise<ColdChainRefusal | null> {
  const loads = await shipmentLoads(
    db,
    list.map((s) => s.uuid),
  );
  for (const [index, shipment] of list.entries()) {
    const load = loads.get(shipment.uuid) ?? { orders: [], stops: [] };
    const issue = shipmentColdChainIssue({ ...load, model, lineNumber: index + 1 });
    if (issue) {
      return {
        shipmentCode: shipment.shipmentCode,
        key: issue.key,
        params: { ...issue.params, code: shipment.shipmentCode },
      };
    }
  }
  return null;
}

/** A present, enabled model; with the caller's scope, only one they may pick (another center's is unknown). */
async function modelOf(db: DbOrTx, modelId: string | null | undefined, scope?: BaseScope) {
  if (!modelId) return null;
  const [model] = await loadVehicleModels(db, [modelId], scope);
  return model ?? null;
}

/** Refuses (the submit's message) when the model does not fit one of the shipments. */
export async function assertColdChainFits(
  db: DbOrTx,
  list: readonly ShipmentRef[],
  modelId: string | null | undefined,
): Promise<void> {
  const misfit = await firstMisfit(db, list, await modelOf(db, modelId));
  if (misfit) {
    throw new AppError(misfit.key, {
      params: await withLayerLabel(db, misfit.params),
      data: { shipmentCode: misfit.shipmentCode },
    });
  }
}

/** The shipments `ids` in the caller's scope, in the given order; any missing id answers 404. */
async function shipmentsInScope(db: DbOrTx, caller: AuthContext, ids: string[]): Promise<ShipmentRef[]> {
  if (ids.length === 0) return [];
  const scope = await poolScopeOf(db, caller);
  const rows = await db
    .select({ uuid: shipments.uuid, shipmentCode: shipments.shipmentCode })
    .from(shipments)
    .where(and(inArray(shipments.uuid, ids), shipmentWithin(scope)));
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id);
    if (!row) throw AppError.notFound();
    return row;
  });
}

export type ColdChainVerdict = {
  modelId: string | null;
  modelName: string | null;
  temperatureLayers: string[];
  ratedLoadKg: string | null;
  ratedVolumeM3: string | null;
  /** False when the model does not fit one of the shipments; `coldChain` then says why. */
  fits: boolean;
  coldChain: (ColdChainRefusal & { message: string }) | null;
};

/**
 * The verdict the pickers show before the user confirms (vehicleNoCheck, modelCheck): the model with
 * its layers and capacity, and whether it fits the shipments `ids` (the refusal's text in `lang`).
 */
export async function coldChainVerdict(
  db: DbOrTx,
  caller: AuthContext,
  lang: Lang,
  ids: string[],
  modelId: string | null | undefined,
): Promise<ColdChainVerdict> {
  const list = await shipmentsInScope(db, caller, ids);
  const model = await modelOf(db, modelId, await poolScopeOf(db, caller));
  const misfit = await firstMisfit(db, list, model);
  return {
    modelId: model?.uuid ?? null,
    modelName: model?.name ?? null,
    temperatureLayers: [...(model?.temperatureLayers ?? [])],
    ratedLoadKg: model?.ratedLoadKg == null ? null : String(model.ratedLoadKg),
    ratedVolumeM3: model?.ratedVolumeM3 == null ? null : String(model.ratedVolumeM3),
    fits: misfit === null,
    coldChain: misfit
      ? { ...misfit, message: t(lang, misfit.key, await withLayerLabel(db, misfit.params)) }
      : null,
  };
}

/**
 * shipChangeModel: the actual model of shipments not yet shipped changes, when it exists, is enabled and
 * fits every one of them.
 */
export async function changeShipmentModel(
  db: DbOrTx,
  caller: AuthContext,
  ids: string[],
  actualModelId: string,
) {
  return transitionShipments(db, caller, ids, 'changeModel', {
    check: async (tx, rows) => {
      if (!(await modelOf(tx, actualModelId, await poolScopeOf(tx, caller)))) {
        throw AppError.invalid('waybill.tip.model.unknown', { line: 1 });
      }
      await assertColdChainFits(tx, rows, actualModelId);
    },
    set: () => ({ actualModelId }),
  });
}
