export type SortOrder = 'ascend' | 'descend';

/** Ascending, then descending, then unsorted, as antd's tables do. */
export function nextOrder(current: SortOrder | undefined): SortOrder | undefined {
  if (current === undefined) return 'ascend';
  return current === 'ascend' ? 'descend' : undefined;
}

/**
 * The selection after a row's checkbox changes: with shift held and an earlier click (anchor), every row
 * between the two takes the clicked row's new state; otherwise only that row changes.
 */
export function nextSelection(
  selected: readonly string[],
  keys: readonly string[],
  click: { index: number; checked: boolean; range: boolean; anchor: number },
): string[] {
  const result = new Set(selected);
  const ranged = click.range && click.anchor >= 0 && click.anchor < keys.length;
  const from = ranged ? Math.min(click.anchor, click.index) : click.index;
  const to = ranged ? Math.max(click.anchor, click.index) : click.index;
  for (let i = from; i <= to; i++) {
    const key = keys[i];
    if (key === undefined) continue;
    if (click.checked) result.add(key);
    else result.delete(key);
  }
  return [...result];
}

/**
 * The sideways shift that keeps a pinned cell in its pinned place at scroll offset `x`. `slack`: how far
 * right of that place the column sits unscrolled (the unpinned columns before it); until the scroll passes
 * it the column scrolls with the others, as `position: sticky` would.
 */
export const pinShift = (x: number, slack: number): number => Math.max(0, x - slack);
