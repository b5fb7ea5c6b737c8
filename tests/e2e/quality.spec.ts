import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { JS_BUDGET_KB } from './budgets';

/** Every page path of the sitemap, plus pages the sitemap leaves out on purpose. */
async function sitePaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const paths = new Set<string>();
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const body = await (await request.get(new URL(sitemap!).pathname)).text();
    for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g))
      paths.add(new URL(loc!).pathname.replace(/(.)\/$/, '$1'));
  }
  return [...paths].sort();
}

test('every sitemap page answers 200 with a unique title and description', async ({ request }) => {
  const paths = await sitePaths(request);
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
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const path of await sitePaths(request)) {
    const html = await (await request.get(path)).text();
    const targets = [...html.matchAll(/\s(?:href|src)="(\/[^"#]*)/g)].map((m) => m[1]!);
    for (const target of targets) {
      if (checked.has(target) || target.startsWith('//')) continue;
      const response = await request.get(target, { maxRedirects: 5 });
      checked.set(target, response.status());
      if (response.status() >= 400) broken.push(`${path} -> ${target} (${response.status()})`);
    }
  }
  expect(broken).toEqual([]);
  expect(checked.size).toBeGreaterThan(5);
});

test('axe finds no serious or critical violation on any sitemap page', async ({ page, request }) => {
  // Some 90 pages (a page per book and per product among them) on a busy shared machine.
  test.setTimeout(600_000);
  const failures: string[] = [];
  for (const path of await sitePaths(request)) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      failures.push(`${path}: ${v.id} (${v.nodes.length}) ${v.help}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every page stays within its JavaScript budget', async ({ browser, request }) => {
  // Some 90 pages (a page per book and per product among them) on a busy shared machine.
  test.setTimeout(600_000);
  const over: string[] = [];
  for (const path of await sitePaths(request)) {
    // A fresh page per path, so a late chunk of the previous page is not counted here.
    const page = await browser.newPage();
    // One promise per script, summed at the end: `bytes += await ...` in each handler read
    // `bytes` before awaiting, so concurrent responses overwrote each other's counts.
    const sizes: Promise<number>[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push(
        response.body().then(
          (body) => gzipSync(body).byteLength,
          () => 0,
        ),
      );
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Half a screen at a time: a jump to the bottom skips the client:visible islands on the way.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 50));
      }
      scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForLoadState('networkidle');
    // client:idle islands (the toast region) hydrate after the network goes quiet.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await page.close();
    const budget = (JS_BUDGET_KB[path] ?? 0) * 1024;
    if (bytes > budget) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB > ${budget / 1024} KB`);
  }
  expect(over).toEqual([]);
});
