/**
 * The demo's trip generator: given a shipment's stops, its planned drive and dwell times and when it
 * left, the reading its vehicle's device would send at any moment of the trip, with scripted incidents
 * that the demo rules catch. Pure and deterministic: a reading depends only on the input and its time
 * (the noise is seeded by both), so the seed's history of a trip at one interval and the simulator's
 * live readings of the same trip at another describe one journey.
 *
 * The vehicle keeps to the plan (each leg takes its planned minutes, each stop its planned dwell) unless
 * an incident holds it up; after the last dwell it stands at the last stop, engine off.
 *
 * The script, against the demo rules (speed 90 km/h for 2 min, stop 30 min, door 3 min outside a fence,
 * compartment 2 at 0–4 °C for 10 min on the road, GPS lost 20 min, delay 15 min):
 * - overspeed: a few minutes into the first leg, 104–110 km/h for 5 minutes;
 * - warm: compartment 2 (chilled) climbs to about 8 °C soon after leaving and stays above its band for 15 minutes;
 * - longStop: halfway along the second leg (the first when there is one), 40 minutes standing still;
 * - doorOutside: during that stop, the door open for 6 minutes, far from any stop's fence;
 * - gpsGap: on the last leg, 25 minutes without a position fix;
 * - late: the last leg crawls, arriving 40 minutes after its planned time.
 */
import { seededRandom } from '../platform/seeded-random';

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
  /** Planned minutes driving each leg (one per stop after the first); a missing one: by distance. */
  legMinutes?: readonly (number | null)[];
  /** Planned minutes standing at each later stop (one per stop after the first), or one for all. */
  dwellMinutes?: readonly (number | null)[] | number;
  /** Seconds between two readings of generateTrace. */
  intervalSeconds: number;
  seed: number;
  incidents: readonly IncidentKind[];
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
/** A leg driven by distance takes at least, at most this long, so a trip stays a demo's length. */
const LEG_MIN_MINUTES = 14;
const LEG_MAX_MINUTES = 75;
const DWELL_MINUTES = 12;
const OVERSPEED = { fromMinute: 3, minutes: 5 };
const WARM = { fromMinute: 4, riseMinutes: 6, holdMinutes: 15, peak: 8.2 };
const LONG_STOP_MINUTES = 40;
const DOOR_OUTSIDE = { fromMinute: 5, minutes: 6 };
const GPS_GAP = { fromMinute: 2, minutes: 25 };
const LATE_MINUTES = 40;
/** Compartment 1 frozen (−25 to −18 °C), compartment 2 chilled (0–4 °C): the demo's multi-temperature models' layers, in order. */
const SET_POINTS: [number, number] = [-21, 2.5];

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

const minutesOf = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

function dwellOf(input: TraceInput, leg: number): number {
  const dwell = input.dwellMinutes;
  const given = typeof dwell === 'number' ? dwell : dwell?.[leg];
  return minutesOf(given) ?? DWELL_MINUTES;
}

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
    let minutes =
      minutesOf(input.legMinutes?.[leg]) ??
      Math.min(LEG_MAX_MINUTES, Math.max(LEG_MIN_MINUTES, (km / CRUISE_KMH) * 60));
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
    const dwell = dwellOf(input, leg) * MINUTE;
    out.push({ kind: 'stand', at: to, start: t, end: t + dwell, atStop: true, leg });
    t += dwell;
  }
  return out;
}

/** When the trip ends (the last dwell over): after it the vehicle stands at its last stop. */
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

/** The noise of one moment: seeded by the trip and the second, so any interval reads the same. */
const noiseAt = (seed: number, time: number) => {
  const random = seededRandom((seed ^ Math.imul(Math.floor(time / 1000), 0x9e3779b1)) >>> 0);
  return { next: random, spread: (width: number) => (random() - 0.5) * 2 * width };
};

/** The trip worked out once: its stretches and what each moment needs of them. */
type Planned = {
  input: TraceInput;
  segments: Segment[];
  end: number;
  /** When the last leg starts (the GPS gap is measured from it). */
  lastLegStart: number;
  /** Kilometres on the odometer before the trip (from the seed). */
  odometerStart: number;
};

