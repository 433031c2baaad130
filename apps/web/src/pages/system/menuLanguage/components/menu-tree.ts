import type { MenuOption } from '../types';

export type MenuTreeNode = { value: number; title: string; children?: MenuTreeNode[] };

/** The flat menu list as a TreeSelect tree (a row whose parent is missing becomes a root). */
export function menuTree(rows: readonly MenuOption[]): MenuTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number, MenuOption[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const node = (row: MenuOption, depth: number): MenuTreeNode => {
    const kids = depth < 10 ? (byParent.get(row.id) ?? []).map((kid) => node(kid, depth + 1)) : [];
    return kids.length
      ? { value: row.id, title: row.label, children: kids }
      : { value: row.id, title: row.label };
  };
  return rows.filter((r) => !ids.has(r.parentId)).map((r) => node(r, 0));
}
