/** Readings more than this ahead of the real clock are refused by the ingest; the simulator stays behind it. */
export const MAX_AHEAD_MS = 0;

/**
 * The simulator's clock: it starts at `simStart` (in the past) when the real clock reads `realStart`
 * and runs `speed` times as fast, but never passes the real clock, so no reading it emits is from the
 * future. At speed 1 it stays `realStart - simStart` behind; faster, it catches up and then keeps pace.
 */
export function simulatedNow(input: {
  realNow: number;
  realStart: number;
  simStart: number;
  speed: number;
}): number {
  const { realNow, realStart, simStart, speed } = input;
  const running = simStart + Math.max(0, realNow - realStart) * Math.max(0, speed);
  return Math.min(running, realNow + MAX_AHEAD_MS);
}

/** The readings due by `now` that were not due by `after` (time in (after, now]). */
export function dueBetween<R extends { time: number }>(
  readings: readonly R[],
  after: number,
  now: number,
): R[] {
  return readings.filter((r) => r.time > after && r.time <= now);
}
