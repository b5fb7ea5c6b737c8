/**
 * The site search's latency in Chromium (the bar: first results under 300 ms after
 * typing): on /search, the time from the keystroke that completes a word to the first
 * result on screen. 'after focus' is the usual path (focusing the box starts loading
 * Pagefind); 'cold' types at once into a page that has loaded nothing, so it includes
 * fetching Pagefind's script, WebAssembly and index. Medians of `runs` fresh pages.
 */
import type { Browser } from '@playwright/test';

/** Words with results on the seeded site: a book's chapter, a post's body, a venture page. */
const WORDS = ['pluff', 'neurotypical', 'mentoring'];

export interface SearchFigures {
  /** Median ms from the last keystroke to the first result, Pagefind loaded on focus. */
  afterFocus: number;
  /** The same, typing without a pause into a fresh page. */
  cold: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(browser: Browser, siteUrl: string, word: string, pause: boolean): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto(`${siteUrl}/search`, { waitUntil: 'networkidle' });
    const box = page.locator('#search-input');
    await box.focus();
    if (pause) await page.waitForLoadState('networkidle');
    await box.pressSequentially(word.slice(0, -1));
    // From the last keystroke to the results for the whole word on screen (checked every frame).
    const started = performance.now();
    await box.press(word.at(-1)!);
    await page.waitForFunction(
      (w) =>
        (document.querySelector('[data-search-status]')?.textContent ?? '').includes(`“${w}”`) &&
        (document.querySelector('[data-search-results]')?.children.length ?? 0) > 0,
      word,
      { polling: 'raf', timeout: 15_000 },
    );
    return performance.now() - started;
  } finally {
    await page.close();
  }
}

/** Measures the search on a served build. */
export async function measureSearch(browser: Browser, siteUrl: string, runs = 3): Promise<SearchFigures> {
  const warm: number[] = [];
  const cold: number[] = [];
  for (let i = 0; i < runs; i++)
    for (const word of WORDS) {
      warm.push(await once(browser, siteUrl, word, true));
      cold.push(await once(browser, siteUrl, word, false));
    }
  return { afterFocus: Math.round(median(warm)), cold: Math.round(median(cold)) };
}
