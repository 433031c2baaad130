import type { Locator, Page } from '@playwright/test';

/** Helpers of the journeys on the line adjustment screen. */

/** Drags with the mouse in small steps (dnd-kit's pointer sensor starts after 4 px). */
export async function dragTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 6, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 20 });
  await page.mouse.up();
}

/** The order pool's row of a waybill. */
export const poolRow = (page: Page, code: string): Locator =>
  page.getByTestId('order-pool').locator('.vgrid-row', { hasText: code });
