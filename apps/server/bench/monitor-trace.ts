/** The trip every monitoring bench vehicle makes: from a warehouse to a store about 20 km east. */
export const WAREHOUSE = { lat: 31.2, lon: 121.4 };
export const STORE = { lat: 31.2, lon: 121.61 };

const lerp = (a: number, b: number, x: number) => a + (b - a) * Math.min(1, Math.max(0, x));
const between = (f: number, from: number, to: number) => f >= from && f < to;

/**
 * Where a vehicle is at fraction f of the run: at the warehouse, on the road (too fast for a stretch,
 * then off the corridor, then warm), parked halfway with the door open, on the road again, at the store.
 */
export function tracePoint(f: number) {
  const MID = { lat: lerp(WAREHOUSE.lat, STORE.lat, 0.5), lon: lerp(WAREHOUSE.lon, STORE.lon, 0.5) };
  let lat: number;
  let lon: number;
  let speed: number;
  if (f < 0.05) [lat, lon, speed] = [WAREHOUSE.lat, WAREHOUSE.lon, 0];
  else if (f < 0.45) {
    const x = (f - 0.05) / 0.4;
    lat = lerp(WAREHOUSE.lat, MID.lat, x);
    lon = lerp(WAREHOUSE.lon, MID.lon, x);
    speed = between(f, 0.15, 0.25) ? 100 : 60;
    // Off the corridor (up to 5 km north of the leg) and back.
    if (between(f, 0.25, 0.35)) lat += 0.045 * (1 - Math.abs(f - 0.3) / 0.05);
  } else if (f < 0.6) [lat, lon, speed] = [MID.lat, MID.lon, 0];
  else if (f < 0.85) {
    const x = (f - 0.6) / 0.25;
    [lat, lon, speed] = [lerp(MID.lat, STORE.lat, x), lerp(MID.lon, STORE.lon, x), 60];
  } else [lat, lon, speed] = [STORE.lat, STORE.lon, 0];
  const chilled = between(f, 0.3, 0.45) ? 9 : 3;
  const door = between(f, 0.5, 0.55) || f >= 0.9;
  return { lat, lon, speed, temps: [-18, chilled], door };
}
