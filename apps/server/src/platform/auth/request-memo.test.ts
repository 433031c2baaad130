import { describe, expect, it } from 'vitest';
import { forOneRequest, oncePerRequest } from './request-memo';

describe('a caller scope is read once per request', () => {
  it('computes once per key for the caller of one request', async () => {
    const caller = forOneRequest({ userId: '7' });
    let reads = 0;
    const read = () => oncePerRequest(caller, 'centers', async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await oncePerRequest(caller, 'groups', async () => 'other')).toBe('other');
    expect(reads).toBe(1);
  });

  it('gives the next request a fresh memo', async () => {
    const cached = { userId: '7' };
    let reads = 0;
    await oncePerRequest(forOneRequest(cached), 'centers', async () => ++reads);
    await oncePerRequest(forOneRequest(cached), 'centers', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('computes every time for a caller built outside a request (jobs, seed, tests)', async () => {
    const caller = { userId: '7' };
    let reads = 0;
    await oncePerRequest(caller, 'centers', async () => ++reads);
    await oncePerRequest(caller, 'centers', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('does not remember a failed read', async () => {
    const caller = forOneRequest({ userId: '7' });
    await expect(
      oncePerRequest(caller, 'centers', async () => Promise.reject(new Error('busy'))),
    ).rejects.toThrow();
    expect(await oncePerRequest(caller, 'centers', async () => 'ok')).toBe('ok');
  });

  it('keeps the caller fields on the copy', () => {
    const caller = forOneRequest({ userId: '7', roleKeys: ['admin'] });
    expect(caller).toMatchObject({ userId: '7', roleKeys: ['admin'] });
  });
});
