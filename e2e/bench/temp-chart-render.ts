/**
 * The temperature chart budget: "3 compartments × 2,880 points (a day at one reading per 30 s) render in
 * at most 100 ms". Loads uPlot into a blank Chromium page and draws three charts the way the shipment
 * detail does (time axis, band and alert spans painted under the line), timing from the first `new
 * uPlot` to the next animation frame after the last one. Prints the figures; never fails on them.
 *
 *   npx tsx e2e/bench/temp-chart-render.ts      # BENCH_RUNS (5), CHROMIUM_PATH (/usr/bin/chromium)
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const POINTS = 2_880;
const CHARTS = 3;
const BUDGET_MS = 100;
const require = createRequire(import.meta.url);

/**
 * What the page runs, as source text (the bundler's helpers must not leak into the page): three charts
 * drawn like the shipment detail's, timed to the next animation frame.
 */
const RENDER = `(async () => {
  const points = ${POINTS}, charts = ${CHARTS};
  const host = document.getElementById('charts');
  host.innerHTML = '';
  const t0 = Date.UTC(2030, 0, 2);
  const xs = Array.from({ length: points }, (_, i) => t0 + i * 30000);
  const made = [];
  const start = performance.now();
  for (let c = 0; c < charts; c++) {
    const ys = xs.map((_, i) => 2 + Math.sin(i / (40 + c * 7)) * 4 + c);
    const el = document.createElement('div');
    host.appendChild(el);
    const paint = (u) => {
      const { ctx, bbox } = u;
      ctx.fillStyle = 'rgba(245,34,45,0.2)';
      const a = u.valToPos(xs[1000], 'x', true);
      ctx.fillRect(a, bbox.top, u.valToPos(xs[1200], 'x', true) - a, bbox.height);
      ctx.fillStyle = 'rgba(82,196,26,0.12)';
      const top = u.valToPos(4, 'y', true);
      ctx.fillRect(bbox.left, top, bbox.width, u.valToPos(0, 'y', true) - top);
    };
    made.push(new uPlot({
      width: 1200, height: 220, ms: 1,
      scales: { x: { time: true }, y: { range: () => [-4, 12] } },
      series: [{}, { label: 'Compartment ' + (c + 1), stroke: '#1677ff', width: 1.5, points: { show: false } }],
      hooks: { drawClear: [paint] },
    }, [xs, ys], el));
  }
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const elapsed = performance.now() - start;
  for (const u of made) u.destroy();
  return elapsed;
})()`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.setContent('<html><body><div id="charts"></div></body></html>');
  await page.addScriptTag({ path: require.resolve('uplot/dist/uPlot.iife.min.js') });
  await page.addStyleTag({ path: require.resolve('uplot/dist/uPlot.min.css') });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const ms = Number(await page.evaluate(RENDER));
    times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(`temperature charts: ${CHARTS} × ${POINTS} points, ${RUNS} runs`);
  console.log(`  render to next frame: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
  console.log(
    `  median ${median.toFixed(1)} ms (budget ${BUDGET_MS} ms, ${(median / BUDGET_MS).toFixed(2)}× the budget)`,
  );
  console.log(
    `  load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
}
