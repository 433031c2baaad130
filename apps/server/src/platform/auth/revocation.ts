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
/** Tells this process's own messages from the others' (they were applied when sent). */
const ORIGIN = randomUUID();

type Revocation = { origin: string; tokenHashes?: string[]; all?: boolean };

const publishers = new Set<Redis>();

/**
 * Waits until Redis has handed the message to every subscriber, so a call that follows on another
 * instance is already refused. A Redis outage must not fail a logout: then the other instances drop
 * the cached caller when their cache's few seconds run out.
 */
async function publish(message: Omit<Revocation, 'origin'>): Promise<void> {
  const [redis] = publishers;
  if (!redis) return;
  await redis.publish(CHANNEL, JSON.stringify({ ...message, origin: ORIGIN })).catch(() => undefined);
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
    if (channel !== CHANNEL) return;
    let message: Revocation;
    try {
      message = JSON.parse(text) as Revocation;
    } catch {
      return;
    }
    if (message.origin === ORIGIN) return;
    if (message.all) dropAllCallers();
    for (const hash of message.tokenHashes ?? []) dropCaller(hash);
  });
  await subscriber.subscribe(CHANNEL).catch(() => undefined);
  publishers.add(redis);
  return async () => {
    publishers.delete(redis);
    subscriber.disconnect();
  };
}
