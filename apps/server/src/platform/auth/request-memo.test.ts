import { describe, expect, it } from 'vitest';
import { forOneRequest, oncePerCaller, oncePerRequest, withCallerMemo } from './request-memo';

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

describe('what depends only on the session is read once while the caller stays cached', () => {
  it('shares one read across the requests of a cached caller', async () => {
    const cached = withCallerMemo({ userId: '7' });
    let reads = 0;
    const read = () => oncePerCaller(forOneRequest(cached), 'groups', async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await read()).toBe(1);
  });

  it('reads again for the caller that replaces a dropped one', async () => {
    let reads = 0;
    await oncePerCaller(forOneRequest(withCallerMemo({ userId: '7' })), 'groups', async () => ++reads);
    await oncePerCaller(forOneRequest(withCallerMemo({ userId: '7' })), 'groups', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('falls back to once per request for a caller that was never cached', async () => {
    let reads = 0;
    const request = forOneRequest({ userId: '7' });
    await oncePerCaller(request, 'groups', async () => ++reads);
    await oncePerCaller(request, 'groups', async () => ++reads);
    await oncePerCaller(forOneRequest({ userId: '7' }), 'groups', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('keeps the memo out of the caller fields', () => {
    expect(Object.keys(forOneRequest(withCallerMemo({ userId: '7' })))).toEqual(['userId']);
  });
});
