import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { greetingFor } from '@tms/domain';
import { Avatar, Card, Flex, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../core/current-user';
import { formatDate } from '../../core/datetime';
import { currentDispatchCenter, dispatchCentersKey, fetchDispatchCenters } from '../../core/header-data';
import { leafMenus, toSideMenu } from '../../core/menu-tree';
import { useMenus } from '../../core/menus';
import { Shortcuts } from './components/Shortcuts';

/** Home: a greeting by the hour, the user's dispatch centre and shortcuts to their screens. */
export default function Welcome() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { data: menus } = useMenus();
  const centers = useQuery({
    queryKey: dispatchCentersKey,
    queryFn: fetchDispatchCenters,
    staleTime: Infinity,
  });
  const center = currentDispatchCenter(centers.data ?? [], user?.dispatchCenterId);
  const shortcuts = useMemo(
    () => leafMenus(toSideMenu(menus ?? [])).filter((item) => item.path !== '/welcome'),
    [menus],
  );
  const greeting = t(`welcome.greeting.${greetingFor({ hour: new Date().getHours() })}`);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex align="center" gap={16} wrap>
          <Avatar size={64} src={user?.avatar || undefined}>
            {(user?.name || user?.userName || '?').slice(0, 1)}
          </Avatar>
          <Space direction="vertical" size={4}>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="welcome-greeting">
              {t('welcome.hello', { greeting, name: user?.name || user?.userName || '' })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('welcome.today', { date: formatDate(new Date()) })}
            </Typography.Text>
            <Typography.Text>
              <EnvironmentOutlined /> {t('welcome.dispatchCenter')}
              {center?.name ?? t('welcome.noDispatchCenter')}
            </Typography.Text>
          </Space>
        </Flex>
      </Card>
      <Card title={t('welcome.shortcuts')}>
        <Shortcuts items={shortcuts} />
      </Card>
    </Flex>
  );
}
