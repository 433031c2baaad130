import { ClusterOutlined, EditOutlined, MailOutlined, PhoneOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Divider,
  Flex,
  Row,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../core/current-user';
import { formatDateTime } from '../../../core/datetime';
import { currentDispatchCenter, dispatchCentersKey, fetchDispatchCenters } from '../../../core/header-data';
import { profileQuery } from '../api';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Space>
      {icon}
      <Typography.Text>{children}</Typography.Text>
    </Space>
  );
}

/** The user's own profile card (GET /system/user/profile). */
export default function AccountCenter() {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);
  const { data: me } = useCurrentUser();
  const centers = useQuery({
    queryKey: dispatchCentersKey,
    queryFn: fetchDispatchCenters,
    staleTime: Infinity,
  });
  const center = currentDispatchCenter(centers.data ?? [], me?.dispatchCenterId);
  if (!profile.data) return <Card>{<Skeleton active avatar />}</Card>;
  const { user, roleGroup, deptName } = profile.data;
  const roles = roleGroup ? roleGroup.split(',').filter(Boolean) : [];
  const empty = t('account.none');

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card data-testid="account-center-card">
          <Flex vertical align="center" gap={8}>
            <Avatar size={96} src={user.avatar || undefined}>
              {user.nickName.slice(0, 1)}
            </Avatar>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.nickName}
            </Typography.Title>
            <Typography.Text type="secondary">{user.userName}</Typography.Text>
          </Flex>
          <Divider />
          <Flex vertical gap={10}>
            <Line icon={<PhoneOutlined />}>{user.phonenumber || empty}</Line>
            <Line icon={<MailOutlined />}>{user.email || empty}</Line>
            <Line icon={<ClusterOutlined />}>{deptName || user.deptName || empty}</Line>
            <Line icon={<TeamOutlined />}>
              {roles.length ? roles.map((role) => <Tag key={role}>{role}</Tag>) : empty}
            </Line>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card
          title={t('account.center.basic')}
          extra={
            <Link to="/account/settings/base">
              <Button type="link" icon={<EditOutlined />}>
                {t('action.edit')}
              </Button>
            </Link>
          }
        >
          <Descriptions column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 3 }} bordered size="small">
            <Descriptions.Item label={t('account.field.userName')}>{user.userName}</Descriptions.Item>
            <Descriptions.Item label={t('account.field.nickName')}>{user.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('account.field.sex')}>
              {t(`account.sex.${user.sex}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('account.field.dispatchCenter')}>
              {center?.name ?? empty}
            </Descriptions.Item>
            <Descriptions.Item label={t('account.field.timeZone')}>{user.timeZone}</Descriptions.Item>
            <Descriptions.Item label={t('account.field.dateStyle')}>{user.dateStyle}</Descriptions.Item>
            <Descriptions.Item label={t('account.field.createTime')}>
              {formatDateTime(user.createTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('account.field.loginDate')}>
              {formatDateTime(user.loginDate) || empty}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
