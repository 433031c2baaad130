import { randomUUID } from 'node:crypto';
import type { VehicleModel } from '@tms/contract';
import {
  type CompartmentRuleInput,
  checkVehicleModel,
  type Lang,
  storedCompartments,
  thermosphereName,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { offsetOf, type PageQuery } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import type { SortQuery } from '../../../platform/list-query';
import { dictEntries } from '../../reference';
import { assertCarrierInScope } from './drivers';
import { fleetScopeOf, requireFleetRecord } from './fleet-scope';
import { assertNoProblems } from './fleet-shared';
import * as repo from './model-repository';

/** The vehicle model as the API answers it: the contract's record. */
export type ModelView = VehicleModel;

type Layers = { value: string; label: string }[];

export async function temperatureLayers(db: Db, lang: Lang): Promise<Layers> {
  return (await dictEntries(db, 'item_temperature', lang)).map((e) => ({
    value: e.dictValue,
    label: e.dictLabel,
  }));
}

export function modelView(row: repo.ModelWithCarrier, layers: Layers): ModelView {
  return {
    uuid: row.uuid,
    carrierId: row.carrierId,
    carrierName: row.carrierName,
    code: row.code,
    name: row.name,
    temperatureLayers: row.temperatureLayers,
    thermosphereName: thermosphereName(row.temperatureLayers, layers),
    ratedLoadKg: row.ratedLoadKg,
    ratedVolumeM3: row.ratedVolumeM3,
    compartments: row.compartments,
    ownWeightKg: row.ownWeightKg,
    innerLength: row.innerLength,
    innerWidth: row.innerWidth,
    innerHeight: row.innerHeight,
    outerLength: row.outerLength,
    outerWidth: row.outerWidth,
    outerHeight: row.outerHeight,
    classification: row.classification,
    rosPushResult: row.rosPushResult,
    enableFlag: row.enableFlag,
    remark: row.remark,
    createTime: row.createTime.toISOString(),
  };
}

export async function listModels(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  query: PageQuery & SortQuery & repo.ModelFilter,
) {
  const scope = await fleetScopeOf(db, caller);
  const [{ rows, total }, layers] = await Promise.all([
    repo.pageModels(db, query, scope, query.pageSize, offsetOf(query)),
    temperatureLayers(db, lang),
  ]);
  return { rows: rows.map((r) => modelView(r, layers)), total };
}

export async function getModel(db: Db, caller: AuthContext, lang: Lang, uuid: string): Promise<ModelView> {
  const scope = await fleetScopeOf(db, caller);
  const row = await requireFleetRecord(() => repo.findModel(db, uuid, scope));
  return modelView(row, await temperatureLayers(db, lang));
}

export type ModelInput = {
  uuid?: string | undefined;
  carrierId: string | null;
  code: string;
  name: string;
  temperatureLayers: string[];
  ratedLoadKg: string | null;
  ratedVolumeM3: string | null;
  compartments: CompartmentRuleInput[];
  ownWeightKg: string | null;
  innerLength: string | null;
  innerWidth: string | null;
  innerHeight: string | null;
  outerLength: string | null;
  outerWidth: string | null;
  outerHeight: string | null;
  classification: string | null;
  enableFlag: 'Y' | 'N';
  remark: string | null;
};

/**
 * save/update a vehicle model: layers from item_temperature, positive exact capacities (kg 3 decimals,
 * m3 6), compartments of its own layers within them, inner dimensions not larger than outer,
 * classification from vehicle_classification. A model
 * without a carrier is shared (only staff who see every carrier may create one).
 */
export async function saveModel(db: Db, caller: AuthContext, lang: Lang, input: ModelInput): Promise<string> {
  const uuid = input.uuid?.trim() || undefined;
  const layers = await temperatureLayers(db, lang);
  assertNoProblems(
    checkVehicleModel(
      input,
      layers.map((l) => l.value),
    ),
  );
  if (input.classification) {
    const classes = (await dictEntries(db, 'vehicle_classification', lang)).map((e) => e.dictValue);
    if (!classes.includes(input.classification)) {
      throw AppError.invalid('base.fleet.unknownClassification', { value: input.classification });
    }
  }
  const scope = await fleetScopeOf(db, caller);
  if (input.carrierId) await assertCarrierInScope(db, caller, input.carrierId);
  else if (scope.kind !== 'all') throw AppError.invalid('base.fleet.carrierRequired');
  if (uuid) {
    const existing = await requireFleetRecord(() => repo.findModel(db, uuid, scope));
    if (!existing.carrierId && scope.kind !== 'all') throw AppError.forbidden('common.dataScopeDenied');
  }
  if (await repo.modelCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }
  const { uuid: _ignored, ratedLoadKg, ratedVolumeM3, compartments, ...fields } = input;
  // checkVehicleModel refused empty capacities above.
  const capacities = {
    ratedLoadKg: ratedLoadKg ?? '0',
    ratedVolumeM3: ratedVolumeM3 ?? '0',
    compartments: storedCompartments(compartments),
  };
  if (!uuid) {
    const created = randomUUID();
    await repo.insertModel(db, { uuid: created, ...fields, ...capacities, createBy: caller.userName });
    return created;
  }
  await repo.updateModels(db, [uuid], {
    ...fields,
    ...capacities,
    updateBy: caller.userName,
    updateTime: new Date(),
  });
  return uuid;
}

export async function removeModels(db: Db, caller: AuthContext, uuids: string[]): Promise<void> {
  const unique = [...new Set(uuids)];
  const scope = await fleetScopeOf(db, caller);
  const visible = await repo.modelsIn(db, unique, scope);
  if (visible.length !== unique.length) throw AppError.notFound();
  // Shared models (no carrier) are seen by everyone, changed only by callers who see every carrier.
  if (visible.some((m) => !m.carrierId) && scope.kind !== 'all') {
    throw AppError.forbidden('common.dataScopeDenied');
  }
  await repo.updateModels(db, unique, { delFlag: '2', updateBy: caller.userName, updateTime: new Date() });
}

export async function modelOptions(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  options: { keyword?: string | undefined; carrierId?: string | undefined },
) {
  const [rows, layers] = await Promise.all([
    repo.modelOptions(db, await fleetScopeOf(db, caller), options),
    temperatureLayers(db, lang),
  ]);
  return rows.map((r) => ({ ...r, thermosphereName: thermosphereName(r.temperatureLayers, layers) }));
}
