/**
 * How fast the tracker's library is in Chromium, for the 5,000-book test and the
 * benchmark: the first render (from the last of the tracker's three API answers to the
 * library's list in the page) and each search keystroke (from the keydown to the next
 * frame after the results changed).
 */
import type { Page } from '@playwright/test';

/**
 * Runs in the page before its scripts: records when the list appears and each keystroke's
 * latency. A string, not a function: a bundler's helpers (tsx adds `__name`) would not
 * exist in the page.
 */
const OBSERVE_LIBRARY = `(() => {
  const timing = { renderedAt: 0, keys: [] };
  window.__library = timing;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[aria-label="Books in your library"] li')) {
      timing.renderedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'search') return;
    const status = document.getElementById('library-title')?.closest('section')?.querySelector('[role=status]');
    if (!status) return;
    const before = status.textContent;
    const started = event.timeStamp;
    const watch = new MutationObserver(() => {
      if (status.textContent === before) return;
      watch.disconnect();
      requestAnimationFrame(() => timing.keys.push(performance.now() - started));
    });
    watch.observe(status, { childList: true, subtree: true, characterData: true });
  }, true);
})()`;

/** Call before `page.goto`. */
export const watchLibrary = (page: Page) => page.addInitScript({ content: OBSERVE_LIBRARY });

/** The library's figures, once the page has rendered it and `typed` was typed into its search. */
export async function libraryTiming(
  page: Page,
  typed: string,
): Promise<{ firstRenderMs: number; keystrokeMs: number[] }> {
  await page.waitForFunction(
    () => (window as unknown as { __library: { renderedAt: number } }).__library.renderedAt > 0,
  );
  const firstRenderMs = await page.evaluate(() => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => /\/api\/(reading-progress|reading-challenges|reading-goal)/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    return (
      (window as unknown as { __library: { renderedAt: number } }).__library.renderedAt - Math.max(...answers)
    );
  });
  const search = page.getByRole('searchbox', { name: 'Search by title or author' });
  await search.focus();
  for (const key of typed) {
    const count = await page.evaluate(
      () => (window as unknown as { __library: { keys: number[] } }).__library.keys.length,
    );
    await page.keyboard.type(key);
    await page.waitForFunction(
      (n) => (window as unknown as { __library: { keys: number[] } }).__library.keys.length > n,
      count,
    );
  }
  const keystrokeMs = await page.evaluate(
    () => (window as unknown as { __library: { keys: number[] } }).__library.keys,
  );
  return { firstRenderMs, keystrokeMs };
}
