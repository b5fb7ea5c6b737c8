/** /catalog: every book pre-rendered; the search filters by title or description, case-insensitively, and keeps ?q=. */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const cards = 'main li[data-book-card]';
const visibleTitles = (page: import('@playwright/test').Page) =>
  page.locator(`${cards}:visible h2`).allTextContents();

test('lists all 14 books with cover, rating, preview and Amazon links', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Book Catalog');
  await expect(page.locator(cards)).toHaveCount(14);
  const first = page.locator(cards).first();
  await expect(first.getByRole('heading')).toHaveText('The Red Door');
  await expect(first.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
  await expect(first.getByRole('link', { name: /^Read Preview/ })).toHaveAttribute('href', '/book/1/preview');
  const amazon = first.getByRole('link', { name: /^Buy on Amazon/ });
  await expect(amazon).toHaveAttribute('target', '_blank');
  await expect(amazon).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText('No books found matching your search.')).toBeHidden();
});

test("'Read Preview' only on the books that have a free chapter (CONTRACT §16)", async ({ page }) => {
  await page.goto('/catalog');
  // The seed's books 12, 13 and 14 have no chapter yet.
  const previews = page.locator(cards).getByRole('link', { name: /^Read Preview/ });
  await expect(previews).toHaveCount(11);
  for (const title of [
    'Every Shade of Brave',
    'The Last Dance at Magnolia Hall',
    'Sweet Tea and Second Chances',
  ]) {
    const card = page.locator(cards).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByRole('link', { name: /^Buy on/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Read Preview/ })).toHaveCount(0);
  }
  await expect(
    page.getByText('Where a book has a free preview chapter, try it before you buy.'),
  ).toBeVisible();
});

test('search matches the title, ignoring case, and keeps the query in ?q=', async ({ page }) => {
  await page.goto('/catalog');
  const search = page.getByRole('searchbox', { name: /Search books/ });
  await search.fill('rED dOOR');
  expect(await visibleTitles(page)).toEqual(['The Red Door']);
  await expect(page).toHaveURL(/\?q=rED\+dOOR$/);
  await expect(page.getByRole('status')).toContainText('1 of 14 books');
});

test('search matches the description', async ({ page }) => {
  await page.goto('/catalog');
  // 'Baltimore' appears only in the description of Loud Little Heart.
  await page.getByRole('searchbox').fill('baltimore');
  expect(await visibleTitles(page)).toEqual(['Loud Little Heart']);
});

test('no match shows the empty message; clearing shows every book again', async ({ page }) => {
  await page.goto('/catalog');
  const search = page.getByRole('searchbox');
  await search.fill('zzzz no such book');
  await expect(page.locator(`${cards}:visible`)).toHaveCount(0);
  await expect(page.getByText('No books found matching your search.')).toBeVisible();
  await search.fill('');
  await expect(page.locator(`${cards}:visible`)).toHaveCount(14);
  await expect(page.getByText('No books found matching your search.')).toBeHidden();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('a shared ?q= link and a reload keep the search', async ({ page }) => {
  await page.goto('/catalog?q=Sequins');
  await expect(page.getByRole('searchbox')).toHaveValue('Sequins');
  expect(await visibleTitles(page)).toEqual(['Sequins on Sunday']);
  await page.reload();
  expect(await visibleTitles(page)).toEqual(['Sequins on Sunday']);
});

test('pressing Enter in the search does not reload the page', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('searchbox').fill('honey');
  await page.keyboard.press('Enter');
  expect(await visibleTitles(page)).toEqual(['The Weight of Honey']);
  await expect(page).toHaveURL(/\?q=honey$/);
});

test('the search script is inline, no React, and at most 3 KB gzip', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/catalog');
  expect(scripts).toEqual([]);
  await expect(page.locator('astro-island')).toHaveCount(0);
  const code = await page
    .locator('script:not([src])')
    .evaluateAll((els) => els.map((el) => el.textContent ?? '').filter((t) => t.includes('data-book-card')));
  expect(code).toHaveLength(1);
  expect(gzipSync(code[0]!).byteLength).toBeLessThanOrEqual(3 * 1024);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits to /catalog/search?q=, which lists only the matching books', async ({ page }) => {
    await page.goto('/catalog');
    await page.getByRole('searchbox').fill('honey');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/catalog\/search\?q=honey$/);
    const shown = await page.locator(`${cards}:visible`).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(14);
  });
});
