import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, ConfigProvider, Flex, Spin, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../core/current-user';
import { getDateTimeContext } from '../../../core/datetime';
import { currentDispatchCenter, dispatchCentersKey, fetchDispatchCenters } from '../../../core/header-data';
import { usePush, usePushConnected } from '../../../core/push';
import { applyPosition, LIVE_POLL_MS } from '../../monitor/live/live-state';
import type { LiveShipment } from '../../monitor/live/types';
import { alertsKey, dashboardKey, fetchDashboard, fetchLive, fetchOpenAlerts, liveKey } from './api';
import { AlertTicker } from './components/AlertTicker';
import { KpiTiles, LoadFactors } from './components/KpiTiles';
import { useClock, useFullscreen, useIdleCursor } from './hooks';
import { todayRange } from './screen-state';

// Leaflet loads with the map only.
const WallMap = lazy(() => import('./components/WallMap'));

const PANEL: React.CSSProperties = {
  background: 'rgba(13, 36, 66, 0.85)',
  border: '1px solid rgba(64, 150, 255, 0.25)',
  borderRadius: 8,
  padding: 12,
  minHeight: 0,
};
/** Darkens the configured (light) map tiles to suit the dark board. */
const MAP_CSS =
  '.data-screen-map .leaflet-tile-pane{filter:invert(1) hue-rotate(180deg) brightness(.85) contrast(.9)}';
const heading = { color: '#e6f4ff', margin: '0 0 8px', fontSize: 18 } as const;

/**
 * 数据大屏: the control-room wall. A menu screen inside the layout (so it is signed in, scoped and
 * permissioned like any other), whose Full screen button hands the browser this element alone: the
 * menu, header and tabs disappear and the dark board fills the display. It shows the header's dispatch
 * center (switched there, like every screen), so its map, ticker and open counts are the live board's,
 * the alert page's and the bell's: live fleet on the map, the newest open alerts ticking by, today's
 * KPIs; monitor.position moves the markers, monitor.alert reads the ticker, the KPIs and the board
 * again. While the push stream is down everything polls.
 */
export default function DataScreenPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  const idle = useIdleCursor(root);
  const now = useClock();
  const streaming = usePushConnected();
  const { data: user } = useCurrentUser();
  const { timeZone } = getDateTimeContext();
  const today = todayRange(now, timeZone);
  const poll = streaming ? false : LIVE_POLL_MS;

  const centers = useQuery({ queryKey: dispatchCentersKey, queryFn: fetchDispatchCenters });
  const center = currentDispatchCenter(centers.data ?? [], user?.dispatchCenterId);
  const centerId = center?.uuid ?? null;
  const live = useQuery({ queryKey: liveKey, queryFn: fetchLive, refetchInterval: poll });
  const query = { dispatchCenterId: centerId, ...today };
  const dashboard = useQuery({
    queryKey: dashboardKey(query),
    queryFn: () => fetchDashboard(query),
    enabled: centerId !== null,
    // The open alerts and ETA exceptions on it are live: dealing with one is not pushed, so a minute.
    refetchInterval: streaming ? 60_000 : LIVE_POLL_MS,
  });
  const alerts = useQuery({
    queryKey: alertsKey(centerId),
    queryFn: fetchOpenAlerts,
    refetchInterval: poll,
  });

  usePush('monitor.position', (push) => {
    const rows = queryClient.getQueryData<LiveShipment[]>(liveKey);
    const next = rows ? applyPosition(rows, push) : null;
    if (next) queryClient.setQueryData(liveKey, next);
    else void queryClient.invalidateQueries({ queryKey: liveKey });
  });
  usePush('monitor.alert', () => {
    // The pushed alert may be another center's (a user covering several hears of all): read the list.
    void queryClient.invalidateQueries({ queryKey: ['dataScreen', 'alerts'] });
    void queryClient.invalidateQueries({ queryKey: ['dataScreen', 'dashboard'] });
    void queryClient.invalidateQueries({ queryKey: liveKey });
  });
  usePush(
    'monitor.exceptionEta',
    () => void queryClient.invalidateQueries({ queryKey: ['dataScreen', 'dashboard'] }),
  );

  const rows = live.data ?? [];

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div
        ref={root}
        data-testid="data-screen"
        style={{
          height: fullscreen.active ? '100vh' : 'calc(100vh - 160px)',
          minHeight: 560,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          padding: 16,
          background: 'radial-gradient(ellipse at top, #0d2a4f 0%, #06101f 70%)',
          color: '#e6f4ff',
          cursor: idle ? 'none' : 'default',
          overflow: 'hidden',
        }}
      >
        <style>{MAP_CSS}</style>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ color: '#e6f4ff', margin: 0, letterSpacing: 2 }}>
            {t('dataScreen.title')}
          </Typography.Title>
          <Flex align="center" gap={16} wrap>
            <Badge
              status={streaming ? 'success' : 'default'}
              text={
                <span style={{ color: '#8fb3d9' }}>
                  {streaming ? t('dataScreen.live') : t('dataScreen.polling')}
                </span>
              }
            />
            <span data-testid="data-screen-center" style={{ color: '#8fb3d9', fontSize: 18 }}>
              {center?.name ?? ''}
            </span>
            <span
              data-testid="data-screen-clock"
              style={{ fontSize: 28, fontVariantNumeric: 'tabular-nums' }}
            >
              {dayjs(now).tz(timeZone).format('YYYY-MM-DD HH:mm:ss')}
            </span>
            <Button
              icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={fullscreen.toggle}
              data-testid="data-screen-fullscreen"
            >
              {fullscreen.active ? t('dataScreen.exitFullscreen') : t('dataScreen.fullscreen')}
            </Button>
          </Flex>
        </Flex>
        {dashboard.isError ? (
          <Alert type="warning" showIcon message={t('dataScreen.kpiFailed')} />
        ) : (
          <KpiTiles dashboard={dashboard.data} />
        )}
        <div
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 1fr)',
            gap: 12,
          }}
        >
          <div style={{ ...PANEL, display: 'flex', flexDirection: 'column' }}>
            <h3 style={heading}>{t('dataScreen.vehicles', { count: rows.length })}</h3>
            <div style={{ flex: 1, minHeight: 0 }}>
              <Suspense fallback={<Spin />}>
                <WallMap rows={rows} />
              </Suspense>
            </div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0 }}>
            <div style={{ ...PANEL, flex: 1, overflow: 'hidden' }}>
              <h3 style={heading}>{t('dataScreen.alerts')}</h3>
              <AlertTicker alerts={alerts.data ?? []} />
            </div>
            <div style={PANEL}>
              <h3 style={heading}>{t('dataScreen.loadFactor')}</h3>
              <LoadFactors dashboard={dashboard.data} />
            </div>
          </div>
        </div>
      </div>
    </ConfigProvider>
  );
}
