import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dropdown, Flex, type MenuProps, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '../../../core/current-user';
import { useDict } from '../../../core/dicts';
import {
  badgeRefreshMs,
  bellModel,
  fetchMessageCounts,
  messageCountsKey,
} from '../../../core/message-counts';
import { usePush } from '../../../core/push';

/**
 * The header's bell: one badge, the total of unread messages, open alerts, open ETA exceptions and open
 * shipment exceptions the user may open; its list shows each count (message types and alert types that
 * have some under their heading) and leads to its page. Loaded once the user is known, refreshed at a
 * random 30–60 minutes, at once on a push, and when the list is opened.
 */
export function MessageBadges() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { can } = usePermissions();
  const access = {
    inbox: can('message:inbox:list'),
    alerts: can('monitor:alert:list'),
    eta: can('monitor:exceptionEta:list'),
    exceptions: can('monitor:expage:list'),
  };
  const anything = access.inbox || access.alerts || access.eta || access.exceptions;
  const [refreshMs] = useState(() => badgeRefreshMs());
  const [listOpen, setListOpen] = useState(false);
  const counts = useQuery({
    queryKey: messageCountsKey,
    queryFn: fetchMessageCounts,
    enabled: anything,
    refetchInterval: refreshMs,
  });
  const messageTypes = useDict('message_type');
  const refresh = () => void client.invalidateQueries({ queryKey: messageCountsKey });
  usePush('monitor.alert', refresh);
  usePush('monitor.exceptionEta', refresh);
  usePush('monitor.exception', refresh);
  usePush('message.received', refresh);
  if (!anything) return null;

  const { total, lines } = bellModel(
    counts.data,
    access,
    messageTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel })),
  );
  const items: MenuProps['items'] = lines.map((line) => ({
    key: line.key,
    'data-testid': `bell-${line.key}`,
    label: (
      <Flex
        justify="space-between"
        align="center"
        gap={24}
        style={{ paddingInlineStart: line.indent ? 16 : 0 }}
      >
        <span>{line.labelKey ? t(line.labelKey) : line.text}</span>
        <Badge
          count={line.count}
          showZero
          overflowCount={999}
          color={line.count > 0 ? undefined : 'var(--ant-color-fill-secondary, #d9d9d9)'}
          style={line.count > 0 ? undefined : { color: 'var(--ant-color-text-secondary, #666)' }}
        />
      </Flex>
    ),
    onClick: () => navigate(line.target),
  }));
  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={(open) => {
        setListOpen(open);
        if (open) refresh();
      }}
    >
      {/* The name shows on hover, not over the list it opened. */}
      <Tooltip title={t('messageBadge.bell')} open={listOpen ? false : undefined}>
        <Button type="text" aria-label={t('messageBadge.bell')} data-testid="message-bell">
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
