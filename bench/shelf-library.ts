/**
 * The tracker's library at 5,000 books in Chromium (the bar: first render and each search
 * keystroke under 100 ms). A visitor imports a 5,000-row Goodreads export, then each run
 * opens /reading-tracker in a fresh page and measures the first render (from the last of
 * the tracker's API answers to the library's list in the page) and four keystrokes into
 * its search (from the keydown to the next frame after the results changed). Medians of
 * `runs` pages; the keystroke figure is the slowest keystroke's median.
 *
 *   npx tsx bench/shelf-library.ts      (serves .test-build/, building it first if needed)
 *   (also a row of `npm run bench`)
 */
import type { Browser } from '@playwright/test';
import { goodreadsExport } from '../tests/support/goodreads-library';
import { libraryTiming, watchLibrary } from '../tests/support/library-timing';

/** The bar for both figures. */
export const LIBRARY_BAR_MS = 100;

export interface LibraryFigures {
  books: number;
  /** Median ms from the data to the library on screen. */
  firstRender: number;
  /** Median over runs of the slowest of four keystrokes, ms. */
  keystroke: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Measures the library of a new visitor holding `books` books on a served build. */
export async function measureLibrary(
  browser: Browser,
  siteUrl: string,
  runs = 3,
  books = 5000,
): Promise<LibraryFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const first = await context.newPage();
    await first.goto(`${siteUrl}/reading-tracker`);
    const imported = await first.request.post(`${siteUrl}/api/reading-progress/import`, {
      headers: { 'content-type': 'text/csv' },
      data: goodreadsExport(books),
      timeout: 120_000,
    });
    if (!imported.ok()) throw new Error(`import answered ${imported.status()}`);
    await first.close();
    const renders: number[] = [];
    const keys: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      await watchLibrary(page);
      await page.goto(`${siteUrl}/reading-tracker`);
      const timing = await libraryTiming(page, '4217');
      renders.push(timing.firstRenderMs);
      keys.push(Math.max(...timing.keystrokeMs));
      await page.close();
    }
    return { books, firstRender: Math.round(median(renders)), keystroke: Math.round(median(keys)) };
  } finally {
    await context.close();
  }
}

// Run on its own: the test build, its own seeded database, one Chromium.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureTestBuild } = await import('../tests/support/build');
  const { startTestSite } = await import('../tests/support/site');
  const { launchBrowser } = await import('./pages');
  await ensureTestBuild();
  const site = await startTestSite({ RATE_LIMIT_MULTIPLIER: '1000' });
  const browser = await launchBrowser();
  try {
    const figures = await measureLibrary(browser, site.url);
    console.log(`| the library of ${figures.books} books in Chromium | ms |`);
    console.log('|---|---|');
    console.log(
      `| first render (from the data to the list on screen), median of 3 | ${figures.firstRender} |`,
    );
    console.log(
      `| a search keystroke (keydown to the next frame with new results), slowest of 4, median | ${figures.keystroke} |`,
    );
    const ok = figures.firstRender < LIBRARY_BAR_MS && figures.keystroke < LIBRARY_BAR_MS;
    console.log(ok ? `OK: under ${LIBRARY_BAR_MS} ms` : `MISSED: the bar is ${LIBRARY_BAR_MS} ms`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await site.stop();
  }
}
