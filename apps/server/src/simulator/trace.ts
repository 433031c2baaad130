/**
 * The demo's trip generator: given a shipment's stops and a start time, the readings its vehicle's
 * device would send every `intervalSeconds` while driving the stops in order, with scripted incidents
 * that the demo rules catch. Pure and deterministic: the same input (seed included) gives the same
 * readings, so a test can pin what each incident looks like.
 *
 * The script, against the demo rules (speed 90 km/h for 2 min, stop 30 min, door 3 min outside a fence,
 * compartment 1 at 0–4 °C for 10 min on the road, GPS lost 20 min, delay 15 min):
 * - overspeed: a few minutes into the first leg, 104–110 km/h for 5 minutes;
 * - warm: compartment 2 (chilled) climbs to about 8 °C soon after leaving and stays above its band for 15 minutes;
 * - longStop: halfway along the second leg (the first when there is one), 40 minutes standing still;
 * - doorOutside: during that stop, the door open for 6 minutes, far from any stop's fence;
 * - gpsGap: on the last leg, 25 minutes without a position fix;
 * - late: the last leg crawls, arriving 40 minutes after the leg's normal time.
 */

export type IncidentKind = 'overspeed' | 'warm' | 'longStop' | 'doorOutside' | 'gpsGap' | 'late';
export const INCIDENT_KINDS: readonly IncidentKind[] = [
  'overspeed',
  'warm',
  'longStop',
  'doorOutside',
  'gpsGap',
  'late',
];

export type TraceStop = { lat: number; lon: number };

export type TraceInput = {
  deviceNo: string;
  /** The stops in order; the first is where the vehicle sets off. */
  stops: readonly TraceStop[];
  /** When the vehicle leaves the first stop (epoch ms). */
  start: number;
  intervalSeconds: number;
  seed: number;
  incidents: readonly IncidentKind[];
  /** Minutes standing at each later stop (door open for part of it, inside the fence). */
  dwellMinutes?: number;
};

/** A raw reading as a device sends it to the ingest. */
export type SimReading = {
  deviceNo: string;
  time: number;
  lat: number | null;
  lon: number | null;
  speed: number;
  heading: number;
  temps: [number, number];
  door: 'open' | 'closed';
  ignition: boolean;
  odometer: number;
};

const MINUTE = 60_000;
const CRUISE_KMH = 45;
/** Legs shorter or longer than this are driven at another pace, so a trip stays a demo's length. */
const LEG_MIN_MINUTES = 14;
const LEG_MAX_MINUTES = 75;
const OVERSPEED = { fromMinute: 3, minutes: 5 };
const WARM = { fromMinute: 4, riseMinutes: 6, holdMinutes: 15, peak: 8.2 };
const LONG_STOP_MINUTES = 40;
const DOOR_OUTSIDE = { fromMinute: 5, minutes: 6 };
const GPS_GAP = { fromMinute: 2, minutes: 25 };
const LATE_MINUTES = 40;
/** Chilled (compartment 1, band 0–4 °C) and frozen (compartment 2, band −25 to −18 °C). */
/** Compartment 1 frozen, compartment 2 chilled: the layers of the demo's multi-temperature models, in order. */
const SET_POINTS: [number, number] = [-21, 2.5];

/** A small seeded generator (mulberry32): the same seed, the same noise. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Great-circle distance in km. */
export function distanceKm(a: TraceStop, b: TraceStop): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function bearing(a: TraceStop, b: TraceStop): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lon - a.lon) * rad) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** One stretch of the trip: driving a leg, or standing somewhere. */
type Segment =
  | { kind: 'drive'; from: TraceStop; to: TraceStop; start: number; end: number; km: number; leg: number }
  | { kind: 'stand'; at: TraceStop; start: number; end: number; atStop: boolean; leg: number };

const lerp = (a: TraceStop, b: TraceStop, f: number): TraceStop => ({
  lat: a.lat + (b.lat - a.lat) * f,
  lon: a.lon + (b.lon - a.lon) * f,
});

/** The trip's stretches in time order: each leg driven (the long stop splitting its leg in two), a dwell at each stop. */
function plan(input: TraceInput): Segment[] {
  const { stops, incidents } = input;
  const has = (k: IncidentKind) => incidents.includes(k);
  const legs = stops.length - 1;
  const longStopLeg = legs >= 2 ? 1 : 0;
  const out: Segment[] = [];
  let t = input.start;
  for (let leg = 0; leg < legs; leg++) {
    const from = stops[leg] as TraceStop;
    const to = stops[leg + 1] as TraceStop;
    const km = distanceKm(from, to);
    let minutes = Math.min(LEG_MAX_MINUTES, Math.max(LEG_MIN_MINUTES, (km / CRUISE_KMH) * 60));
    const last = leg === legs - 1;
    if (last && has('gpsGap')) minutes = Math.max(minutes, GPS_GAP.fromMinute + GPS_GAP.minutes + 5);
    if (last && has('late')) minutes += LATE_MINUTES;
    const duration = minutes * MINUTE;
    if (leg === longStopLeg && (has('longStop') || has('doorOutside'))) {
      const middle = lerp(from, to, 0.5);
      const half = duration / 2;
      out.push({ kind: 'drive', from, to: middle, start: t, end: t + half, km: km / 2, leg });
      t += half;
      out.push({
        kind: 'stand',
        at: middle,
        start: t,
        end: t + LONG_STOP_MINUTES * MINUTE,
        atStop: false,
        leg,
      });
      t += LONG_STOP_MINUTES * MINUTE;
      out.push({ kind: 'drive', from: middle, to, start: t, end: t + half, km: km / 2, leg });
      t += half;
    } else {
      out.push({ kind: 'drive', from, to, start: t, end: t + duration, km, leg });
      t += duration;
    }
    const dwell = (input.dwellMinutes ?? 12) * MINUTE;
    out.push({ kind: 'stand', at: to, start: t, end: t + dwell, atStop: true, leg });
    t += dwell;
  }
  return out;
}

