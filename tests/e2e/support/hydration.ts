/** Holding an island's code back, to act on its server-rendered HTML the way a visitor on a slow phone does. */
import { expect, type Page } from '@playwright/test';

/**
 * Holds the script of the island component `component` (its file name, e.g. 'NewsletterForm')
 * until `beforeHydration` (which opens the page) has run, then lets it load and waits until
 * that island has hydrated.
 */
export async function actBeforeHydration(
  page: Page,
  component: string,
  beforeHydration: () => Promise<void>,
): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  const island = page.locator(`astro-island[component-url*="/${component}."]`);
  try {
    await beforeHydration();
    // Still the server's HTML: nothing done so far has reached React.
    await expect(island).toHaveAttribute('ssr', '');
  } finally {
    release();
  }
  // React and the island's chunks load only now; a busy machine takes its time.
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
  await page.unroute(pattern);
}
