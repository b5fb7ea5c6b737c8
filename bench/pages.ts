/**
 * What a visitor's browser downloads per page (gzip bytes by kind, request count),
 * and interaction latency (INP through web-vitals) with the CPU slowed 4x, measured
 * in Debian Chromium through Playwright.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
];

/** Every public route (SPEC.md §2). */
export const PUBLIC_ROUTES = [
  '/',
  '/catalog',
  '/about',
  '/about/journey',
  '/start-here',
  '/blog',
  '/blog/1',
  '/book/1/preview',
  '/writing-services',
  '/busy-brain',
  '/always-be-fabulous',
  '/community',
  '/reading-tracker',
  '/contact',
  '/analytics',
];

/** Gzip bytes a page transfers, by kind. */
export interface PageWeight {
  status: number;
  html: number;
  css: number;
  js: number;
  other: number;
  total: number;
  requests: number;
  /**
   * The first view: every response of a first visit before the visitor scrolls (the page
   * loaded at a phone's width and the network quiet), gzip bytes in all, of them JS files
   * and fonts. The theme comparison and its budget (bench/speed-budget.ts) use these.
   */
  firstView: { total: number; js: number; fonts: number; requests: number };
  /** Parts of the HTML above: `<style>` contents, and `<script>` contents other than JSON(-LD) data. */
  inlineCss: number;
  inlineJs: number;
}

const gzipSize = (text: string | Buffer) => (text.length ? gzipSync(text).length : 0);

/** Gzip size of the concatenated inline `<style>` and executable `<script>` contents of a document. */
function inlineParts(html: string): { inlineCss: number; inlineJs: number } {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/type\s*=\s*["']?application\/(ld\+)?json/i.test(m[1] ?? ''))
    .map((m) => m[2])
    .join('');
  return { inlineCss: gzipSize(styles), inlineJs: gzipSize(scripts) };
}

export type Missing = { missing: string };

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** Waits until no request has been in flight for `quietMs` (islands load on idle or when visible). */
async function networkQuiet(page: Page, quietMs = 500, maxMs = 10_000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = () => ((inFlight += 1), (last = Date.now()));
  const end = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < quietMs))
    await page.waitForTimeout(100);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * Loads `url` at a phone's width, scrolls through it so every lazy image and island
 * that would load does, and gzips each response body (level 6, like a typical server).
 * Without `scroll`, the page is measured as it loads (the scaled site's 1,000-book catalog is
 * 870,000 px tall at this width, and scrolling through its covers took minutes).
 */
export async function measurePage(
  browser: Browser,
  url: string,
  { scroll = true } = {},
): Promise<PageWeight | Missing> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const bodies: Promise<void>[] = [];
  const weight: PageWeight = {
    status: 0,
    html: 0,
    css: 0,
    js: 0,
    other: 0,
    total: 0,
    requests: 0,
    firstView: { total: 0, js: 0, fonts: 0, requests: 0 },
    inlineCss: 0,
    inlineJs: 0,
  };
  let scrolled = false;
  page.on('response', (response) => {
    if (!response.url().startsWith('http')) return;
    weight.requests += 1;
    const type = response.request().resourceType();
    const firstView = !scrolled;
    if (firstView) weight.firstView.requests += 1;
    bodies.push(
      // Some bodies never arrive (navigator.sendBeacon pings): give each 3 s at most.
      Promise.race([
        response.body(),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error('no body')), 3_000)),
      ])
        .then((body) => {
          const size = gzipSize(body);
          if (type === 'document') Object.assign(weight, inlineParts(body.toString('utf8')));
          const kind =
            type === 'document' ? 'html' : type === 'stylesheet' ? 'css' : type === 'script' ? 'js' : 'other';
          weight[kind] += size;
          weight.total += size;
          if (firstView) {
            weight.firstView.total += size;
            if (kind === 'js') weight.firstView.js += size;
            if (type === 'font') weight.firstView.fonts += size;
          }
        })
        .catch(() => {}), // redirects and aborted requests have no body
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    weight.status = response?.status() ?? 0;
    if (weight.status === 404) return { missing: 'missing (404)' };
    await networkQuiet(page);
    scrolled = true;
    // Step through the page so every lazy image and client:visible island comes into view once.
    const height = scroll ? await page.evaluate(() => document.documentElement.scrollHeight) : -1;
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await networkQuiet(page);
    await Promise.all(bodies);
    return weight;
  } finally {
    await context.close();
  }
}

