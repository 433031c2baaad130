import type { Dashboard } from '@tms/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { axisTimeLabels, getDateTimeContext } from '../../../../core/datetime';

type Labels = { day: string; shipments: string; onTime: string; temp: string };

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The days' labels in the user's date style; a day is its UTC midnight, so read in UTC. */
const dayLabels = (instants: number[], stepMs: number) =>
  axisTimeLabels(instants, stepMs, { ...getDateTimeContext(), timeZone: 'UTC' });

/**
 * The period day by day: shipments (bars, left axis) and the on-time and temperature-compliance rates
 * (lines, %, right axis). A click on a day calls onDay with it (the drill-down into that day's report).
 * uPlot is already the temperature chart's library; this file loads on demand with the dashboard.
 */
export default function DailyChart({
  daily,
  labels,
  onDay,
}: {
  daily: Dashboard['daily'];
  labels: Labels;
  onDay: (day: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const onDayRef = useRef(onDay);
  onDayRef.current = onDay;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const pct = (r: number | null) => (r === null ? null : r * 100);
    const data: uPlot.AlignedData = [
      daily.map((d) => dayMs(d.day) / 1000),
      daily.map((d) => d.shipments),
      daily.map((d) => pct(d.onTimeRate)),
      daily.map((d) => pct(d.tempComplianceRate)),
    ];
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 320),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        scales: { x: { time: true }, pct: { range: [0, 100] } },
        axes: [
          // Days as the user writes dates (uPlot's own labels are US English); days are UTC midnights.
          {
            values: (_u, splits, _axis, _space, step) =>
              dayLabels(
                splits.map((s) => s * 1000),
                step * 1000,
              ),
          },
          { label: labels.shipments, size: 60 },
          { scale: 'pct', side: 1, label: '%', grid: { show: false } },
        ],
        series: [
          {
            label: labels.day,
            value: (_u, v) => (v === null ? '-' : (dayLabels([v * 1000], 86_400_000)[0] ?? '-')),
          },
          {
            label: labels.shipments,
            fill: 'rgba(22,119,255,0.35)',
            stroke: '#1677ff',
            paths: bars,
            points: { show: false },
          },
          { label: labels.onTime, scale: 'pct', stroke: '#52c41a', width: 2, spanGaps: true },
          { label: labels.temp, scale: 'pct', stroke: '#fa8c16', width: 2, spanGaps: true },
        ],
      },
      data,
      el,
    );
    const click = () => {
      const idx = plot.cursor.idx;
      const day = idx === null || idx === undefined ? undefined : daily[idx]?.day;
      if (day) onDayRef.current(day);
    };
    plot.over.addEventListener('click', click);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 320), height: 260 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', click);
      plot.destroy();
    };
  }, [daily, labels]);
  return <div ref={box} data-testid="dashboard-daily-chart" style={{ width: '100%', cursor: 'pointer' }} />;
}
