import type { PushMessage } from '@tms/domain';
import type { Redis } from 'ioredis';

/**
 * The push channel's hub: which browser tabs on this instance are listening, for which user, and how a
 * message reaches them wherever it was sent from. With Redis (REDIS_URL) every message goes through one
 * pub/sub channel, so a listener running on one instance reaches a tab streaming from another; without
 * Redis there is one instance and delivery stays in process. A hub belongs to one app: two apps in one
 * process (the tests) keep separate tabs.
 */
export type PushHub = {
  /** Sends to every open tab of these users, on every instance. */
  toUsers(userIds: readonly number[], message: PushMessage): Promise<void>;
  /**
   * One tab's stream on this instance; the answer ends the subscription. `end` is called when the
   * instance shuts down (an open stream would keep the server from closing).
   */
  subscribe(userId: number, deliver: (message: PushMessage) => void, end: () => void): () => void;
  /** Ends every stream on this instance (before the server closes; the tabs reconnect elsewhere). */
  endStreams(): void;
  /** Tabs streaming from this instance. */
  openStreams(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
};

const CHANNEL = 'tms:push';

type Envelope = { userIds: number[]; message: PushMessage };

export function createPushHub(options: { redis?: Redis | null } = {}): PushHub {
  type Tab = { deliver: (message: PushMessage) => void; end: () => void };
  const tabs = new Map<number, Set<Tab>>();
  const redis = options.redis ?? null;
  let subscriber: Redis | null = null;
  let subscribed = false;

  const deliverHere = ({ userIds, message }: Envelope) => {
    for (const userId of new Set(userIds)) {
      for (const tab of tabs.get(userId) ?? []) {
        try {
          tab.deliver(message);
        } catch {
          // One broken stream must not keep the message from the user's other tabs.
        }
      }
    }
  };

  return {
    async toUsers(userIds, message) {
      if (userIds.length === 0) return;
      const envelope: Envelope = { userIds: [...userIds], message };
      if (!redis) {
        deliverHere(envelope);
        return;
      }
      // Once subscribed, every instance (this one included) delivers what comes through the channel.
      // Before that, or with Redis down, the tabs here get it directly; the others catch up through
      // their own refresh.
      const published = await redis
        .publish(CHANNEL, JSON.stringify(envelope))
        .then(() => true)
        .catch(() => false);
      if (!published || !subscribed) deliverHere(envelope);
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
      connection.on('message', (channel: string, text: string) => {
        if (channel !== CHANNEL) return;
        try {
          deliverHere(JSON.parse(text) as Envelope);
        } catch {
          // Not ours, or garbled: nothing to deliver.
        }
      });
      // Redis slow to answer must not hold the start: the subscription completes in the background.
      const subscribing = connection
        .subscribe(CHANNEL)
        .then(() => {
          subscribed = subscriber === connection;
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
