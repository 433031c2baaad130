import { Empty, Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TickerAlert, tickerWindow } from '../screen-state';

const LEVEL_COLOR: Record<string, string> = { slight: 'gold', moderate: 'orange', serious: 'red' };
/** How many alerts are in view, and how often the view steps on by one. */
const IN_VIEW = 8;
const STEP_MS = 4_000;

/**
 * The newest open alerts, stepping through one at a time so a long list passes before the room's eyes;
 * a new alert (a push) restarts from the top, where it stands.
 */
export function AlertTicker({ alerts }: { alerts: TickerAlert[] }) {
  const { t } = useTranslation();
  const [tick, setTick] = useState(0);
  // A new alert on top restarts the ticker there (state adjusted during render, not in an effect).
  const newest = alerts[0]?.id;
  const [shownNewest, setShownNewest] = useState(newest);
  if (shownNewest !== newest) {
    setShownNewest(newest);
    setTick(0);
  }
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), STEP_MS);
    return () => clearInterval(timer);
  }, []);
  if (alerts.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<span style={{ color: '#8fb3d9' }}>{t('dataScreen.noAlerts')}</span>}
      />
    );
  return (
    <Flex vertical gap={8} data-testid="data-screen-alerts">
      {tickerWindow(alerts, IN_VIEW, tick).map((a) => (
        <div
          key={a.id}
          data-testid="data-screen-alert"
          style={{ padding: '8px 12px', borderRadius: 6, background: 'rgba(255, 77, 79, 0.08)' }}
        >
          <Flex justify="space-between" gap={8}>
            <span>
              <Tag color={LEVEL_COLOR[a.level] ?? 'default'}>{t(`monitoring.level.${a.level}`, a.level)}</Tag>
              <Typography.Text style={{ color: '#e6f4ff', fontSize: 16 }}>
                {t(`monitoring.type.${a.alertType}`, a.alertType)}
              </Typography.Text>
            </span>
            <Typography.Text style={{ color: '#8fb3d9' }}>{a.startTime.slice(11, 16)}</Typography.Text>
          </Flex>
          <Typography.Text style={{ color: '#bfd4ea', fontSize: 15 }} ellipsis>
            {a.shipmentCode ?? '-'}
            {a.alertContent ? ` · ${a.alertContent}` : ''}
          </Typography.Text>
        </div>
      ))}
    </Flex>
  );
}
