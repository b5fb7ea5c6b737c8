/** Islands that hydrate when the browser is idle do so in time even in a browser that never is. */
import { expect, test } from '@playwright/test';

// The islands that wait for an idle moment: Astro's client:idle and the site's client:replay="idle".
const IDLE_ISLANDS = 'astro-island[client="idle"], astro-island[client="replay"][opts*=\'"value":"idle"\']';

test.beforeEach(async ({ page }) => {
  // A browser that never finds an idle moment (a phone kept busy; Chromium when nothing on the
  // page asks for a frame): an idle callback runs only once its timeout, if it has one, is up.
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      options?.timeout
        ? window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout)
        : 0;
    window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
  });
});

for (const path of ['/contact', '/community', '/reading-tracker', '/analytics']) {
  test(`${path}: every island that waits for an idle moment hydrates within seconds regardless`, async ({
    page,
  }) => {
    await page.goto(path);
    const islands = page.locator(IDLE_ISLANDS);
    expect(await islands.count()).toBeGreaterThan(0);
    // The timeout is 2 s; the rest of the wait is for a busy machine.
    await expect(page.locator(`:is(${IDLE_ISLANDS})[ssr]`)).toHaveCount(0, { timeout: 8_000 });
  });
}
