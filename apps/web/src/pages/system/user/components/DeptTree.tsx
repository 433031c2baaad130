import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Skeleton, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allKeys, buildTree, type TreeNode } from '../../../../components/crud';
import { filterTree, type TreeSearchNode } from '../../../../components/tree-filter';
import { listEnabledDepts } from '../api';
import type { DeptRow } from '../types';

const toNodes = (nodes: TreeNode<DeptRow>[]): TreeSearchNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.deptName,
    ...(n.children ? { children: toNodes(n.children) } : {}),
  }));

/**
 * The department tree beside the user list, all branches open, with a search box: picking a department
 * lists it and everything below it; picking it again shows everyone.
 */
export function DeptTree({ value, onChange }: { value?: number; onChange: (deptId?: number) => void }) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['system-dept', 'enabled'], queryFn: listEnabledDepts });
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<Key[]>([]);
  const tree = useMemo(() => toNodes(buildTree(data ?? [])), [data]);
  const filtered = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const expanded = allKeys(filtered.tree).filter((k) => !collapsed.includes(k));
  return (
    <Card size="small" title={t('sysUser.dept')} styles={{ body: { padding: 12 } }}>
      <Input.Search
        allowClear
        placeholder={t('widget.tree.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      {!data ? (
        <Skeleton active />
      ) : filtered.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.tree.empty')} />
      ) : (
        <Tree
          blockNode
          treeData={filtered.tree}
          expandedKeys={expanded}
          onExpand={(_, info) =>
            setCollapsed(
              info.expanded ? collapsed.filter((k) => k !== info.node.key) : [...collapsed, info.node.key],
            )
          }
          selectedKeys={value === undefined ? [] : [value]}
          onSelect={(keys) => onChange(keys.length ? Number(keys[0]) : undefined)}
        />
      )}
    </Card>
  );
}
