import type { TelemetryMessageKey } from '../messages/telemetry';
import type { TelemetryReading } from './types';

/** At most this many temperature ways per reading (ways 1 to 4). */
export const MAX_TEMPERATURES = 4;
/** A device clock may run ahead a little; a reading further ahead than this is refused. */
export const MAX_FUTURE_MS = 5 * 60_000;
/** How many readings one call or message may carry. */
export const MAX_READINGS_PER_BATCH = 5_000;

/**
 * One reading as a device or a client sends it. Numbers may arrive as numeric strings (form bodies,
 * trackers that quote everything); anything else is checked here, never trusted.
 */
export type RawReading = {
  deviceNo?: unknown;
  time?: unknown;
  lat?: unknown;
  lon?: unknown;
  speed?: unknown;
  heading?: unknown;
  temps?: unknown;
  door?: unknown;
  ignition?: unknown;
  odometer?: unknown;
};

export type ReadingRefusal = {
  ok: false;
  key: TelemetryMessageKey;
  params?: Record<string, string | number>;
};
export type ReadingCheck = { ok: true; reading: TelemetryReading } | ReadingRefusal;

type Field<T> = { ok: true; value: T } | ReadingRefusal;

const refuse = (key: TelemetryMessageKey, params?: Record<string, string | number>): ReadingRefusal =>
  params ? { ok: false, key, params } : { ok: false, key };

/** A number, a numeric string, or nothing (undefined, null, ''); NaN, ±Infinity and other values are refused. */
function optionalNumber(value: unknown, field: string): Field<number | null> {
  if (value === undefined || value === null) return { ok: true, value: null };
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return { ok: true, value: null };
    n = Number(text);
  } else return refuse('telemetry.reading.notFinite', { field });
  return Number.isFinite(n) ? { ok: true, value: n } : refuse('telemetry.reading.notFinite', { field });
}

function optionalBoolean(value: unknown): Field<boolean | null> | null {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'on')
    return { ok: true, value: true };
  if (value === false || value === 0 || value === '0' || value === 'false' || value === 'off')
    return { ok: true, value: false };
  return null;
}

/** ISO 8601 text (with a zone; without one it is read as UTC) or epoch milliseconds. */
export function parseReadingTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{1,16}$/.test(text)) return Number(text);
  // A date-time with a T or a space; a missing zone means UTC, as devices keep UTC clocks.
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    text,
  );
  if (!m) return null;
  const zone = m[3]
    ? m[3].toUpperCase() === 'Z'
      ? 'Z'
      : m[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
    : 'Z';
  const ms = Date.parse(`${m[1]}T${m[2]}${zone}`);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Checks one raw reading and turns it into the domain's reading, or answers the first reason it is
 * refused. `now` and the horizon bound the time: a device clock more than five minutes ahead, or a
 * reading older than the horizon (kept no longer than retention allows), is refused. A position is
 * both coordinates or neither (no fix); speed and odometer are never negative; the heading is folded
 * into [0, 360). `defaultDeviceNo` names the device when the reading does not (an MQTT topic).
 */
export function checkReading(input: {
  raw: unknown;
  now: number;
  horizonMs: number;
  defaultDeviceNo?: string | null;
}): ReadingCheck {
  const { raw, now, horizonMs } = input;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse('telemetry.reading.notObject');
  const r = raw as RawReading;

  const device =
    typeof r.deviceNo === 'string' || typeof r.deviceNo === 'number' ? String(r.deviceNo).trim() : '';
  const deviceNumber = device || (input.defaultDeviceNo ?? '').trim();
  if (!deviceNumber || deviceNumber.length > 64) return refuse('telemetry.reading.deviceMissing');

  if (r.time === undefined || r.time === null || r.time === '')
    return refuse('telemetry.reading.timeMissing');
  const time = parseReadingTime(r.time);
  if (time === null) {
    return typeof r.time === 'number'
      ? refuse('telemetry.reading.notFinite', { field: 'time' })
      : refuse('telemetry.reading.timeInvalid');
  }
  if (time > now + MAX_FUTURE_MS)
    return refuse('telemetry.reading.timeFuture', { minutes: MAX_FUTURE_MS / 60_000 });
  if (time < now - horizonMs) {
    return refuse('telemetry.reading.timeTooOld', { days: Math.round(horizonMs / 86_400_000) });
  }

  const numbers: Record<'lat' | 'lon' | 'speed' | 'heading' | 'odometer', number | null> = {
    lat: null,
    lon: null,
    speed: null,
    heading: null,
    odometer: null,
  };
  for (const field of ['lat', 'lon', 'speed', 'heading', 'odometer'] as const) {
    const parsed = optionalNumber(r[field], field);
    if (!parsed.ok) return parsed;
    numbers[field] = parsed.value;
  }
  const { lat, lon, speed, heading, odometer } = numbers;
  if ((lat === null) !== (lon === null)) return refuse('telemetry.reading.positionHalf');
  if (lat !== null && (lat < -90 || lat > 90)) return refuse('telemetry.reading.latOutOfRange');
  if (lon !== null && (lon < -180 || lon > 180)) return refuse('telemetry.reading.lonOutOfRange');
  if (speed !== null && speed < 0) return refuse('telemetry.reading.negative', { field: 'speed' });
  if (odometer !== null && odometer < 0) return refuse('telemetry.reading.negative', { field: 'odometer' });

  let temperatures: (number | null)[] | null = null;
  if (r.temps !== undefined && r.temps !== null) {
    if (!Array.isArray(r.temps)) return refuse('telemetry.reading.tempsNotList');
    if (r.temps.length > MAX_TEMPERATURES)
      return refuse('telemetry.reading.tooManyTemps', { max: MAX_TEMPERATURES });
    temperatures = [];
    for (const [i, t] of r.temps.entries()) {
      const parsed = optionalNumber(t, `temps[${i}]`);
      if (!parsed.ok) return parsed;
      temperatures.push(parsed.value);
    }
  }

  let doorOpen: boolean | null = null;
  if (r.door === 'open' || r.door === true) doorOpen = true;
  else if (r.door === 'closed' || r.door === false) doorOpen = false;
  else if (r.door !== undefined && r.door !== null && r.door !== '')
    return refuse('telemetry.reading.doorInvalid');

  const ignition = optionalBoolean(r.ignition);
  if (!ignition) return refuse('telemetry.reading.ignitionInvalid');
  if (!ignition.ok) return ignition;

  return {
    ok: true,
    reading: {
      deviceNumber,
      time,
      lat,
      lon,
      speedKmh: speed,
      heading: heading === null ? null : ((heading % 360) + 360) % 360,
      temperatures,
      doorOpen,
      ignition: ignition.value,
      odometerKm: odometer,
    },
  };
}
