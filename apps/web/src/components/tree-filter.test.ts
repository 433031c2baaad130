import { describe, expect, it } from 'vitest';
import { filterTree, type TreeSearchNode } from './tree-filter';

const tree: TreeSearchNode[] = [
  {
    key: 'cn',
    title: 'China',
    children: [
      { key: 'sh', title: 'Shanghai', children: [{ key: 'pd', title: 'Pudong' }] },
      { key: 'gd', title: 'Guangdong', children: [{ key: 'gz', title: 'Guangzhou' }] },
    ],
  },
  { key: 'hk', title: 'Hong Kong' },
];

describe('filterTree (TreeSearch)', () => {
  it('keeps matches with the path to them and expands that path', () => {
    const { tree: found, expandedKeys, matchedKeys } = filterTree(tree, 'pudong');
    expect(found).toEqual([
      {
        key: 'cn',
        title: 'China',
        children: [{ key: 'sh', title: 'Shanghai', children: [{ key: 'pd', title: 'Pudong' }] }],
      },
    ]);
    expect(expandedKeys.sort()).toEqual(['cn', 'sh']);
    expect(matchedKeys).toEqual(['pd']);
  });
  it('a matching parent keeps its subtree', () => {
    const { tree: found } = filterTree(tree, 'guangdong');
    expect(found[0]?.children?.[0]?.children).toEqual([{ key: 'gz', title: 'Guangzhou' }]);
  });
  it('matches several branches; empty keyword keeps all, no match gives nothing', () => {
    expect(filterTree(tree, 'ng').matchedKeys.sort()).toEqual(['gd', 'gz', 'hk', 'pd', 'sh']);
    expect(filterTree(tree, ' ').tree).toHaveLength(2);
    expect(filterTree(tree, 'zzz').tree).toEqual([]);
  });
});
