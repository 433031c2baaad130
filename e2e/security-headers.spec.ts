import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The content security policy the server sends is one the built app really runs under: sign in, open
 * the main screens, a detail drawer and the API documentation, and the console shows no violation.
 */
test('the app runs under its content security policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/user/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await signIn(page, 'zhang.wei');
  for (const path of [
    '/welcome',
    '/Order/Waybill',
    '/Order/WaybillLine/LineAdjustManage',
    '/Shipment/ShipmentR',
    '/base/station',
    '/base/driver',
  ]) {
    // Not 'networkidle': the push stream keeps a request open for as long as the page lives.
    await page.goto(path);
    await page.locator('.ant-layout-content').first().waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
  }
  await page.goto('/Shipment/ShipmentR');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.locator('.ant-drawer')).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.locator('#swagger-ui')).toBeVisible();
  await expect(page.getByText('TMS API').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('the sign-in page loads without a console error (its icon included)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/user/login');
  await page.waitForLoadState('load');
  const icon = await page.request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(errors).toEqual([]);
});
