import { type RefObject, useCallback, useEffect, useState } from 'react';

/** The current time, ticking every second. */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** After this long without a move the cursor hides: nobody points at a wall. */
const IDLE_CURSOR_MS = 3_000;

/** Whether the pointer has rested over the element long enough to hide it. */
export function useIdleCursor(ref: RefObject<HTMLElement | null>): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wake = () => {
      setIdle(false);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), IDLE_CURSOR_MS);
    };
    wake();
    el.addEventListener('mousemove', wake);
    el.addEventListener('pointerdown', wake);
    return () => {
      if (timer) clearTimeout(timer);
      el.removeEventListener('mousemove', wake);
      el.removeEventListener('pointerdown', wake);
    };
  }, [ref]);
  return idle;
}

/**
 * The Fullscreen API on one element: the screen alone fills the display, without the layout's menu,
 * header and tabs, and Esc (the browser's own) brings them back.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { active, toggle };
}
