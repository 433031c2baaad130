import { useEffect, useRef } from 'react';

/**
 * A page that holds unfinished work asks the shell's tab bar to confirm before its tab closes. The page
 * registers a guard under its tab key (its pathname) while it is mounted; the guard answers the
 * question to ask (translated), or null when nothing would be lost. A page closing its own tab
 * (requestCloseTab) is not asked: it has decided already.
 */
type Guard = () => string | null;

const guards = new Map<string, Guard>();

/** The question to ask before the tabs `keys` close, or null when none of them holds work. */
export function closeQuestion(keys: readonly string[]): string | null {
  for (const key of keys) {
    const question = guards.get(key)?.();
    if (question) return question;
  }
  return null;
}

/** Registers the page's guard for tab `key` while mounted; `question` is read when a close is asked. */
export function useCloseGuard(key: string, question: () => string | null): void {
  const ref = useRef(question);
  ref.current = question;
  useEffect(() => {
    const guard: Guard = () => ref.current();
    guards.set(key, guard);
    return () => {
      if (guards.get(key) === guard) guards.delete(key);
    };
  }, [key]);
}
