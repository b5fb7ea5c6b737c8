import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { eachConcurrently } from '../support/concurrently';
import { seriousViolations } from './support/axe';
import { watchViolations } from './support/csp';
import { JS_BUDGET_KB } from './budgets';
import { onePerTemplate, sitemapPaths } from './support/pages';

test('every sitemap page answers 200 with a unique title and description', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(title, `${path} title`).not.toBe('');
    expect(description.length, `${path} description`).toBeGreaterThan(20);
    expect(titles.get(title), `${path} repeats the title of`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats the description of`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test('no internal link or image on any sitemap page is broken', async ({ request }) => {
  test.setTimeout(120_000);
  const checked = new Map<string, Promise<number>>();
  const broken: string[] = [];
  await eachConcurrently(await sitemapPaths(request), 4, async (path) => {
    const html = await (await request.get(path)).text();
    const targets = [...html.matchAll(/\s(?:href|src)="(\/[^"#]*)/g)].map((m) => m[1]!);
    for (const target of targets) {
      if (checked.has(target) || target.startsWith('//')) continue;
      const status = request.get(target, { maxRedirects: 5 }).then((response) => response.status());
      checked.set(target, status);
      if ((await status) >= 400) broken.push(`${path} -> ${target} (${await status})`);
    }
  });
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(5);
});

// One visit per page template for its checks (loaded, scrolled through, hydrated, then
// analysed): its JavaScript, axe and its Content-Security-Policy (tests/e2e/csp.spec.ts checks
// the policy's other cases), dealt into two parts so the workers share them. The pages that
// only fill a template with another row (the 14 books, their previews, posts, tags, products
// and issues) send the same scripts under the same markup: the first of each stands for the
// rest, whose HTML is validated page by page (tests/integration/html-validity.test.ts) and
// whose inline code is checked against its own policy (csp-inline.test.ts).
const PARTS = 2;
for (let part = 0; part < PARTS; part++) {
  test(`every page template stays within its JavaScript budget, runs without a CSP violation, and axe finds no serious or critical violation on it (part ${part + 1} of ${PARTS})`, async ({
    browser,
    request,
  }) => {
    // Some 15 pages on a busy shared machine.
    test.setTimeout(300_000);
    const over: string[] = [];
    const failures: string[] = [];
    // Two at a time: one page's axe work overlaps the other's load and quiet wait.
    const paths = onePerTemplate(await sitemapPaths(request)).filter((_, i) => i % PARTS === part);
    await eachConcurrently(paths, 2, async (path) => {
      // A fresh context per path, so a late chunk of another page is not counted here (axe
      // needs a page of a context made with browser.newContext()).
      const context = await browser.newContext();
      const page = await context.newPage();
      // One promise per script, summed at the end: `bytes += await ...` in each handler read
      // `bytes` before awaiting, so concurrent responses overwrote each other's counts.
      const sizes: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        sizes.push(
          response.body().then(
            (body) => gzipSync(body).byteLength,
            () => 0,
          ),
        );
      });
      // Content-Security-Policy violations: the same visit checks that every page runs its
      // scripts, styles and islands within its policy.
      const csp = await watchViolations(page);
      let inFlight = 0;
      let quietSince = Date.now();
      const settled = () => --inFlight === 0 && (quietSince = Date.now());
      page.on('request', () => inFlight++);
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
      await page.goto(path, { waitUntil: 'networkidle' });
      // Half a screen at a time: a jump to the bottom skips the client:visible islands on the way.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
        scrollTo(0, document.documentElement.scrollHeight);
      });
      // Every island hydrated (client:idle ones once the browser is idle; one that waits for the
      // visitor's touch, client:replay="interaction", loads nothing until then), then the network
      // quiet for 500 ms, as networkidle means: whatever an island loads on mount is counted too.
      // (The wait ends as soon as they have; the long limit is for a machine under heavy load.)
      // An island the scroll passed before its script watched for it (a busy machine loads
      // scripts late) is scrolled back to, one at a time: an island wraps its content in
      // `display: contents`, so its first element is what comes into view.
      const waiting = page.locator('astro-island[ssr]:not([opts*="interaction"])');
      await expect
        .poll(
          async () => {
            await waiting.evaluateAll(([island]) =>
              (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center' }),
            );
            return waiting.count();
          },
          { timeout: 60_000, intervals: [250, 500, 1000] },
        )
        .toBe(0);
      await expect
        .poll(() => inFlight === 0 && Date.now() - quietSince >= 500, { intervals: [100] })
        .toBe(true);
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      const budget = (JS_BUDGET_KB[path] ?? 0) * 1024;
      if (bytes > budget) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB > ${budget / 1024} KB`);
      // The page as the visitor has it now, islands hydrated.
      for (const violation of await seriousViolations(page)) failures.push(`${path}: ${violation}`);
      failures.push(...csp);
      await context.close();
    });
    expect(over).toEqual([]);
    expect(failures).toEqual([]);
  });
}
