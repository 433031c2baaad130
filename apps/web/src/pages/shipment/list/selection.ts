/**
 * The shipment list works as a queue: the ticked shipments stay ticked across pages, filters and the
 * lifecycle's actions, so a scheduler takes the same set through one step after another. These keep the
 * ticked rows as rows (the toolbar judges each action by their statuses).
 */
type Keyed = { uuid: string };

/**
 * The table's new ticked keys, as rows: a row the table handed over is taken as given, a row ticked
 * earlier and not on this page (the table hands only what it has seen) is kept from before.
 */
export function nextSelection<T extends Keyed>(
  before: readonly T[],
  keys: readonly (string | number | bigint)[],
  rows: readonly (T | undefined)[],
): T[] {
  const given = new Map(rows.filter((r): r is T => !!r).map((r) => [r.uuid, r]));
  const earlier = new Map(before.map((r) => [r.uuid, r]));
  return keys.flatMap((key) => {
    const row = given.get(String(key)) ?? earlier.get(String(key));
    return row ? [row] : [];
  });
}

/**
 * The ticked rows after an action, read again from the server: same order, each as it is now; a
 * shipment the server no longer lists (removed, out of reach) leaves the selection.
 */
export function refreshedSelection<T extends Keyed>(before: readonly T[], fresh: readonly T[]): T[] {
  const now = new Map(fresh.map((r) => [r.uuid, r]));
  return before.flatMap((r) => {
    const row = now.get(r.uuid);
    return row ? [row] : [];
  });
}
