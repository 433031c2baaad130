/**
 * Which tab pages stay mounted (hidden) while the user works in another tab: the page in view, then the
 * most recently viewed pages whose tabs are still open, at most `cap` in all. A closed tab's page drops
 * at once (reopening starts fresh); beyond the cap the page viewed longest ago drops, so memory stays
 * bounded however many tabs are open (its tab stays, and opens fresh).
 */
export const MAX_KEPT_PAGES = 8;

export function keptPages(
  recent: readonly string[],
  current: string | null,
  openKeys: readonly string[],
  cap: number = MAX_KEPT_PAGES,
): string[] {
  const open = new Set(openKeys);
  const others = recent.filter((key) => key !== current && open.has(key));
  const list = current ? [current, ...others] : others;
  return list.slice(0, Math.max(cap, current ? 1 : 0));
}

/** The same list, unchanged when nothing moved (so the shell does not re-render hidden pages for nothing). */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
