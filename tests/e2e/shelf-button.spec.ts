/**
 * 'Want to read' / 'Add to my shelf' on a book's page (CONTRACT.md §19) in Chromium, at
 * 360 px and desktop width, by keyboard and by mouse: the page loads no script until the
 * visitor uses it (a first click meanwhile is not lost); then the book goes on the
 * visitor's shelf, or moves there from another one.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { tabTo } from './support/tracker';

const bookFor = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Your Library' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe.configure({ timeout: 90_000 });

for (const [name, viewport] of [
  ['360 px', { width: 360, height: 800 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`at ${name}: 'Want to read' on a book page loads no script until used, then shelves the book, by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/book/1/preview');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    const shelf = page.getByRole('group', { name: 'Your reading shelf: The Red Door' });
    const want = shelf.getByRole('button', { name: 'Want to read', exact: true });
    // Tab on from the book's title, as a reader who has just read it would.
    await page.getByRole('heading', { level: 1, name: 'The Red Door' }).click();
    await tabTo(page, want);
    await page.keyboard.press('Enter');
    const status = shelf.getByRole('status');
    await expect(status).toContainText('Added to your Want to Read shelf.');
    expect(scripts.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(status).toContainText('Already on your Want to Read shelf.');
    const add = shelf.getByRole('button', { name: 'Add to my shelf', exact: true });
    await add.press('Enter');
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Finished' }).press('Enter');
    await expect(status).toContainText('Moved to your Finished shelf.');
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await status.getByRole('link', { name: 'See it in your Reading Tracker' }).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // A catalogue book carries the site's author, in the library and among the books finished last.
    await expect(bookFor(page, 'The Red Door')).toContainText('by Kendra Lane');
    await expect(bookFor(page, 'The Red Door')).toContainText('Finished');
    await expect(page.getByRole('region', { name: 'Recently Completed' })).toContainText(
      'The Red Doorby Kendra Lane',
    );
  });
}

test('a first click, before the button has its script, is not lost; a book being read moves to the chosen shelf', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/reading-tracker');
  await page.request.post('/api/reading-progress', { data: { bookId: 2, progress: 30 } });
  await page.goto('/book/2/preview');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  // One click by mouse opens the list of shelves (the script loads in between).
  const shelf = page.getByRole('group', { name: `Your reading shelf: ${title}` });
  const add = shelf.getByRole('button', { name: 'Add to my shelf', exact: true });
  await add.click();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Did Not Finish' }).click();
  const status = shelf.getByRole('status');
  await expect(status).toContainText('Moved to your Did Not Finish shelf.');
  const [entry] = (await (await page.request.get('/api/reading-progress')).json()) as {
    bookId: number;
    status: string;
    progress: number;
  }[];
  expect(entry).toMatchObject({ bookId: 2, status: 'dnf', progress: 30 });
});
