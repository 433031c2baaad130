import { checkReading, MAX_READINGS_PER_BATCH, type MessageKey } from '@tms/domain';
import type { AppConfig } from '../../../config';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type { Logger } from '../../../platform/jobs/context';
import { type CommitGate, evaluateIngested, type IngestedReading } from '../evaluation/evaluate-ingested';
import {
  type DeviceVehicle,
  type ReadingRow,
  type StoredKey,
  storeReadings,
  vehiclesByDevice,
} from './repository';
import { recordRealSenders, simulatorVehiclesAmong } from './simulator-vehicles';

/**
 * Who sends a batch: a device key (its vehicle, and only that vehicle's device numbers), or a trusted
 * sender (a signed-in caller holding monitor:telemetry:ingest, the MQTT subscriber), named for the logs,
 * who may send for any enabled vehicle; or the demo simulator (`simulated`), only for the vehicles it
 * owns (telemetry/simulator-vehicles.ts). Readings of anyone but the simulator are real: their vehicles
 * leave the simulator for good.
 */
export type IngestSource = { vehicleId: string } | { sender: string; simulated?: boolean };

const isSimulated = (source: IngestSource) => 'sender' in source && source.simulated === true;
const senderOf = (source: IngestSource) =>
  'sender' in source ? source.sender : `device:${source.vehicleId}`;

export type ReadingRejection = {
  index: number;
  key: MessageKey;
  params?: Record<string, string | number>;
};

export type IngestResult = {
  /** Readings taken: stored now, or stored before (a repeat). */
  accepted: number;
  /** Of those, the readings stored by this call. */
  stored: number;
  rejected: ReadingRejection[];
};

/** What the ingest needs of the app: the database, the readings' horizon, the push channel if any. */
export type IngestDeps = Pick<Deps, 'db' | 'database'> & {
  config: Pick<AppConfig, 'telemetryHorizonDays'>;
} & Partial<Omit<Deps, 'db' | 'database' | 'config'>>;

export type IngestOptions = {
  /** The device number of readings that name none (the MQTT topic's last segment). */
  defaultDeviceNo?: string | null;
  /** Where a failed evaluation is reported (the readings stay stored). */
  log?: Pick<Logger, 'error'>;
  now?: number;
};

/**
 * Checks each reading on its own, so one bad reading never loses the good ones beside it; links the good
 * ones to their vehicle and the shipment it carries in transit; stores them once (a repeat of a stored
 * device and time is accepted and skipped); and runs the newly stored ones, by vehicle and time, through
 * the alert evaluation, whose results commit only after the readings have. The answer comes after the
 * store has committed, so an acknowledged reading is kept.
 */
