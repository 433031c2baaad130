import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { RightContent } from './RightContent';

export const HEADER_HEIGHT = 56;

/**
 * The header of the side layout (ProLayout draws none there on desktop): the collapse toggle on the
 * left, the header actions on the right.
 */
export function ContentHeader({
  collapsed,
  onCollapse,
  onOpenSettings,
}: {
  collapsed: boolean;
  onCollapse: (v: boolean) => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="space-between"
      data-testid="content-header"
      style={{
        height: HEADER_HEIGHT,
        padding: '0 8px 0 4px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <button
        type="button"
        className="tms-header-action tms-header-button"
        data-testid="collapse-toggle"
        aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
        onClick={() => onCollapse(!collapsed)}
      >
        {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      <RightContent onOpenSettings={onOpenSettings} />
    </Flex>
  );
}
