/**
 * The push channel's message ids and the catch-up decision. An id is `<ms>-<n>` (as a Redis stream id):
 * the milliseconds when it was issued and a counter within that millisecond. One issuer hands them out
 * (Redis for every instance, or the one process without Redis), never going back even when a clock
 * does, so ids order the messages of the whole system and a later one always compares greater. Ids are
 * time-based so that a store that starts again (a restarted process, a flushed Redis) issues ids above
 * every id it issued before, and a tab holding an old one is recognised rather than misread.
 */

export type PushId = { ms: number; n: number };

/** The SSE event that tells a tab its missed messages are gone: it reads everything it shows again. */
export const PUSH_RESYNC_EVENT = 'push.resync';

export function formatPushId(id: PushId): string {
  return `${id.ms}-${id.n}`;
}

/** The id in a Last-Event-ID header or an `id:` line; null when it is not one of ours. */
export function parsePushId(text: string | null | undefined): PushId | null {
  const match = /^(\d{1,15})-(\d{1,9})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  return { ms: Number(match[1]), n: Number(match[2]) };
}

/** Negative when `a` came before `b`, zero when they are the same message, positive after. */
export function comparePushIds(a: PushId, b: PushId): number {
  return a.ms !== b.ms ? a.ms - b.ms : a.n - b.n;
}

/** The later of two id texts (either may be missing or not ours); the tabs keep the latest they saw. */
export function laterPushId(a: string | null, b: string | null): string | null {
  const pa = parsePushId(a);
  const pb = parsePushId(b);
  if (!pa) return pb ? b : null;
  if (!pb) return a;
  return comparePushIds(pa, pb) >= 0 ? a : b;
}

/**
 * The id after `last` at `nowMs`: the clock when it has moved on, else the same millisecond counted up
 * (a clock that went back does not take the ids back with it).
 */
export function nextPushId({ last, nowMs }: { last: PushId | null; nowMs: number }): PushId {
  if (!last || nowMs > last.ms) return { ms: nowMs, n: 0 };
  return { ms: last.ms, n: last.n + 1 };
}

export type KeptPush<M> = { id: string; message: M };

export type CatchUp<M> =
  /** No id: a first stream, nothing to replay. */
  | { kind: 'fresh' }
  /** These kept messages came after the tab's id, oldest first (maybe none): send them, then go live. */
  | { kind: 'replay'; messages: KeptPush<M>[] }
  /** Something after the tab's id is no longer kept (or the id is not one this store knows). */
  | { kind: 'resync' };

/**
 * What a reconnecting stream owes its tab. The store keeps a user's last messages for a short while
 * and remembers the newest message it dropped from them (`dropped`) and the newest it ever kept for
 * the user (`newest`); together they tell whether everything after the tab's id is still there.
 * `first` is the first id the store issued (its history starts there) and `current` the last one.
 */
export function decideCatchUp<M>(input: {
  lastEventId: string | null | undefined;
  kept: readonly KeptPush<M>[];
  dropped: string | null;
  newest: string | null;
  first: string | null;
  current: string | null;
}): CatchUp<M> {
  if (!input.lastEventId) return { kind: 'fresh' };
  const last = parsePushId(input.lastEventId);
  if (!last) return { kind: 'resync' };
  const first = parsePushId(input.first);
  const current = parsePushId(input.current);
  // A store that has issued nothing, or started after the tab's id: what came before is unknown.
  if (!first || !current || comparePushIds(last, first) < 0) return { kind: 'resync' };
  // An id this store never issued (another store's, or one from before a flush that went back in time).
  if (comparePushIds(last, current) > 0) return { kind: 'resync' };
  const dropped = parsePushId(input.dropped);
  if (dropped && comparePushIds(dropped, last) > 0) return { kind: 'resync' };
  const after = input.kept.filter((entry) => {
    const id = parsePushId(entry.id);
    return id !== null && comparePushIds(id, last) > 0;
  });
  // The kept list expires as a whole when the user has been quiet for the window: its newest message
  // is then missing, and whether the tab had seen it decides.
  const newest = parsePushId(input.newest);
  if (newest && comparePushIds(newest, last) > 0 && !after.some((entry) => entry.id === input.newest)) {
    return { kind: 'resync' };
  }
  return { kind: 'replay', messages: after };
}
