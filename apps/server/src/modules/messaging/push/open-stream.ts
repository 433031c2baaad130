import { PassThrough } from 'node:stream';
import {
  comparePushIds,
  PUSH_HEARTBEAT_MS,
  PUSH_RESYNC_EVENT,
  PUSH_STREAM_MAX_MS,
  type PushMessage,
  parsePushId,
} from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { loadCaller } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import type { PushDelivery } from '../../../platform/push';

/** The SSE frame of one message: its id (when it has one), the event is its type, the data one JSON line. */
export function pushFrame(message: PushMessage, id: string | null = null): string {
  return `${id ? `id: ${id}\n` : ''}event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/** Whether id text `a` comes after `b` (a missing `b` is before everything). */
const isAfter = (a: string, b: string | null) => {
  const pa = parsePushId(a);
  const pb = parsePushId(b);
  return !!pa && (!pb || comparePushIds(pa, pb) > 0);
};

/**
 * GET /push/stream: one Server-Sent Events stream for one browser (its tabs share it), carrying the
 * messages sent to the signed-in user, each with its id. A stream opened with the last id its browser
 * saw (`lastEventId`) first replays the kept messages after that id, then goes live: it subscribes
 * before reading what was kept, holds back what arrives meanwhile, and sends that afterwards, skipping
 * what the replay already sent, so nothing is missed or sent twice. When what came after the id is no
 * longer kept, it sends one `push.resync` instead and the tab reads everything it shows again; a held
 * message issued before that decision (pub/sub delivering it late) is covered by the re-read and not sent.
 * A comment line every PUSH_HEARTBEAT_MS keeps proxies and idle timeouts from closing it, carries the
 * id up to which this instance has delivered everything (so a quiet stream's tab still has a place to
 * resume from), and checks the session again: a stream ends with its session (logout, a forced logout,
 * a disabled user), and after PUSH_STREAM_MAX_MS anyway, when the tab opens a new one.
 */
export function openPushStream(
  deps: Pick<Deps, 'db' | 'push'>,
  caller: AuthContext,
  options: {
    /** The last id the browser saw (Last-Event-ID): what came after it is replayed first. */
    lastEventId?: string | null;
    heartbeatMs?: number;
    maxMs?: number;
    /**
     * The instance is shutting down: cut the connection (the tab reconnects, to another instance). An
     * ended stream would leave a keep-alive connection that holds the closing server open.
     */
    onShutdown?: () => void;
  } = {},
): PassThrough {
  const { heartbeatMs = PUSH_HEARTBEAT_MS, maxMs = PUSH_STREAM_MAX_MS } = options;
  const userId = Number(caller.userId);
  const stream = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    clearTimeout(lifetime);
    unsubscribe();
    stream.end();
  };
  const write = (text: string) => {
    if (!ended) stream.write(text);
  };

  // The newest id written to this tab (a message, or a position): what is not after it was sent.
  let lastSent: string | null = null;
  const send = ({ id, message }: PushDelivery) => {
    if (id !== null && lastSent !== null && !isAfter(id, lastSent)) return;
    write(pushFrame(message, id));
    if (id !== null) lastSent = id;
  };
  /** Tells the tab where it stands when this instance has delivered it more than it was sent. */
  const sendPosition = (comment: string) => {
    const position = deps.push.position();
    if (position && isAfter(position, lastSent)) {
      lastSent = position;
      write(`id: ${position}\n: ${comment}\n\n`);
    } else {
      write(`: ${comment}\n\n`);
    }
  };

  // Until the catch-up is written, live messages wait here, in their order.
  let held: PushDelivery[] | null = [];
  const unsubscribe = deps.push.subscribe(
    userId,
    (delivery) => {
      if (held) held.push(delivery);
      else send(delivery);
    },
    options.onShutdown ?? end,
  );
  const goLive = () => {
    const waiting = held ?? [];
    held = null;
    for (const delivery of waiting) send(delivery);
    sendPosition('live');
  };
  const beat = setInterval(() => {
    if (held) write(': ping\n\n');
    else sendPosition('ping');
    loadCaller(deps.db, caller.tokenHash)
      .then((current) => {
        if (!current) end();
      })
      .catch(() => undefined);
  }, heartbeatMs);
  const lifetime = setTimeout(end, maxMs);
  beat.unref();
  lifetime.unref();
  // The tab went away (closed, reloaded, signed out): nothing is left to deliver to.
  stream.on('close', end);
  // How long a tab waits before opening the stream again after it broke, and a first line that makes
  // proxies pass the headers through at once.
  write('retry: 3000\n: open\n\n');
  deps.push
    .catchUp(userId, options.lastEventId ?? null)
    .catch(() => ({ kind: 'resync' }) as const)
    .then((decision) => {
      if (decision.kind === 'resync') {
        write(`event: ${PUSH_RESYNC_EVENT}\ndata: {}\n\n`);
        // Everything issued up to the decision is read again by the tab: a held message up to it is not sent.
        if ('upTo' in decision && decision.upTo) lastSent = decision.upTo;
      }
      if (decision.kind === 'replay') {
        // The tab's id is where it stands: a held message up to it was seen before the drop.
        lastSent = options.lastEventId ?? null;
        for (const kept of decision.messages) send(kept);
      }
      goLive();
    });
  return stream;
}
