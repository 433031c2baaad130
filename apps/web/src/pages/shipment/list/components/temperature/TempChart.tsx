import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { measureText } from '@tms/domain';
import { axisTimeLabels, formatDateTime, getDateTimeContext } from '../../../../../core/datetime';
import type { ChartModel } from './chart-data';

const BAND_FILL = 'rgba(82, 196, 26, 0.12)';
const BAND_EDGE = 'rgba(82, 196, 26, 0.8)';
const SPAN_FILL: Record<string, string> = {
  slight: 'rgba(250, 173, 20, 0.18)',
  moderate: 'rgba(250, 140, 22, 0.22)',
  serious: 'rgba(245, 34, 45, 0.22)',
};

/** Paints the allowed band and the alert spans under the line (uPlot's drawClear hook). */
function paintBackground(u: uPlot, model: ChartModel) {
  const { ctx, bbox } = u;
  ctx.save();
  for (const span of model.spans) {
    const x0 = u.valToPos(span.from, 'x', true);
    const x1 = u.valToPos(span.to, 'x', true);
    ctx.fillStyle = SPAN_FILL[span.level] ?? SPAN_FILL.serious ?? '';
    ctx.fillRect(x0, bbox.top, Math.max(x1 - x0, 2), bbox.height);
  }
  const top = model.band.max === null ? bbox.top : u.valToPos(model.band.max, 'y', true);
  const bottom = model.band.min === null ? bbox.top + bbox.height : u.valToPos(model.band.min, 'y', true);
  if (model.band.min !== null || model.band.max !== null) {
    ctx.fillStyle = BAND_FILL;
    ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
    ctx.strokeStyle = BAND_EDGE;
    ctx.setLineDash([6, 4]);
    ctx.lineWidth = 1;
    for (const [value, y] of [
      [model.band.max, top],
      [model.band.min, bottom],
    ] as const) {
      if (value === null) continue;
      ctx.beginPath();
      ctx.moveTo(bbox.left, y);
      ctx.lineTo(bbox.left + bbox.width, y);
      ctx.stroke();
    }
  }
  ctx.restore();
}

export function chartOptions(
  model: ChartModel,
  width: number,
  label: string,
  timeZone: string,
  timeLabel = '',
): uPlot.Options {
  const context = getDateTimeContext();
  return {
    width,
    height: 220,
    ms: 1,
    tzDate: (ts) => uPlot.tzDate(new Date(ts), timeZone),
    legend: { show: true },
    cursor: { drag: { x: true, y: false } },
    scales: { x: { time: true }, y: { range: () => model.yRange } },
    // Times in the user's zone and date style, values rounded for people (uPlot's own are US English).
    axes: [
      { values: (_u, splits, _axis, _space, step) => axisTimeLabels(splits, step, { ...context, timeZone }) },
      { label: '°C', size: 50 },
    ],
    series: [
      {
        label: timeLabel,
        value: (_u, v) => (v === null ? '-' : formatDateTime(v, { ...context, timeZone })),
      },
      {
        label,
        stroke: '#1677ff',
        width: 1.5,
        points: { show: false },
        value: (_u, v) => measureText('temperature', v),
      },
    ],
    hooks: { drawClear: [(u) => paintBackground(u, model)] },
  };
}

/** One compartment's temperatures over time, with its allowed band (green) and its alert spans. */
export default function TempChart({
  model,
  label,
  timeLabel,
}: {
  model: ChartModel;
  label: string;
  /** The legend's name of the time (uPlot's own is English). */
  timeLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const timeZone = getDateTimeContext().timeZone;
    const plot = new uPlot(
      chartOptions(model, Math.max(el.clientWidth, 320), label, timeZone, timeLabel),
      [model.xs, model.ys],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 320), height: 220 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [model, label, timeLabel]);
  return <div ref={box} data-testid={`temp-chart-${model.way}`} style={{ width: '100%' }} />;
}
