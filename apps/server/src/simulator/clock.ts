/**
 * The simulator's clock. Readings are stamped with the real time they are sent; what they describe is
 * the trip at its own moment. At speed 1 that moment is the real time (the trip runs on the clock from
 * its departure); faster, the trip runs `speed` times as fast from where the clock had it when the
 * simulator took it up.
 */
export function tripMoment(input: { now: number; since: number; start: number; speed: number }): number {
  const { now, since, start, speed } = input;
  const from = Math.max(since, start);
  return from + Math.max(0, now - from) * Math.max(1, speed);
}

/** Whether a device is due another reading: none sent yet, or `intervalMs` since the last one. */
export function readingDue(input: { now: number; lastSent: number | null; intervalMs: number }): boolean {
  const { now, lastSent, intervalMs } = input;
  return lastSent === null || now - lastSent >= intervalMs;
}
