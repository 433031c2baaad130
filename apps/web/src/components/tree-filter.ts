import type { Key } from 'react';

export type TreeSearchNode = {
  key: Key;
  title: string;
  children?: TreeSearchNode[];
  disabled?: boolean;
  disableCheckbox?: boolean;
  selectable?: boolean;
  isLeaf?: boolean;
};

/**
 * Tree search: keeps nodes whose title contains the keyword (case-insensitive) with the path to them;
 * a matching node keeps its whole subtree. Returns the keys to expand so every match is visible.
 */
export function filterTree(
  nodes: readonly TreeSearchNode[],
  keyword: string,
): { tree: TreeSearchNode[]; expandedKeys: Key[]; matchedKeys: Key[] } {
  const word = keyword.trim().toLowerCase();
  if (!word) return { tree: [...nodes], expandedKeys: [], matchedKeys: [] };
  const expandedKeys: Key[] = [];
  const matchedKeys: Key[] = [];
  const walk = (list: readonly TreeSearchNode[]): TreeSearchNode[] => {
    const out: TreeSearchNode[] = [];
    for (const node of list) {
      const hit = node.title.toLowerCase().includes(word);
      const children = node.children ? walk(node.children) : [];
      if (hit) matchedKeys.push(node.key);
      if (hit || children.length) {
        if (children.length) expandedKeys.push(node.key);
        out.push(hit ? node : { ...node, children });
      }
    }
    return out;
  };
  const tree = walk(nodes);
  return { tree, expandedKeys, matchedKeys };
}
