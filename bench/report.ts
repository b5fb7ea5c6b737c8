/**
 * Turns the benchmark's results into one Markdown table: every figure beside the
 * issue's target, and beside the committed baseline (bench/results/baseline.json),
 * flagging any figure more than 10% worse.
 */
import type { LighthouseFigures } from './lighthouse';
import { LIMITER_P99_BAR, type LimiterFigures } from './limiter';
import type { LoadFigures } from './load';
import type { Missing, PageWeight } from './pages';
import {
  checkSpeed,
  FIRST_VIEW_BUDGET_BYTES,
  LCP_MEDIAN_BUDGET_MS,
  LCP_PAGE_BUDGET_MS,
  MEDIAN_ROW,
  THEME_REFERENCE,
} from './speed-budget';
import type { VercelFigures } from './vercel-function';

export interface BuildFigures {
  seconds: number;
  pages: number;
  pagesPerSecond: number;
  rows: { books: number; posts: number; engagement: number };
}

export interface LoadPair {
  path: string;
  site: LoadFigures | Missing;
  baseline: LoadFigures;
  /** Site requests/second as a share of the baseline's. */
  ratio?: number;
}

type Pages = Record<string, PageWeight | Missing>;
type Lighthouses = Record<string, LighthouseFigures | Missing | { error: string }>;
type Loads = Record<string, LoadPair>;

/** Everything one run measured (bench/results/latest.json). */
export interface BenchResults {
  date: string;
  /** The commit measured ('+ changes' when the worktree had uncommitted edits). */
  commit: string;
  quick: boolean;
  /** Phases that failed as a whole (their rows are absent). */
  errors?: string[];
  machine: string;
  build: { seeded: BuildFigures; scaled: BuildFigures | { error: string } };
  pages: Pages;
  lighthouse: Lighthouses;
  load: Loads;
  /** The scaled build served and measured like the seeded one; absent in older results. */
  scaledSite?: { pages: Pages; lighthouse: Lighthouses; load: Loads } | { error: string };
  inp: Record<string, number | null | Missing>;
  /** The Vercel function: bundle size and cold start (absent in results from before it was measured). */
  vercel?: VercelFigures | { error: string };
  /** POST /api/contact with the rate limiter in the database beside in memory; absent in older results. */
  limiter?: LimiterFigures | { error: string };
  /** The site search's first results after typing; absent in older results. */
  search?: { afterFocus: number; cold: number };
  /** The tracker's library at 5,000 books: first render and a search keystroke; absent in older results. */
  library?: { books: number; firstRender: number; keystroke: number };
  /** Flat figures compared against the baseline: key -> value and which way is better. */
  metrics: Record<string, Metric>;
}

export interface Metric {
  value: number;
  better: 'lower' | 'higher';
}

/** Changes smaller than these are noise, whatever the percentage (a 1 -> 2 ms p50 is not a regression). */
const NOISE: Record<string, number> = {
  ms: 2,
  cls: 0.005,
  bytes: 0,
  count: 0,
  score: 0,
  rps: 0,
  s: 0.5,
  mb: 0.1,
};

