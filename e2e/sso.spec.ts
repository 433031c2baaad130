import { expect, test } from '@playwright/test';
import { apiToken } from './support';

/**
 * Single sign-on: the portal gets a one-time code for a user from a registered auth client, sends the user to
 * the TMS with ?code=…, and the web app exchanges it for a session at startup.
 */
test('a portal code signs the user in at startup, and a used code sends them back to the portal', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const clientId = `portal_${Date.now().toString(36)}`;
  const created = await request.post('/api/system/sysAuthClient/save', {
    headers: { authorization: `Bearer ${admin}` },
    data: { clientId, clientName: '集团门户', portalUrl: '/user/login', status: '0' },
  });
  const client = (await created.json()) as { code: number; msg: string; data: { clientSecret: string } };
  expect(client.code, client.msg).toBe(0);

  const issued = await request.post('/api/auth/accessCode', {
    data: { clientId, clientSecret: client.data.clientSecret, userName: 'wang.fang' },
  });
  const { code } = ((await issued.json()) as { data: { code: string } }).data;

  await page.goto(`/welcome?code=${encodeURIComponent(code)}`);
  await expect(page.getByTestId('user-dropdown')).toContainText('王芳');

  // The code was single-use: a second visit with it shows the notice and lands on the portal (sign-in page).
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/welcome?code=${encodeURIComponent(code)}`);
  await expect(page.getByText('请求用户信息失败，请重试')).toBeVisible();
  await page.waitForURL('**/user/login**');
});
