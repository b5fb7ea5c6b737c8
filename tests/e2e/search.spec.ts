/**
 * Site search (CONTRACT.md §14): /search over every public page with Pagefind, linked from
 * the navigation, loading no script until the visitor starts a search, usable by keyboard
 * and at 360 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/** Script files the page has asked for so far. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('/pagefind/')) urls.push(request.url());
  });
  return urls;
}

const results = (page: Page) => page.locator('[data-search-results] > li');

test('no script loads until the visitor starts a search, then a word from a chapter finds its book', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  // 'pluff' appears only in the free chapter of The Red Door (book 1's preview page).
  await page.getByLabel('Search books, chapters, posts and pages').fill('pluff');
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveText('The Red Door');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/book/1/preview');
  await expect(first).toContainText('Book');
  await expect(page.getByRole('status')).toHaveText(/^1 result for “pluff”\.$/);
  expect(scripts.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a word from a post finds the post, and ?q= in the address searches on arrival', async ({ page }) => {
  // 'neurotypical' is in the body of one post only (not its excerpt). Tags a post page
  // shows are indexed the same way, as words of the page.
  await page.goto('/search?q=neurotypical');
  await expect(page.getByLabel('Search books, chapters, posts and pages')).toHaveValue('neurotypical');
  const link = results(page).first().getByRole('link');
  await expect(link).toHaveText('Routines for Busy Brains: How I Actually Get Words on the Page');
  await expect(results(page).first()).toContainText('Post');
  await link.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Routines for Busy Brains/);
});

test('venture pages are found; admin, sign-in and form result pages are not', async ({ page }) => {
  await page.goto('/search?q=mentoring');
  await expect(results(page).filter({ hasText: 'Venture' }).first()).toBeVisible();
  for (const term of ['unsubscribed', 'sign in', 'message sent']) {
    await page.goto(`/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByRole('status')).not.toHaveText('');
    const hrefs = await results(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The newsletter's archive (/newsletter/{id}) is public; its form result pages are not.
    const formResults =
      /^\/(admin|newsletter\/(thanks|error|unsubscribe|unsubscribed|confirm)|contact\/(sent|error)|404)/;
    expect(hrefs.filter((h) => formResults.test(h ?? ''))).toEqual([]);
  }
  await page.goto('/search?q=zzzxqv');
  await expect(page.getByRole('status')).toHaveText('No results for “zzzxqv”.');
});

test('a title misspelled by up to two letters still finds its book, first', async ({ page }) => {
  await page.goto('/search?q=Sequns%20on%20Sundy');
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveText('Sequins on Sunday');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/book/3');
  await expect(first).toContainText('Book');
  // Typed, not from the address: the same.
  const box = page.getByLabel('Search books, chapters, posts and pages');
  await box.fill('');
  await box.pressSequentially('The Wieght of Hony');
  await expect(results(page).first().getByRole('link')).toHaveText('The Weight of Honey');
});

test('books and posts come before listing pages, and each page is listed once', async ({ page }) => {
  await page.goto('/search?q=busy%20brains');
  await expect(results(page).first()).toBeVisible();
  const found = await results(page).evaluateAll((items) =>
    items.map((li) => ({
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      text: li.textContent ?? '',
    })),
  );
  const hrefs = found.map((r) => r.href);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  const kind = (href: string) => (/^\/(book|blog)\/\d+/.test(href) ? 'item' : 'listing');
  const kinds = hrefs.map(kind);
  expect(kinds[0]).toBe('item');
  // Once a listing page appears, no book or post follows it.
  expect(kinds.slice(kinds.indexOf('listing') + 1)).not.toContain('item');
  // The three posts tagged Busy Brains are among the results, each once.
  for (const id of [2, 4, 6]) expect(hrefs.filter((h) => h === `/blog/${id}`)).toHaveLength(1);
});

test("a card's texts are found on the page it leads to, not on the lists that show the card", async ({
  page,
}) => {
  // 'people viewed' is a product card's line: only product pages carry it now, not the shop's
  // page or the home page that show the cards.
  await page.goto('/search?q=people%20viewed');
  await expect(results(page).first()).toBeVisible();
  const found = await results(page).evaluateAll((items) =>
    items.map((li) => ({ type: li.querySelector('p')?.textContent, text: li.textContent ?? '' })),
  );
  const carrying = found.filter((r) => /people viewed/.test(r.text));
  expect(carrying.length).toBeGreaterThan(0);
  expect(carrying.map((r) => r.type)).toEqual(carrying.map(() => 'Product'));
  // Live stock is no page's words: a product on sale is never found as 'Sold out'.
  for (const { text } of found) expect(text).not.toContain('Sold out');
});

test.describe('at 360 px, by keyboard', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation leads to search, and results open with the keyboard', async ({ page }) => {
    await page.goto('/');
    const searchLink = page.getByRole('link', { name: 'Search' });
    await expect(searchLink).toBeVisible();
    await searchLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await page.getByLabel('Search books, chapters, posts and pages').focus();
    await page.keyboard.type('sandspurs');
    await expect(results(page).first().getByRole('link')).toHaveText('The Red Door');
    await expect(page.getByRole('status')).toContainText('“sandspurs”');
    // Tab from the box: the submit button, then the first result.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(results(page).first().getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/1\/preview$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
