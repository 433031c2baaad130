import {
  AlertOutlined,
  AuditOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  InboxOutlined,
  LockOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { greetingFor, type Lang, SHIPMENT_STATUSES } from '@tms/domain';
import {
  Avatar,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../core/current-user';
import { formatDate } from '../../core/datetime';
import { currentDispatchCenter, dispatchCentersKey, fetchDispatchCenters } from '../../core/header-data';
import { fetchWelcomeDay, welcomeDayKey } from './api';
import { alertLink, etaLink, shipmentLink, waybillLink } from './links';

/** The colour each shipment status is counted in (the lifecycle's tag colours). */
const STATUS_COLORS: Record<string, string> = {
  O: '#1677ff',
  E: '#13c2c2',
  D: '#fa8c16',
  A: '#faad14',
  R: '#f5222d',
  X: '#52c41a',
  T: '#2f54eb',
  F: '#389e0d',
  C: '#8c8c8c',
  V: '#8c8c8c',
};

/** One count that opens the list filtered to it. */
function CountCard(props: {
  testId: string;
  title: string;
  hint: string;
  value: number;
  icon: ReactNode;
  color: string;
  onOpen: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      hoverable
      data-testid={props.testId}
      onClick={props.onOpen}
      styles={{ body: { padding: 20 } }}
      style={{ height: '100%', borderTop: `3px solid ${props.color}` }}
    >
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Statistic
          title={props.title}
          value={props.value}
          valueStyle={{ color: props.value > 0 ? props.color : token.colorTextTertiary, fontWeight: 600 }}
        />
        <Avatar
          size={44}
          icon={props.icon}
          style={{ background: `${props.color}1a`, color: props.color, flex: 'none' }}
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.hint}
      </Typography.Text>
    </Card>
  );
}

/**
 * Home: the day at a glance. A greeting and the user's center, then their open work, counted in their
 * data scope by the server: waybills waiting (to review, in the pool, held), today's shipments per status,
 * and open alerts and ETA exceptions. Each count opens its list filtered to it; a card the user may not
 * open is not shown.
 */
export default function Welcome() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const centers = useQuery({
    queryKey: dispatchCentersKey,
    queryFn: fetchDispatchCenters,
    staleTime: Infinity,
  });
  const day = useQuery({ queryKey: welcomeDayKey, queryFn: fetchWelcomeDay, refetchOnWindowFocus: true });
  const center = currentDispatchCenter(centers.data ?? [], user?.dispatchCenterId);
  const greeting = t(`welcome.greeting.${greetingFor({ hour: new Date().getHours() })}`);
  const lang = i18n.language as Lang;
  const data = day.data;
  const shipmentTotal = data?.shipments?.reduce((sum, s) => sum + s.count, 0) ?? 0;
  const statusLabel = (code: string) =>
    SHIPMENT_STATUSES.find((s) => s.code === code)?.labels[lang] ??
    SHIPMENT_STATUSES.find((s) => s.code === code)?.labels['zh-CN'] ??
    code;
  const nothing =
    data && !data.waybills && !data.shipments && data.alerts === null && data.exceptionEtas === null;

  return (
    <Flex vertical gap={16} data-testid="welcome-day">
      <Card>
        <Flex align="center" justify="space-between" gap={16} wrap>
          <Flex align="center" gap={16}>
            <Avatar size={56} src={user?.avatar || undefined}>
              {(user?.name || user?.userName || '?').slice(0, 1)}
            </Avatar>
            <Space direction="vertical" size={2}>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="welcome-greeting">
                {t('welcome.hello', { greeting, name: user?.name || user?.userName || '' })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('welcome.today', { date: formatDate(new Date()) })}
                <span style={{ margin: '0 8px' }}>·</span>
                <EnvironmentOutlined /> {t('welcome.dispatchCenter')}
                {center?.name ?? t('welcome.noDispatchCenter')}
              </Typography.Text>
            </Space>
          </Flex>
          <Button icon={<ReloadOutlined />} loading={day.isFetching} onClick={() => void day.refetch()}>
            {t('welcome.refresh')}
          </Button>
        </Flex>
      </Card>

      {day.isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : null}
      {nothing ? (
        <Card>
          <Empty description={t('welcome.nothing')} />
        </Card>
      ) : null}

      {data?.waybills ? (
        <Card
          title={t('welcome.waybills.title')}
          extra={<Typography.Text type="secondary">{t('welcome.waybills.extra')}</Typography.Text>}
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <CountCard
                testId="welcome-card-toReview"
                title={t('welcome.waybills.toReview')}
                hint={t('welcome.waybills.toReviewHint')}
                value={data.waybills.toReview}
                icon={<AuditOutlined />}
                color="#fa8c16"
                onOpen={() => navigate(waybillLink('O'))}
              />
            </Col>
            <Col xs={24} md={8}>
              <CountCard
                testId="welcome-card-inPool"
                title={t('welcome.waybills.inPool')}
                hint={t('welcome.waybills.inPoolHint')}
                value={data.waybills.inPool}
                icon={<InboxOutlined />}
                color="#1677ff"
                onOpen={() => navigate(waybillLink('E'))}
              />
            </Col>
            <Col xs={24} md={8}>
              <CountCard
                testId="welcome-card-held"
                title={t('welcome.waybills.held')}
                hint={t('welcome.waybills.heldHint')}
                value={data.waybills.held}
                icon={<LockOutlined />}
                color="#722ed1"
                onOpen={() => navigate(waybillLink('H'))}
              />
            </Col>
          </Row>
        </Card>
      ) : null}

      {data?.shipments ? (
        <Card
          title={t('welcome.shipments.title')}
          extra={
            <Button
              type="link"
              data-testid="welcome-card-shipments"
              onClick={() => navigate(shipmentLink(data.date))}
            >
              {t('welcome.shipments.all', { count: shipmentTotal })}
            </Button>
          }
        >
          {shipmentTotal === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('welcome.shipments.none')} />
          ) : (
            <Row gutter={[12, 12]}>
              {data.shipments
                .filter((s) => s.count > 0)
                .map((s) => (
                  <Col key={s.status} xs={12} sm={8} md={6} lg={4}>
                    <Card
                      hoverable
                      size="small"
                      data-testid={`welcome-shipment-${s.status}`}
                      onClick={() => navigate(shipmentLink(data.date, s.status))}
                      style={{ borderLeft: `3px solid ${STATUS_COLORS[s.status] ?? '#1677ff'}` }}
                    >
                      <Statistic
                        title={<Tag color={STATUS_COLORS[s.status]}>{statusLabel(s.status)}</Tag>}
                        value={s.count}
                        valueStyle={{ fontWeight: 600 }}
                      />
                    </Card>
                  </Col>
                ))}
            </Row>
          )}
        </Card>
      ) : null}

      {data && (data.alerts !== null || data.exceptionEtas !== null) ? (
        <Card title={t('welcome.monitoring.title')}>
          <Row gutter={[16, 16]}>
            {data.alerts !== null ? (
              <Col xs={24} md={12}>
                <CountCard
                  testId="welcome-card-alerts"
                  title={t('welcome.monitoring.alerts')}
                  hint={t('welcome.monitoring.alertsHint')}
                  value={data.alerts}
                  icon={<AlertOutlined />}
                  color="#f5222d"
                  onOpen={() => navigate(alertLink())}
                />
              </Col>
            ) : null}
            {data.exceptionEtas !== null ? (
              <Col xs={24} md={12}>
                <CountCard
                  testId="welcome-card-exceptionEtas"
                  title={t('welcome.monitoring.exceptionEtas')}
                  hint={t('welcome.monitoring.exceptionEtasHint')}
                  value={data.exceptionEtas}
                  icon={<ClockCircleOutlined />}
                  color="#fa541c"
                  onOpen={() => navigate(etaLink())}
                />
              </Col>
            ) : null}
          </Row>
        </Card>
      ) : null}
    </Flex>
  );
}
