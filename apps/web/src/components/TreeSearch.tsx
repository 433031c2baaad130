import { Empty, Input, Tree, type TreeProps } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTree, type TreeSearchNode } from './tree-filter';

export type { TreeSearchNode };

export type TreeSearchProps = {
  treeData: TreeSearchNode[];
  checkable?: boolean;
  checkedKeys?: Key[];
  onCheck?: (keys: Key[]) => void;
  selectedKeys?: Key[];
  onSelect?: (keys: Key[]) => void;
  /** Virtual-scroll height in px (large trees). */
  height?: number;
  defaultExpandAll?: boolean;
};

/** A tree with a search box: typing filters the tree and expands every branch holding a match. */
export function TreeSearch({
  treeData,
  checkable,
  checkedKeys,
  onCheck,
  selectedKeys,
  onSelect,
  height,
  defaultExpandAll,
}: TreeSearchProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const filtered = useMemo(() => filterTree(treeData, keyword), [treeData, keyword]);
  const allKeys = useMemo(
    () => (defaultExpandAll ? collectKeys(treeData) : []),
    [treeData, defaultExpandAll],
  );
  const handleCheck: TreeProps['onCheck'] = (keys) => onCheck?.(Array.isArray(keys) ? keys : keys.checked);
  return (
    <div>
      <Input.Search
        allowClear
        placeholder={t('widget.tree.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setExpanded(null);
        }}
        style={{ marginBottom: 8 }}
      />
      {filtered.tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.tree.empty')} />
      ) : (
        <Tree
          treeData={filtered.tree}
          checkable={checkable}
          checkedKeys={checkedKeys}
          onCheck={handleCheck}
          selectedKeys={selectedKeys}
          onSelect={(keys) => onSelect?.(keys)}
          height={height}
          // Controlled expansion: antd ignores defaultExpandAll once expandedKeys is passed.
          expandedKeys={expanded ?? (keyword.trim() ? filtered.expandedKeys : allKeys)}
          onExpand={(keys) => setExpanded(keys)}
          autoExpandParent={!!keyword.trim() && expanded === null}
          titleRender={(node) => {
            const title = String(node.title ?? '');
            const at = keyword.trim() ? title.toLowerCase().indexOf(keyword.trim().toLowerCase()) : -1;
            if (at < 0) return title;
            const end = at + keyword.trim().length;
            return (
              <span>
                {title.slice(0, at)}
                <mark style={{ padding: 0 }}>{title.slice(at, end)}</mark>
                {title.slice(end)}
              </span>
            );
          }}
        />
      )}
    </div>
  );
}

function collectKeys(nodes: TreeSearchNode[]): Key[] {
  return nodes.flatMap((node) => [node.key, ...collectKeys(node.children ?? [])]);
}
