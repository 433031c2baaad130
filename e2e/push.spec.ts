import { expect, test } from '@playwright/test';
import { apiToken, signIn } from './support';

const TASK_LIST = '/api/report-server/async/task/page';

/**
 * The push channel end to end: the signed-in tab holds one event stream, an export runs in the
 * background, and the open download center shows it finished as soon as it is, with no polling.
 */
test('an export finishing in the background shows in the open download center at once, without polling', async ({
  page,
}) => {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/push/stream'));
  await signIn(page, 'admin');
  const opened = await stream;
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toContain('text/event-stream');
  // The token travels in the header, never in the stream's address.
  expect(opened.url()).not.toContain('token');

  const listCalls: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TASK_LIST)) listCalls.push(Date.now());
  });
  await page.getByRole('button', { name: '下载中心' }).click();
  const drawer = page.locator('.ant-drawer-content').filter({ hasText: '下载中心' });
  await expect(drawer.getByRole('columnheader', { name: '任务名称' })).toBeVisible();
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);

  // Someone (here: the same user, through the API) starts an export the page knows nothing about.
  const token = await apiToken(page.request, 'admin');
  const started = Date.now();
  const answer = await page.request.post('/api/system/user/export', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect((await answer.json()).code).toBe(0);

  const newest = drawer.locator('.ant-table-row').first();
  await expect(newest).toContainText('用户导出');
  await expect(newest).toContainText('已完成');
  await expect(newest.getByRole('button', { name: /下\s*载/ })).toBeEnabled();
  // Sooner than the 10-second poll would have shown it.
  expect(Date.now() - started).toBeLessThan(10_000);

  // With the stream open, the open drawer does not poll: nothing asks for the list on its own.
  const settled = listCalls.length;
  await page.waitForTimeout(12_000);
  expect(listCalls.length).toBe(settled);
});
