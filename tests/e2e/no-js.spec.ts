/**
 * Issue 18.7: with JavaScript disabled, joining the challenge, sharing a story and the
 * catalogue's search still work, and Order Now explains itself instead of doing nothing.
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const cards = '[data-book-card]';

test('joining the reading challenge posts a form and lands on "You\'re In!"', async ({ page }) => {
  await page.goto('/community#challenge');
  await page.getByRole('button', { name: 'Join the Challenge' }).click();
  await expect(page).toHaveURL(/\/community\/joined$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're In!");
  await expect(page.getByText('The Bold Year')).toBeVisible();
  // The entry belongs to this browser's visitor cookie.
  const mine = (await (await page.request.get('/api/reading-progress')).json()) as { bookId: number }[];
  expect(mine.map((e) => e.bookId)).toEqual([8]);
});

test('the story form shows at once and posts natively', async ({ page }) => {
  await page.goto('/community#share-your-story');
  await expect(page.getByRole('button', { name: 'Share Your Story' })).toBeHidden();
  const form = page.getByRole('form', { name: 'Share your story' });
  await expect(form).toBeVisible();
  // The browser's own validation keeps an empty form from leaving.
  await form.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page).toHaveURL(/\/community#share-your-story$/);
  await form.getByLabel('Your name', { exact: true }).fill('Nova No-Script');
  await form.getByLabel('Book', { exact: true }).selectOption({ label: 'The Bold Year' });
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Personal Growth' });
  await form.getByLabel('Your story', { exact: true }).fill('I read it with scripts off and loved it.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page).toHaveURL(/\/community\/story-shared$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for sharing your story!');
});

test('Order Now says why it needs JavaScript and how to order instead', async ({ page }) => {
  await page.goto('/always-be-fabulous');
  // Playwright's text and role engines skip <noscript>, which the browser shows here.
  const note = page.locator('#collection noscript p');
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    "Ordering online needs JavaScript: payment runs through PayPal's secure checkout",
  );
  await expect(note.locator('a')).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('button', { name: /^Order Now/ }).first()).toBeHidden();
});

test('the catalogue search filters on the server', async ({ page }) => {
  await page.goto('/catalog');
  await page.getByRole('searchbox').fill('honey');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/catalog\/search\?q=honey$/);
  await expect(page.getByRole('searchbox')).toHaveValue('honey');
  const shown = page.locator(`${cards}:visible`);
  expect(await shown.count()).toBeGreaterThan(0);
  expect(await shown.count()).toBeLessThan(14);
  for (const text of await shown.allInnerTexts()) expect(text.toLowerCase()).toContain('honey');
  await expect(page.getByRole('status')).toContainText(/of 14 books match “honey”/);

  await page.getByRole('searchbox').fill('zzz-no-such-book');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator(`${cards}:visible`)).toHaveCount(0);
  await expect(page.getByText('No books found matching your search.')).toBeVisible();
});
