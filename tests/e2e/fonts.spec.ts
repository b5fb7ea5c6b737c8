/** Issue 18.9: the brand typefaces are self-hosted, preloaded, swapped in without layout shift, and allowed by the CSP. */
import { expect, test } from '@playwright/test';

test('Inter and Source Serif 4 load from this site, Inter preloaded, with font-display swap', async ({
  page,
}) => {
  const fonts: { url: string; status: number; type: string; cache: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'font')
      fonts.push({
        url: r.url(),
        status: r.status(),
        type: r.headers()['content-type'] ?? '',
        cache: r.headers()['cache-control'] ?? '',
      });
  });
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'font/woff2');
  await expect(preload).toHaveAttribute('crossorigin', '');

  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.status === 'loaded')
      .map((f) => `${f.family} ${f.style} ${f.display}`);
  });
  expect(loaded.some((f) => /^"?Inter-\w+"? normal swap$/.test(f))).toBe(true);
  expect(loaded.some((f) => /^"?Source Serif 4-\w+"? normal swap$/.test(f))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(new URL(font.url).origin).toBe(new URL(page.url()).origin);
    expect(font.url).toMatch(/\/_astro\/fonts\/\w+\.woff2$/);
    expect(font.status).toBe(200);
    expect(font.cache).toContain('immutable');
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^Inter-\w+, "Inter Fallback"/,
  );
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily),
  ).toMatch(/^"Source Serif 4-\w+", "Source Serif 4 Fallback"/);
  expect(violations).toEqual([]);
});

test("the fallback faces stand in at the web fonts' size, so the swap shifts nothing", async ({ page }) => {
  // Fonts never arrive: the page shows the fallbacks for good; compare their line boxes with the real ones.
  const measure = async () =>
    page.evaluate(() => {
      const h1 = document.querySelector('h1')!.getBoundingClientRect();
      const p = document.querySelector('main p')!.getBoundingClientRect();
      return { h1: h1.height, p: p.height };
    });
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  const real = await measure();
  await page.route('**/_astro/fonts/**', (route) => route.abort());
  await page.reload();
  const fallback = await measure();
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === 'error'))).toBe(true);
  expect(Math.abs(fallback.h1 - real.h1)).toBeLessThanOrEqual(real.h1 * 0.05);
  // Within a line: a paragraph that wraps differently would be a line taller or shorter.
  expect(Math.abs(fallback.p - real.p)).toBeLessThanOrEqual(real.p * 0.15);
});
