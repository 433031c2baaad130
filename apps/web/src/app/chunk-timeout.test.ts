import { CHUNK_LOAD_TIMEOUT_MS } from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, withTimeout } from './chunk-timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout (lazy page chunks)', () => {
  it('the chunk timeout is 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
  it('a chunk that arrives in time is returned', async () => {
    await expect(withTimeout(Promise.resolve('page'), 50)).resolves.toBe('page');
  });
  it('a chunk still missing after the timeout fails with ChunkTimeoutError', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), CHUNK_LOAD_TIMEOUT_MS);
    const check = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });
  it('a chunk that fails keeps its own error', async () => {
    await expect(withTimeout(Promise.reject(new Error('404 chunk')), 50)).rejects.toThrow('404 chunk');
  });
});
