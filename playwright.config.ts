import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the started app, driving Debian's Chromium (never a downloaded browser).
 * Two servers, each on its own fresh PGlite data folder: one with the slide captcha off for the
 * journeys, one with it on to see the captcha itself. `npm run test:e2e` builds the web app first.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = (port: number, captcha: 'on' | 'off') => ({
  command: `TMS_DATA_DIR=$(mktemp -d) PORT=${port} TMS_CAPTCHA=${captcha} TMS_RATE_LIMIT=100000 TMS_SIMULATOR=off LOG_LEVEL=warn npx tsx apps/server/src/main.ts`,
  url: `http://127.0.0.1:${port}/api/docs/json`,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** E2E_PORT moves both servers (the captcha one on the next port), so two runs can share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_CAPTCHA_PORT = E2E_PORT + 1;

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [server(E2E_PORT, 'off'), server(E2E_CAPTCHA_PORT, 'on')],
});
