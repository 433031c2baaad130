import { expect, test } from '@playwright/test';
import { signIn, switchLanguage } from './support';

/**
 * Home shows the day: the dispatcher's waiting waybills, today's shipments and open alerts as cards, each
 * opening its list filtered to what it counts; a scheduler without shipment or monitoring keys gets no
 * such cards. Screenshots in zh-CN and en-US go to SHOTS.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test('a dispatcher sees the day and a card opens the filtered list', async ({ page }) => {
  await signIn(page, 'zhang.wei');
  const toReview = page.getByTestId('welcome-card-toReview');
  await expect(toReview).toBeVisible();
  await expect(toReview).toContainText('待审核');
  await expect(page.getByTestId('welcome-card-inPool')).toBeVisible();
  await expect(page.getByTestId('welcome-card-alerts')).toBeVisible();
  await expect(page.getByTestId('welcome-card-exceptionEtas')).toBeVisible();
  await expect(page.getByText('今日发车调度单')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/welcome-zh-CN.png`, fullPage: true });

  await page.getByTestId('welcome-card-inPool').click();
  await page.waitForURL('**/Order/Waybill?status=E');
  // The list opens on the card's status: every row has it.
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('已审核');

  // The shipment card opens the shipment list on today's departures.
  await page.goto('/welcome');
  await page.getByTestId('welcome-card-shipments').click();
  await page.waitForURL(/\/Shipment\/ShipmentR\?etd=\d{4}-\d{2}-\d{2}/);

  await switchLanguage(page, 'en-US');
  await page.goto('/welcome');
  await expect(page.getByTestId('welcome-card-toReview')).toContainText('To review');
  await expect(page.getByText("Today's departures")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/welcome-en-US.png`, fullPage: true });
});

test('a scheduler sees only the cards of the lists they may open', async ({ page }) => {
  // Waybills and shipments are hers to list; alerts are not.
  await signIn(page, 'wang.fang');
  await expect(page.getByTestId('welcome-card-toReview')).toBeVisible();
  await expect(page.getByTestId('welcome-card-shipments')).toBeVisible();
  await expect(page.getByTestId('welcome-card-alerts')).toHaveCount(0);
});
