import { PassThrough } from 'node:stream';
import { PUSH_HEARTBEAT_MS, PUSH_STREAM_MAX_MS, type PushMessage } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { loadCaller } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';

/** The SSE frame of one message: the event is its type, the data one JSON line. */
export function pushFrame(message: PushMessage): string {
  return `event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/**
 * GET /push/stream: one Server-Sent Events stream for one browser tab, carrying the messages sent to
 * the signed-in user. A comment line every PUSH_HEARTBEAT_MS keeps proxies and idle timeouts from
 * closing it, and each beat checks the session again: a stream ends with its session (logout, a
 * forced logout, a disabled user), and after PUSH_STREAM_MAX_MS anyway, when the tab opens a new one.
 */
export function openPushStream(
  deps: Pick<Deps, 'db' | 'push'>,
  caller: AuthContext,
  options: {
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

  const unsubscribe = deps.push.subscribe(
    Number(caller.userId),
    (message) => write(pushFrame(message)),
    options.onShutdown ?? end,
  );
  const beat = setInterval(() => {
    write(': ping\n\n');
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
  return stream;
}
