/**
 * The list render budget: "a list page shows its rows within 300 ms of its answer". Opens the station list
 * and the waybill list with their list call answered by 30 rows (the server's own answer, its rows repeated
 * up to 30, through page.route), and measures from the answer's last byte to the first frame showing the
 * rows; beside them, the same rows in a plain antd Table on an otherwise empty page (list-reference.ts,
 * bundled here with esbuild), the floor antd itself sets on this machine. It also tells whether an empty
 * table ("no data") was on screen before the first answer.
 *
 *   npm run build -w @tms/web && npm run bench:list-render         # starts its own server (fresh PGlite)
 *   BENCH_BASE_URL=http://127.0.0.1:8080 npm run bench:list-render  # against a running server
 *
 * Options: BENCH_RUNS (5), BENCH_PORT (8363), CHROMIUM_PATH (/usr/bin/chromium), BENCH_PROFILE=1 (a CPU
 * profile of the last station run from its answer to its rows: the functions with the most self time, named
 * through the source maps of a `vite build --sourcemap hidden` served with TMS_WEB_DIST), BENCH_TRACE=<file> (a Chromium
 * performance trace of the last station run, for Perfetto or the DevTools performance panel), BENCH_SINGLE_TAB=1
 * (the layout without its tab bar).
 * A benchmark, not a test: it prints the figures (and the load average, the machine is shared) and exits 1
 * only when it could not measure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { SourceMapConsumer } from 'source-map-js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8363);
const ROWS = 30;
const BUDGET_MS = 300;

type Screen = { name: string; path: string; api: string };
const SCREENS: Screen[] = [
  { name: 'station list', path: '/base/station', api: '/api/system/station/list' },
  { name: 'waybill list', path: '/Order/Waybill', api: '/api/order/waybill/list' },
];

type Figures = { renderMs: number; emptyBeforeAnswer: boolean; calls: number };
type Answer = { code: number; msg: string; total: number; data: Record<string, unknown>[] };

/**
 * Runs in the page from its first script: every frame, is the list's answer in and are its rows on screen?
 * An empty table's "no data" seen before the answer is noted too.
 */
const WATCH = (api: string, rows: number) => `
  (() => {
    const bench = (window.__bench = { api: ${JSON.stringify(api)}, rowsAt: 0, emptyBeforeAnswer: false });
    const answers = () => performance.getEntriesByType('resource').filter((e) => e.name.includes(bench.api));
    const frame = (now) => {
      const done = answers().filter((e) => e.responseEnd > 0);
      if (done.length === 0 && document.querySelector('.ant-table .ant-empty')) bench.emptyBeforeAnswer = true;
      if (done.length > 0 && document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= ${rows}) {
        bench.rowsAt = now;
        bench.answerEnd = Math.max(...done.filter((e) => e.responseEnd <= now).map((e) => e.responseEnd));
        bench.calls = answers().length;
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();
`;

async function waitForServer(base: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server at ${base} did not start`);
}

function startServer(): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'tms-bench-lists-'));
  return spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      TMS_DATA_DIR: dataDir,
      PORT: String(PORT),
      TMS_CAPTCHA: 'off',
      TMS_RATE_LIMIT: '100000',
      TMS_SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** The server's first page of the list, its rows repeated (fresh keys) up to 30 and a total with more pages. */
async function answerOf(page: Page, api: string): Promise<Answer> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('tms.token') ?? '{}') as { value?: string }).value ?? '',
  );
  const res = await page.request.get(`${api}?pageNum=1&pageSize=${ROWS}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as Answer;
  if (body.code !== 0 || body.data.length === 0)
    throw new Error(`${api}: ${body.msg || 'no rows to repeat'}`);
  const data = Array.from({ length: ROWS }, (_, i) => {
    const row = body.data[i % body.data.length] as Record<string, unknown>;
    const copy = Math.floor(i / body.data.length);
    return copy === 0
      ? row
      : { ...row, uuid: `${String(row.uuid)}-${copy}`, id: i + 1, code: `${String(row.code)}-${copy}` };
  });
  return { code: 0, msg: '', total: 300, data };
}

type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

/**
 * Names a profiled frame: through the chunk's source map when the build has them (vite build --sourcemap
 * hidden, served with TMS_WEB_DIST), else the minified name and position.
 */
