import { PUSH_STREAM_PATH, type PushMessage, type PushMessages, type PushType } from '@tms/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentLang } from './i18n';
import { readFrames, reconnectDelay, type StreamFrame, sharedName, streamHeaders } from './push-frames';
import { type Locks, type ReadStream, type StreamReport, shareStream, takeFrame } from './push-share';
import { queryClient } from './query-client';
import { getToken } from './session';

/**
 * The push channel's client: one Server-Sent Events stream per browser while the user is signed in
 * (the main layout opens it in every tab). The tabs share it (push-share.ts): the one holding a Web
 * Lock reads it and passes every message on through a BroadcastChannel; where either API is missing,
 * each tab reads its own. It is read with fetch so the bearer token travels in the Authorization
 * header as on every call, never in a URL (EventSource cannot set headers). Every message has an id; a
 * broken stream is opened again after 1 s, doubling to 30 s, with the last id seen (Last-Event-ID), and
 * the server replays what was missed; a refused one (the session ended) stays closed. When the missed
 * messages are no longer kept the server says `push.resync`: every tab then marks its whole query cache
 * stale (what is on screen is read again at once) and calls the screens' usePushResync handlers (lists
 * outside the cache). Screens subscribe by message type and keep a slower way to catch up while
 * `usePushConnected()` is false.
 */

type Handler = (message: PushMessage) => void;
const handlers = new Set<Handler>();
const resyncHandlers = new Set<() => void>();
const statusListeners = new Set<() => void>();
let connected = false;
let openers = 0;
let abort: AbortController | null = null;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener();
}

/** A frame for this tab (already checked against the ids it saw). */
function deliver(frame: StreamFrame) {
  if (frame.kind === 'message') {
    for (const handler of handlers) handler(frame.message);
  } else if (frame.kind === 'resync') {
    // Messages were lost: everything on screen is read again.
    void queryClient.invalidateQueries();
    for (const handler of resyncHandlers) handler();
  }
}

const thisTab: StreamReport = { frame: deliver, status: setConnected };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads one stream until it ends; answers false when the server refused it (no point retrying). */
async function readStream(
  signal: AbortSignal,
  lastId: string | null,
  report: StreamReport,
): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  const response = await fetch(`/api${PUSH_STREAM_PATH}`, {
    headers: streamHeaders(token, currentLang(), lastId),
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) return false;
  if (
    !response.ok ||
    !response.body ||
    !response.headers.get('content-type')?.includes('text/event-stream')
  ) {
    throw new Error(`push stream answered ${response.status}`);
  }
  report.status(true);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    const { frames, rest } = readFrames(buffer + value);
    buffer = rest;
    for (const frame of frames) report.frame(frame);
  }
}

/** A stream that ends sooner than this counts as broken, so a server ending it at once is not hammered. */
const SHORTEST_STREAM_MS = 5_000;

/** Reads the stream again and again (each time from the latest id seen) until aborted or refused. */
const run: ReadStream = async (from, report, signal) => {
  let failures = 0;
  while (!signal.aborted) {
    let again = true;
    const opened = Date.now();
    try {
      again = await readStream(signal, from(), report);
      failures = Date.now() - opened < SHORTEST_STREAM_MS ? failures + 1 : 0;
    } catch {
      failures += 1;
    }
    report.status(false);
    if (!again || signal.aborted) return;
    // A stream that ended on its own (its lifetime) opens again at once; a broken one after a while.
    if (failures > 0) await sleep(reconnectDelay(failures), signal);
  }
};

/** This tab's part: shared with the browser's other tabs where it can be, else a stream of its own. */
async function start(signal: AbortSignal) {
  const token = getToken();
  if (!token) return;
  const locks: Locks | undefined = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof BroadcastChannel === 'undefined') {
    let lastId: string | null = null;
    const alone: StreamReport = {
      frame: (frame) => {
        const taken = takeFrame(lastId, frame);
        lastId = taken.lastId;
        if (taken.deliver) deliver(frame);
      },
      status: setConnected,
    };
    await run(() => lastId, alone, signal);
    return;
  }
  const name = sharedName(token);
  const channel = new BroadcastChannel(name);
  try {
    await shareStream({ name, locks, channel, signal, read: run, tab: thisTab });
  } finally {
    channel.close();
  }
}

/** Opens the stream (counted: it closes when the last opener lets go). */
export function openPush(): () => void {
  openers += 1;
  if (!abort) {
    abort = new AbortController();
    void start(abort.signal);
  }
  return () => {
    openers -= 1;
    if (openers === 0) {
      abort?.abort();
      abort = null;
      setConnected(false);
    }
  };
}

/** Keeps the stream open while the calling component is mounted (the signed-in layout). */
export function usePushChannel(): void {
  useEffect(() => openPush(), []);
}

/** Whether the stream is open now: screens fall back to polling while it is not. */
export function usePushConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => connected,
  );
}

/** Calls `handler` with every message of `type` while the component is mounted. */
export function usePush<K extends PushType>(type: K, handler: (data: PushMessages[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener: Handler = (message) => {
      if (message.type === type) latest.current(message.data as PushMessages[K]);
    };
    handlers.add(listener);
    return () => {
      handlers.delete(listener);
    };
  }, [type]);
}

/**
 * Calls `refresh` when messages were lost (the stream was down longer than the server keeps them):
 * for what a screen shows outside the query cache (a ProTable's own request), which the cache's
 * invalidation does not reach.
 */
export function usePushResync(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const handler = () => latest.current();
    resyncHandlers.add(handler);
    return () => {
      resyncHandlers.delete(handler);
    };
  }, []);
}
