import { haversineMetres } from './geo';

/** What the distance of a trip needs of each reading. */
export type DistanceReading = {
  time: number;
  odometerKm: number | null;
  lat: number | null;
  lon: number | null;
};

/** Between two fixes further apart than this, the device was off or wrong, not driving: not counted. */
const MAX_JUMP_KM = 100;

/**
 * The kilometres a vehicle drove over a trip's readings: by its odometer when the device reports one
 * (each rise counted, a fall — a device reset — not), else along its position fixes (straight between
 * consecutive fixes, a jump of more than MAX_JUMP_KM left out); null with fewer than two readings that
 * tell. Three decimals, as the reports keep kilometres.
 */
export function drivenKm(readings: readonly DistanceReading[]): number | null {
  const inOrder = [...readings].sort((a, b) => a.time - b.time);
  const odometer = inOrder.flatMap((r) =>
    r.odometerKm !== null && Number.isFinite(r.odometerKm) ? [r.odometerKm] : [],
  );
  let km = 0;
  if (odometer.length >= 2) {
    for (let i = 1; i < odometer.length; i++)
      km += Math.max(0, (odometer[i] as number) - (odometer[i - 1] as number));
    return Math.round(km * 1000) / 1000;
  }
  const fixes = inOrder.flatMap((r) =>
    r.lat !== null && r.lon !== null && Number.isFinite(r.lat) && Number.isFinite(r.lon)
      ? [{ lat: r.lat, lon: r.lon }]
      : [],
  );
  if (fixes.length < 2) return null;
  for (let i = 1; i < fixes.length; i++) {
    const leg =
      haversineMetres(fixes[i - 1] as (typeof fixes)[number], fixes[i] as (typeof fixes)[number]) / 1000;
    if (leg <= MAX_JUMP_KM) km += leg;
  }
  return Math.round(km * 1000) / 1000;
}