interface Row {
  measure: string;
  subject: string;
  figures: string;
  target: string;
  /** [key, label, value, better, unit of noise] */
  metrics: [string, string, number, Metric['better'], keyof typeof NOISE][];
  /** For a row with no figures: the key prefix its figures had, to flag what the baseline had and this run lost. */
  gone?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
/** autocannon's latencies are whole milliseconds, so 0 means under one. */
const latency = (value: number) => (value < 1 ? '<1 ms' : ms(value));
const isMissing = (value: unknown): value is Missing =>
  typeof value === 'object' && value !== null && 'missing' in value;
const isError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value;
const check = (failures: string[]) => (failures.length ? `✗ ${failures.join('; ')}` : '✓');

/** Metrics named under `key`: ['html', 'HTML', ...] becomes ['<key>.html', 'HTML', ...]. */
const under = (key: string, metrics: Row['metrics']): Row['metrics'] =>
  metrics.map(([name, ...rest]) => [`${key}.${name}`, ...rest]);

/**
 * The rows of one served build: page weight, Lighthouse and load. `prefix` keys its
 * figures ('' for the seeded site, 'scaled.' for the scaled one).
 */
function siteRows(pages: Pages, lighthouse: Lighthouses, load: Loads, prefix: string): Row[] {
  const rows: Row[] = [];
  const label = prefix ? 'scaled: ' : '';
  for (const [route, weight] of Object.entries(pages)) {
    const key = `${prefix}pages.${route}`;
    if (isMissing(weight)) {
      rows.push({
        measure: 'Page weight (gzip)',
        subject: `${label}${route}`,
        figures: weight.missing,
        target: '',
        metrics: [],
        gone: `${key}.`,
      });
      continue;
    }
    const failures: string[] = [];
    if (weight.js === 0) {
      if (weight.total > 150 * 1024) failures.push('total over 150 KB');
      if (weight.requests > 15) failures.push('over 15 requests');
    } else if (weight.js > 90 * 1024) failures.push('JS over 90 KB');
    rows.push({
      measure: 'Page weight (gzip)',
      subject: `${label}${route}`,
      figures: `HTML ${kb(weight.html)} (inline CSS ${kb(weight.inlineCss)}, inline JS ${kb(weight.inlineJs)}) · CSS ${kb(weight.css)} · JS ${kb(weight.js)} · total ${kb(weight.total)} · ${weight.requests} requests`,
      target: check(failures),
      metrics: under(key, [
        ['html', 'HTML', weight.html, 'lower', 'bytes'],
        ['css', 'CSS', weight.css, 'lower', 'bytes'],
        ['js', 'JS', weight.js, 'lower', 'bytes'],
        ['inlineJs', 'inline JS', weight.inlineJs, 'lower', 'bytes'],
        ['total', 'total', weight.total, 'lower', 'bytes'],
        ['requests', 'requests', weight.requests, 'lower', 'count'],
      ]),
    });
  }

  for (const [route, lh] of Object.entries(lighthouse)) {
    const key = `${prefix}lighthouse.${route}`;
    if (isMissing(lh) || isError(lh)) {
      const text = isMissing(lh) ? lh.missing : `not measured: ${lh.error}`;
      rows.push({
        measure: 'Lighthouse (mobile)',
        subject: `${label}${route}`,
        figures: text,
        target: '',
        metrics: [],
        gone: `${key}.`,
      });
      continue;
    }
    const weight = pages[route];
    const island = weight && !isMissing(weight) && weight.js > 0;
    const failures: string[] = [];
    if (lh.performance < (island ? 95 : 100)) failures.push(`performance < ${island ? 95 : 100}`);
    if (Math.min(lh.accessibility, lh.bestPractices, lh.seo) < 100) {
      failures.push(`a category < 100 (${(lh.failedAudits ?? []).join(', ') || 'see latest.json'})`);
    }
    if (!island) {
      if (lh.fcp > 1000) failures.push('FCP > 1.0 s');
      if (lh.lcp > 1500) failures.push('LCP > 1.5 s');
      if (lh.tbt > 50) failures.push('TBT > 50 ms');
      if (lh.cls > 0.02) failures.push('CLS > 0.02');
    }
    rows.push({
      measure: `Lighthouse (mobile, median of ${lh.runs})`,
      subject: `${label}${route}`,
      figures: `perf ${lh.performance} · a11y ${lh.accessibility} · best ${lh.bestPractices} · SEO ${lh.seo} · FCP ${ms(lh.fcp)} · LCP ${ms(lh.lcp)} · TBT ${ms(lh.tbt)} · CLS ${lh.cls} · host benchmarkIndex ${lh.benchmarkIndex}`,
      target: check(failures),
      metrics: under(key, [
        ['performance', 'perf', lh.performance, 'higher', 'score'],
        ['accessibility', 'a11y', lh.accessibility, 'higher', 'score'],
        ['bestPractices', 'best', lh.bestPractices, 'higher', 'score'],
        ['seo', 'SEO', lh.seo, 'higher', 'score'],
        ['fcp', 'FCP', lh.fcp, 'lower', 'ms'],
        ['lcp', 'LCP', lh.lcp, 'lower', 'ms'],
        ['tbt', 'TBT', lh.tbt, 'lower', 'ms'],
        ['cls', 'CLS', lh.cls, 'lower', 'cls'],
      ]),
    });
  }

  for (const [name, pair] of Object.entries(load)) {
    const base = pair.baseline;
    const baseText = `node:http baseline ${base.rps} rps · p50 ${latency(base.p50)} · p99 ${latency(base.p99)}`;
    if (isMissing(pair.site)) {
      rows.push({
        measure: 'Load (10 connections)',
        subject: `${label}${name}`,
        figures: `${pair.site.missing}; ${baseText}`,
        target: '',
        metrics: [],
        gone: `${prefix}load.${name}@`,
      });
      continue;
    }
    const site = pair.site;
    const ratio = pair.ratio ?? 0;
    const failures: string[] = [];
    const floor = name.startsWith('GET pre-rendered') ? 0.3 : name.startsWith('GET') ? 0.25 : 0;
    if (ratio < floor) failures.push(`under ${floor * 100}% of baseline`);
    if (site.p99 >= 25) failures.push('p99 ≥ 25 ms');
    if (site.non2xx || site.errors) failures.push(`${site.non2xx} non-2xx, ${site.errors} errors`);
    rows.push({
      measure: 'Load (10 connections)',
      subject: `${label}${name.includes(pair.path) ? name : `${name} (${pair.path})`}`,
      figures: `${site.rps} rps · p50 ${latency(site.p50)} · p99 ${latency(site.p99)} · ${Math.round(ratio * 100)}% of ${baseText}`,
      target: check(failures),
      metrics: under(`${prefix}load.${name}@${pair.path}`, [
        ['rps', 'rps', site.rps, 'higher', 'rps'],
        ['p50', 'p50', site.p50, 'lower', 'ms'],
        ['p99', 'p99', site.p99, 'lower', 'ms'],
        ['ratio', 'ratio', ratio, 'higher', 'rps'],
      ]),
    });
  }
  return rows;
}

function buildRows(results: BenchResults): Row[] {
  const rows: Row[] = [];
  const { seeded, scaled } = results.build;
  for (const [size, build] of [
    ['seeded', seeded],
    ['scaled', scaled],
  ] as const) {
    if (isError(build)) {
      rows.push({
        measure: 'Build',
        subject: size,
        figures: `failed: ${build.error}`,
        target: '',
        metrics: [],
        gone: `build.${size}.`,
      });
      continue;
    }
    const failures: string[] = [];
    if (size === 'scaled' && !isError(scaled)) {
      if (scaled.seconds >= 60) failures.push('over 60 s');
      if (scaled.seconds / seeded.seconds > scaled.pages / seeded.pages)
        failures.push('time grew faster than pages');
    }
    rows.push({
      measure: 'Build',
      subject: `${size} (${build.rows.books} books, ${build.rows.posts} posts, ${build.rows.engagement} engagement rows)`,
      figures: `${build.seconds.toFixed(1)} s · ${build.pages} pages · ${build.pagesPerSecond.toFixed(1)} pages/s`,
      target: size === 'scaled' ? check(failures) : '',
      metrics: [
        [`build.${size}.seconds`, 'time', build.seconds, 'lower', 's'],
        [`build.${size}.pagesPerSecond`, 'pages/s', build.pagesPerSecond, 'higher', 'rps'],
      ],
    });
  }

  rows.push(...siteRows(results.pages, results.lighthouse, results.load, ''));
  const scaledSite = results.scaledSite;
  if (scaledSite && isError(scaledSite)) {
    rows.push({
      measure: 'Scaled site',
      subject: 'served',
      figures: `not measured: ${scaledSite.error}`,
      target: '',
      metrics: [],
      gone: 'scaled.',
    });
  } else if (scaledSite) {
    rows.push(...siteRows(scaledSite.pages, scaledSite.lighthouse, scaledSite.load, 'scaled.'));
  }

  for (const [name, inp] of Object.entries(results.inp)) {
    if (isMissing(inp)) {
      rows.push({
        measure: `INP (CPU 4x slower, median of ${results.quick ? 1 : 3})`,
        subject: name,
        figures: inp.missing,
        target: '',
        metrics: [],
        gone: `inp.${name}`,
      });
      continue;
    }
    const value = inp ?? 0;
    rows.push({
      measure: `INP (CPU 4x slower, median of ${results.quick ? 1 : 3})`,
      subject: name,
      figures: inp === null ? 'under 16 ms (no event long enough to be reported)' : ms(inp),
      target: check(value > 100 ? ['over 100 ms'] : []),
      metrics: [[`inp.${name}`, 'INP', value, 'lower', 'ms']],
    });
  }
  // The speed budget against the best Astro theme (bench/speed-budget.ts).
  const { lcpMs, firstViewKb } = THEME_REFERENCE;
  for (const check of checkSpeed(results.pages, results.lighthouse)) {
    const view = check.firstView;
    rows.push({
      measure: 'Speed vs astro-theme-cactus',
      subject: check.route,
      figures: `LCP ${check.lcp === undefined ? '-' : ms(check.lcp)} (theme ${lcpMs.min}-${lcpMs.max} ms) · first view ${view ? `${kb(view.total)}, fonts ${kb(view.fonts)}, JS ${kb(view.js)}, ${view.requests} requests` : '-'} (theme ${firstViewKb.min}-${firstViewKb.max} KB)`,
      target: `${check.failures.length ? `✗ ${check.failures.join('; ')}` : '✓'} (${check.route === MEDIAN_ROW ? `LCP ≤ ${LCP_MEDIAN_BUDGET_MS} ms` : `LCP ≤ ${LCP_PAGE_BUDGET_MS} ms, first view ≤ ${kb(FIRST_VIEW_BUDGET_BYTES)}`})`,
      metrics: view ? [[`pages.${check.route}.firstView`, 'first view', view.total, 'lower', 'bytes']] : [],
    });
  }

  const vercel = results.vercel;
  if (vercel && isError(vercel)) {
    rows.push({
      measure: 'Vercel function',
      subject: '_render.func',
      figures: `not measured: ${vercel.error}`,
      target: '',
      metrics: [],
      gone: 'vercel.',
    });
  } else if (vercel) {
    rows.push({
      measure: 'Vercel function',
      subject: `_render.func; cold start = spawn to first answered ${vercel.route}`,
      figures: `bundle ${vercel.bundleMB.toFixed(1)} MB · cold start ${ms(vercel.coldStartMs)} (median of ${vercel.coldStarts.length}: ${vercel.coldStarts.map(ms).join(', ')})`,
      target: check(vercel.bundleMB >= 250 ? ['over the 250 MB function limit'] : []),
      metrics: [
        ['vercel.bundleMB', 'bundle', vercel.bundleMB, 'lower', 'mb'],
        ['vercel.coldStartMs', 'cold start', vercel.coldStartMs, 'lower', 'ms'],
      ],
    });
  }
  const limiter = results.limiter;
  if (limiter && isError(limiter)) {
    rows.push({
      measure: 'Rate limiter (10 connections)',
      subject: 'POST /api/contact',
      figures: `not measured: ${limiter.error}`,
      target: '',
      metrics: [],
      gone: 'limiter.',
    });
  } else if (limiter) {
    const { memory, database, p99Ratio } = limiter;
    const failures: string[] = [];
    if (p99Ratio > LIMITER_P99_BAR) failures.push(`database p99 over ${LIMITER_P99_BAR}x memory`);
    const refused = database.non2xx + database.errors + memory.non2xx + memory.errors;
    if (refused) failures.push(`${refused} non-2xx or errors`);
    rows.push({
      measure: 'Rate limiter (10 connections)',
      subject: `POST ${limiter.path}: counters in the database (default) vs in memory (RATE_LIMIT_STORE=memory), same run`,
      figures: `database ${database.rps} rps · p50 ${latency(database.p50)} · p99 ${latency(database.p99)} · memory ${memory.rps} rps · p50 ${latency(memory.p50)} · p99 ${latency(memory.p99)} · p99 ${p99Ratio}x`,
      target: check(failures),
      metrics: [
        ['limiter.database.rps', 'database rps', database.rps, 'higher', 'rps'],
        ['limiter.database.p99', 'database p99', database.p99, 'lower', 'ms'],
        ['limiter.memory.p99', 'memory p99', memory.p99, 'lower', 'ms'],
        ['limiter.p99Ratio', 'p99 ratio', p99Ratio, 'lower', 'count'],
      ],
    });
  }
  if (results.search) {
    const { afterFocus, cold } = results.search;
    rows.push({
      measure: 'Search: first results after the last keystroke',
      subject: '/search',
      figures: `${ms(afterFocus)} (index loaded on focus) · ${ms(cold)} (typing at once, loading it)`,
      target: check(afterFocus >= 300 ? ['300 ms or more'] : []),
      metrics: [
        ['search.afterFocus', 'after focus', afterFocus, 'lower', 'ms'],
        ['search.cold', 'cold', cold, 'lower', 'ms'],
      ],
    });
  }
  if (results.library) {
    const { books, firstRender, keystroke } = results.library;
    const slow = [
      ...(firstRender >= 100 ? ['first render 100 ms or more'] : []),
      ...(keystroke >= 100 ? ['a keystroke 100 ms or more'] : []),
    ];
    rows.push({
      measure: `Reading tracker: the library at ${books.toLocaleString('en-US')} books`,
      subject: '/reading-tracker',
      figures: `first render ${ms(firstRender)} · search keystroke ${ms(keystroke)} (slowest of 4)`,
      target: check(slow),
      metrics: [
        ['library.firstRender', 'first render', firstRender, 'lower', 'ms'],
        ['library.keystroke', 'keystroke', keystroke, 'lower', 'ms'],
      ],
    });
  }
  return rows;
}

/** The flat figures of `results`, for latest.json and later comparisons. */
export function flatMetrics(results: Omit<BenchResults, 'metrics'>): Record<string, Metric> {
  const rows = buildRows({ ...results, metrics: {} });
  return Object.fromEntries(
    rows.flatMap((row) => row.metrics.map(([key, , value, better]) => [key, { value, better }])),
  );
}

/** The Markdown table, with a 'vs baseline' column when a baseline is given. */
export function markdownTable(results: BenchResults, baseline?: BenchResults): string {
  const lines = [
    `Benchmark of ${results.commit} on ${results.date}${results.quick ? ' (--quick: shorter runs, 1 Lighthouse run)' : ''}; ${results.machine}.`,
    ...(results.errors ?? []).map((error) => `\n**${error}**`),
    '',
    `| Measure | Subject | Figures | Target |${baseline ? ' vs baseline |' : ''}`,
    `|---|---|---|---|${baseline ? '---|' : ''}`,
  ];
  // Recomputed from the baseline's raw figures, so its keys always match this version's.
  const previous = baseline && flatMetrics(baseline);
  for (const row of buildRows(results)) {
    let versus = '';
    if (previous) {
      const worse = row.metrics.flatMap(([key, label, value, better, unit]) => {
        const before = previous[key]?.value;
        if (before === undefined) return [];
        const delta = better === 'lower' ? value - before : before - value;
        if (delta <= NOISE[unit]! || delta <= Math.abs(before) * 0.1) return [];
        return [
          before
            ? `${label} ${Math.round((delta / Math.abs(before)) * 100)}% worse`
            : `${label} worse (was 0)`,
        ];
      });
      const gone = row.gone;
      if (gone && Object.keys(previous).some((key) => key.startsWith(gone)))
        worse.push('measured before, not now');
      const compared = row.metrics.some(([key]) => previous[key] !== undefined);
      versus = worse.length ? `⚠ ${worse.join(', ')}` : compared ? 'ok' : row.metrics.length ? 'new' : '';
    }
    const cells = [row.measure, row.subject, row.figures, row.target, ...(baseline ? [versus] : [])];
    lines.push(`| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
  }
  return lines.join('\n') + '\n';
}
