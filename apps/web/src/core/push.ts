import { PUSH_STREAM_PATH, type PushMessage, type PushMessages, type PushType } from '@tms/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { currentLang } from './i18n';
import { readFrames, reconnectDelay } from './push-frames';
import { getToken } from './session';

/**
 * The push channel's client: one Server-Sent Events stream per tab while the user is signed in (the
 * main layout opens it). It is read with fetch so the bearer token travels in the Authorization header
 * as on every call, never in a URL (EventSource cannot set headers). A broken stream is opened again
 * after 1 s, doubling to 30 s; a refused one (the session ended) stays closed. Screens subscribe by
 * message type and keep a slower way to catch up while `usePushConnected()` is false.
 */

type Handler = (message: PushMessage) => void;
const handlers = new Set<Handler>();
const statusListeners = new Set<() => void>();
let connected = false;
let openers = 0;
let abort: AbortController | null = null;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener();
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads one stream until it ends; answers false when the server refused it (no point retrying). */
async function readStream(signal: AbortSignal): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  const response = await fetch(`/api${PUSH_STREAM_PATH}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', lang: currentLang() },
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
  setConnected(true);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    const { messages, rest } = readFrames(buffer + value);
    buffer = rest;
    for (const message of messages) for (const handler of handlers) handler(message);
  }
}

/** A stream that ends sooner than this counts as broken, so a server ending it at once is not hammered. */
const SHORTEST_STREAM_MS = 5_000;

async function run(signal: AbortSignal) {
  let failures = 0;
  while (!signal.aborted) {
    let again = true;
    const opened = Date.now();
    try {
      again = await readStream(signal);
      failures = Date.now() - opened < SHORTEST_STREAM_MS ? failures + 1 : 0;
    } catch {
      failures += 1;
    }
    setConnected(false);
    if (!again || signal.aborted) return;
    // A stream that ended on its own (its lifetime) opens again at once; a broken one after a while.
    if (failures > 0) await sleep(reconnectDelay(failures), signal);
  }
}

/** Opens the stream (counted: it closes when the last opener lets go). */
export function openPush(): () => void {
  openers += 1;
  if (!abort) {
    abort = new AbortController();
    void run(abort.signal);
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
