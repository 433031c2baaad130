import type { Key } from 'react';

export type FlatNode = { id: number; parentId: number };
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Flat rows (already in display order) to a tree. A row whose parent is not in the list becomes a root,
 * so a filtered or scope-limited list still shows every row.
 */
export function buildTree<T extends FlatNode>(rows: readonly T[]): TreeNode<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, T[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const visit = (row: T, seen: Set<number>): TreeNode<T> => {
    if (seen.has(row.id)) return { ...row };
    const next = new Set(seen).add(row.id);
    const kids = (byParent.get(row.id) ?? []).map((kid) => visit(kid, next));
    return kids.length > 0 ? { ...row, children: kids } : { ...row };
  };
  return rows.filter((r) => !ids.has(r.parentId) || r.parentId === r.id).map((r) => visit(r, new Set()));
}

/** The ids of the row and every row below it (a menu or department cannot move under these). */
export function selfAndDescendants(rows: readonly FlatNode[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!out.has(row.id) && out.has(row.parentId)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

export type OptionNode = { id: number; label: string; children?: OptionNode[] };
export type AntTreeNode = {
  key: Key;
  value: number;
  title: string;
  children?: AntTreeNode[];
  disabled?: boolean;
};

/** Server tree options ({id, label, children}) to antd Tree / TreeSelect nodes. */
export function toAntTree(nodes: readonly OptionNode[], disabled?: ReadonlySet<number>): AntTreeNode[] {
  return nodes.map((n) => ({
    key: n.id,
    value: n.id,
    title: n.label,
    ...(disabled?.has(n.id) ? { disabled: true } : {}),
    ...(n.children ? { children: toAntTree(n.children, disabled) } : {}),
  }));
}

export function allKeys(nodes: readonly { key: Key; children?: unknown[] }[]): Key[] {
  return nodes.flatMap((n) => [
    n.key,
    ...allKeys((n.children ?? []) as { key: Key; children?: unknown[] }[]),
  ]);
}

/**
 * Checking in a tree whose keys are stored exactly (RuoYi's strict mode, so a granted menu never
 * disappears because a child was not granted): checking a node also checks everything below it and
 * the nodes above it; unchecking a node unchecks everything below it.
 */
export function toggleChecked(
  nodes: readonly AntTreeNode[],
  checked: readonly Key[],
  key: Key,
  on: boolean,
): Key[] {
  const parentOf = new Map<Key, Key | null>();
  const nodeOf = new Map<Key, AntTreeNode>();
  const index = (list: readonly AntTreeNode[], parent: Key | null) => {
    for (const n of list) {
      parentOf.set(n.key, parent);
      nodeOf.set(n.key, n);
      index(n.children ?? [], n.key);
    }
  };
  index(nodes, null);
  const node = nodeOf.get(key);
  const below = node ? allKeys([node]) : [key];
  const next = new Set(checked);
  if (on) {
    for (const k of below) next.add(k);
    for (let p = parentOf.get(key) ?? null; p !== null; p = parentOf.get(p) ?? null) next.add(p);
  } else {
    for (const k of below) next.delete(k);
  }
  return [...next];
}
