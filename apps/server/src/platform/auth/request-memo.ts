/**
 * What a request works out about its caller (the dispatch centers it may see, its data groups, its
 * pool scope) is worked out once and reused by every helper of that request. The auth plugin gives each
 * request its own copy of the caller with a memo; a caller built elsewhere (a job, a test, the seed) has
 * none and is computed afresh each time, so nothing outlives the request it was read for.
 */
const MEMO = Symbol('per-request memo');

type WithMemo = { [MEMO]?: Map<string, Promise<unknown>> };

/** A copy of the caller that carries a memo for the length of one request. */
export function forOneRequest<T extends object>(caller: T): T {
  return Object.assign(Object.create(Object.getPrototypeOf(caller)), caller, { [MEMO]: new Map() });
}

/** compute() once per request and key; without a per-request caller, every call computes. */
export function oncePerRequest<T>(caller: object, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = (caller as WithMemo)[MEMO];
  if (!memo) return compute();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = compute();
  memo.set(key, pending);
  // A failed lookup is not remembered: the next helper asks again.
  pending.catch(() => memo.delete(key));
  return pending;
}
