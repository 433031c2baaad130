import { expect, test } from '@playwright/test';
import { apiToken } from './support';

/**
 * A person without an account scans a delivery note: the page shows the waybill's status, its stops
 * and times, with no raw names or phones; an unknown code gets a clear message.
 */
test('a person without an account scans a delivery note', async ({ page, request }) => {
  const token = await apiToken(request, 'zhang.wei');
  const list = await request.get('/api/shipment/shipment/selectPage?status=T&pageNum=1&pageSize=10', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as {
    rows?: { waybillCodes: string[] }[];
    data?: { waybillCodes: string[] }[];
  };
  const code = (body.rows ?? body.data ?? []).flatMap((s) => s.waybillCodes)[0];
  if (!code) throw new Error('no waybill in transit');

  // A fresh context: no session, as a consignee's phone.
  await page.context().clearCookies();
  await page.goto(`/codeScanPage?code=${code}`);
  const result = page.getByTestId('scan-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('scan-status')).toContainText(/运输中|In transit/);
  await expect(page.getByTestId('scan-stop').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/scan-found.png', fullPage: true });
  // Masked forms only: no eleven-digit phone number is shown.
  await expect(result).not.toContainText(/1[3-9]\d{9}/);

  await page.getByTestId('scan-input').fill('NO-SUCH-CODE-1');
  await page.getByTestId('scan-submit').click();
  await expect(page.getByTestId('scan-not-found')).toBeVisible();
});
