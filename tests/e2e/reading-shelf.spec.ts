/**
 * The reader's shelf (CONTRACT.md §12) in Chromium at 360 px, by keyboard: progress by
 * page, did not finish, rereads, the yearly goal and its chart, any book, and import
 * (the whole library of §19 is in reading-library.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { GOODREADS_COLUMNS } from '../../src/features/tracker/csv-formats';
import { seriousViolations } from './support/axe';
import { noSideScroll, openTracker, reading, tabTo } from './support/tracker';

test.use({ viewport: { width: 360, height: 800 } });

const year = new Date().getFullYear();
const entryFor = (page: Page, title: string) =>
  reading(page).getByRole('listitem').filter({ hasText: title });
const stat = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');

test("progress by page on a catalogue book: the page count is the catalogue's, already filled in", async ({
  page,
}) => {
  await openTracker(page);
  const book = (await (await page.request.get('/api/books/8')).json()) as {
    title: string;
    pageCount: number;
  };
  await page.request.post('/api/reading-progress', { data: { bookId: 8 } });
  await page.reload();
  const entry = entryFor(page, book.title);
  await entry.getByRole('button', { name: `Update Progress: ${book.title}` }).click();
  await expect(entry.getByLabel('Total pages')).toHaveValue(String(book.pageCount));
  await entry.getByLabel('Current page').fill('100');
  await entry.getByLabel('Current page').press('Enter');
  await expect(entry).toContainText(`Page 100 of ${book.pageCount}`);
});

test('progress by page: set the pages of a book by keyboard and see the percentage follow', async ({
  page,
}) => {
  await openTracker(page);
  await page.request.post('/api/reading-progress', {
    data: { title: 'Middlemarch', author: 'George Eliot' },
  });
  await page.reload();
  const entry = entryFor(page, 'Middlemarch');
  await expect(entry).toContainText('by George Eliot');
  const toggle = entry.getByRole('button', { name: 'Update Progress: Middlemarch' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  // Without a page count yet, the percentage comes first; the pages follow it.
  await expect(entry.getByLabel('Percent read', { exact: true })).toBeFocused();
  const current = entry.getByLabel('Current page');
  await tabTo(page, current);
  await page.keyboard.type('200');
  await page.keyboard.press('Tab');
  await page.keyboard.type('800');
  await page.keyboard.press('Enter');
  await expect(entry).toContainText('Page 200 of 800');
  await expect(entry).toContainText('25%');
  await expect(page.getByText('Progress Updated', { exact: true })).toBeVisible();
  await expect(toggle).toBeFocused();
  // '+10%' moves the page with it.
  await entry.getByRole('button', { name: '+10%' }).click();
  await expect(entry).toContainText('Page 280 of 800');
  await expect(entry).toContainText('35%');
  // Escape closes the form without saving.
  await toggle.press('Enter');
  await page.keyboard.type('999');
  await page.keyboard.press('Escape');
  await expect(entry.getByLabel('Current page')).toHaveCount(0);
  await page.reload();
  await expect(entryFor(page, 'Middlemarch')).toContainText('Page 280 of 800');
  await noSideScroll(page);
});

test('did not finish: a book leaves Currently Reading and can be taken up again', async ({ page }) => {
  await openTracker(page);
  await page.request.post('/api/reading-progress', { data: { bookId: 2, progress: 40 } });
  await page.reload();
  await tabTo(page, entryFor(page, 'Loud Little Heart').getByRole('button', { name: 'Did Not Finish' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Marked Did Not Finish', { exact: true })).toBeVisible();
  await expect(page.getByText('No Books in Progress')).toBeVisible();
  const inLibrary = page
    .getByRole('region', { name: 'Your Library' })
    .getByRole('listitem')
    .filter({ hasText: 'Loud Little Heart' });
  await expect(inLibrary).toContainText('Did Not Finish');
  await expect(inLibrary).toContainText('Did Not Finish at 40%');
  await expect(stat(page, 'Currently Reading')).toHaveText('0');
  await expect(stat(page, 'Books Completed')).toHaveText('0');
  await page.reload();
  await tabTo(page, inLibrary.getByRole('button', { name: 'Edit: Loud Little Heart' }));
  await page.keyboard.press('Enter');
  await page
    .getByRole('form', { name: 'Edit Loud Little Heart' })
    .getByLabel('Shelf')
    .selectOption('reading');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(entryFor(page, 'Loud Little Heart')).toContainText('40%');
  await expect(inLibrary).toContainText('Reading at 40%');
});

test('a reread keeps both finish dates', async ({ page }) => {
  await openTracker(page);
  const created = await page.request.post('/api/reading-progress', { data: { bookId: 6 } });
  await page.request.patch(`/api/reading-progress/${(await created.json()).id}`, {
    data: { action: 'complete' },
  });
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recently Completed' });
  await tabTo(page, recent.getByRole('button', { name: 'Read Again: Paper Crowns' }));
  await page.keyboard.press('Enter');
  const entry = entryFor(page, 'Paper Crowns');
  await expect(entry).toContainText('0%');
  await entry.getByRole('button', { name: 'Mark Complete' }).press('Enter');
  await expect(page.getByText('Book Completed!', { exact: true })).toBeVisible();
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });
  await expect(recent).toContainText(`Finished ${today} and ${today}`);
});

test('the yearly goal: set by keyboard, with the pace and a chart of books finished per month', async ({
  page,
}) => {
  await openTracker(page);
  const goal = page.getByRole('region', { name: `${year} Reading Goal` });
  await expect(goal).toContainText('Set a goal');
  const field = goal.getByLabel(`Books to finish in ${year}`);
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('24');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Goal Saved', { exact: true })).toBeVisible();
  await expect(goal).toContainText('0 of 24 books finished');
  await expect(goal).toContainText(/Pace: (on track|\d+ behind)/);
  await expect(goal.getByRole('button', { name: 'Change Goal' })).toBeFocused();
  const chart = goal.locator('[data-goal-chart]');
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-goal-line]')).toHaveCount(1);
  await expect(chart.locator('[data-bar]')).toHaveCount(0);

  // Finishing a book puts a bar in this month and moves the count.
  const created = await page.request.post('/api/reading-progress', { data: { bookId: 4 } });
  await page.reload();
  await entryFor(page, 'The Weight of Honey').getByRole('button', { name: 'Mark Complete' }).click();
  await expect(goal).toContainText('1 of 24 books finished');
  await expect(chart.locator('[data-bar]')).toHaveCount(1);
  // The same figures are in a table for screen readers.
  const month = new Date().toLocaleDateString('en-US', { month: 'short' });
  await expect(goal.getByRole('row', { name: `${month} 1` })).toHaveCount(1);
  expect((await created.json()).id).toBeGreaterThan(0);

  // Changing it: the field keeps the goal, Enter saves the new one.
  await goal.getByRole('button', { name: 'Change Goal' }).press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(goal).toContainText('1 of 2 books finished');
  await noSideScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('any book: the Add Book dialog searches the catalogue and adds another book, by keyboard', async ({
  page,
}) => {
  await openTracker(page);
  await tabTo(page, page.getByRole('button', { name: 'Add Book' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a Book' });
  await expect(dialog.getByLabel('Search the catalogue')).toBeFocused();
  await page.keyboard.type('crowns');
  await expect(dialog.getByRole('list', { name: 'Catalogue books' }).getByRole('button')).toHaveText([
    'Paper Crowns',
  ]);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Piranesi');
  await expect(dialog).toContainText("No catalogue book matches 'Piranesi'");
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Title')).toHaveValue('Piranesi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Susanna Clarke');
  await page.keyboard.press('Tab');
  await page.keyboard.type('272');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Book' })).toBeFocused();
  const entry = entryFor(page, 'Piranesi');
  await expect(entry).toContainText('by Susanna Clarke');
  await expect(entry).toContainText('Page 0 of 272');
  await expect(page.getByText('Book Added', { exact: true })).toBeVisible();
  await page.reload();
  await expect(entryFor(page, 'Piranesi')).toBeVisible();
});

test('import a Goodreads export by keyboard: each book once, every shelf, with a summary; a broken file names its line', async ({
  page,
}) => {
  await openTracker(page);
  const csv = [
    GOODREADS_COLUMNS.join(','),
    `1,Emma,Jane Austen,"Austen, Jane",,"=""""","=""""",0,,,,474,,,${year}/01/03,2024/01/01,,,read,,,,1,0`,
    `2,Dune,Frank Herbert,"Herbert, Frank",,"=""""","=""""",0,,,,412,,,,2024/01/01,currently-reading,,currently-reading,,,,0,0`,
    `3,Later,Some One,"One, Some",,"=""""","=""""",0,,,,,,,,2024/01/01,to-read,,to-read,,,,0,0`,
  ].join('\n');
  const importButton = page.getByRole('button', { name: 'Import from Goodreads or StoryGraph' });
  await tabTo(page, importButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Your Books' });
  const file = dialog.getByLabel('Goodreads or StoryGraph export (CSV)');
  await file.setInputFiles({
    name: 'goodreads_library_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import Books' }).press('Enter');
  // Every shelf comes along: the to-read book too.
  await expect(dialog.getByRole('status')).toContainText('Added 3 books.');
  await expect(dialog.getByRole('button', { name: 'Undo This Import' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(importButton).toBeFocused();
  await expect(entryFor(page, 'Dune')).toContainText('Page 0 of 412');
  await expect(page.getByRole('region', { name: 'Recently Completed' })).toContainText('Emma');

  // The same file again adds nothing.
  await importButton.press('Enter');
  await file.setInputFiles({
    name: 'goodreads_library_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Import Books' }).press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Added 0 books. Skipped 3 rows:');
  await expect(dialog.getByRole('status')).toContainText('it is already on your shelf');

  // A broken file says which line.
  const broken = `${GOODREADS_COLUMNS.join(',')}\n1,"Unclosed title,Author\n`;
  await file.setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await dialog.getByRole('button', { name: 'Import Books' }).press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Malformed CSV on line 2');
  await page.keyboard.press('Escape');
  await expect(reading(page).getByRole('listitem')).toHaveCount(1);
  await noSideScroll(page);
});

test('export and another device are reachable by keyboard, and the dialogs pass axe', async ({ page }) => {
  await openTracker(page);
  await expect(page.getByRole('link', { name: 'Export for Goodreads (CSV)' })).toHaveAttribute(
    'href',
    '/api/reading-progress/export',
  );
  const linkButton = page.getByRole('button', { name: 'Use on Another Device' });
  await tabTo(page, linkButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Use on Another Device' });
  await expect(dialog.getByLabel('Your email address')).toBeFocused();
  await page.keyboard.type('reader@example.com');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Check your inbox at reader@example.com');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(linkButton).toBeFocused();
});
