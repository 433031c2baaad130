import { DEFAULT_ETA_SPEED_KMH, DEFAULT_ROAD_FACTOR, haversineMetres } from '@tms/domain';
import type { StationData } from '../core/station-data';

/**
 * Road distance and drive time between stations, as the line screen estimates them (straight distance x
 * DEFAULT_ROAD_FACTOR at DEFAULT_ETA_SPEED_KMH, minutes rounded up: domain line-times driveMinutes), so a
 * proposed line's times agree with what the screen would plan. A station without a position is taken
 * FALLBACK_KM away from every other (a guess the dispatcher sees in the times, rather than a free hop).
 */
export const FALLBACK_KM = 20;

export type TravelMatrix = { count: number; km: Float64Array; minutes: Float64Array };

/** What the matrix reads of a station. */
export type StationPosition = Pick<StationData, 'stationId' | 'latitude' | 'longitude'>;

export const coordinate = (value: string | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export function travelMatrix(stations: readonly (StationPosition | undefined)[]): TravelMatrix {
  const count = stations.length;
  const km = new Float64Array(count * count);
  const minutes = new Float64Array(count * count);
  const points = stations.map((s) => {
    const lat = coordinate(s?.latitude);
    const lon = coordinate(s?.longitude);
    return lat === null || lon === null ? null : { lat, lon };
  });
  for (let a = 0; a < count; a++) {
    for (let b = 0; b < count; b++) {
      if (a === b || stations[a]?.stationId === stations[b]?.stationId) continue;
      const p = points[a];
      const q = points[b];
      const road = p && q ? (haversineMetres(p, q) / 1000) * DEFAULT_ROAD_FACTOR : FALLBACK_KM;
      km[a * count + b] = road;
      minutes[a * count + b] = Math.ceil((road / DEFAULT_ETA_SPEED_KMH) * 60);
    }
  }
  return { count, km, minutes };
}
