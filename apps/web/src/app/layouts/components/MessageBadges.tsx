import { AlertOutlined, FieldTimeOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '../../../core/current-user';
import {
  alertBadgeTarget,
  EXCEPTION_ETA_TARGET,
  fetchMessageCounts,
  MESSAGE_INBOX_TARGET,
  messageCountsKey,
} from '../../../core/message-counts';
import { usePush } from '../../../core/push';

/** Counts refresh this often, and at once when a new alert, ETA exception or message is pushed. */
const REFRESH_MS = 60_000;

/**
 * Header badges: undealt alerts (to the alert list on the types that have some) and undealt ETA
 * exceptions (to ExceptionEta?dealStatus=N) and unread messages (to the inbox on the unread ones),
 * each shown only to a user who may open its screen.
 */
export function MessageBadges() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { can } = usePermissions();
  const mayAlerts = can('monitor:alert:list');
  const mayEta = can('monitor:exceptionEta:list');
  const mayInbox = can('message:inbox:list');
  const counts = useQuery({
    queryKey: messageCountsKey,
    queryFn: fetchMessageCounts,
    enabled: mayAlerts || mayEta || mayInbox,
    refetchInterval: REFRESH_MS,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: messageCountsKey });
  usePush('monitor.alert', refresh);
  usePush('monitor.exceptionEta', refresh);
  usePush('message.received', refresh);
  const data = counts.data;
  return (
    <>
      {mayInbox && (
        <Tooltip title={t('messageBadge.message')}>
          <Button
            type="text"
            aria-label={t('messageBadge.message')}
            data-testid="message-bell"
            onClick={() => navigate(MESSAGE_INBOX_TARGET)}
          >
            <Badge count={data?.message ?? 0} size="small" overflowCount={99}>
              <MailOutlined />
            </Badge>
          </Button>
        </Tooltip>
      )}
      {mayAlerts && (
        <Tooltip title={t('messageBadge.alert')}>
          <Button
            type="text"
            aria-label={t('messageBadge.alert')}
            onClick={() => navigate(alertBadgeTarget(data))}
          >
            <Badge count={data?.alert ?? 0} size="small" overflowCount={99}>
              <AlertOutlined />
            </Badge>
          </Button>
        </Tooltip>
      )}
      {mayEta && (
        <Tooltip title={t('messageBadge.exceptionEta')}>
          <Button
            type="text"
            aria-label={t('messageBadge.exceptionEta')}
            onClick={() => navigate(EXCEPTION_ETA_TARGET)}
          >
            <Badge count={data?.exceptionEta ?? 0} size="small" overflowCount={99}>
              <FieldTimeOutlined />
            </Badge>
          </Button>
        </Tooltip>
      )}
    </>
  );
}
