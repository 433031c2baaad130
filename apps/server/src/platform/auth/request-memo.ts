/**
 * What a request works out about its caller (the dispatch centers it may see, its data groups, its
 * pool scope) is worked out once and reused by every helper of that request. The auth plugin gives each
 * request its own copy of the caller with a memo; a caller built elsewhere (a job, a test, the seed) has
 * none and is computed afresh each time, so nothing outlives the request it was read for.
 *
 * What depends only on the signed-in session and on data that tells every instance when it changes
 * (roles, data groups, centers: their use cases call invalidateCallers) is kept longer, beside the cached
 * caller itself: oncePerCaller computes it once for as long as the caller stays cached, and it goes with
 * the caller when that is dropped or expires.
 */
const MEMO = Symbol('per-request memo');
const CALLER_MEMO = Symbol('per-caller memo');

type WithMemo = { [MEMO]?: Map<string, Promise<unknown>>; [CALLER_MEMO]?: Map<string, Promise<unknown>> };

/** A copy of the caller that carries a memo for the length of one request (and the cached caller's memo). */
export function forOneRequest<T extends object>(caller: T): T {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(caller)), caller, { [MEMO]: new Map() });
  const shared = (caller as WithMemo)[CALLER_MEMO];
  if (shared) Object.defineProperty(copy, CALLER_MEMO, { value: shared });
  return copy;
}

/** Gives a caller about to be cached the memo its copies share while it stays cached. */
export function withCallerMemo<T extends object>(caller: T): T {
  // Not enumerable: the caller's fields compare and serialise as before.
  Object.defineProperty(caller, CALLER_MEMO, { value: new Map() });
  return caller;
}

function remembered<T>(
  memo: Map<string, Promise<unknown>>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = compute();
  memo.set(key, pending);
  // A failed lookup is not remembered: the next helper asks again.
  pending.catch(() => memo.delete(key));
  return pending;
}

/** compute() once per request and key; without a per-request caller, every call computes. */
export function oncePerRequest<T>(caller: object, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = (caller as WithMemo)[MEMO];
  return memo ? remembered(memo, key, compute) : compute();
}

/**
 * compute() once per key while the caller stays cached (a few seconds, dropped at once by
 * invalidateCallers and revocations); a caller that was never cached computes once per request.
 */
export function oncePerCaller<T>(caller: object, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = (caller as WithMemo)[CALLER_MEMO];
  return memo ? remembered(memo, key, compute) : oncePerRequest(caller, key, compute);
}
