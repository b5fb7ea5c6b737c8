/** The reading tracker: empty state, adding a book, '+10%', the cap at 100, completion, rollback, a11y. */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

const entryFor = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Currently Reading' }).getByRole('listitem').filter({ hasText: title });
const stat = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');

test('a new visitor sees the challenge card, zero stats and the empty state', async ({ page }) => {
  await page.goto('/reading-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading Tracker' })).toBeVisible();
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `${new Date().getUTCFullYear()} Fabulous Reading Challenge` }),
  ).toBeVisible();
  await expect(page.getByText('0 of 12 books')).toBeVisible();
  await expect(stat(page, 'Books Completed')).toHaveText('0');
  await expect(stat(page, 'Currently Reading')).toHaveText('0');
  await expect(stat(page, 'Average Progress')).toHaveText('0%');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test('the whole flow: add a book from the picker, +10%, mark complete, and it is still there after a reload', async ({
  page,
}) => {
  await page.goto('/reading-tracker');
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  await page.getByRole('button', { name: 'Add Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Book' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'The Red Door' }).click();
  await expect(dialog).toBeHidden();
  const entry = entryFor(page, 'The Red Door');
  await expect(entry).toContainText('0%');
  await expect(page.getByText('Book Added', { exact: true })).toBeVisible();

  await entry.getByRole('button', { name: '+10%' }).click();
  await expect(entry).toContainText('10%');
  await expect(page.getByText('Progress Updated', { exact: true })).toBeVisible();
  await expect(stat(page, 'Currently Reading')).toHaveText('1');
  await expect(stat(page, 'Average Progress')).toHaveText('10%');

  await entry.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Book Completed!', { exact: true })).toBeVisible();
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  await expect(stat(page, 'Books Completed')).toHaveText('1');
  const recent = page.getByRole('region', { name: 'Recently Completed' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent).toContainText('The Red Door');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Recently Completed' })).toContainText('The Red Door');
  // A tracked book is not offered twice.
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /The Red Door/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Book' })).toBeFocused();
});

test("'+10%' stops at 100", async ({ page }) => {
  await page.goto('/reading-tracker');
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  const created = await page.request.post('/api/reading-progress', { data: { bookId: 2, progress: 95 } });
  expect(created.status()).toBe(201);
  await page.reload();
  const entry = entryFor(page, 'Loud Little Heart');
  await expect(entry).toContainText('95%');
  await entry.getByRole('button', { name: '+10%' }).click();
  await expect(entry).toContainText('100%');
  await expect(page.getByText('Progress Updated', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: '+10%' })).toBeDisabled();
  await page.reload();
  await expect(entryFor(page, 'Loud Little Heart')).toContainText('100%');
});

test("an update the server refuses rolls back and says 'Something went wrong'", async ({ page }) => {
  await page.goto('/reading-tracker');
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  await page.request.post('/api/reading-progress', { data: { bookId: 3, progress: 40 } });
  await page.reload();
  const entry = entryFor(page, 'Sequins on Sunday');
  await expect(entry).toContainText('40%');
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/reading-progress/*', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  await entry.getByRole('button', { name: '+10%' }).click();
  await expect(entry).toContainText('50%'); // shown at once...
  release();
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  await expect(entry).toContainText('40%'); // ...and rolled back
  await entry.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(entry).toContainText('40%');
  await expect(stat(page, 'Books Completed')).toHaveText('0');
});

test('loading skeletons show only while fetching, under the pre-rendered challenge', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/reading-progress', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/reading-tracker');
  await expect(page.getByLabel('Loading your reading tracker')).toBeVisible();
  // The challenge itself is in the pre-rendered HTML; only the visitor's standing waits.
  const card = page.locator('section[aria-labelledby="challenge-title"]');
  await expect(
    card.getByRole('heading', { name: `${new Date().getUTCFullYear()} Fabulous Reading Challenge` }),
  ).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  release();
  await expect(card.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  await expect(page.getByLabel('Loading your reading tracker')).toHaveCount(0);
});

test('no serious or critical axe-core violations, with a book listed and the picker open', async ({
  page,
}) => {
  await page.goto('/reading-tracker');
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  await page.request.post('/api/reading-progress', { data: { bookId: 6, progress: 30 } });
  await page.reload();
  await expect(entryFor(page, 'Paper Crowns')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