/** When the trip ends (the last dwell over): the time after which no reading comes. */
export function traceEnd(input: TraceInput): number {
  return plan(input).at(-1)?.end ?? input.start;
}

/** Compartment 2's (chilled) temperature while the warm incident runs, else null. */
function warmTemp(minutesIn: number): number | null {
  const { fromMinute, riseMinutes, holdMinutes, peak } = WARM;
  const m = minutesIn - fromMinute;
  if (m < 0 || m > riseMinutes * 2 + holdMinutes) return null;
  const base = SET_POINTS[1];
  if (m < riseMinutes) return base + ((peak - base) * m) / riseMinutes;
  if (m <= riseMinutes + holdMinutes) return peak;
  return peak - ((peak - base) * (m - riseMinutes - holdMinutes)) / riseMinutes;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Every reading of the trip, in time order. */
export function generateTrace(input: TraceInput): SimReading[] {
  if (input.stops.length < 2) return [];
  const random = seededRandom(input.seed);
  const noise = (spread: number) => (random() - 0.5) * 2 * spread;
  const has = (k: IncidentKind) => input.incidents.includes(k);
  const segments = plan(input);
  const end = segments.at(-1)?.end ?? input.start;
  const step = Math.max(1, input.intervalSeconds) * 1000;
  const legs = input.stops.length - 1;
  const out: SimReading[] = [];
  let odometer = 10_000 + Math.floor(random() * 50_000);
  let lastTime = input.start;
  let heading = 0;
  let segmentIndex = 0;
  for (let time = input.start; time <= end; time += step) {
    while (segmentIndex < segments.length - 1 && time >= (segments[segmentIndex] as Segment).end)
      segmentIndex++;
    const seg = segments[segmentIndex] as Segment;
    const minutesIn = (time - input.start) / MINUTE;
    let position: TraceStop;
    let speed = 0;
    let door: SimReading['door'] = 'closed';
    let ignition = true;
    if (seg.kind === 'drive') {
      const f = Math.min(1, (time - seg.start) / Math.max(1, seg.end - seg.start));
      position = lerp(seg.from, seg.to, f);
      heading = bearing(seg.from, seg.to);
      const pace = (seg.km / Math.max(1, seg.end - seg.start)) * 3_600_000;
      speed = Math.max(8, Math.min(80, pace)) + noise(4);
      const lastLeg = seg.leg === legs - 1;
      if (lastLeg && has('late')) speed = Math.max(5, Math.min(25, pace)) + noise(2);
      const over = minutesIn - OVERSPEED.fromMinute;
      if (has('overspeed') && seg.leg === 0 && over >= 0 && over < OVERSPEED.minutes)
        speed = 104 + random() * 6;
    } else {
      position = seg.at;
      const standing = (time - seg.start) / MINUTE;
      ignition = !seg.atStop;
      if (seg.atStop) door = standing >= 2 && standing < 7 ? 'open' : 'closed';
      else if (
        has('doorOutside') &&
        standing >= DOOR_OUTSIDE.fromMinute &&
        standing < DOOR_OUTSIDE.fromMinute + DOOR_OUTSIDE.minutes
      )
        door = 'open';
    }
    odometer += (speed * (time - lastTime)) / 3_600_000;
    lastTime = time;
    const lastLegStart = segments.find((s) => s.leg === legs - 1)?.start ?? end;
    const gapFrom = lastLegStart + GPS_GAP.fromMinute * MINUTE;
    const noFix = has('gpsGap') && time >= gapFrom && time < gapFrom + GPS_GAP.minutes * MINUTE;
    const warm = has('warm') ? warmTemp(minutesIn) : null;
    out.push({
      deviceNo: input.deviceNo,
      time,
      lat: noFix ? null : round(position.lat, 6),
      lon: noFix ? null : round(position.lon, 6),
      speed: round(Math.max(0, speed), 1),
      heading: round(heading, 0),
      temps: [
        round(SET_POINTS[0] + noise(0.5), 1),
        round((warm ?? SET_POINTS[1] + (door === 'open' ? 0.8 : 0)) + noise(0.3), 1),
      ],
      door,
      ignition,
      odometer: round(odometer, 2),
    });
  }
  return out;
}
