/** Community: the sections, joining the challenge, the story form's states, reader stories as text, a11y, one React runtime. */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/** Scrolls a section into view and waits until its client:visible island has hydrated. */
async function hydrated(page: Page, section: string) {
  await page.locator(section).scrollIntoViewIfNeeded();
  await expect(page.locator(`${section} astro-island:not([ssr])`)).toHaveCount(1);
}

const PERMISSION = 'I give permission to share my story publicly with the community (subject to approval)';

test('shows the intro, the four commitments, reviews, the challenge and the two sample stories', async ({
  page,
}) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Fabulous Readers Community');
  await expect(page.getByRole('region', { name: 'Community Insights' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'What Readers Say' }).getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByRole('heading', { name: `${new Date().getUTCFullYear()} Fabulous Reading Challenge` }),
  ).toBeVisible();
  const samples = page.getByRole('list', { name: 'Sample stories' }).getByRole('listitem');
  await expect(samples).toHaveCount(2);
  // Approved public stories from the database follow the samples.
  await expect(page.getByRole('list', { name: 'Stories from readers' })).toContainText('Tasha M.');
});

test("joining the challenge: 'You're In!' and 'Challenge accepted!', still joined after a reload", async ({
  page,
}) => {
  await page.goto('/community#challenge');
  await hydrated(page, '#challenge');
  const join = page.getByRole('button', { name: 'Join the Challenge' });
  await expect(join).toBeEnabled();
  await join.click();
  await expect(page.getByText("You're In!")).toBeVisible();
  await expect(page.getByText('Challenge accepted!', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("You're In!")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the Challenge' })).toHaveCount(0);
  // The tracker counts the challenge as joined, with its starter book.
  await page.goto('/reading-tracker');
  await expect(page.getByRole('region', { name: 'Currently Reading' })).toContainText('The Bold Year');
  await expect(page.getByText('Join the challenge')).toHaveCount(0);
});

test('the story form: collapsed, open, errors, cancel resets, success thanks and collapses', async ({
  page,
}) => {
  await page.goto('/community#share-your-story');
  await hydrated(page, '#share-your-story');
  const open = page.getByRole('button', { name: 'Share Your Story' });
  await open.click();
  const form = page.getByRole('form', { name: 'Share your story' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Your name', { exact: true })).toBeFocused(); // the keyboard's place moves in
  await expect(form.getByText(PERMISSION, { exact: true })).toBeVisible();
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  const category = form.getByLabel('Category', { exact: true });
  for (const label of [
    'Life-Changing Moment',
    'Daily Inspiration',
    'Healing & Recovery',
    'Personal Growth',
  ]) {
    await expect(category.getByRole('option', { name: label })).toHaveCount(1);
  }

  // Nothing is sent until name, book, category and story are set.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/impact-stories')) posted++;
  });
  await form.getByRole('button', { name: 'Share My Story' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please choose a book')).toBeVisible();
  await expect(form.getByText('Please choose a category')).toBeVisible();
  await expect(form.getByText('Please tell us your story')).toBeVisible();
  await expect(form.getByLabel('Your name', { exact: true })).toBeFocused();
  expect(posted).toBe(0);

  await form.getByLabel('Your name', { exact: true }).fill('Cancelled Reader');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(open).toBeFocused(); // and back out
  await open.click();
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('');

  await page.getByLabel('Your name', { exact: true }).fill('E2E Reader');
  await page.getByLabel('Location (optional)').fill('Accra');
  await page.getByLabel('Book', { exact: true }).selectOption({ label: 'Velvet Armor' });
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Personal Growth' });
  await page.getByLabel('Your story', { exact: true }).fill('It gave me the nerve to start my own business.');
  await page.getByRole('checkbox', { name: PERMISSION }).check();
  await page.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page.getByText('Thank you for sharing your story!', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Share your story' })).toBeHidden();
  await page.getByRole('button', { name: 'Share Your Story' }).click();
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('');
  // Stored for review: not listed publicly.
  await expect(page.getByRole('list', { name: 'Stories from readers' })).not.toContainText('E2E Reader');
});

test("a refused story says 'Something went wrong' and keeps the form", async ({ page }) => {
  await page.route('**/api/impact-stories', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{"message":"down"}' })
      : route.continue(),
  );
  await page.goto('/community#share-your-story');
  await hydrated(page, '#share-your-story');
  await page.getByRole('button', { name: 'Share Your Story' }).click();
  await page.getByLabel('Your name', { exact: true }).fill('Unlucky Reader');
  await page.getByLabel('Book', { exact: true }).selectOption({ label: 'The Red Door' });
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Daily Inspiration' });
  await page.getByLabel('Your story', { exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Please try again later.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Unlucky Reader');
});

test('a public story with markup is shown as text and never runs', async ({ page }) => {
  await page.route('**/api/impact-stories', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([
        {
          id: 9001,
          readerName: '<b>Eve</b>',
          readerLocation: null,
          bookTitle: 'The Red Door',
          category: 'growth',
          story: '<img src=x onerror="window.__xss=1">Hi',
        },
      ]),
    }),
  );
  await page.goto('/community');
  await hydrated(page, '#reader-stories');
  const list = page.getByRole('list', { name: 'Stories from readers' });
  await expect(list).toContainText('<img src=x onerror="window.__xss=1">Hi');
  await expect(list).toContainText('<b>Eve</b>');
  await expect(list.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('no serious or critical axe-core violations, with the story form open', async ({ page }) => {
  await page.goto('/community');
  await hydrated(page, '#challenge');
  expect(await seriousViolations(page)).toEqual([]);
  await hydrated(page, '#share-your-story');
  await page.getByRole('button', { name: 'Share Your Story' }).click();
  await page.getByRole('button', { name: 'Share My Story' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
