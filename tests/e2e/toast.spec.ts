/** The toast system (SPEC.md §9) as a visitor meets it: subscribing on the home page. */
import { expect, test, type Page } from '@playwright/test';

const unique = () => `toast-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function subscribe(page: Page) {
  await page.goto('/#newsletter');
  const section = page.locator('#newsletter');
  await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1);
  await section.getByRole('textbox', { name: 'Email address' }).fill(unique());
  await section.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toast).toContainText('Welcome to the Fabulous Readers Club!');
  return toast;
}

test('a toast shows the outcome and its close button dismisses it', async ({ page }) => {
  const toast = await subscribe(page);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toHaveCount(0, { timeout: 1500 }); // well before the 5 s auto-dismiss
});

test('F8 moves focus to the toast region', async ({ page }) => {
  await subscribe(page);
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
});

test('swiping right past 50 px dismisses the toast', async ({ page }) => {
  const toast = await subscribe(page);
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0, { timeout: 1500 }); // well before the 5 s auto-dismiss
});

test('the toast region is at most 420 px wide from medium screens up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await subscribe(page);
  const width = await page
    .getByRole('region', { name: /Notifications/ })
    .locator('ol')
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(420);
});