export async function ingestReadings(
  deps: IngestDeps,
  source: IngestSource,
  rawReadings: readonly unknown[],
  options: IngestOptions = {},
): Promise<IngestResult> {
  if (rawReadings.length > MAX_READINGS_PER_BATCH) {
    throw AppError.invalid('telemetry.batchTooLarge', { max: MAX_READINGS_PER_BATCH });
  }
  const now = options.now ?? Date.now();
  const horizonMs = deps.config.telemetryHorizonDays * 86_400_000;
  const rejected: ReadingRejection[] = [];
  const checked: { index: number; reading: IngestedReading }[] = [];
  const deviceNos = new Set<string>();
  rawReadings.forEach((raw, index) => {
    const result = checkReading({ raw, now, horizonMs, defaultDeviceNo: options.defaultDeviceNo });
    if (!result.ok) {
      rejected.push({ index, key: result.key, ...(result.params ? { params: result.params } : {}) });
      return;
    }
    deviceNos.add(result.reading.deviceNumber);
    checked.push({ index, reading: { ...result.reading, vehicleId: '' } });
  });

  const byDevice = new Map<string, DeviceVehicle[]>();
  for (const v of await vehiclesByDevice(deps.database.sql, [...deviceNos])) {
    byDevice.set(v.deviceNo, [...(byDevice.get(v.deviceNo) ?? []), v]);
  }
  const good: IngestedReading[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  const owned = isSimulated(source)
    ? await simulatorVehiclesAmong(
        deps.db,
        [...byDevice.values()].flat().map((v) => v.vehicleId),
      )
    : null;
  for (const { index, reading } of checked) {
    const vehicle = vehicleFor(byDevice.get(reading.deviceNumber) ?? [], source);
    if ('refusal' in vehicle) {
      rejected.push({ index, key: vehicle.refusal });
      continue;
    }
    if (owned && !owned.has(vehicle.vehicleId)) {
      rejected.push({ index, key: 'telemetry.reading.notSimulatorVehicle' });
      continue;
    }
    const key = `${reading.deviceNumber}\u0000${reading.time}`;
    if (seen.has(key)) {
      repeats += 1;
      continue;
    }
    seen.add(key);
    good.push({ ...reading, vehicleId: vehicle.vehicleId });
  }
  rejected.sort((a, b) => a.index - b.index);
  if (!owned && good.length > 0)
    await recordRealSenders(
      deps.db,
      good.map((r) => r.vehicleId),
      senderOf(source),
    );

  const shipmentOf = new Map<string, string | null>();
  for (const list of byDevice.values()) for (const v of list) shipmentOf.set(v.vehicleId, v.shipmentId);
  const rows: ReadingRow[] = good.map((r) => ({
    deviceNo: r.deviceNumber,
    vehicleId: r.vehicleId,
    shipmentId: shipmentOf.get(r.vehicleId) ?? null,
    time: r.time,
    lat: r.lat,
    lon: r.lon,
    speedKmh: r.speedKmh,
    heading: r.heading ?? null,
    temps: r.temperatures ?? [],
    doorOpen: r.doorOpen ?? null,
    ignition: r.ignition ?? null,
    odometerKm: r.odometerKm ?? null,
  }));
  const inOrder = (list: IngestedReading[]) =>
    list.sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : a.vehicleId > b.vehicleId ? 1 : a.time - b.time));
  // The readings are stored whatever happens to their evaluation: a failed evaluation is logged, not
  // answered, so a device does not resend what it would only find already stored.
  const evaluate = async (readings: IngestedReading[], commitWhen?: CommitGate): Promise<boolean> => {
    if (readings.length === 0) return true;
    try {
      return await evaluateIngested(deps as Deps, readings, commitWhen);
    } catch (err) {
      options.log?.error({ err }, 'telemetry evaluation failed');
      // Evaluated ahead of a store that then kept some readings out: those stored get their own try.
      return commitWhen ? commitWhen() : true;
    }
  };

  let storedKeys: StoredKey[];
  let evaluated = false;
  if (deps.database.kind === 'postgres' && deps.database.url && good.length > 0) {
    // On PostgreSQL the store (COPY on a connection of its own) and the evaluation overlap: the batch is evaluated
    // as if every reading will be stored, which is nearly always so, and that evaluation commits only
    // once the store has committed all of them. Otherwise it rolls back, and the readings stored are
    // evaluated afresh below.
    const storing = storeReadings(deps.database, rows);
    const allStored = storing.then(
      (keys) => keys.length === rows.length,
      () => false,
    );
    const evaluating = evaluate(inOrder([...good]), () => allStored);
    try {
      storedKeys = await storing;
    } finally {
      evaluated = await evaluating;
    }
  } else {
    storedKeys = await storeReadings(deps.database, rows);
  }
  if (!evaluated) {
    const storedSet = new Set(storedKeys.map((k) => `${k.deviceNo}\u0000${k.time}`));
    await evaluate(inOrder(good.filter((r) => storedSet.has(`${r.deviceNumber}\u0000${r.time}`))));
  }
  return { accepted: good.length + repeats, stored: storedKeys.length, rejected };
}

/**
 * The vehicle a device number names for this sender. A device key speaks for its own vehicle only;
 * another sender needs exactly one enabled vehicle with that number.
 */
function vehicleFor(
  candidates: readonly DeviceVehicle[],
  source: IngestSource,
): { vehicleId: string } | { refusal: MessageKey } {
  if (candidates.length === 0) return { refusal: 'telemetry.reading.deviceUnknown' };
  if ('vehicleId' in source) {
    const own = candidates.find((v) => v.vehicleId === source.vehicleId);
    if (!own) return { refusal: 'telemetry.reading.deviceNotYours' };
    return own.enabled ? { vehicleId: own.vehicleId } : { refusal: 'telemetry.reading.deviceDisabled' };
  }
  const enabled = candidates.filter((v) => v.enabled);
  if (enabled.length === 0) return { refusal: 'telemetry.reading.deviceDisabled' };
  if (enabled.length > 1) return { refusal: 'telemetry.reading.deviceAmbiguous' };
  return { vehicleId: (enabled[0] as DeviceVehicle).vehicleId };
}
