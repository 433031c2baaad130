import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a temperature rule with its minimum above its maximum is refused on the field and not saved', async ({
  page,
}) => {
  const code = `E2E-TEMP-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin');
  await page.goto('/alertRule/temp');
  // The run's first screen: a cold server builds its caches and the browser loads every screen's texts.
  await expect(page.getByRole('columnheader', { name: /规则编码/ }).first()).toBeVisible({ timeout: 45_000 });

  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('规则编码').fill(code);
  await dialog.getByLabel('规则名称').fill('端到端温度规则');
  await dialog.getByLabel('温区1 · 最低温度').fill('8');
  await dialog.getByLabel('温区1 · 最高温度').fill('2');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('温区1的最低温度不能高于最高温度')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('规则编码').first().fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test('an open temperature alert needs a reason and a remark, then shows as handled', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/alert/temp');
  const openRows = page.getByRole('row').filter({ has: page.getByText('未处理', { exact: true }) });
  const open = openRows.first();
  await expect(open).toBeVisible();
  const before = await openRows.count();

  await open.getByText('处理', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /处理告警/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('必填！').first()).toBeVisible();

  await dialog.getByLabel('告警原因').fill('冷机除霜，温度短时升高');
  await dialog.getByLabel('处理说明').fill('已联系司机确认，货物温度正常');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  // A handled alert leaves the list, which shows open alerts unless asked otherwise.
  await expect(openRows).toHaveCount(before - 1);
});
