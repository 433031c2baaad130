import { useEffect, useRef } from 'react';
import { getToken } from '../../../../core/session';
import { RELEASE_BEACON_URL, renewHolds } from '../api';

/** The holds expire on the server after 30 minutes without renewal; the screen renews every 2. */
export const HOLD_HEARTBEAT_MS = 2 * 60_000;

/** Releases holds with a beacon (page close or leaving the screen): form fields ids and token. */
export function sendReleaseBeacon(ids: readonly string[]): boolean {
  if (ids.length === 0 || typeof navigator.sendBeacon !== 'function') return false;
  const form = new FormData();
  form.append('ids', ids.join(','));
  form.append('token', getToken() ?? '');
  return navigator.sendBeacon(RELEASE_BEACON_URL, form);
}

/** The same release while the page stays open: a request whose answer can be awaited. */
function releaseKeepingPage(ids: readonly string[]): Promise<unknown> {
  if (ids.length === 0) return Promise.resolve();
  const form = new FormData();
  form.append('ids', ids.join(','));
  form.append('token', getToken() ?? '');
  return fetch(RELEASE_BEACON_URL, { method: 'POST', body: form, keepalive: true }).catch(() => undefined);
}

// React's development double mount unmounts and mounts again at once: the release waits a moment
// and a remount cancels it, so holds are released only when the screen is really left.
let pendingRelease: ReturnType<typeof setTimeout> | undefined;
let releasing: Promise<unknown> = Promise.resolve();

/**
 * Settles once the release of a screen left a moment ago has reached the server: the screen opened
 * again takes its waybills back after it, never before (a late release would drop them from the pool).
 */
export function releaseSettled(): Promise<unknown> {
  return releasing;
}

/**
 * The pool's holds while the screen is open: a heartbeat (handmadeFix) every 2 minutes, a warning
 * before the page closes, and the release beacon (handmadeCancelNew) on leaving.
 * `ids` are every waybill the screen holds (pool and lines); `active` is false until they are loaded.
 */
export function usePoolHolds(ids: readonly string[], active: boolean) {
  const idsRef = useRef(ids);
  idsRef.current = ids;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (idsRef.current.length > 0) void renewHolds([...idsRef.current]).catch(() => undefined);
    }, HOLD_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [active]);

  useEffect(() => {
    clearTimeout(pendingRelease);
    const warn = (event: BeforeUnloadEvent) => {
      if (idsRef.current.length === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const leave = () => sendReleaseBeacon(idsRef.current);
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', leave);
      const ids = [...idsRef.current];
      pendingRelease = setTimeout(() => {
        releasing = releaseKeepingPage(ids);
      }, 500);
    };
  }, []);
}
