import { Button, Empty, Space, Tree } from 'antd';
import type { Key } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allKeys, type OptionNode, toAntTree, toggleChecked } from '../../../../components/crud';

/**
 * A checkable tree whose checked keys are stored exactly: checking a node takes its subtree and the
 * nodes above it along; unchecking takes its subtree away. Expand/collapse and select all/none above it.
 */
export function CheckTree({
  nodes,
  value,
  onChange,
  height = 320,
}: {
  nodes: OptionNode[];
  value: Key[];
  onChange: (keys: Key[]) => void;
  height?: number;
}) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toAntTree(nodes), [nodes]);
  const every = useMemo(() => allKeys(treeData), [treeData]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div>
      <Space size={4} style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(every)}>
          {t('identity.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('identity.collapseAll')}
        </Button>
        <Button size="small" onClick={() => onChange(every)}>
          {t('identity.checkAll')}
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          {t('identity.uncheckAll')}
        </Button>
      </Space>
      <div style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 6, padding: 8 }}>
        <Tree
          checkable
          checkStrictly
          height={height}
          treeData={treeData}
          checkedKeys={{ checked: value, halfChecked: [] }}
          expandedKeys={expanded ?? treeData.map((n) => n.key)}
          onExpand={(keys) => setExpanded(keys)}
          onCheck={(_, info) => onChange(toggleChecked(treeData, value, info.node.key, info.checked))}
        />
      </div>
    </div>
  );
}
