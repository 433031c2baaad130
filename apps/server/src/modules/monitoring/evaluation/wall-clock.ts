import { formatDispatchTime, parseDispatchTime } from '@tms/domain';
import { formatDateTime } from '../../../platform/format-time';

/**
 * Dispatch times (planned and actual stop times) are wall-clock readings of the dispatch center's zone;
 * telemetry is in instants. These convert between the two at the edge.
 */

/** An instant as the center's wall clock, 'YYYY-MM-DD HH:mm:ss'. */
export function wallClockOf(instant: number, timeZone: string | null | undefined): string {
  return formatDateTime(new Date(instant), timeZone);
}

const INSTANTS_KEPT = 10_000;
const instants = new Map<string, number | null>();

/**
 * A wall-clock reading of the zone as an instant (epoch ms); null when it is no time. Remembered: the
 * same planned and departure times are converted on every evaluation of a shipment.
 */
export function instantOf(
  wall: string | null | undefined,
  timeZone: string | null | undefined,
): number | null {
  if (!wall) return null;
  const key = `${timeZone ?? ''}|${wall}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  const value = convert(wall, timeZone);
  instants.set(key, value);
  return value;
}

function convert(wall: string, timeZone: string | null | undefined): number | null {
  const asUtc = parseDispatchTime(wall);
  if (asUtc === null) return null;
  // The zone's offset at that moment, found by formatting the guess back; twice for a DST edge.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = parseDispatchTime(wallClockOf(guess, timeZone)) as number;
    guess += asUtc - shown;
  }
  return guess;
}

export { formatDispatchTime };
