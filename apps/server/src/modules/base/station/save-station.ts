import { randomUUID } from 'node:crypto';
import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { keepStoredPersonalValues } from '../../../platform/personal-data';
import { stationInScope } from './get-station';
import * as repo from './repository';
import type { StationInput } from './schemas';
import { assertDictValues, assertStationRules, stationDictionaries } from './station-rules';
import { stationScopeOf } from './station-scope';

/** The station table's columns from a saved form (everything but uuid, code ownership and audit). */
export function stationFields(input: StationInput, dispatchCenterId: string | null) {
  return {
    code: input.code,
    name: input.name,
    clientId: input.clientId || null,
    dispatchCenterId,
    type: input.type,
    contactName: input.contactName || null,
    contactMobile: input.contactMobile || null,
    province: input.province || null,
    city: input.city || null,
    area: input.area || null,
    address: input.address || null,
    longitude: input.longitude === null || input.longitude === undefined ? null : String(input.longitude),
    latitude: input.latitude === null || input.latitude === undefined ? null : String(input.latitude),
    zoneId: input.zoneId || null,
    description: input.description || null,
    fenceDistance: input.fenceDistance ?? null,
    inCity: input.inCity,
    leadTimeDays: input.leadTimeDays ?? null,
    unloadingTeam: input.unloadingTeam || null,
    deliveryType: input.deliveryType || null,
    transMode: input.transMode || null,
    billingMethod: input.billingMethod || null,
    handoverMethod: input.handoverMethod || null,
    allocationFactor: input.allocationFactor ?? null,
    fixedLoadMinutes: input.fixedLoadMinutes ?? null,
    fixedUnloadMinutes: input.fixedUnloadMinutes ?? null,
    fixedHandoverMinutes: input.fixedHandoverMinutes ?? null,
    loadEfficiency: input.loadEfficiency ?? null,
    unloadEfficiency: input.unloadEfficiency ?? null,
    eSignature: input.eSignature,
    allowLeave: input.allowLeave,
    deliveryPlan: input.deliveryPlan,
    newStore: input.newStore,
    deliveryDigital: input.deliveryDigital,
    handoverImageRequired: input.handoverImageRequired,
    qrHandover: input.qrHandover,
    category1: input.category1 || null,
    category2: input.category2 || null,
    category3: input.category3 || null,
    category4: input.category4 || null,
    category5: input.category5 || null,
    category6: input.category6 || null,
    category7: input.category7 || null,
    entryGuide: input.entryGuide || null,
    enableFlag: input.enableFlag,
    remark: input.remark || null,
  };
}

const WEEKDAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Sub-records of one station as rows to insert. */
export function stationChildren(stationId: string, input: StationInput, who: string) {
  return {
    timeWindows: input.timeWindows.map((w) => ({
      stationId,
      weekday: w.weekday || WEEKDAY_NAMES[w.weekdayCode] || null,
      weekdayCode: w.weekdayCode,
      startTime: w.startTime,
      endTime: w.endTime,
    })),
    exTimeWindows: input.exTimeWindows.map((w) => ({
      stationId,
      weekdayCode: w.weekdayCode ?? null,
      startDay: w.startDay,
      endDay: w.endDay,
      startTime: w.startTime,
      endTime: w.endTime,
    })),
    loadRules: input.loadRules?.map((r) => ({
      stationId,
      deliverProperty: r.deliverProperty,
      loadEfficiency: String(r.loadEfficiency),
      cargoEfficiency: String(r.cargoEfficiency),
      fixedLoadTime: Number(r.fixedLoadTime ?? 0),
      fixedCargoTime: Number(r.fixedCargoTime ?? 0),
      fixedHandTime: Number(r.fixedHandTime),
      remark: r.remark || null,
      createBy: who,
    })),
    locations: [...new Set(input.locationIds)].map((locationId) => ({ stationId, locationId })),
  };
}

/**
 * POST /system/station/save (empty uuid: create) and /update (uuid: change): the station with its
 * delivery windows, extra windows, bound transport locations, zone and, when sent, load rules, in one
 * transaction. Answers the uuid.
 */
export async function saveStation(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  submitted: StationInput,
): Promise<string> {
  const uuid = submitted.uuid?.trim() || undefined;
  const { scope } = await stationScopeOf(db, caller);
  const existing = uuid ? await stationInScope(db, caller, uuid) : undefined;
  const input = keepStoredPersonalValues(submitted, existing);

  assertStationRules(lang, input);
  assertDictValues(lang, await stationDictionaries(db), input);
  if (await repo.stationCodeTaken(db, input.code, uuid)) {
    throw AppError.invalid('base.codeTaken', { value: input.code });
  }

  if (input.clientId) {
    const [client] = await repo.clientsByUuid(db, [input.clientId]);
    if (client?.enableFlag !== 'Y') {
      throw AppError.invalid('base.station.clientUnknown', { value: input.clientId });
    }
    if (scope.clientIds !== null && !scope.clientIds.includes(client.uuid)) {
      throw AppError.forbidden('common.dataScopeDenied');
    }
  }

  const centerId =
    input.dispatchCenterId === undefined
      ? existing
        ? existing.dispatchCenterId
        : scope.centerId
      : input.dispatchCenterId || null;
  if (centerId) {
    const centers = await repo.allCenters(db);
    if (!centers.some((c) => c.uuid === centerId)) {
      throw AppError.invalid('base.station.centerUnknown', { value: centerId });
    }
  }
  if (!scope.unrestricted && centerId !== scope.centerId && centerId !== null) {
    throw AppError.invalid('base.station.centerNotSelected');
  }

  if (input.zoneId && !(await repo.zoneExists(db, input.zoneId))) {
    throw AppError.invalid('base.station.zoneUnknown', { value: input.zoneId });
  }
  const locationIds = [...new Set(input.locationIds)];
  const found = await repo.locationsByUuid(db, locationIds);
  const missing = locationIds.find((id) => !found.includes(id));
  if (missing) throw AppError.invalid('base.station.locationUnknown', { value: missing });

  const fields = stationFields(input, centerId);
  const stationId = uuid ?? randomUUID();
  await db.transaction(async (tx) => {
    if (uuid === undefined) {
      await repo.insertStations(tx, [{ uuid: stationId, ...fields, createBy: caller.userName }]);
    } else {
      await repo.updateStation(tx, stationId, {
        ...fields,
        updateBy: caller.userName,
        updateTime: new Date(),
      });
    }
    await repo.replaceChildren(tx, [stationId], stationChildren(stationId, input, caller.userName));
  });
  return stationId;
}
