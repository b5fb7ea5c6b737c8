/** The speed budget of `npm run bench` (bench/speed-budget.ts): what passes and what fails it. */
import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from '../../bench/lighthouse';
import type { PageWeight } from '../../bench/pages';
import { markdownTable, type BenchResults } from '../../bench/report';
import {
  checkSpeed,
  FIRST_VIEW_BUDGET_BYTES,
  LCP_MEDIAN_BUDGET_MS,
  LCP_PAGE_BUDGET_MS,
  MEDIAN_ROW,
  SPEED_PAGES,
} from '../../bench/speed-budget';

const lighthouse = (lcp: number): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp,
  tbt: 0,
  cls: 0,
  benchmarkIndex: 1000,
  runs: 3,
  failedAudits: [],
});
const weight = (firstView: number, js = 0): PageWeight => ({
  status: 200,
  html: 18_000,
  css: 0,
  js,
  other: 0,
  total: firstView,
  requests: 5,
  firstView: { total: firstView, js, fonts: 45_000, requests: 5 },
  inlineCss: 9_000,
  inlineJs: 0,
});

/** A run where every page has the given LCP and first view, with `change` applied to one page. */
function run(
  lcp: number,
  firstView: number,
  change?: { route: string; lcp?: number; firstView?: number; js?: number },
) {
  const pages: BenchResults['pages'] = {};
  const lh: BenchResults['lighthouse'] = {};
  for (const { route } of SPEED_PAGES) {
    const own = change?.route === route ? change : undefined;
    pages[route] = weight(own?.firstView ?? firstView, own?.js);
    lh[route] = lighthouse(own?.lcp ?? lcp);
  }
  return { pages, lighthouse: lh };
}
const failures = (checks: ReturnType<typeof checkSpeed>) =>
  checks.flatMap((check) => check.failures.map((failure) => `${check.route}: ${failure}`));

describe('the speed budget against astro-theme-cactus', () => {
  it('writes the theme reference once: 0.8x the middle (932 ms) and the top (1095 ms) of its LCP, 75 KB', () => {
    expect([LCP_MEDIAN_BUDGET_MS, LCP_PAGE_BUDGET_MS, FIRST_VIEW_BUDGET_BYTES]).toEqual([
      932,
      1095,
      75 * 1024,
    ]);
  });

  it('passes pages within it', () => {
    const { pages, lighthouse: lh } = run(900, 66_000);
    expect(failures(checkSpeed(pages, lh))).toEqual([]);
  });

  it.each([
    [
      'one page past 0.8x the theme slowest',
      run(900, 66_000, { route: '/blog', lcp: 1100 }),
      ['/blog: LCP 1100 ms > 1095 ms'],
    ],
    [
      'the median past 0.8x the theme middle',
      run(950, 66_000),
      [`${MEDIAN_ROW}: median LCP 950 ms > 932 ms`],
    ],
    [
      'a content page heavier than the theme',
      run(900, 66_000, { route: '/about', firstView: 80_000 }),
      ['/about: first view 78.1 KB > 75 KB'],
    ],
    [
      'a content page with JavaScript',
      run(900, 66_000, { route: '/blog/1', js: 1_200 }),
      ['/blog/1: 1.2 KB of JavaScript'],
    ],
  ])('fails %s', (_, { pages, lighthouse: lh }, expected) => {
    expect(failures(checkSpeed(pages, lh))).toEqual(expected);
  });

  it('holds the home page to LCP only (its islands load after the first view)', () => {
    const { pages, lighthouse: lh } = run(900, 66_000, { route: '/', firstView: 200_000, js: 70_000 });
    expect(failures(checkSpeed(pages, lh))).toEqual([]);
  });

  it('fails a page it could not measure', () => {
    const { pages, lighthouse: lh } = run(900, 66_000);
    lh['/about'] = { error: 'NO_LCP' };
    pages['/blog'] = { missing: 'missing (404)' };
    expect(failures(checkSpeed(pages, lh))).toEqual([
      '/about: LCP not measured',
      '/blog: first view not measured',
      `${MEDIAN_ROW}: LCP not measured on every page`,
    ]);
  });

  it("puts a row per page in the benchmark's table", () => {
    const { pages, lighthouse: lh } = run(900, 66_000, { route: '/blog', lcp: 1100 });
    const table = markdownTable({
      date: '2026-11-26',
      commit: 'test',
      quick: false,
      machine: 'test',
      build: {
        seeded: { seconds: 6, pages: 56, pagesPerSecond: 9, rows: { books: 14, posts: 6, engagement: 90 } },
        scaled: { error: 'skipped' },
      },
      pages,
      lighthouse: lh,
      load: {},
      inp: {},
      metrics: {},
    });
    expect(table).toMatch(
      /\| Speed vs astro-theme-cactus \| \/blog \| LCP 1100 ms .* \| ✗ LCP 1100 ms > 1095 ms/,
    );
    expect(table).toMatch(
      /\| Speed vs astro-theme-cactus \| \/about \| LCP 900 ms .*first view 64\.5 KB.* \| ✓/,
    );
  });
});
