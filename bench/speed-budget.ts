/**
 * The speed budget against the best Astro theme (issue 31): LCP and first-view bytes of
 * the content pages a theme also has, beside the theme's own figures. `npm run bench`
 * and `npx tsx bench/speed.ts` fail when a page is past it.
 */
import type { LighthouseFigures } from './lighthouse';
import type { Missing, PageWeight } from './pages';

/**
 * The reference: astro-theme-cactus 8.2, built and served with this project's tools and
 * measured side by side with it in one run (Lighthouse mobile, median of 3; first view in
 * Chromium, gzip), as issue 31 reports it. The theme cannot be fetched on the machines that
 * run this, so its figures are written here once.
 */
export const THEME_REFERENCE = {
  source:
    'astro-theme-cactus 8.2 as measured in issue 31 (Lighthouse mobile, median of 3, one run beside ours)',
  lcpMs: { min: 962, max: 1369 },
  fcpMs: { min: 962, max: 1133 },
  firstViewKb: { min: 62, max: 75 },
};

/** Our LCP may be at most this share of the theme's. */
export const LCP_SHARE = 0.8;
/**
 * The issue published the theme's LCP as a range over its comparable pages, not page by
 * page, so the budget compares like with like: the median of our compared pages against
 * the theme's typical page (the middle of its range, 1165 ms), 0.8x of it = 932 ms; and no
 * page past 0.8x the theme's slowest (1095 ms). This reading gives the issue's own verdicts
 * on its own figures: before the brand fonts (760-902 ms, median about 830) within budget,
 * with them (1433-1728 ms) past it.
 */
export const LCP_MEDIAN_BUDGET_MS = Math.round(
  ((THEME_REFERENCE.lcpMs.min + THEME_REFERENCE.lcpMs.max) / 2) * LCP_SHARE,
);
export const LCP_PAGE_BUDGET_MS = Math.round(THEME_REFERENCE.lcpMs.max * LCP_SHARE);
/** The first-view budget of a content page, gzip bytes: the theme's heaviest comparable page. */
export const FIRST_VIEW_BUDGET_BYTES = THEME_REFERENCE.firstViewKb.max * 1024;

/**
 * The pages a blog theme also has: home, about, the blog list, a post and a book's free
 * chapter (our other long-form page). `content` pages ship no JavaScript and are held to the
 * byte budget too; the home page carries the newsletter island, so only its LCP is compared.
 */
export const SPEED_PAGES: { route: string; content: boolean }[] = [
  { route: '/', content: false },
  { route: '/about', content: true },
  { route: '/blog', content: true },
  { route: '/blog/1', content: true },
  { route: '/book/1/preview', content: true },
];

/** What the budget says of one page: its figures and what misses (empty when within it). */
export interface SpeedCheck {
  route: string;
  lcp?: number;
  firstView?: PageWeight['firstView'];
  failures: string[];
}

const isFigures = (value: unknown): value is LighthouseFigures =>
  typeof value === 'object' && value !== null && 'lcp' in value;
const isWeight = (value: unknown): value is PageWeight =>
  typeof value === 'object' && value !== null && 'firstView' in value;

/** The median LCP of the compared pages, the row that holds it to LCP_MEDIAN_BUDGET_MS. */
export const MEDIAN_ROW = 'median of the pages';

/**
 * Checks every SPEED_PAGES route of a run, then their median LCP (one more check, named
 * MEDIAN_ROW); a page without its figures fails (a budget cannot pass unmeasured).
 */
export function checkSpeed(
  pages: Record<string, PageWeight | Missing>,
  lighthouse: Record<string, LighthouseFigures | Missing | { error: string }>,
): SpeedCheck[] {
  const checks: SpeedCheck[] = SPEED_PAGES.map(({ route, content }) => {
    const failures: string[] = [];
    const lh = lighthouse[route];
    const weight = pages[route];
    if (!isFigures(lh)) failures.push('LCP not measured');
    else if (lh.lcp > LCP_PAGE_BUDGET_MS) failures.push(`LCP ${lh.lcp} ms > ${LCP_PAGE_BUDGET_MS} ms`);
    if (content) {
      if (!isWeight(weight)) failures.push('first view not measured');
      else {
        const { total, js } = weight.firstView;
        if (total > FIRST_VIEW_BUDGET_BYTES)
          failures.push(`first view ${(total / 1024).toFixed(1)} KB > ${THEME_REFERENCE.firstViewKb.max} KB`);
        if (js > 0) failures.push(`${(js / 1024).toFixed(1)} KB of JavaScript`);
      }
    }
    return {
      route,
      lcp: isFigures(lh) ? lh.lcp : undefined,
      firstView: isWeight(weight) ? weight.firstView : undefined,
      failures,
    };
  });
  const lcps = checks.flatMap((check) => (check.lcp === undefined ? [] : [check.lcp])).sort((a, b) => a - b);
  const median = lcps.length === checks.length ? lcps[Math.floor(lcps.length / 2)] : undefined;
  checks.push({
    route: MEDIAN_ROW,
    lcp: median,
    failures:
      median === undefined
        ? ['LCP not measured on every page']
        : median > LCP_MEDIAN_BUDGET_MS
          ? [`median LCP ${median} ms > ${LCP_MEDIAN_BUDGET_MS} ms`]
          : [],
  });
  return checks;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The budget as a Markdown table, with the theme's figures, Lighthouse's four scores and the host's benchmark index. */
export function speedTable(
  checks: SpeedCheck[],
  lighthouse: Record<string, LighthouseFigures | Missing | { error: string }>,
): string {
  const { lcpMs, firstViewKb } = THEME_REFERENCE;
  const lines = [
    `Speed budget: median LCP <= ${LCP_MEDIAN_BUDGET_MS} ms and every page <= ${LCP_PAGE_BUDGET_MS} ms (${LCP_SHARE} x the middle and the top of the theme's ${lcpMs.min}-${lcpMs.max} ms), first view of a content page <= ${firstViewKb.max} KB gzip with no JavaScript (theme ${firstViewKb.min}-${firstViewKb.max} KB). Reference: ${THEME_REFERENCE.source}.`,
    '',
    '| page | LCP | FCP | first view (fonts, JS) | requests | Lighthouse scores | host index | budget |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const check of checks) {
    const lh = lighthouse[check.route];
    const figures = isFigures(lh) ? lh : undefined;
    const view = check.firstView;
    lines.push(
      `| ${check.route} | ${check.lcp ?? '-'} ms | ${figures?.fcp ?? '-'} ms | ${view ? `${kb(view.total)} (${kb(view.fonts)}, ${kb(view.js)})` : '-'} | ${view?.requests ?? '-'} | ${figures ? `${figures.performance}/${figures.accessibility}/${figures.bestPractices}/${figures.seo}` : '-'} | ${figures?.benchmarkIndex ?? '-'} | ${check.failures.length ? `✗ ${check.failures.join('; ')}` : '✓'} |`,
    );
  }
  return lines.join('\n') + '\n';
}
