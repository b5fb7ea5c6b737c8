/**
 * The brand typefaces are self-hosted, swapped in without layout shift, and allowed by the
 * CSP. None is preloaded: a first view paints in the metric-matched stand-ins and turns the
 * typefaces on after its load and largest paint (src/components/fonts/fonts-script.mjs), so
 * they never compete with the document and its largest image; a browser that has shown them
 * before has them from the first paint. Each is cut into a core file (the characters the site
 * uses), the only one a page fetches, and a rest file for any other latin character.
 */
import { expect, test, type Page } from '@playwright/test';

/** Waits until the page has turned the typefaces on and they have loaded. */
const brandFontsLoaded = async (page: Page) => {
  await expect(page.locator('html[data-fonts]')).toHaveCount(1);
  // A layout makes the browser start the loads the attribute calls for; then wait for them.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
};

/** The page's @font-face rules: family, file, unicode-range. */
const faces = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter((rule) => /_astro\/fonts/.test(rule.style.getPropertyValue('src')))
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replaceAll('"', ''),
          src: /url\("?([^")]+)/.exec(rule.style.getPropertyValue('src'))![1]!,
          range: rule.style.getPropertyValue('unicode-range'),
          display: rule.style.getPropertyValue('font-display'),
        })),
    ),
  );

test('Inter and Source Serif 4 load from this site, not preloaded, with font-display swap', async ({
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
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await brandFontsLoaded(page);

  const loaded = await page.evaluate(async () => {
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
  await brandFontsLoaded(page);
  const real = await measure();
  await page.route('**/_astro/fonts/**', (route) => route.abort());
  await page.reload();
  const fallback = await measure();
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === 'error'))).toBe(true);
  expect(Math.abs(fallback.h1 - real.h1)).toBeLessThanOrEqual(real.h1 * 0.05);
  // Within a line: a paragraph that wraps differently would be a line taller or shorter.
  expect(Math.abs(fallback.p - real.p)).toBeLessThanOrEqual(real.p * 0.15);
});

/** The code points of a unicode-range as the browser writes it ('U+20-7E, U+E9'). */
const points = (range: string) =>
  range.split(',').flatMap((item) => {
    const [from, to = from] = item
      .trim()
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });

for (const path of ['/', '/about', '/blog', '/blog/1', '/book/1/preview']) {
  test(`${path}: the first view fetches each typeface's core file only, and the core has every character shown`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fetched.push(new URL(r.url()).pathname));
    await page.goto(path);
    await brandFontsLoaded(page);
    const rules = await faces(page);
    const families = [...new Set(rules.map((rule) => rule.family.replace(/-\w+$/, '')))].sort();
    expect(families).toEqual(['Inter', 'Source Serif 4']);
    const cores = rules.filter((rule) => points(rule.range).includes(0x41));
    const rests = rules.filter((rule) => !points(rule.range).includes(0x41));
    expect(cores).toHaveLength(2);
    expect(rests).toHaveLength(2);
    for (const core of cores) {
      const rest = rests.find((rule) => rule.family === core.family)!;
      // One file per character: the ranges never overlap, and the rest covers what the core leaves.
      const both = points(core.range).filter((c) => points(rest.range).includes(c));
      expect(both).toEqual([]);
      // Together they cover latin (ñ, ü, €), whichever of them the site's own text already uses.
      expect(points(rest.range).length).toBeGreaterThan(0);
      expect([...points(core.range), ...points(rest.range)]).toEqual(
        expect.arrayContaining([0xf1, 0xfc, 0x20ac]),
      );
    }
    expect(fetched.sort()).toEqual(cores.map((rule) => rule.src).sort());
    // Every latin character the page shows is in the core (the rest would be a second download).
    const text = await page.evaluate(() => document.body.innerText);
    const core = new Set(points(cores[0]!.range));
    const latin = new Set([...points(cores[0]!.range), ...points(rests[0]!.range)]);
    const missing = [...new Set(text)].filter(
      (c) => latin.has(c.codePointAt(0)!) && !core.has(c.codePointAt(0)!),
    );
    expect(missing.filter((c) => c.trim())).toEqual([]);
  });
}

test('a latin character the site has not used yet still shows in the brand face, from the rest file', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on(
    'response',
    (r) => r.request().resourceType() === 'font' && fetched.push(new URL(r.url()).pathname),
  );
  await page.goto('/about');
  await brandFontsLoaded(page);
  const rest = (await faces(page)).find(
    (rule) => rule.family.startsWith('Inter') && !points(rule.range).includes(0x41),
  )!;
  expect(fetched).not.toContain(rest.src);
  // As a visitor's imported book title would appear in an island: 'Señor Ürük' in body text.
  const shown = await page.evaluate(async () => {
    const p = document.createElement('p');
    p.textContent = 'Señor Ürük';
    document.querySelector('main')!.append(p);
    const family = getComputedStyle(p).fontFamily;
    await document.fonts.load(`16px ${family.split(',')[0]}`, 'ñÜ');
    return document.fonts.check(`16px ${family.split(',')[0]}`, 'ñÜ');
  });
  expect(shown).toBe(true);
  await expect.poll(() => fetched).toContain(rest.src);
});

test('a first view paints in the stand-ins and fetches the typefaces only after its load; a later view has them from the first paint', async ({
  page,
}) => {
  type Parsed = { on: boolean; body: string; heading: string };
  // What the page looks like once parsed, before its first paint.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsed: Parsed }).parsed = {
        on: document.documentElement.hasAttribute('data-fonts'),
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      };
    });
  });
  const parsed = () => page.evaluate(() => (window as unknown as { parsed: Parsed }).parsed);
  await page.goto('/blog/1');
  expect(await parsed()).toEqual({
    on: false,
    body: expect.stringMatching(/^"Inter Fallback", system-ui/),
    heading: expect.stringMatching(/^"Source Serif 4 Fallback", Georgia/),
  });
  await brandFontsLoaded(page);
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_astro/fonts/'))
      .map((entry) => entry.startTime),
    stored: localStorage.getItem('fonts'),
  }));
  expect(timing.fonts).toHaveLength(2);
  for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.load);
  expect(timing.stored).toBe('1');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^Inter-\w+, "Inter Fallback"/,
  );

  // The next page of the same visit: the typefaces are on before the first paint.
  await page.goto('/about');
  expect(await parsed()).toEqual({
    on: true,
    body: expect.stringMatching(/^Inter-\w+, "Inter Fallback"/),
    heading: expect.stringMatching(/^"Source Serif 4-\w+", "Source Serif 4 Fallback"/),
  });
  await brandFontsLoaded(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the typefaces are on from the first paint', async ({ page }) => {
    const fetched: string[] = [];
    page.on('requestfinished', (r) => r.resourceType() === 'font' && fetched.push(r.url()));
    await page.goto('/about');
    await expect.poll(() => fetched.length).toBe(2);
    expect(await page.locator('html[data-fonts]').count()).toBe(0);
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
      /^Inter-\w+, "Inter Fallback"/,
    );
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(/^"Source Serif 4-\w+", "Source Serif 4 Fallback"/);
  });
});
