import { ColumnHeightOutlined, VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Expand all / collapse all for the tree tables (menus, departments). */
export function ExpandToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={expanded ? <VerticalAlignMiddleOutlined /> : <ColumnHeightOutlined />} onClick={onToggle}>
      {t(expanded ? 'identity.collapseAll' : 'identity.expandAll')}
    </Button>
  );
}
