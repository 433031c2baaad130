import type { RawReading } from '@tms/domain';

/** OsmAnd / Traccar Client report speed in knots as a parameter; readings carry km/h. */
export const KNOTS_TO_KMH = 1.852;
/** Traccar Client 9+ posts its location SDK's JSON, whose speed is in metres per second. */
const MS_TO_KMH = 3.6;

type Params = Record<string, unknown>;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const pick = (params: Params, ...names: string[]): unknown => {
  for (const name of names) {
    const value = first(params[name]);
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
};

/** A number from a parameter, or undefined when absent; non-numbers stay as sent, for the check to refuse. */
const scaled = (value: unknown, factor: number): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n * factor : value;
};

/**
 * OsmAnd timestamps are epoch seconds (Traccar Client), epoch milliseconds from some trackers, or a
 * date-time text; a plain number below 10^11 is taken as seconds (10^11 ms would be in 1973).
 */
export function osmandTime(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    return n < 1e11 ? Math.round(n * 1000) : Math.round(n);
  }
  return text;
}

/**
 * One OsmAnd report as a raw reading. Query or form parameters: id (or deviceid), lat and lon (or
 * location=lat,lon), timestamp, speed (knots), bearing (or heading), odometer (metres, Traccar's unit),
 * and the cold-chain extras this server reads: temp1 … temp4 (°C), door (open/closed, true/false),
 * ignition. The JSON body of Traccar Client 9+ ({location: {timestamp, coords: {latitude, longitude,
 * speed (m/s), heading}, odometer (metres)}, device_id}) is read as well.
 */
export function osmandReading(query: Params, body: unknown): RawReading {
  const json = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Params) : {};
  const location = json.location as Params | undefined;
  if (location && typeof location === 'object') {
    const coords = (location.coords ?? {}) as Params;
    const deviceNo = pick(json, 'device_id', 'id', 'deviceid') ?? pick(query, 'id', 'deviceid');
    return {
      deviceNo,
      time: osmandTime(location.timestamp) ?? location.timestamp,
      lat: coords.latitude,
      lon: coords.longitude,
      speed:
        typeof coords.speed === 'number' && coords.speed < 0 ? undefined : scaled(coords.speed, MS_TO_KMH),
      heading: typeof coords.heading === 'number' && coords.heading < 0 ? undefined : coords.heading,
      odometer: scaled(location.odometer, 0.001),
    };
  }
  // Form fields and query parameters together (a POST may carry either).
  const params: Params = { ...query, ...json };
  let lat = pick(params, 'lat');
  let lon = pick(params, 'lon');
  const combined = pick(params, 'location');
  if ((lat === undefined || lon === undefined) && typeof combined === 'string' && combined.includes(',')) {
    [lat, lon] = combined.split(',').map((part) => part.trim());
  }
  const temps = ['temp1', 'temp2', 'temp3', 'temp4'].map((name) => pick(params, name));
  while (temps.length > 0 && temps[temps.length - 1] === undefined) temps.pop();
  const door = pick(params, 'door');
  return {
    deviceNo: pick(params, 'id', 'deviceid'),
    time: osmandTime(pick(params, 'timestamp')),
    lat,
    lon,
    speed: scaled(pick(params, 'speed'), KNOTS_TO_KMH),
    heading: pick(params, 'bearing', 'heading'),
    temps: temps.length > 0 ? temps.map((t) => (t === undefined ? null : t)) : undefined,
    door: door === 'true' || door === '1' ? 'open' : door === 'false' || door === '0' ? 'closed' : door,
    ignition: pick(params, 'ignition'),
    odometer: scaled(pick(params, 'odometer'), 0.001),
  };
}
