import type { GeoPoint, MonitorStation } from './types';

/** Mean earth radius, metres. */
export const EARTH_RADIUS_M = 6_371_000;
/** Fence radius when neither the station nor the rule gives one, metres. */
export const DEFAULT_FENCE_DISTANCE_M = 500;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, metres (haversine formula). */
export function haversineMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A reading's position, or null when it has no usable fix. */
export function placeOf(reading: { lat: number | null; lon: number | null }): GeoPoint | null {
  const { lat, lon } = reading;
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

/**
 * A station's fence radius: the station's own electronic fence distance wins, then the rule's fence
 * distance, then DEFAULT_FENCE_DISTANCE_M.
 */
export function fenceRadiusM(station: MonitorStation, ruleFenceM: number | null | undefined): number {
  const own = station.fenceDistanceM;
  if (own !== null && own !== undefined && Number.isFinite(own) && own > 0) return own;
  if (ruleFenceM !== null && ruleFenceM !== undefined && Number.isFinite(ruleFenceM) && ruleFenceM > 0)
    return ruleFenceM;
  return DEFAULT_FENCE_DISTANCE_M;
}

/**
 * The stop whose fence the point is inside (distance to the station ≤ its radius). Overlapping fences:
 * the nearest station; a tie goes to the earlier stop. Null when outside every fence.
 */
export function stationAt(
  point: GeoPoint,
  stations: readonly MonitorStation[] | null | undefined,
  ruleFenceM: number | null | undefined,
): { station: MonitorStation; distanceM: number } | null {
  let best: { station: MonitorStation; distanceM: number } | null = null;
  for (const station of stations ?? []) {
    const distanceM = haversineMetres(point, station);
    if (distanceM <= fenceRadiusM(station, ruleFenceM) && (!best || distanceM < best.distanceM)) {
      best = { station, distanceM };
    }
  }
  return best;
}

/**
 * Distance from a point to the planned route, metres: the nearest of the straight legs between
 * consecutive stops (or the distance to the only stop). The legs are straight lines, not roads, so a
 * corridor built on this needs a generous width. Computed on a local flat projection around the point,
 * close enough at corridor scale. Null without stops.
 */
export function distanceToRouteM(point: GeoPoint, stations: readonly GeoPoint[]): number | null {
  if (stations.length === 0) return null;
  if (stations.length === 1) return haversineMetres(point, stations[0] as GeoPoint);
  const cos = Math.cos(rad(point.lat));
  const project = (p: GeoPoint) => ({
    x: rad(p.lon - point.lon) * cos * EARTH_RADIUS_M,
    y: rad(p.lat - point.lat) * EARTH_RADIUS_M,
  });
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < stations.length; i++) {
    const a = project(stations[i - 1] as GeoPoint);
    const b = project(stations[i] as GeoPoint);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    // The point is the origin; t is where its foot falls on the leg, clamped to the leg's ends.
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / len2));
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return best;
}