// The IIFE build is not in the package's exports map; it sits beside the CommonJS entry.
const WEB_VITALS = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

/** One interaction to time: open `path`, optionally prepare, then click what `target` finds. */
export interface Interaction {
  name: string;
  path: string;
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
  target: (page: Page) => Locator;
  /** Something that appears once the interaction has done its work. */
  done?: (page: Page) => Locator;
}

/** INP in ms, or null when no interaction took 16 ms or more (the smallest duration browsers report). */
export async function measureInp(
  browser: Browser,
  baseUrl: string,
  item: Interaction,
): Promise<number | null | Missing> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(
      `${WEB_VITALS};window.__inp=null;webVitals.onINP((m)=>{window.__inp=m.value},{reportAllChanges:true,durationThreshold:16});`,
    );
    await item.prepare?.(page, baseUrl);
    const response = await page.goto(baseUrl + item.path, { waitUntil: 'load' });
    if (response?.status() === 404) return { missing: 'missing (404)' };
    const control = item.target(page).first();
    try {
      await control.waitFor({ state: 'visible', timeout: 10_000 });
    } catch {
      return { missing: 'n/a (control not on the page)' };
    }
    await control.scrollIntoViewIfNeeded();
    // A server-rendered button does nothing until its island has hydrated.
    await page.waitForFunction(
      (el) => !el?.closest('astro-island')?.hasAttribute('ssr'),
      await control.elementHandle(),
      {
        timeout: 10_000,
      },
    );
    await networkQuiet(page, 300);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await control.click();
    if (item.done) {
      try {
        await item.done(page).first().waitFor({ state: 'visible', timeout: 10_000 });
      } catch {
        return { missing: 'n/a (the click did not show its result within 10 s)' };
      }
    }
    await page.waitForTimeout(1_000); // the event timing entry arrives after the next paint
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await page.evaluate(() => (window as unknown as { __inp: number | null }).__inp);
  } finally {
    await context.close();
  }
}

/** The median INP of `repeats` fresh visits (null when every visit was under 16 ms). */
export async function medianInp(
  browser: Browser,
  baseUrl: string,
  item: Interaction,
  repeats: number,
): Promise<number | null | Missing> {
  const values: number[] = [];
  for (let n = 0; n < repeats; n++) {
    const value = await measureInp(browser, baseUrl, item);
    if (value !== null && typeof value === 'object') return value;
    values.push(value ?? 0);
  }
  const median = values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return median === 0 ? null : median;
}

/** The interactions the issue names. */
export const INTERACTIONS: Interaction[] = [
  {
    name: "'+10%' on /reading-tracker",
    path: '/reading-tracker',
    // Track a book first (as the visitor of this browser context) so the tracker shows a '+10%' control.
    prepare: async (page, baseUrl) => {
      await page.goto(baseUrl + '/reading-tracker', { waitUntil: 'load' });
      await page.request.get(baseUrl + '/api/reading-progress');
      const start = (data: object) =>
        page.request.post(baseUrl + '/api/reading-progress', { data, headers: { origin: baseUrl } });
      // Joining the seeded challenge; plain tracking if the challenge is not open.
      if (!(await start({ bookId: 1, challengeId: 1 })).ok()) await start({ bookId: 1 });
    },
    // Its accessible name is '+10% for <title>'; role names match by substring.
    target: (page) => page.getByRole('button', { name: '+10%' }),
  },
  {
    name: "'Order Now' dialog on /always-be-fabulous",
    path: '/always-be-fabulous',
    target: (page) => page.getByRole('button', { name: 'Order Now' }),
    done: (page) => page.getByRole('dialog'),
  },
];
