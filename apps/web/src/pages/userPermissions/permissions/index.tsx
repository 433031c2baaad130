import { SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Collapse, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../../core/request';
import { ALL_PERMISSIONS, groupPermissions } from './group';
import type { MyPermissions } from './types';

/** Personal permissions: the user's roles and permission keys, grouped by menu. */
export default function UserPermissions() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['account', 'permissions'],
    queryFn: () => get<MyPermissions>('/system/user/permissions'),
  });
  const groups = useMemo(() => (query.data ? groupPermissions(query.data) : []), [query.data]);
  if (!query.data) return <Card>{<Skeleton active />}</Card>;
  const { roles, buttons } = query.data;
  const all = buttons.includes(ALL_PERMISSIONS);

  return (
    <Flex vertical gap={16}>
      <Card title={t('permissions.roles')} data-testid="permissions-roles">
        {roles.length === 0 ? (
          <Empty description={t('permissions.noRoles')} />
        ) : (
          <Descriptions column={1} size="small" bordered>
            {roles.map((role) => (
              <Descriptions.Item key={role.id} label={role.roleName}>
                <Tag color="blue">{role.roleKey}</Tag>
                <Typography.Text type="secondary">
                  {t(`permissions.dataScope.${role.dataScope}`)}
                </Typography.Text>
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
      <Card
        title={t('permissions.keys')}
        extra={
          <Typography.Text type="secondary">
            {t('permissions.count', { count: buttons.length })}
          </Typography.Text>
        }
      >
        {all && (
          <Alert
            type="success"
            showIcon
            icon={<SafetyOutlined />}
            message={t('permissions.all')}
            style={{ marginBottom: 16 }}
          />
        )}
        {groups.length === 0 && !all ? (
          <Empty description={t('permissions.empty')} />
        ) : (
          <Collapse
            defaultActiveKey={groups.map((g) => g.title)}
            items={groups.map((group) => ({
              key: group.title,
              label: `${group.title} (${group.keys.length})`,
              children: (
                <Flex wrap gap={8}>
                  {group.keys.map(({ key, name }) => (
                    <Tag key={key}>
                      {name ? `${name} · ` : ''}
                      <Typography.Text code>{key}</Typography.Text>
                    </Tag>
                  ))}
                </Flex>
              ),
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}
