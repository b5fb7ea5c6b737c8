/**
 * Dark mode (CONTRACT.md §14): follows the system, the navigation's switch is remembered
 * across visits, no flash of the other theme at first paint, and axe finds no serious
 * violation (contrast included) in either theme.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { eachConcurrently } from '../support/concurrently';
import { COLOUR_RULES, seriousViolations } from './support/axe';
import { onePerTemplate, sitemapPaths } from './support/pages';

const LIGHT_PAGE = 'rgb(255, 248, 240)';
const DARK_PAGE = 'rgb(23, 16, 27)';

/**
 * Records the page's background the moment <body> is first parsed, before any script of
 * the page's own but the inline head one has run: what the first paint shows.
 */
async function watchFirstPaint(context: BrowserContext) {
  await context.addInitScript(() => {
    const record = () => {
      const w = window as unknown as { firstBackground?: string };
      if (w.firstBackground || !document.body) return false;
      w.firstBackground = getComputedStyle(document.body).backgroundColor;
      return true;
    };
    const observer = new MutationObserver(() => record() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
}
const firstBackground = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstBackground?: string }).firstBackground);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme follows the system when the visitor has not chosen one', async ({ browser }) => {
  for (const [scheme, colour] of [
    ['light', LIGHT_PAGE],
    ['dark', DARK_PAGE],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/about');
    expect(await background(page)).toBe(colour);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      String(scheme === 'dark'),
    );
    await context.close();
  }
});

test('the switch is remembered across visits, with no flash of the other theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  await watchFirstPaint(context);
  const page = await context.newPage();
  await page.goto('/');
  expect(await firstBackground(page)).toBe(LIGHT_PAGE);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK_PAGE);

  // Another page, a reload and a new tab all paint dark from the very first frame.
  for (const path of ['/blog', '/catalog']) {
    await page.goto(path);
    expect(await firstBackground(page)).toBe(DARK_PAGE);
  }
  await page.reload();
  expect(await firstBackground(page)).toBe(DARK_PAGE);
  const second = await context.newPage();
  await second.goto('/book/1/preview');
  expect(await firstBackground(second)).toBe(DARK_PAGE);
  await expect(second.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

  // Choosing light wins over a dark system too.
  await second.getByRole('button', { name: 'Dark theme' }).click();
  await context.close();
  const dark = await browser.newContext({ colorScheme: 'dark', storageState: undefined });
  await watchFirstPaint(dark);
  const page3 = await dark.newPage();
  await page3.goto('/');
  await page3.evaluate(() => localStorage.setItem('theme', 'light'));
  await page3.goto('/about');
  expect(await firstBackground(page3)).toBe(LIGHT_PAGE);
  await dark.close();
});

test('the switch works at 360 px by keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/contact');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).toBe(DARK_PAGE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

// The light theme's pass over every page, with every rule, is quality.spec.ts's. Dark mode
// changes colours, not markup, and the pages of one template share theirs: one page of each
// template, and the rules colours decide, are enough here.
test('axe finds no serious or critical violation on any page template of the sitemap in the dark theme', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The stored choice over a light system: the path the switch takes.
  const context = await browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const failures: string[] = [];
  // Two tabs at a time: axe's work on one overlaps the next page's load.
  await eachConcurrently(
    [...onePerTemplate(await sitemapPaths(request)), '/search?q=door'],
    2,
    async (path) => {
      const page = await context.newPage();
      await page.goto(path);
      if (path.includes('?q='))
        await expect(page.locator('[data-search-results] > li').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.theme), path).toBe('dark');
      for (const violation of await seriousViolations(page, { rules: COLOUR_RULES }))
        failures.push(`${path}: ${violation}`);
      await page.close();
    },
  );
  expect(failures).toEqual([]);
  await context.close();
});
