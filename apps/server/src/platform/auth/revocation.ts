import { randomUUID } from 'node:crypto';
import { and, inArray, ne } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { sessions } from '../../db/schema';
import type { DbOrTx } from '../db';
import { dropAllCallers, dropCaller } from './caller';

/**
 * Revocations reach every instance at once: each instance caches callers for a few seconds, so a
 * session ended on one (logout, forced logout, password reset, a user disabled or removed) or a
 * change of roles and menus is published on Redis and every other instance drops what it cached.
 * Without Redis there is one instance and the local drop is all there is.
 */
const CHANNEL = 'tms:auth:revoke';
/** Each instance answers here once it has dropped what a revocation names. */
const ACK_CHANNEL = 'tms:auth:revoke:ack';
/** Tells this process's own messages from the others' (they were applied when sent). */
const ORIGIN = randomUUID();
/** How long a revocation waits for the other instances before it answers anyway. */
const ACK_WAIT_MS = 2_000;

type Revocation = { id: string; origin: string; tokenHashes?: string[]; all?: boolean };

const publishers = new Set<Redis>();
/** Buses of this process: they receive its own messages too, and never answer them. */
let ownSubscribers = 0;
/** Revocations sent from here, waiting for the other instances' answers. */
const waiting = new Map<string, { answers: number; needed: number | null; done: () => void }>();

/**
 * Answers once every other instance has applied the message, so a call that follows on any of
 * them is already refused. Redis handing the message over is not enough: an instance may serve a
 * request from its cache before it reads the message off its socket. A Redis outage or a silent
 * instance must not fail a logout: past a short wait the revocation answers anyway, and the other
 * instances drop the cached caller when their cache's few seconds run out.
 */
async function publish(message: Omit<Revocation, 'origin' | 'id'>): Promise<void> {
  const [redis] = publishers;
  if (!redis) return;
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const applied = new Promise<void>((resolve) => {
    waiting.set(id, { answers: 0, needed: null, done: resolve });
    timer = setTimeout(resolve, ACK_WAIT_MS);
  });
  try {
    const received = await redis.publish(CHANNEL, JSON.stringify({ ...message, id, origin: ORIGIN }));
    const entry = waiting.get(id);
    if (entry) {
      entry.needed = received - ownSubscribers;
      if (entry.answers >= entry.needed) entry.done();
    }
    await applied;
  } catch {
    // Redis is away: the cache's few seconds are the bound.
  } finally {
    clearTimeout(timer);
    waiting.delete(id);
  }
}

function answered(id: string): void {
  const entry = waiting.get(id);
  if (!entry) return;
  entry.answers += 1;
  if (entry.needed !== null && entry.answers >= entry.needed) entry.done();
}

/** Ends the cached callers of these sessions here and on every other instance. */
export async function revokeSessions(tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  for (const hash of tokenHashes) dropCaller(hash);
  await publish({ tokenHashes });
}

/** Roles, menus, departments or users changed: every instance reloads every caller. */
export async function invalidateCallers(): Promise<void> {
  dropAllCallers();
  await publish({ all: true });
}

/**
 * Deletes the sessions of these users (all of them, or all but one kept session) and revokes them
 * everywhere; answers how many ended.
 */
export async function endSessionsOfUsers(
  db: DbOrTx,
  userIds: number[],
  keepTokenHash?: string,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const ended = await db
    .delete(sessions)
    .where(
      and(
        inArray(sessions.userId, userIds),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  await revokeSessions(ended.map((s) => s.tokenHash));
  return ended.length;
}

/**
 * Listens for other instances' revocations on a connection of its own (a subscribed Redis
 * connection can do nothing else) and publishes this instance's through `redis`. Answers the stop.
 */
export async function startRevocationBus(redis: Redis): Promise<() => Promise<void>> {
  // The shared connection refuses commands while disconnected; this one queues them until it is up.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (channel: string, text: string) => {
    let message: Partial<Revocation>;
    try {
      message = JSON.parse(text) as Partial<Revocation>;
    } catch {
      return;
    }
    if (typeof message.id !== 'string') return;
    if (channel === ACK_CHANNEL) {
      answered(message.id);
      return;
    }
    if (channel !== CHANNEL || message.origin === ORIGIN) return;
    if (message.all) dropAllCallers();
    for (const hash of message.tokenHashes ?? []) dropCaller(hash);
    redis.publish(ACK_CHANNEL, JSON.stringify({ id: message.id })).catch(() => undefined);
  });
  const subscribed = await subscriber.subscribe(CHANNEL, ACK_CHANNEL).then(
    () => true,
    () => false,
  );
  publishers.add(redis);
  if (subscribed) ownSubscribers += 1;
  return async () => {
    publishers.delete(redis);
    if (subscribed) ownSubscribers -= 1;
    subscriber.disconnect();
  };
}
