import { expect, test } from '@playwright/test';
import { openMenu, pickOption, signIn, switchLanguage } from './support';

/**
 * A scheduler writes to the dispatchers of a dispatch center; a dispatcher sees the bell's count go up
 * without reloading, reads the message, and the count drops. Screenshots (zh-CN and en-US) go to SHOTS.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test('a message to a center reaches its dispatcher live; reading it lowers the count', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `明早冷库检修 ${Date.now().toString(36)}`;

  const dispatcherContext = await browser.newContext();
  const dispatcher = await dispatcherContext.newPage();
  const counted = dispatcher.waitForResponse((r) => r.url().includes('/api/message/index/messageCount'));
  await signIn(dispatcher, 'zhang.wei');
  const bell = dispatcher.getByTestId('message-bell');
  await expect(bell).toBeVisible();
  await counted;
  // The bell's badge is the total of unread messages and open alerts and exceptions; its count is its
  // title (no badge at 0).
  const sup = bell.locator('sup[title]');
  const before = (await sup.count()) === 0 ? 0 : Number(await sup.getAttribute('title'));
  const badge = (n: number) =>
    n === 0
      ? expect(bell.locator('sup[title]')).toHaveCount(0)
      : expect(bell.locator('sup[title]')).toHaveAttribute('title', String(n));
  await badge(before);

  const schedulerContext = await browser.newContext();
  const scheduler = await schedulerContext.newPage();
  await signIn(scheduler, 'wang.fang');
  await openMenu(scheduler, /消息管理/, /草稿箱/);
  await scheduler
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const compose = scheduler.getByRole('dialog');
  await compose.getByLabel('消息类型').click();
  await pickOption(scheduler, /调度/);
  await compose.getByLabel('标题').fill(title);
  await compose.getByLabel('用户 / 调度中心').click();
  await scheduler
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-treenode', {
      hasText: '上海调度中心',
    })
    .locator('.ant-select-tree-checkbox')
    .click();
  await compose.getByLabel('标题').click();
  await compose.getByLabel('正文').fill('明早 6 点至 8 点 1 号冷库检修，请改从 2 号库提货。');
  await scheduler.screenshot({ path: `${SHOTS}/messages-zh-CN-compose.png` });
  await compose.getByRole('button', { name: /发\s*送/ }).click();
  await expect(compose).toBeHidden();

  // The dispatcher's bell counts it without a reload; its list names the unread messages and leads to them.
  await badge(before + 1);
  await bell.click();
  const unreadLine = dispatcher.getByTestId('bell-message');
  await expect(unreadLine).toContainText('未读消息');
  await expect(dispatcher.getByTestId('bell-message:DISPATCH')).toContainText('调度消息');
  await dispatcher.screenshot({ path: `${SHOTS}/messages-zh-CN-bell.png` });
  await unreadLine.click();
  await expect(dispatcher).toHaveURL(/\/message\/inbox/);
  const row = dispatcher.locator('.ant-table-row', { hasText: title });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await dispatcher.screenshot({ path: `${SHOTS}/messages-zh-CN-inbox.png` });
  await row.getByText(title).click();
  await expect(dispatcher.locator('.ant-drawer')).toContainText('1 号冷库检修');
  await dispatcher.screenshot({ path: `${SHOTS}/messages-zh-CN-read.png` });
  await badge(before);

  await switchLanguage(dispatcher, 'en-US');
  await dispatcher.goto('/message/inbox');
  await expect(dispatcher.locator('.ant-table-row', { hasText: title })).toBeVisible({ timeout: 60_000 });
  await dispatcher.screenshot({ path: `${SHOTS}/messages-en-US-inbox.png` });
  await dispatcherContext.close();
  await schedulerContext.close();
});
