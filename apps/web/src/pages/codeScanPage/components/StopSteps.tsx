import type { ScanStop } from '@tms/contract';
import { Empty, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** 'YYYY-MM-DD HH:mm:ss' (station-local wall clock) without the seconds; '-' for none. */
export const shortTime = (value: string | null): string => (value ? value.slice(0, 16) : '-');

/** The stop the trip is at or heading to: the first not yet left (a stop never reached is not done). */
export function currentStopIndex(stops: readonly ScanStop[]): number {
  const next = stops.findIndex((s) => !s.atd);
  return next === -1 ? stops.length : next;
}

/**
 * A stop's arrival and departure, one under the other (a phone has no room for both on a line), each
 * time kept whole.
 */
function StopTimes(props: {
  testId: string;
  label: string;
  arrive: string | null;
  leave: string | null;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  const time = (value: string | null) => (
    <Typography.Text strong={props.strong} style={{ whiteSpace: 'nowrap' }}>
      {shortTime(value)}
    </Typography.Text>
  );
  return (
    <div
      data-testid={props.testId}
      style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8, marginTop: 4 }}
    >
      <Typography.Text type="secondary" style={{ gridColumn: '1 / -1' }}>
        {props.label}
      </Typography.Text>
      <span>{t('scan.page.arrival')}</span>
      {time(props.arrive)}
      <span>{t('scan.page.departure')}</span>
      {time(props.leave)}
    </div>
  );
}

/**
 * The stops in sequence, each with its planned arrival and departure and the actual ones once known;
 * stops already left show as done, the one the vehicle is at or heading to as current.
 */
export function StopSteps({ stops }: { stops: ScanStop[] }) {
  const { t } = useTranslation();
  if (stops.length === 0) return <Empty description={t('scan.page.noStops')} />;
  const current = currentStopIndex(stops);
  return (
    <Steps
      direction="vertical"
      size="small"
      current={current}
      data-testid="scan-stops"
      items={stops.map((stop, i) => ({
        status: i < current ? 'finish' : i === current ? 'process' : 'wait',
        title: (
          <span data-testid="scan-stop">
            {stop.stationName ?? stop.stationCode ?? '-'}{' '}
            <Typography.Text type="secondary">
              · {t(`scan.page.stopType.${stop.type}`, stop.type)}
            </Typography.Text>
          </span>
        ),
        description: (
          <div style={{ fontSize: 13 }}>
            {(stop.city || stop.address) && (
              <div>
                <Typography.Text type="secondary">
                  {[stop.city, stop.address].filter(Boolean).join(' ')}
                </Typography.Text>
              </div>
            )}
            <StopTimes
              testId="scan-stop-planned"
              label={t('scan.page.planned')}
              arrive={stop.eta}
              leave={stop.etd}
            />
            {(stop.ata || stop.atd) && (
              <StopTimes
                testId="scan-stop-actual"
                strong
                label={t('scan.page.actual')}
                arrive={stop.ata}
                leave={stop.atd}
              />
            )}
          </div>
        ),
      }))}
    />
  );
}
