import {
  type CatchUp,
  decideCatchUp,
  formatPushId,
  type KeptPush,
  laterPushId,
  nextPushId,
  type PushId,
  type PushMessage,
  parsePushId,
} from '@tms/domain';
import type { Redis } from 'ioredis';

/**
 * The push channel's hub: which browser tabs on this instance are listening, for which user, and how a
 * message reaches them wherever it was sent from. With Redis (REDIS_URL) every message goes through one
 * pub/sub channel, so a listener running on one instance reaches a tab streaming from another; without
 * Redis there is one instance and delivery stays in process. A hub belongs to one app: two apps in one
 * process (the tests) keep separate tabs.
 *
 * Every message gets an id (`<ms>-<n>`, see @tms/domain push/ids) from one issuer: Redis for all
 * instances, or this process without Redis. The last messages of each user are kept for a short
 * window (the last KEEP, forgotten WINDOW_MS after the user's latest), so a tab that lost its stream
 * reconnects with the last id it saw and gets exactly what it missed; when that is no longer kept it
 * is told to read everything again (`push.resync`).
 */
export type PushHub = {
  /** Sends to every open tab of these users, on every instance. */
  toUsers(userIds: readonly number[], message: PushMessage): Promise<void>;
  /**
   * One tab's stream on this instance; the answer ends the subscription. `end` is called when the
   * instance shuts down (an open stream would keep the server from closing). A message's id is null
   * only when the store was unreachable (it reached the tabs here, and cannot be caught up on).
   */
  subscribe(userId: number, deliver: (delivery: PushDelivery) => void, end: () => void): () => void;
  /** What a stream reopened with `lastEventId` owes its tab: the kept messages after it, or a resync. */
  catchUp(userId: number, lastEventId: string | null): Promise<StreamCatchUp>;
  /**
   * The id up to which every message has reached this instance's tabs (null while unknown): a quiet
   * stream tells its tab this, so a reconnect after a drop starts from there instead of from nothing.
   */
  position(): string | null;
  /** Ends every stream on this instance (before the server closes; the tabs reconnect elsewhere). */
  endStreams(): void;
  /** Tabs streaming from this instance. */
  openStreams(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type PushDelivery = { id: string | null; message: PushMessage };

/**
 * A catch-up as a stream uses it: a resync names the newest id issued when it was decided (`upTo`), since
 * the tab reads everything again, a message up to it that reaches the stream late (pub/sub lags behind the
 * store) was covered and is not sent.
 */
export type StreamCatchUp = CatchUp<PushMessage> | { kind: 'resync'; upTo: string | null };

export type PushHubOptions = {
  redis?: Redis | null;
  /** The pub/sub channel, and the prefix of the Redis keys (tests give each run its own). */
  prefix?: string;
  /** Messages kept per user for catching up. */
  keep?: number;
  /** A user's kept messages are forgotten this long after their latest one. */
  windowMs?: number;
  now?: () => number;
};

export const PUSH_KEEP = 200;
export const PUSH_WINDOW_MS = 5 * 60_000;
/** What a user's store remembers (its newest and newest dropped id) outlives the window by far. */
const META_TTL_MS = 24 * 60 * 60_000;

type Envelope = { id: string | null; userIds: number[]; message: PushMessage };
type Kept = {
  kept: KeptPush<PushMessage>[];
  dropped: string | null;
  newest: string | null;
  first: string | null;
  current: string | null;
};
type Store = {
  /** Keeps the message for its users and answers its id (with Redis: also publishes it, atomically). */
  append(userIds: number[], message: PushMessage): Promise<string>;
  read(userId: number): Promise<Kept>;
};

export function createPushHub(options: PushHubOptions = {}): PushHub {
  type Tab = { deliver: (delivery: PushDelivery) => void; end: () => void };
  const tabs = new Map<number, Set<Tab>>();
  const redis = options.redis ?? null;
  const channel = options.prefix ?? 'tms:push';
  const keep = options.keep ?? PUSH_KEEP;
  const windowMs = options.windowMs ?? PUSH_WINDOW_MS;
  const now = options.now ?? Date.now;
  const store = redis
    ? redisStore(redis, { channel, keep, windowMs }, now)
    : memoryStore({ keep, windowMs }, now);
  let subscriber: Redis | null = null;
  let subscribed = false;
  let seen: string | null = null;

  const deliverHere = ({ id, userIds, message }: Envelope) => {
    for (const userId of new Set(userIds)) {
      for (const tab of tabs.get(userId) ?? []) {
        try {
          tab.deliver({ id, message });
        } catch {
          // One broken stream must not keep the message from the user's other tabs.
        }
      }
    }
  };

  return {
    async toUsers(userIds, message) {
      const users = [...new Set(userIds)];
      if (users.length === 0) return;
      if (!redis) {
        const id = await store.append(users, message);
        deliverHere({ id, userIds: users, message });
        seen = id;
        return;
      }
      // Once subscribed, every instance (this one included) delivers what comes through the channel.
      // Before that, or with Redis down, the tabs here get it directly; the others catch up through
      // their own refresh.
      const id = await store.append(users, message).catch(() => null);
      if (id === null || !subscribed) deliverHere({ id, userIds: users, message });
    },

    subscribe(userId, deliver, end) {
      const tab: Tab = { deliver, end };
      let set = tabs.get(userId);
      if (!set) {
        set = new Set();
        tabs.set(userId, set);
      }
      set.add(tab);
      return () => {
        const current = tabs.get(userId);
        current?.delete(tab);
        if (current?.size === 0) tabs.delete(userId);
      };
    },

    async catchUp(userId, lastEventId) {
      if (!lastEventId) return { kind: 'fresh' };
      const read = await store.read(userId);
      const decision = decideCatchUp({ lastEventId, ...read });
      return decision.kind === 'resync' ? { kind: 'resync', upTo: read.current } : decision;
    },

    position: () => seen,

    endStreams() {
      const all = [...tabs.values()].flatMap((set) => [...set]);
      tabs.clear();
      for (const tab of all) tab.end();
    },

    openStreams() {
      let n = 0;
      for (const set of tabs.values()) n += set.size;
      return n;
    },

    async start() {
      if (!redis || subscriber) return;
      // A subscribed connection can do nothing else; this one queues commands until Redis is up.
      const connection = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
      subscriber = connection;
      connection.on('error', () => undefined);
      connection.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          const parsed = JSON.parse(text) as Envelope | { position: string };
          if ('position' in parsed) {
            seen = laterPushId(seen, parsed.position);
            return;
          }
          deliverHere(parsed);
          // Published in id order (the id is issued in the same script), so all before it are here too.
          seen = laterPushId(seen, parsed.id);
        } catch {
          // Not ours, or garbled: nothing to deliver.
        }
      });
      // Redis slow to answer must not hold the start: the subscription completes in the background.
      const subscribing = connection
        .subscribe(channel)
        .then(async () => {
          subscribed = subscriber === connection;
          // Where this instance stands: the last id issued so far comes back through the channel
          // after every message before it, and from then on the position is known.
          await redis.eval(MARK_SCRIPT, 1, `${channel}:last`, channel);
        })
        .catch(() => undefined);
      await Promise.race([subscribing, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
    },

    async stop() {
      subscriber?.disconnect();
      subscriber = null;
      subscribed = false;
    },
  };
}

/** Without Redis: one process issues the ids and keeps the messages. */
function memoryStore({ keep, windowMs }: { keep: number; windowMs: number }, now: () => number): Store {
  type User = { kept: KeptPush<PushMessage>[]; dropped: string | null; newest: string | null; at: number };
  const users = new Map<number, User>();
  let last: PushId | null = null;
  let first: string | null = null;
  return {
    async append(userIds, message) {
      const at = now();
      last = nextPushId({ last, nowMs: at });
      const id = formatPushId(last);
      first ??= id;
      for (const userId of userIds) {
        const user = users.get(userId) ?? { kept: [], dropped: null, newest: null, at };
        // As the Redis list: forgotten as a whole a window after the user's latest message.
        if (at - user.at > windowMs) user.kept = [];
        user.kept.push({ id, message });
        if (user.kept.length > keep) {
          const gone = user.kept.splice(0, user.kept.length - keep);
          user.dropped = gone[gone.length - 1]?.id ?? user.dropped;
        }
        user.newest = id;
        user.at = at;
        users.set(userId, user);
      }
      return id;
    },
    async read(userId) {
      const user = users.get(userId);
      const current = last ? formatPushId(last) : null;
      if (!user) return { kept: [], dropped: null, newest: null, first, current };
      const expired = now() - user.at > windowMs;
      return {
        kept: expired ? [] : [...user.kept],
        dropped: user.dropped,
        newest: user.newest,
        first,
        current,
      };
    },
  };
}

/**
 * Issues the next id, keeps the message in each user's list (capped, expiring a window after its
 * latest), remembers per user the newest id and the newest one dropped, and publishes, all at once: so
 * the channel carries the messages in id order, and a message is kept before any tab can see it.
 * KEYS: last id, first id, then per user its list and its meta hash. ARGV: now, keep, window ms,
 * meta ms, channel, message JSON, user ids JSON.
 */
const APPEND_SCRIPT = `
local now = tonumber(ARGV[1])
local keep = tonumber(ARGV[2])
local ms, n = now, 0
local last = redis.call('GET', KEYS[1])
if last then
  local lms, ln = string.match(last, '^(%d+)-(%d+)$')
  if lms and tonumber(lms) >= now then
    ms = tonumber(lms)
    n = tonumber(ln) + 1
  end
end
local id = string.format('%.0f-%.0f', ms, n)
redis.call('SET', KEYS[1], id)
redis.call('SET', KEYS[2], id, 'NX')
local entry = id .. ' ' .. ARGV[6]
for i = 3, #KEYS, 2 do
  local list, meta = KEYS[i], KEYS[i + 1]
  local len = redis.call('RPUSH', list, entry)
  if len > keep then
    local gone = redis.call('LINDEX', list, len - keep - 1)
    redis.call('LTRIM', list, len - keep, -1)
    redis.call('HSET', meta, 'dropped', string.match(gone, '^(%S+)'))
  end
  redis.call('PEXPIRE', list, ARGV[3])
  redis.call('HSET', meta, 'newest', id)
  redis.call('PEXPIRE', meta, ARGV[4])
end
redis.call('PUBLISH', ARGV[5], '{"id":"' .. id .. '","userIds":' .. ARGV[7] .. ',"message":' .. ARGV[6] .. '}')
return id
`;

/** Publishes the last id issued so far as a position mark (nothing when none was issued yet). */
const MARK_SCRIPT = `
local last = redis.call('GET', KEYS[1])
if last then redis.call('PUBLISH', ARGV[1], '{"position":"' .. last .. '"}') end
return last
`;

function redisStore(
  redis: Redis,
  { channel, keep, windowMs }: { channel: string; keep: number; windowMs: number },
  now: () => number,
): Store {
  const listKey = (userId: number) => `${channel}:u:${userId}`;
  const metaKey = (userId: number) => `${channel}:m:${userId}`;
  return {
    async append(userIds, message) {
      const keys = [
        `${channel}:last`,
        `${channel}:first`,
        ...userIds.flatMap((u) => [listKey(u), metaKey(u)]),
      ];
      const id = await redis.eval(
        APPEND_SCRIPT,
        keys.length,
        ...keys,
        now(),
        keep,
        windowMs,
        META_TTL_MS,
        channel,
        JSON.stringify(message),
        JSON.stringify(userIds),
      );
      return String(id);
    },
    async read(userId) {
      const answers = await redis
        .multi()
        .lrange(listKey(userId), 0, -1)
        .hmget(metaKey(userId), 'dropped', 'newest')
        .get(`${channel}:first`)
        .get(`${channel}:last`)
        .exec();
      if (!answers || answers.some(([error]) => error)) throw new Error('push store unreadable');
      const [entries, meta, first, current] = answers.map(([, value]) => value) as [
        string[],
        (string | null)[],
        string | null,
        string | null,
      ];
      const kept: KeptPush<PushMessage>[] = [];
      for (const entry of entries) {
        const space = entry.indexOf(' ');
        const id = entry.slice(0, space);
        if (space < 0 || !parsePushId(id)) continue;
        try {
          kept.push({ id, message: JSON.parse(entry.slice(space + 1)) as PushMessage });
        } catch {
          // A garbled entry cannot be replayed; the ones around it still can.
        }
      }
      return { kept, dropped: meta[0] ?? null, newest: meta[1] ?? null, first, current };
    },
  };
}