function frameNamer(webDist: string | undefined) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame: ProfileNode['callFrame']) => {
    const file = frame.url.split('/').pop() ?? '';
    const fallback = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    if (!webDist || !file.endsWith('.js')) return fallback;
    if (!maps.has(file)) {
      const path = join(webDist, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    const found = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!found?.source) return fallback;
    const source = found.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${found.name ?? frame.functionName ?? '(anonymous)'} ${source}:${found.line}`;
  };
}

/** Starts a CDP CPU profile; the returned function stops it and prints the top self-time functions. */
async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const name = frameNamer(process.env.TMS_WEB_DIST);
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
    const self = new Map<string, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      const key = frame ? name(frame) : '?';
      self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
    for (const [label, ms] of top) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${label}`);
    // Who calls the costliest browser work (layout reads, style recalculation): the callers' chains.
    const parent = new Map<number, number>();
    for (const node of nodes.values()) for (const child of node.children ?? []) parent.set(child, node.id);
    const chains = new Map<string, number>();
    (profile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      if (
        !frame ||
        frame.url ||
        !/^(getBoundingClientRect|offsetWidth|getComputedStyle|appendChild)/.test(frame.functionName)
      )
        return;
      const chain: string[] = [frame.functionName];
      for (let at = parent.get(id); at !== undefined && chain.length < 7; at = parent.get(at)) {
        const up = nodes.get(at)?.callFrame;
        if (up) chain.push(name(up));
      }
      const key = chain.join(' <- ');
      chains.set(key, (chains.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    });
    for (const [chain, ms] of [...chains.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
      console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${chain}`);
  };
}

async function readFigures(page: Page): Promise<Figures> {
  await page.waitForFunction(
    () => (window as unknown as { __bench: { rowsAt: number } }).__bench.rowsAt > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: Record<string, number | boolean> }).__bench;
    return {
      renderMs: Number(b.rowsAt) - Number(b.answerEnd),
      emptyBeforeAnswer: b.emptyBeforeAnswer === true,
      calls: Number(b.calls),
    };
  });
}

/** One run on a screen: a fresh page, the stubbed answer, the time from its arrival to its rows. */
async function measureScreen(
  context: BrowserContext,
  screen: Screen,
  answer: Answer,
  options: { profile: boolean; trace: string | undefined },
): Promise<Figures> {
  const page = await context.newPage();
  const body = JSON.stringify(answer);
  // The profile covers the answer's arrival to the rows: it starts as the answer is handed over.
  let profiler: (() => Promise<void>) | null = null;
  await page.route(`**${screen.api}?*`, async (route) => {
    if (options.profile && !profiler) profiler = await startProfile(page);
    await route.fulfill({ contentType: 'application/json', body });
  });
  await page.addInitScript({ content: WATCH(screen.api, ROWS) });
  const browser = context.browser();
  if (options.trace && browser)
    await browser.startTracing(page, {
      path: options.trace,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
  await page.goto(screen.path);
  const figures = await readFigures(page);
  if (options.trace && browser) await browser.stopTracing();
  const stop = profiler as (() => Promise<void>) | null;
  if (stop) await stop();
  await page.close();
  return figures;
}

/** The same rows in a plain antd Table on an empty page, bundled once for the browser. */
async function referenceBundle(): Promise<string> {
  const here = dirname(fileURLToPath(import.meta.url));
  const out = await build({
    entryPoints: [join(here, 'list-reference.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return out.outputFiles[0]?.text ?? '';
}

async function measureReference(
  context: BrowserContext,
  script: string,
  answer: Answer,
  columns: string[],
): Promise<Figures> {
  const page = await context.newPage();
  const api = '/__bench/rows.json';
  const html = `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div>
<script>window.__benchUrl = ${JSON.stringify(api)}; window.__benchColumns = ${JSON.stringify(columns)};</script>
<script src="/__bench/reference.js"></script></body></html>`;
  await page.route('**/__bench/reference.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.route('**/__bench/reference.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await page.route(`**${api}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) }),
  );
  await page.addInitScript({ content: WATCH(api, ROWS) });
  await page.goto('/__bench/reference.html');
  const figures = await readFigures(page);
  await page.close();
  return figures;
}

const fmt = (n: number) => n.toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const base = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${PORT}`;
  const server = process.env.BENCH_BASE_URL ? null : startServer();
  try {
    const script = await referenceBundle();
    await waitForServer(base, 180_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const context = await browser.newContext({
      baseURL: base,
      locale: 'zh-CN',
      viewport: { width: 1600, height: 1000 },
    });
    // tsx (esbuild) names inner functions with a __name helper the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    // BENCH_SINGLE_TAB=1: the layout without its tab bar (each screen alone, as with the setting off).
    if (process.env.BENCH_SINGLE_TAB === '1')
      await context.addInitScript({
        content: `localStorage.setItem('tms.layoutSettings', JSON.stringify({ multiTab: false }));`,
      });
    const signIn = await context.newPage();
    await signIn.goto('/user/login');
    await signIn.getByPlaceholder(/用户名/).fill('zhang.wei');
    await signIn.getByPlaceholder(/密码/).fill('admin123');
    await signIn.getByRole('button', { name: /登\s*录/ }).click();
    await signIn.waitForURL('**/welcome');
    console.log(
      `list render bench: ${ROWS} rows, ${RUNS} runs each, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const screen of SCREENS) {
      const answer = await answerOf(signIn, screen.api);
      const results: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const last = run === RUNS - 1 && screen === SCREENS[0];
        results.push(
          await measureScreen(context, screen, answer, {
            profile: last && process.env.BENCH_PROFILE === '1',
            trace: last ? process.env.BENCH_TRACE : undefined,
          }),
        );
      }
      const columns = Object.keys(answer.data[0] ?? {})
        .filter((k) => !/uuid|Id$/.test(k))
        .slice(0, 18);
      const reference: Figures[] = [];
      for (let run = 0; run < RUNS; run++)
        reference.push(await measureReference(context, script, answer, columns));
      const ms = results.map((r) => r.renderMs);
      const ref = median(reference.map((r) => r.renderMs));
      console.log(
        `  ${screen.name}: answer -> rows ${ms.map(fmt).join(', ')} ms; median ${fmt(median(ms))} ms ` +
          `(budget ${BUDGET_MS}: ${median(ms) <= BUDGET_MS ? 'within' : 'OVER'}); list calls per load ` +
          `${results.map((r) => r.calls).join(', ')}; empty table before the answer: ` +
          `${results.some((r) => r.emptyBeforeAnswer) ? 'YES' : 'no'}`,
      );
      console.log(
        `    reference (plain antd Table, ${columns.length} columns, same rows): median ${fmt(ref)} ms ` +
          `(${reference.map((r) => fmt(r.renderMs)).join(', ')})`,
      );
    }
    await browser.close();
  } finally {
    if (server?.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
