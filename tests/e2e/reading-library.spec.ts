/**
 * A reader's whole library (CONTRACT.md §19, and the shelf's part of §18) in Chromium, by
 * keyboard, at 360 px and at desktop width: search, shelves, years, sorts and pages; a
 * book edited (shelf, rating, review), removed and put back; progress typed in percent or
 * pages (page 400 of 333 refused); an import undone; the shelf downloaded and erased;
 * and a library of 5,000 books ('Want to read' on a book page: shelf-button.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { GOODREADS_COLUMNS } from '../../src/features/tracker/csv-formats';
import { goodreadsExport } from '../support/goodreads-library';
import { libraryTiming, watchLibrary } from '../support/library-timing';
import { seriousViolations } from './support/axe';
import { noSideScroll, openTracker, reading, tabTo } from './support/tracker';

// Long keyboard journeys on a busy machine: more time than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const library = (page: Page) => page.getByRole('region', { name: 'Your Library' });
const controls = (page: Page) => page.getByRole('search', { name: 'Your library' });
const books = (page: Page) =>
  library(page).getByRole('list', { name: 'Books in your library' }).getByRole('listitem');
const bookFor = (page: Page, title: string) =>
  books(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** 30 books: 28 generated across every shelf, and two with more to them. */
const SHELF = [
  GOODREADS_COLUMNS.join(','),
  '234225,"Dune (Dune, #1)",Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",5,4.26,Ace,Paperback,688,1990,1965,2024/08/01,2023/05/02,sci-fi,sci-fi (#1),read,"The spice must flow.",,,3,0',
  '2,Cien años de soledad,Gabriel García Márquez,"Márquez, Gabriel García",,"=""""","=""""",4,,,,417,,,2023/03/03,2023/01/01,,,read,,,,1,0',
  ...goodreadsExport(28).split('\n').slice(1),
].join('\n');

