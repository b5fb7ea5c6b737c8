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
 * Chromium, gzip), as issue 31 reports it. Only ranges over its comparable pages were
 * published, not a figure per page, so every page is held to the theme's fastest: the
 * strictest reading of "0.8x the theme's on comparable pages".
 */
export const THEME_REFERENCE = {
  source: 'astro-theme-cactus 8.2, issue 31 (Lighthouse mobile, median of 3, one run beside ours)',
  lcpMs: { min: 962, max: 1369 },
  fcpMs: { min: 962, max: 1133 },
  firstViewKb: { min: 62, max: 75 },
};

/** Our LCP may be at most this share of the theme's. */
export const LCP_SHARE = 0.8;
/** The LCP budget of every compared page, in ms: 0.8 x 962 = 770. */
export const LCP_BUDGET_MS = Math.round(THEME_REFERENCE.lcpMs.min * LCP_SHARE);
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

/** Checks every SPEED_PAGES route of a run; a page without its figures fails (a budget cannot pass unmeasured). */
export function checkSpeed(
  pages: Record<string, PageWeight | Missing>,
  lighthouse: Record<string, LighthouseFigures | Missing | { error: string }>,
): SpeedCheck[] {
  return SPEED_PAGES.map(({ route, content }) => {
    const failures: string[] = [];
    const lh = lighthouse[route];
    const weight = pages[route];
    if (!isFigures(lh)) failures.push('LCP not measured');
    else if (lh.lcp > LCP_BUDGET_MS) failures.push(`LCP ${lh.lcp} ms > ${LCP_BUDGET_MS} ms`);
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
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The budget as a Markdown table, with the theme's figures and the host's benchmark index. */
export function speedTable(
  checks: SpeedCheck[],
  lighthouse: Record<string, LighthouseFigures | Missing | { error: string }>,
): string {
  const { lcpMs, firstViewKb } = THEME_REFERENCE;
  const lines = [
    `Speed budget: LCP <= ${LCP_BUDGET_MS} ms (${LCP_SHARE} x the theme's ${lcpMs.min} ms; theme ${lcpMs.min}-${lcpMs.max} ms), first view of a content page <= ${firstViewKb.max} KB gzip with no JavaScript (theme ${firstViewKb.min}-${firstViewKb.max} KB). Reference: ${THEME_REFERENCE.source}.`,
    '',
    '| page | LCP | FCP | first view (fonts, JS) | requests | host index | budget |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const check of checks) {
    const lh = lighthouse[check.route];
    const figures = isFigures(lh) ? lh : undefined;
    const view = check.firstView;
    lines.push(
      `| ${check.route} | ${check.lcp ?? '-'} ms | ${figures?.fcp ?? '-'} ms | ${view ? `${kb(view.total)} (${kb(view.fonts)}, ${kb(view.js)})` : '-'} | ${view?.requests ?? '-'} | ${figures?.benchmarkIndex ?? '-'} | ${check.failures.length ? `✗ ${check.failures.join('; ')}` : '✓'} |`,
    );
  }
  return lines.join('\n') + '\n';
}
