/** Helpers shared by the reading tracker's specs: reaching a control by keyboard, the page once loaded. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** Opens /reading-tracker and waits for its first answers (on a busy machine longer than expect's 5 s). */
export async function openTracker(page: Page): Promise<void> {
  await page.goto('/reading-tracker');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The tracker's 'Currently Reading' section. */
export const reading = (page: Page) => page.getByRole('region', { name: 'Currently Reading' });

/** Nothing is wider than the screen. */
export const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
