/**
 * Lighthouse's mobile preset (its default config: simulated slow 4G and a 4x slower
 * CPU) in Debian Chromium, each page run `runs` times; every figure is the median of
 * its runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_PATH } from './pages';

/** Category scores (0-100) and raw lab metrics (ms; CLS unitless). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host CPU (about 1000+ on a quiet desktop); low means a busy or slow machine. */
  benchmarkIndex: number;
  runs: number;
  /** Accessibility, best-practices and SEO audits that failed in any run (ids), so a score below 100 says why. */
  failedAudits: string[];
}

type Sample = Omit<LighthouseFigures, 'runs' | 'failedAudits'>;

/** The routes Lighthouse audits (the list, and /about for the speed budget). */
export const LIGHTHOUSE_ROUTES = [
  '/',
  '/about',
  '/catalog',
  '/book/1/preview',
  '/blog',
  '/blog/1',
  '/always-be-fabulous',
  '/reading-tracker',
  '/community',
  '/analytics',
];

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
];

/**
 * What Lighthouse clears before each run, so every run is a first view: its defaults (the
 * HTTP cache is cleared anyway) and local storage, where the site notes that a browser has
 * the brand typefaces cached (src/components/fonts/fonts-script.mjs).
 */
export const FIRST_VIEW_STORAGE: NonNullable<Flags['clearStorageTypes']> = [
  ...defaultSettings.clearStorageTypes,
  'local_storage',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs Lighthouse on each URL (in dark mode with `dark`); a page Lighthouse cannot audit gets its error message. */
export async function runLighthouse(
  urls: string[],
  runs: number,
  { dark = false } = {},
): Promise<Record<string, LighthouseFigures | { error: string }>> {
  process.env.CHROME_PATH ||= CHROMIUM_PATH;
  // Dark mode as a visitor's system sets it: prefers-color-scheme: dark.
  const chromeFlags = dark
    ? [...CHROME_FLAGS, '--blink-settings=preferredColorScheme=0', '--force-dark-mode']
    : CHROME_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  const out: Record<string, LighthouseFigures | { error: string }> = {};
  try {
    for (const url of urls) {
      const samples: Sample[] = [];
      const failed = new Set<string>();
      let error = '';
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          clearStorageTypes: FIRST_VIEW_STORAGE,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          error = lhr?.runtimeError?.message ?? 'Lighthouse returned no result';
          continue;
        }
        for (const id of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of lhr.categories[id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.add(ref.id);
          }
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: Math.round(metric('first-contentful-paint')),
          lcp: Math.round(metric('largest-contentful-paint')),
          tbt: Math.round(metric('total-blocking-time')),
          cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      if (!samples.length) {
        out[url] = { error };
        continue;
      }
      const keys = Object.keys(samples[0]!) as (keyof Sample)[];
      out[url] = {
        ...(Object.fromEntries(
          keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
        ) as Sample),
        runs: samples.length,
        failedAudits: [...failed].sort(),
      };
    }
  } finally {
    chrome.kill();
  }
  return out;
}
