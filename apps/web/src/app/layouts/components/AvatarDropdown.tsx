import {
  BulbOutlined,
  LogoutOutlined,
  SafetyOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../core/current-user';
import { logout } from '../../auth-actions';

/**
 * Avatar and name; personal permissions, account centre and settings, the user's own opinions, logout
 * (with a confirm dialog).
 */
export function AvatarDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { data: user } = useCurrentUser();
  const name = user?.name || user?.userName || '';

  const confirmLogout = () =>
    modal.confirm({
      title: t('header.logout.confirmTitle'),
      content: t('header.logout.confirm'),
      okText: t('action.confirm'),
      cancelText: t('action.cancel'),
      onOk: async () => {
        await logout();
        navigate('/user/login', { replace: true });
      },
    });

  return (
    <Dropdown
      placement="bottomRight"
      menu={{
        items: [
          { key: '/userPermissions/permissions', icon: <SafetyOutlined />, label: t('menu.userPermissions') },
          { key: '/account/center', icon: <UserOutlined />, label: t('menu.accountCenter') },
          { key: '/account/settings', icon: <SettingOutlined />, label: t('menu.accountSettings') },
          { key: '/account/opinions', icon: <BulbOutlined />, label: t('menu.opinions') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('header.user.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? confirmLogout() : navigate(key)),
      }}
    >
      <span className="tms-header-action" data-testid="user-dropdown">
        <Space size={8}>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Text className="tms-header-name">{name}</Typography.Text>
        </Space>
      </span>
    </Dropdown>
  );
}
