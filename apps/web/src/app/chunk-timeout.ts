/** A page chunk that has not arrived after CHUNK_LOAD_TIMEOUT_MS (120 s) fails with this error. */
export class ChunkTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`page chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Races a chunk import against a timer; the timer is cleared either way. */
export function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
