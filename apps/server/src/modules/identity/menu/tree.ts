/** A node of the checkable trees the role screens use (RuoYi TreeSelect): the contract's record. */
export type { TreeOption } from '@tms/contract';

/**
 * Builds a forest from flat rows: a row whose parent is not among the rows becomes a root, so a
 * partial list (data scope, filters) still shows every row. Keeps the input order among siblings.
 */
export function buildTree<T extends { id: number; parentId: number }, N>(
  rows: readonly T[],
  toNode: (row: T, children: N[] | undefined) => N,
): N[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number, T[]>();
  for (const row of rows) {
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  const visit = (row: T, path: Set<number>): N => {
    const kids = path.has(row.id) ? [] : (childrenOf.get(row.id) ?? []);
    const next = new Set(path).add(row.id);
    const children = kids.map((kid) => visit(kid, next));
    return toNode(row, children.length > 0 ? children : undefined);
  };
  return rows.filter((r) => !ids.has(r.parentId) || r.parentId === r.id).map((r) => visit(r, new Set()));
}