async function importShelf(page: Page, csv = SHELF) {
  const res = await page.request.post('/api/reading-progress/import', {
    headers: { 'content-type': 'text/csv' },
    data: csv,
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { importId: string; added: number };
}

for (const [name, viewport] of [
  ['360 px', { width: 360, height: 800 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('search, shelf, year, sort and pages, by keyboard', async ({ page }) => {
      await openTracker(page);
      await importShelf(page);
      await page.reload();
      await expect(library(page).getByRole('status')).toHaveText('Showing 1–25 of 30 books');
      await expect(books(page)).toHaveCount(25);
      // Catalogue and other books show their authors.
      await expect(bookFor(page, 'Dune (Dune, #1)')).toContainText('by Frank Herbert');
      // Its shelf, its last finish and how often it was read ('Read Count' 3).
      await expect(bookFor(page, 'Dune (Dune, #1)')).toContainText('Finished on Aug 1, 2024 · read 3 times');

      const search = controls(page).getByRole('searchbox', { name: 'Search by title or author' });
      await tabTo(page, search);
      await page.keyboard.type('cien anos');
      await expect(books(page)).toHaveCount(1);
      await expect(bookFor(page, 'Cien años de soledad')).toContainText('by Gabriel García Márquez');
      await expect(library(page).getByRole('status')).toHaveText(
        'Showing 1–1 of 1 book (of 30 in your library)',
      );
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('herbert');
      await expect(books(page)).toHaveText([/Dune \(Dune, #1\)/]);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');

      // Shelf and year by keyboard (a select moves with the arrow keys).
      await page.keyboard.press('Tab');
      await expect(controls(page).getByLabel('Shelf')).toBeFocused();
      await controls(page).getByLabel('Shelf').selectOption('want-to-read');
      await expect(controls(page).getByLabel('Shelf')).toContainText('Want to Read (5)');
      await expect(books(page)).toHaveCount(5);
      await controls(page).getByLabel('Shelf').selectOption('all');
      await controls(page).getByLabel('Year finished').selectOption('2024');
      await expect(books(page)).toHaveCount(2);
      await expect(bookFor(page, 'Dune (Dune, #1)')).toBeVisible();
      await controls(page).getByLabel('Year finished').selectOption('');
      await controls(page).getByLabel('Sort by').selectOption('rating');
      await expect(books(page).first()).toContainText('Dune (Dune, #1)');
      await expect(books(page).first()).toContainText('Rated 5 of 5');
      await controls(page).getByLabel('Sort by').selectOption('title');
      // Without a leading 'The' or 'A'.
      await expect(books(page).first().getByRole('heading')).toHaveText('The Bold Book, Volume 1');

      // Pages.
      const next = library(page).getByRole('button', { name: 'Next' });
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(library(page).getByRole('status')).toHaveText('Showing 26–30 of 30 books');
      await expect(books(page)).toHaveCount(5);
      await expect(next).toBeDisabled();
      await library(page).getByRole('button', { name: 'Previous' }).press('Enter');
      await expect(books(page)).toHaveCount(25);
      await noSideScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('edit a book (shelf, rating, review), remove it and undo, by keyboard', async ({ page }) => {
      await openTracker(page);
      await importShelf(page);
      await page.reload();
      const dune = () => bookFor(page, 'Dune (Dune, #1)');
      await controls(page).getByRole('searchbox').fill('dune');
      await tabTo(page, dune().getByRole('button', { name: 'Edit: Dune (Dune, #1)' }));
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Edit Dune (Dune, #1)' });
      await expect(form.getByLabel('Shelf')).toBeFocused();
      await form.getByLabel('Shelf').selectOption('reading');
      await form.getByLabel('Your rating').selectOption('4.5');
      await form.getByLabel('Your review (only you see it)').fill('Better on the second read.');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).press('Enter');
      await expect(page.getByText('Saved', { exact: true })).toBeVisible();
      await expect(form).toHaveCount(0);
      await expect(dune()).toContainText('Reading at 0% · read 3 times');
      await expect(dune()).toContainText('Rated 4.5 of 5');
      await expect(reading(page)).toContainText('Dune (Dune, #1)');
      await page.reload();
      await controls(page).getByRole('searchbox').fill('dune');
      await dune().getByRole('button', { name: 'Edit: Dune (Dune, #1)' }).click();
      await expect(
        page.getByRole('form', { name: 'Edit Dune (Dune, #1)' }).getByLabel('Your review (only you see it)'),
      ).toHaveValue('Better on the second read.');
      await page.keyboard.press('Escape');

      // Remove, then undo from the bar (it takes the focus).
      await tabTo(page, dune().getByRole('button', { name: 'Remove: Dune (Dune, #1)' }));
      await page.keyboard.press('Enter');
      await expect(books(page)).toHaveCount(0);
      const undo = page.getByRole('button', { name: 'Undo: put Dune (Dune, #1) back' });
      await expect(undo).toBeFocused();
      await expect(
        page.getByRole('status').filter({ hasText: 'Removed Dune (Dune, #1) from your shelf.' }),
      ).toBeVisible();
      await noSideScroll(page);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Book Restored', { exact: true })).toBeVisible();
      await expect(dune()).toContainText('Rated 4.5 of 5');
      await expect(undo).toHaveCount(0);
      await page.reload();
      await controls(page).getByRole('searchbox').fill('dune');
      await expect(dune()).toContainText('Rated 4.5 of 5');
    });

    test('progress by typed percent or page; page 400 of 333 is refused with a message', async ({ page }) => {
      await openTracker(page);
      await page.request.post('/api/reading-progress', { data: { bookId: 4, totalPages: 333 } });
      await page.reload();
      const entry = reading(page).getByRole('listitem').filter({ hasText: 'The Weight of Honey' });
      const toggle = entry.getByRole('button', { name: 'Update Progress: The Weight of Honey' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const current = entry.getByLabel('Current page');
      await expect(current).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('400');
      await page.keyboard.press('Enter');
      await expect(entry.getByRole('alert')).toHaveText(
        'Page 400 is beyond the last page of this book (333)',
      );
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('111');
      await page.keyboard.press('Enter');
      await expect(entry).toContainText('Page 111 of 333');
      await expect(entry).toContainText('33%');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      const percent = entry.getByLabel('Percent read', { exact: true });
      await percent.fill('75');
      await percent.press('Enter');
      await expect(entry).toContainText('75%');
      await expect(entry).toContainText('Page 250 of 333');
      await page.reload();
      await expect(
        reading(page).getByRole('listitem').filter({ hasText: 'The Weight of Honey' }),
      ).toContainText('Page 250 of 333');
      await noSideScroll(page);
    });
  });
}

test('an import is undone from its dialog, or later from the bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openTracker(page);
  const importButton = page.getByRole('button', { name: 'Import from Goodreads or StoryGraph' });
  await tabTo(page, importButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Your Books' });
  await dialog.getByLabel('Goodreads or StoryGraph export (CSV)').setInputFiles({
    name: 'goodreads_library_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SHELF),
  });
  await dialog.getByRole('button', { name: 'Import Books' }).press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Added 30 books.');
  await dialog.getByRole('button', { name: 'Undo This Import' }).press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Import undone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(importButton).toBeFocused();
  await expect(library(page)).toContainText('Your Library Is Empty');
  await expect(page.getByRole('button', { name: 'Undo this import' })).toHaveCount(0);

  // Again, and this time undone after the dialog is closed.
  await importButton.press('Enter');
  await dialog.getByLabel('Goodreads or StoryGraph export (CSV)').setInputFiles({
    name: 'goodreads_library_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SHELF),
  });
  await dialog.getByRole('button', { name: 'Import Books' }).press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Added 30 books.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(library(page).getByRole('status')).toHaveText('Showing 1–25 of 30 books');
  await expect(page.getByText('Imported 30 books from your Goodreads export.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Undo this import' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Import Undone', { exact: true })).toBeVisible();
  await expect(library(page)).toContainText('Your Library Is Empty');
});

test('the shelf downloads as JSON and CSV, and is erased only after a confirmation', async ({ page }) => {
  await openTracker(page);
  await importShelf(page);
  await page.request.put('/api/reading-goal', { data: { year: 2025, target: 20 } });
  await page.reload();
  const json = page.getByRole('link', { name: 'Download Everything (JSON)' });
  const [download] = await Promise.all([page.waitForEvent('download'), json.click()]);
  expect(download.suggestedFilename()).toBe('reading-shelf.json');
  const data = JSON.parse(await (await page.request.get((await json.getAttribute('href'))!)).text());
  expect(data.entries).toHaveLength(30);
  expect(data.goals).toEqual([{ year: 2025, target: 20 }]);
  const csvLink = page.getByRole('link', { name: 'Export for Goodreads (CSV)' });
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(csvDownload.suggestedFilename()).toBe('goodreads_library_export.csv');
  const csv = await (await page.request.get((await csvLink.getAttribute('href'))!)).text();
  expect(csv.split('\n')[0]).toContain(GOODREADS_COLUMNS.join(','));
  // Dune's ISBN the way Goodreads writes it, so Goodreads and StoryGraph match it back.
  expect(csv).toContain('"=""9780441172719"""');

  const erase = page.getByRole('button', { name: 'Erase My Shelf' });
  await tabTo(page, erase);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Erase Your Reading Shelf?' });
  await expect(dialog).toContainText('deleted from this site for good');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep My Shelf' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(erase).toBeFocused();
  await expect(library(page).getByRole('status')).toHaveText('Showing 1–25 of 30 books');
  await erase.press('Enter');
  await dialog.getByRole('button', { name: 'Erase Everything' }).press('Enter');
  await expect(page.getByText('Shelf Erased', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(library(page)).toContainText('Your Library Is Empty');
  const after = await page.request.get('/api/reading-progress/export?format=json');
  expect((await after.json()).entries).toEqual([]);
});

test('a library of 5,000 books renders a page at a time and answers each keystroke', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/reading-tracker');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const imported = await importShelf(page, goodreadsExport(5000));
  expect(imported.added).toBe(5000);
  await watchLibrary(page);
  await page.reload();
  await expect(library(page).getByRole('status')).toHaveText('Showing 1–25 of 5,000 books');
  // A page at a time: 25 books in the page, however large the library.
  await expect(books(page)).toHaveCount(25);
  await expect(reading(page).getByRole('listitem')).toHaveCount(10);
  await expect(reading(page).getByRole('button', { name: 'Show All 833 Books in Progress' })).toBeVisible();
  const { firstRenderMs, keystrokeMs } = await libraryTiming(page, '4217');
  await expect(books(page)).toHaveText([/Volume 4217/]);
  test.info().annotations.push({
    type: 'timing',
    description: `first render ${firstRenderMs.toFixed(0)} ms; keystrokes ${keystrokeMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  });
  // The bar (100 ms) is measured by the benchmark on a quiet machine; here, far from seconds.
  expect(firstRenderMs).toBeLessThan(1000);
  expect(Math.max(...keystrokeMs)).toBeLessThan(1000);
  await page.getByRole('searchbox', { name: 'Search by title or author' }).fill('');
  await controls(page).getByLabel('Shelf').selectOption('dnf');
  await expect(library(page).getByRole('status')).toHaveText(
    'Showing 1–25 of 833 books (of 5,000 in your library)',
  );
  await library(page).getByRole('button', { name: 'Next' }).click();
  await expect(library(page).getByRole('status')).toHaveText(
    'Showing 26–50 of 833 books (of 5,000 in your library)',
  );
});
