import { describe, expect, it } from 'vitest';
import { buildTree, selfAndDescendants, toAntTree, toggleChecked } from './tree';

const rows = [
  { id: 1, parentId: 0, name: 'root' },
  { id: 2, parentId: 1, name: 'a' },
  { id: 3, parentId: 2, name: 'a1' },
  { id: 4, parentId: 1, name: 'b' },
];

describe('buildTree', () => {
  it('nests rows under their parents in the given order', () => {
    const tree = buildTree(rows);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children?.map((c) => c.name)).toEqual(['a', 'b']);
    expect(tree[0]?.children?.[0]?.children?.[0]?.name).toBe('a1');
  });
  it('a row whose parent is missing (filtered out) becomes a root', () => {
    expect(buildTree(rows.slice(1)).map((r) => r.name)).toEqual(['a', 'b']);
  });
});

describe('selfAndDescendants', () => {
  it('is the node and everything under it: the parents a node may not move under', () => {
    expect([...selfAndDescendants(rows, 2)].sort()).toEqual([2, 3]);
    expect([...selfAndDescendants(rows, 1)].sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('toggleChecked', () => {
  const tree = toAntTree([
    {
      id: 1,
      label: 'root',
      children: [
        { id: 2, label: 'a', children: [{ id: 3, label: 'a1' }] },
        { id: 4, label: 'b' },
      ],
    },
  ]);
  it('checking a leaf checks the nodes above it', () => {
    expect(toggleChecked(tree, [], 3, true).sort()).toEqual([1, 2, 3]);
  });
  it('checking a branch checks everything below it', () => {
    expect(toggleChecked(tree, [], 2, true).sort()).toEqual([1, 2, 3]);
  });
  it('unchecking a branch unchecks everything below it and keeps the nodes above', () => {
    expect(toggleChecked(tree, [1, 2, 3, 4], 2, false).sort()).toEqual([1, 4]);
  });
});