function planned(input: TraceInput): Planned {
  const segments = plan(input);
  const end = segments.at(-1)?.end ?? input.start;
  const legs = input.stops.length - 1;
  return {
    input,
    segments,
    end,
    lastLegStart: segments.find((s) => s.leg === legs - 1)?.start ?? end,
    odometerStart: 10_000 + Math.floor(seededRandom(input.seed)() * 50_000),
  };
}

/** Kilometres driven by `time`: the finished legs and the part of the current one (the same at any interval). */
function drivenKm(segments: readonly Segment[], time: number): number {
  let km = 0;
  for (const s of segments) {
    if (s.kind !== 'drive' || time <= s.start) continue;
    km += s.km * Math.min(1, (time - s.start) / Math.max(1, s.end - s.start));
  }
  return km;
}

function readingOf(trip: Planned, time: number): SimReading {
  const { input, segments, end } = trip;
  const has = (k: IncidentKind) => input.incidents.includes(k);
  const legs = input.stops.length - 1;
  const noise = noiseAt(input.seed, time);
  const seg =
    segments.find((s) => time >= s.start && time < s.end) ??
    (time < input.start ? segments[0] : segments.at(-1)) ??
    null;
  const minutesIn = (time - input.start) / MINUTE;
  let position: TraceStop = input.stops[0] as TraceStop;
  let heading = 0;
  let speed = 0;
  let door: SimReading['door'] = 'closed';
  let ignition = true;
  if (time < input.start) {
    // Not left yet: standing at the first stop, engine off.
    ignition = false;
  } else if (time >= end && seg) {
    // The trip is over: parked at the last stop, engine off, door shut.
    position = seg.kind === 'drive' ? seg.to : seg.at;
    ignition = false;
  } else if (seg?.kind === 'drive') {
    const f = Math.min(1, Math.max(0, (time - seg.start) / Math.max(1, seg.end - seg.start)));
    position = lerp(seg.from, seg.to, f);
    heading = bearing(seg.from, seg.to);
    const pace = (seg.km / Math.max(1, seg.end - seg.start)) * 3_600_000;
    speed = Math.max(8, Math.min(80, pace)) + noise.spread(4);
    if (seg.leg === legs - 1 && has('late')) speed = Math.max(5, Math.min(25, pace)) + noise.spread(2);
    const over = minutesIn - OVERSPEED.fromMinute;
    if (has('overspeed') && seg.leg === 0 && over >= 0 && over < OVERSPEED.minutes)
      speed = 104 + noise.next() * 6;
  } else if (seg?.kind === 'stand') {
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
  const gapFrom = trip.lastLegStart + GPS_GAP.fromMinute * MINUTE;
  const noFix = has('gpsGap') && time >= gapFrom && time < gapFrom + GPS_GAP.minutes * MINUTE;
  const warm = has('warm') ? warmTemp(minutesIn) : null;
  return {
    deviceNo: input.deviceNo,
    time,
    lat: noFix ? null : round(position.lat, 6),
    lon: noFix ? null : round(position.lon, 6),
    speed: round(Math.max(0, speed), 1),
    heading: round(heading, 0),
    temps: [
      round(SET_POINTS[0] + noise.spread(0.5), 1),
      round((warm ?? SET_POINTS[1] + (door === 'open' ? 0.8 : 0)) + noise.spread(0.3), 1),
    ],
    door,
    ignition,
    odometer: round(trip.odometerStart + drivenKm(segments, time), 2),
  };
}

/** The reading the vehicle sends at `time` (before the start: standing at the first stop; after the end: parked at the last). */
export function readingAt(input: TraceInput, time: number): SimReading | null {
  if (input.stops.length < 2) return null;
  return readingOf(planned(input), time);
}

/** Every reading of the trip from its start to the end of its last dwell, one every intervalSeconds. */
export function generateTrace(input: TraceInput, until = Number.POSITIVE_INFINITY): SimReading[] {
  if (input.stops.length < 2) return [];
  const trip = planned(input);
  const step = Math.max(1, input.intervalSeconds) * 1000;
  const last = Math.min(trip.end, until);
  const out: SimReading[] = [];
  for (let time = input.start; time <= last; time += step) out.push(readingOf(trip, time));
  return out;
}
